import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { pageViewOf } from '../../features/admin/admin-params';
import { AdminLeadsPage } from '../../features/admin/AdminLeadsPage';
import { adminLeadsQuery } from '../../features/admin/queries';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-leads.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = pageViewOf(new URL(request.url).searchParams);
  return {
    meta: pageMetaFor(request, 'adminLeads'),
    dehydratedState: await prefetchQueries(adminLeadsQuery(context.api, view)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/leads: for platform admins. */
export default function AdminLeadsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminLeads.title')} intro={t('adminLeads.intro')}>
      <AdminLeadsPage />
    </PageShell>
  );
}
