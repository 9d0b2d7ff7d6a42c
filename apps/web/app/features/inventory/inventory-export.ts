import { fillPath, inventoryExportRoute, type InventoryExportFormat, type Locale } from '@vernissage/shared';
import type { InventoryFilter } from './inventory-filter';

/** What an export covers: the picked works when there are some, else what the list shows. */
export type ExportScope = { iids: readonly string[] } | { filter: InventoryFilter };

/**
 * The address of an inventory download (`GET /inventory/export`): a plain link the browser
 * follows with its session cookie and saves (the client reads JSON only), as the inbox's CSV.
 * A selection goes as it is; otherwise the folder, filters and order of the list.
 */
export function inventoryExportUrl(
  apiBaseUrl: string,
  gid: string,
  format: InventoryExportFormat,
  scope: ExportScope,
  locale: Locale,
): string {
  const query = new URLSearchParams({ gid, format, locale });
  if ('iids' in scope) {
    query.set('iids', scope.iids.join(','));
  } else {
    const { filter } = scope;
    if (filter.fid) query.set('fid', filter.fid);
    if (filter.state !== undefined) query.set('state', String(filter.state));
    if (filter.artistid) query.set('artistid', filter.artistid);
    if (filter.q) query.set('q', filter.q);
    if (filter.sort !== 'idx') query.set('sort', filter.sort);
  }
  return `${apiBaseUrl.replace(/\/$/, '')}${fillPath(inventoryExportRoute.path)}?${query.toString()}`;
}
