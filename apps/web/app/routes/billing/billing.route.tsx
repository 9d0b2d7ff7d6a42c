import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { BillingPage } from '../../features/billing/BillingPage';
import {
  billingPlanQuery,
  paymentMethodQuery,
  planHistoryQuery,
  promoCodesQuery,
} from '../../features/billing/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/billing.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context;
  return {
    meta: pageMetaFor(request, 'billing'),
    dehydratedState: await prefetchQueries(
      billingPlanQuery(api),
      paymentMethodQuery(api),
      promoCodesQuery(api),
      planHistoryQuery(api),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /account/billing: plan, card, codes and history. */
export default function BillingRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  return (
    <PageShell title={t('billing.title')} intro={t('billing.intro')}>
      <BillingPage user={user} />
    </PageShell>
  );
}
