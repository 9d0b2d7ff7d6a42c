import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AdminUserPage } from '../../features/admin/AdminUserPage';
import { adminUserQuery } from '../../features/admin/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-user.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'adminUser', { noindex: true }),
    dehydratedState: await prefetchQueries(adminUserQuery(context.api, params.uid)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/users/:uid: one user, for platform admins. */
export default function AdminUserRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const me = useSignedInUser();
  return (
    <PageShell title={t('adminUser.title')} intro={t('adminUser.intro')}>
      <AdminUserPage key={params.uid} uid={params.uid} selfUid={me.uid} />
    </PageShell>
  );
}
