import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  featuredWorksRoute,
  searchGalleryRoute,
  searchRoute,
  searchSuggestRoute,
  searchWorkRoute,
  type ApiCall,
  type SearchQuery,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { SEARCH_PAGE_SIZE } from './search-params';

/** Query keys of search: everything public, so the same for every person. */
export const searchKeys = {
  works: (query: SearchQuery) => ['search', 'works', query] as const,
  places: (q: string, page: number) => ['search', 'places', q, page] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
  work: (aid: string) => ['search', 'work', aid] as const,
  staffPicks: () => ['search', 'staff-picks'] as const,
};

/** How many staff picks /search shows in its row, the first in the admins' order. */
export const STAFF_PICKS_SHOWN = 12;

/** A page of published works with the facet counts (`GET /search`). */
export const searchWorksQuery = (api: ApiCall, query: SearchQuery) =>
  queryOptions({ queryKey: searchKeys.works(query), queryFn: () => api(searchRoute, { query }) });

/** Galleries with live sites and artists in public view, by name (`GET /search/gallery`). */
export const searchPlacesQuery = (api: ApiCall, q: string, page: number) =>
  queryOptions({
    queryKey: searchKeys.places(q, page),
    queryFn: () => api(searchGalleryRoute, { query: { page, size: SEARCH_PAGE_SIZE, ...(q ? { q } : {}) } }),
  });

/** A few works, artists and galleries for what is being typed (`GET /search/query/{q}`). */
export const suggestionsQuery = (api: ApiCall, q: string) =>
  queryOptions({ queryKey: searchKeys.suggestions(q), queryFn: () => api(searchSuggestRoute, { params: { q } }) });

/** One published work as the public sees it, with its gallery (`GET /search/work/{aid}`). */
export const publicWorkQuery = (api: ApiCall, aid: string) =>
  queryOptions({ queryKey: searchKeys.work(aid), queryFn: () => api(searchWorkRoute, { params: { aid } }) });

/** The staff picks still public, in the admins' order (`GET /search/featured/all`). */
export const staffPicksQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: searchKeys.staffPicks(),
    queryFn: () => api(featuredWorksRoute, { query: { page: 0, size: STAFF_PICKS_SHOWN } }),
  });

/** The results for the address's query; the last page stays (dimmed) while the next one comes. */
export function useSearchWorksQuery(query: SearchQuery) {
  return useQuery({ ...searchWorksQuery(useApi(), query), placeholderData: keepPreviousData });
}

export function useSearchPlacesQuery(q: string, page: number) {
  return useQuery({ ...searchPlacesQuery(useApi(), q, page), placeholderData: keepPreviousData });
}

/** Suggestions for `q` once it is settled (debounced by the caller); nothing for an empty box. */
export function useSuggestionsQuery(q: string) {
  return useQuery({
    ...suggestionsQuery(useApi(), q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The work of a public page. Its availability is read again whenever the page comes back into
 * view, so a hold or a sale made meanwhile shows without a reload.
 */
export function usePublicWorkQuery(aid: string) {
  return useQuery({ ...publicWorkQuery(useApi(), aid), refetchOnWindowFocus: 'always' });
}

/** The staff picks, read only while the page shows them. */
export function useStaffPicksQuery(enabled: boolean) {
  return useQuery({ ...staffPicksQuery(useApi()), enabled });
}
