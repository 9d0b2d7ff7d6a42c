import { searchQuerySchema, type SearchQuery } from '@vernissage/shared';
import type { z } from 'zod';
import { pageParamOf, withParams } from '../../lib/list-params';

/**
 * The state of /search lives in its address (`?q=김환&medium=painting&price=1m_5m&page=1`), in the
 * API's own parameter names, so a shared link or a reload shows the same results and the loader
 * can read them on the server.
 */

/** Works per page of results. */
export const SEARCH_PAGE_SIZE = 24;

/** The facet filters, as both the address and `GET /search` name them. */
export const SEARCH_FILTERS = [
  'medium',
  'price',
  'sizeClass',
  'availability',
  'location',
  'yearFrom',
  'yearTo',
] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** The tabs of /search: works, or galleries and artists. */
export type SearchTab = 'works' | 'places';

/** One parameter read through the contract's own schema; anything it refuses is left out. */
function parsed<T extends z.ZodType>(schema: T, raw: string | null): z.output<T> | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** The works query an address asks for: each valid filter, the page (0-based), the page size. */
export function searchQueryOf(params: URLSearchParams): SearchQuery {
  const { shape } = searchQuerySchema;
  const query: SearchQuery = { page: pageParamOf(params), size: SEARCH_PAGE_SIZE };
  const q = parsed(shape.q, params.get('q'));
  if (q) query.q = q;
  const medium = parsed(shape.medium, params.get('medium'));
  if (medium) query.medium = medium;
  const price = parsed(shape.price, params.get('price'));
  if (price) query.price = price;
  const sizeClass = parsed(shape.sizeClass, params.get('sizeClass'));
  if (sizeClass) query.sizeClass = sizeClass;
  const availability = parsed(shape.availability, params.get('availability'));
  if (availability) query.availability = availability;
  const location = parsed(shape.location, params.get('location'));
  if (location) query.location = location;
  const yearFrom = parsed(shape.yearFrom, params.get('yearFrom'));
  if (yearFrom !== undefined) query.yearFrom = yearFrom;
  const yearTo = parsed(shape.yearTo, params.get('yearTo'));
  if (yearTo !== undefined) query.yearTo = yearTo;
  return query;
}

/** The tab an address shows (`?tab=places`), works unless it says otherwise. */
export function searchTabOf(params: URLSearchParams): SearchTab {
  return params.get('tab') === 'places' ? 'places' : 'works';
}

/** How many facet filters an address sets (a decade's two years count once). */
export function activeFilterCount(query: SearchQuery): number {
  const years = query.yearFrom !== undefined || query.yearTo !== undefined ? 1 : 0;
  return (
    ['medium', 'price', 'sizeClass', 'availability', 'location'].filter(
      (name) => query[name as SearchFilter] !== undefined,
    ).length + years
  );
}

/** The years of a decade facet (`1950` → 1950–1959), as the address carries them. */
export function decadeParams(decade: number | null): Record<'yearFrom' | 'yearTo', string | null> {
  return decade === null ? { yearFrom: null, yearTo: null } : { yearFrom: String(decade), yearTo: String(decade + 9) };
}

/**
 * Whether /search opens with the staff picks: only for a visitor who has just arrived (the works
 * tab, first page, no words, no filters). Once they search, filter or page on, the results are
 * what they asked for and the picks step aside.
 */
export function showsStaffPicks(query: SearchQuery, tab: SearchTab): boolean {
  return tab === 'works' && !query.q && query.page === 0 && activeFilterCount(query) === 0;
}

/** The decade an address's years name, when they are exactly one decade. */
export function decadeOf(query: SearchQuery): number | null {
  const { yearFrom, yearTo } = query;
  return yearFrom !== undefined && yearFrom % 10 === 0 && yearTo === yearFrom + 9 ? yearFrom : null;
}

/**
 * The address after a change of filters: every change starts again from the first page, and a
 * value of `null` takes the filter away.
 */
export function withFilters(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  return withParams(params, { ...changes, page: null });
}

/** The change that takes every facet filter away (the words and the tab stay). */
export const NO_FILTERS: Record<SearchFilter, null> = {
  medium: null,
  price: null,
  sizeClass: null,
  availability: null,
  location: null,
  yearFrom: null,
  yearTo: null,
};
