import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { usersViewOf } from '../../features/admin/admin-params';
import { AdminUsersPage } from '../../features/admin/AdminUsersPage';
import { adminUsersQuery } from '../../features/admin/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-users.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** The page of users the address asks for (others read the API's refusal). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = usersViewOf(new URL(request.url).searchParams);
  return {
    meta: pageMetaFor(request, 'adminUsers'),
    dehydratedState: await prefetchQueries(adminUsersQuery(context.api, view)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/users: for platform admins. */
export default function AdminUsersRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminUsers.title')} intro={t('adminUsers.intro')}>
      <AdminUsersPage />
    </PageShell>
  );
}
