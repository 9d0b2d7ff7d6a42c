import { CURRENCIES, type Currency } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { CheckoutPage } from '../../features/billing/CheckoutPage';
import { billingPlanQuery, paymentMethodQuery } from '../../features/billing/queries';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/checkout.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: pageMetaFor(request, 'checkout'),
    dehydratedState: await prefetchQueries(billingPlanQuery(context.api), paymentMethodQuery(context.api)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /checkout?productid&currency (and the card window's `code`/`message` when it was closed). */
export default function CheckoutRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const currency: Currency = CURRENCIES.find((value) => value === params.get('currency')) ?? 'KRW';
  return (
    <PageShell title={t('checkout.title')} intro={t('checkout.intro')}>
      <CheckoutPage
        user={user}
        productid={params.get('productid') ?? ''}
        currency={currency}
        failure={params.get('code') ? (params.get('message') ?? params.get('code')) : null}
      />
    </PageShell>
  );
}
