import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './domain.js';
import { int32FromText } from './input.js';

/**
 * Paging, the one way every list is paged (DESIGN.md §4): `?page` (0-based) and `?size` (capped)
 * in the query, `{items, total, page, size}` in the answer. Routes declare `pageQuerySchema`
 * (extended with their filters) and `pageOf(item)`; the server answers with `answerPage`.
 */

/** `?page` (0-based) and `?size` (capped) of every list. */
export const pageQuerySchema = z.object({
  page: int32FromText().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Which page of a list to answer, as the server receives it (defaults filled in). */
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A page of a list: `{items, total, page, size}`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** A page of a list, as `pageOf` declares it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The rows a page covers, for the SQL: `LIMIT size OFFSET page × size`. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.size, offset: query.page * query.size };
}

/** The answer of a paged list: the page's items, how many there are in all, and which page this is. */
export function answerPage<T>(query: PageQuery, items: T[], total: number): Page<T> {
  return { items, total, page: query.page, size: query.size };
}
