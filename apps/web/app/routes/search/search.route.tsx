import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { prefetchQueries } from '../../features/api/prefetch.server';
import { searchPlacesQuery, searchWorksQuery, staffPicksQuery } from '../../features/search/queries';
import { searchQueryOf, searchTabOf, showsStaffPicks } from '../../features/search/search-params';
import { SearchPage } from '../../features/search/SearchPage';
import { pageMetaFor } from '../../i18n/page-meta.server';
import { metaTags } from '../../lib/page-meta';
import type { Route } from './+types/search.route';

export { PageErrorBoundary as ErrorBoundary } from '../../components/PageErrorBoundary';

/**
 * Public: the results the address asks for (and the staff picks, when it asks for nothing) are
 * read on the server, so the first HTML shows them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchQueryOf(params);
  const tab = searchTabOf(params);
  const results =
    tab === 'places' ? searchPlacesQuery(context.api, query.q ?? '', query.page) : searchWorksQuery(context.api, query);
  const picks = showsStaffPicks(query, tab) ? [staffPicksQuery(context.api)] : [];
  // Rendered for each visitor, never kept as a shared page (ADR 030): kept pages are not told
  // when a work is held, sold or unpublished, or an opportunity is posted.
  return data({
    meta: pageMetaFor(request, 'search'),
    dehydratedState: await prefetchQueries(results, ...picks),
  });
}

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
