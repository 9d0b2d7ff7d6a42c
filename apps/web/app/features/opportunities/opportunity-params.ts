import { opportunityQuerySchema, type OpportunityQuery } from '@vernissage/shared';
import type { z } from 'zod';
import { pageParamOf } from '../../lib/list-params';

/**
 * The filters of /opportunities live in its address (`?kind=grant&country=KR&location=서울&q=…`),
 * in the API's own names, so a link or a reload shows the same list and the loader reads it.
 */

export const OPPORTUNITIES_PAGE_SIZE = 20;

/** The filters a person sets, as the contract checks them. */
export const opportunityFiltersSchema = opportunityQuerySchema.pick({
  kind: true,
  country: true,
  location: true,
  q: true,
});
export type OpportunityFilters = z.output<typeof opportunityFiltersSchema>;
const FILTER_NAMES = ['kind', 'country', 'location', 'q'] as const;

/** The list an address asks for: each filter the contract accepts, the page (0-based), the page size. */
export function opportunityQueryOf(params: URLSearchParams): OpportunityQuery {
  const query: OpportunityQuery = { page: pageParamOf(params), size: OPPORTUNITIES_PAGE_SIZE };
  for (const name of FILTER_NAMES) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = opportunityFiltersSchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [name]: parsed.data });
  }
  return query;
}

/** The address of a set of filters (the page starts again at the first). */
export function filtersToParams(filters: Partial<OpportunityFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}
