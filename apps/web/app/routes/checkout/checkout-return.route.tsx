import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { CheckoutReturn } from '../../features/billing/CheckoutReturn';
import { useSignedInUser } from '../../features/session/SignedIn';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/checkout-return.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'checkout') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** Where the card window (`/checkout/card`, `/account/billing/card`) and PayPal (`/checkout/paypal`) come back. */
export default function CheckoutReturnRoute() {
  const { t } = useTranslation('pages');
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <PageShell title={t('checkout.title')}>
      <CheckoutReturn
        user={user}
        step={pathname.endsWith('/paypal') ? 'paypal' : pathname.endsWith('/gift') ? 'gift' : 'card'}
        params={params}
      />
    </PageShell>
  );
}
