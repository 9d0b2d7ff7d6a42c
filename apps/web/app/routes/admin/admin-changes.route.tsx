import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { changesViewOf } from '../../features/admin/admin-params';
import { AdminChangesPage } from '../../features/admin/AdminChangesPage';
import { adminChangesQuery } from '../../features/admin/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-changes.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = changesViewOf(new URL(request.url).searchParams);
  return {
    meta: pageMetaFor(request, 'adminChanges'),
    dehydratedState: await prefetchQueries(adminChangesQuery(context.api, view)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/changes: for platform admins. */
export default function AdminChangesRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminChanges.title')} intro={t('adminChanges.intro')}>
      <AdminChangesPage />
    </PageShell>
  );
}
