import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './domain.js';
import { int32FromText } from './input.js';

/** `?page` (0-based) and `?size` (capped) of every list. */
export const pageQuerySchema = z.object({
  page: int32FromText().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A page of a list: `{items, total, page, size}`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
