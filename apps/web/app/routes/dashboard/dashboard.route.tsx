import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ServiceStatus } from '../../features/system/ServiceStatus';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/dashboard.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'dashboard') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function DashboardRoute() {
  return (
    <PlaceholderPage page="dashboard">
      <ServiceStatus />
    </PlaceholderPage>
  );
}
