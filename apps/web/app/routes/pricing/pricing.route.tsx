import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { billingPlanQuery } from '../../features/billing/queries';
import { PricingTable } from '../../features/pricing/PricingTable';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/pricing.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Public; a signed-in person's current plan comes with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return sharedPage(context, {
    meta: pageMetaFor(request, 'pricing'),
    dehydratedState: context.user?.signupComplete ? await prefetchQueries(billingPlanQuery(context.api)) : null,
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /pricing: every kind of account's plans, and for the signed-in their own with the current one. */
export default function PricingRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('pricing.title')} intro={t('pricing.intro')}>
      <PricingTable />
    </PageShell>
  );
}
