import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { searchPlacesQuery, searchWorksQuery, staffPicksQuery } from '../../features/search/queries';
import { searchQueryOf, searchTabOf, showsStaffPicks } from '../../features/search/search-params';
import { SearchPage } from '../../features/search/SearchPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import { sharedPage, sharedPageHeaders } from '../../lib/shared-page';
import type { Route } from './+types/search.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * Public: the results the address asks for (and the staff picks, when it asks for nothing) are
 * read on the server, so the first HTML shows them. The same for every visitor without a session:
 * the server keeps it by its address until the catalogue (or the picks) change (ADR 069), unless
 * an answer failed, when the browser asks again and the next visitor gets a fresh page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchQueryOf(params);
  const tab = searchTabOf(params);
  const results =
    tab === 'places' ? searchPlacesQuery(context.api, query.q ?? '', query.page) : searchWorksQuery(context.api, query);
  const queries = [results, ...(showsStaffPicks(query, tab) ? [staffPicksQuery(context.api)] : [])];
  const dehydratedState = await prefetchQueries(...queries);
  const page = { meta: pageMetaFor(request, 'search'), dehydratedState };
  const complete = dehydratedState.queries.length === queries.length;
  return complete ? sharedPage(context, page, { byAddress: true }) : data(page);
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
