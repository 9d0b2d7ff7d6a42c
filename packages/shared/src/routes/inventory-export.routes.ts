import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { LOCALES } from '../domain.js';
import { errorBodySchema } from '../errors.js';
import { ID_MAX, idText, int32FromText, text } from '../input.js';
import { inventorySortSchema } from './artwork.routes.js';

/** What the inventory can be exported as: a CSV file, an Excel workbook, or the images in a .zip. */
export const INVENTORY_EXPORT_FORMATS = ['csv', 'xlsx', 'images'] as const;
export type InventoryExportFormat = (typeof INVENTORY_EXPORT_FORMATS)[number];

/** The most works a selection (`iids`) may name: as many as the inventory's bulk actions take. */
export const INVENTORY_EXPORT_SELECTION_MAX = 500;

/** `iids` as a link carries them: comma-separated, each an id. */
const selectionSchema = text()
  .max(INVENTORY_EXPORT_SELECTION_MAX * (ID_MAX + 1))
  .transform((value) =>
    value
      .split(',')
      .map((iid) => iid.trim())
      .filter((iid) => iid !== ''),
  )
  .pipe(z.array(idText()).min(1).max(INVENTORY_EXPORT_SELECTION_MAX));

export const inventoryExportRoute = defineRoute({
  method: 'GET',
  path: '/inventory/export',
  summary:
    "The workspace's live inventory as a file download (`content-disposition: attachment`, a dated name): " +
    '`format=csv` (UTF-8 with BOM, CRLF, formulas defused), `xlsx` (one sheet), or `images` (a .zip of each ' +
    "work's primary image original with `manifest.csv`); all works, a folder (`fid`), the list's filters " +
    '(`q`, `state`, `artistid`, `sort`), or exactly a selection (`iids`, comma-separated, at most 500, the ' +
    'filters then unused; an id that is not a live work the caller may read answers 404); headings in `locale` ' +
    '(Korean when left out); `gid` in the ' +
    'query so a download link works (an addition to SPEC §7)',
  tags: ['inventory'],
  auth: 'session',
  access: 'workspace:read',
  query: z.object({
    gid: idText(),
    format: z.enum(INVENTORY_EXPORT_FORMATS).default('csv'),
    fid: text().max(ID_MAX).optional(),
    state: int32FromText().optional(),
    artistid: text().max(ID_MAX).optional(),
    q: text().trim().max(200).optional(),
    sort: inventorySortSchema.default('idx'),
    iids: selectionSchema.optional(),
    locale: z.enum(LOCALES).default('ko'),
  }),
  responses: {
    200: z.string().meta({ description: 'text/csv, an .xlsx workbook or an application/zip archive' }),
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  },
});
