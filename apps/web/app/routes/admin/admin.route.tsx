import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { AdminHub } from '../../features/admin/AdminHub';
import { AdminsOnly } from '../../features/admin/AdminsOnly';
import { isPlatformAdmin } from '../../features/admin/admin-sections';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'admin') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin: the console's sections, for platform admins. */
export default function AdminRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('admin.title')} intro={t('admin.intro')} wide>
      {isPlatformAdmin(user) ? <AdminHub /> : <AdminsOnly />}
    </PageShell>
  );
}
