import { PlaceholderPage } from '../../components/PlaceholderPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/search.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: pageMetaFor(request, 'search') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function SearchRoute() {
  return <PlaceholderPage page="search" />;
}
