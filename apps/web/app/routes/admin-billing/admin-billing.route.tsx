import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { AdminBillingPage, adminBillingQuery } from '../../features/billing/AdminBillingPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/admin-billing.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'adminBilling'),
    dehydratedState: await prefetchQueries(adminBillingQuery(context.api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /admin/billing: for platform admins (others read the API's refusal). */
export default function AdminBillingRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('adminBilling.title')} intro={t('adminBilling.intro')}>
      <AdminBillingPage />
    </PageShell>
  );
}
