import { PlaceholderPage } from '../../components/PlaceholderPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/web.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'web', { noindex: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function WebRoute() {
  return <PlaceholderPage page="web" />;
}
