import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PricingTable } from '../../features/pricing/PricingTable';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/pricing.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'pricing') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PricingRoute() {
  return (
    <PlaceholderPage page="pricing">
      <PricingTable />
    </PlaceholderPage>
  );
}
