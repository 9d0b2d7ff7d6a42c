import { inventorySortSchema, type InventoryFilter, type Locale } from '@vernissage/shared';
import { pageParamOf, stateParamOf } from '../../lib/list-params';
import type { z } from 'zod';

/** What the inventory page shows: folder, state, artist, text, sort, page and trash (the contract's filter). */
export type { InventoryFilter };

/** How the inventory can be sorted (`idx` is the gallery's own order). */
export type InventorySort = z.infer<typeof inventorySortSchema>;

/** Works on one page of the inventory. */
export const INVENTORY_PAGE_SIZE = 24;

const isSort = (value: string | null): value is InventorySort =>
  (inventorySortSchema.options as readonly string[]).includes(value ?? '');

/**
 * The filter a page address asks for (`?fid=…&state=2&q=…&sort=title&page=1&trash=1`); odd values
 * are dropped. Sorting by title goes by the title the reader sees, so it carries her language.
 */
export function filterFromParams(params: URLSearchParams, locale?: Locale): InventoryFilter {
  const sort = params.get('sort');
  return {
    ...(sort === 'title' && locale && { locale }),
    fid: params.get('fid') || undefined,
    state: stateParamOf(params),
    artistid: params.get('artistid') || undefined,
    q: params.get('q')?.trim() || undefined,
    sort: isSort(sort) ? sort : 'idx',
    page: pageParamOf(params),
    size: INVENTORY_PAGE_SIZE,
    trash: params.get('trash') === '1',
  };
}

/** The page address of a filter, leaving defaults out so addresses stay short. */
export function paramsFromFilter(filter: InventoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.fid) params.set('fid', filter.fid);
  if (filter.state !== undefined) params.set('state', String(filter.state));
  if (filter.artistid) params.set('artistid', filter.artistid);
  if (filter.q) params.set('q', filter.q);
  if (filter.sort !== 'idx') params.set('sort', filter.sort);
  if (filter.page > 0) params.set('page', String(filter.page));
  if (filter.trash) params.set('trash', '1');
  return params;
}

/** Whether works can be put in order by hand here: the gallery's own order, outside the trash. */
export function canReorder(filter: InventoryFilter): boolean {
  return filter.sort === 'idx' && !filter.trash;
}
