import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { searchPlacesQuery, searchWorksQuery } from '../../features/search/queries';
import { searchQueryOf, searchTabOf } from '../../features/search/search-params';
import { SearchPage } from '../../features/search/SearchPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/search.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/** Public: the results the address asks for are read on the server, so the first HTML shows them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchQueryOf(params);
  const results =
    searchTabOf(params) === 'places'
      ? searchPlacesQuery(context.api, query.q ?? '', query.page)
      : searchWorksQuery(context.api, query);
  return sharedPage(context, {
    meta: pageMetaFor(request, 'search'),
    dehydratedState: await prefetchQueries(results),
  });
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** /search: published works by words and facets, and the galleries and artists in public view. */
export default function SearchRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('search.title')} intro={t('search.intro')} wide>
      <SearchPage />
    </PageShell>
  );
}
