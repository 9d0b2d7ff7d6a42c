import {
  type inventoryExportRoute,
  type Locale,
  type ParsedQuery,
  csvChunks,
  csvFile,
  type CellValue,
} from '@vernissage/shared';
import { Readable } from 'node:stream';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheet/xlsx.js';
import { zipStream, type ZipEntry } from '../../platform/spreadsheet/zip.js';
import {
  exportCells,
  exportHeader,
  exportSheetColumns,
  imageFileName,
  manifestCells,
  manifestHeader,
} from './inventory-export.presenter.js';
import { exportRowsOf, type ExportRow } from './inventory-export.repository.js';
import { readableRecords } from './inventory-documents.service.js';

/** How many works are read from the database at a time while a file is written. */
const BATCH = 500;

/** A file to send: its name, media type and bytes (a stream for the large ones). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

type ExportQuery = ParsedQuery<typeof inventoryExportRoute>;

/**
 * The ids of the works an export covers, in the list's order: the live works the caller may read
 * (members: only those open to them) — a selection (`iids`) exactly, else a folder and the list's
 * filters. A selection naming anything else — another workspace's work, a trashed one, one closed
 * to the caller — is refused whole (404), as the bulk actions refuse it, rather than shortened.
 */
async function exportedIds(ctx: AppContext, identity: Identity, query: ExportQuery): Promise<string[]> {
  const records = await readableRecords(ctx, identity, query.gid, { sort: query.sort, locale: query.locale });
  if (query.iids)
    return records.exactly(query.iids, 'Some of these works are not in this inventory: nothing was exported.');
  const { fid, state, artistid, q } = query;
  return records.matching({ fid, state, artistid, q });
}

/** The works of `ids`, read a batch at a time while the file is written. */
async function* batchesOf(ctx: AppContext, gid: string, ids: string[]): AsyncGenerator<ExportRow[]> {
  for (let start = 0; start < ids.length; start += BATCH) {
    yield await exportRowsOf(ctx.db, gid, ids.slice(start, start + BATCH));
  }
}

async function* cellsOf(batches: AsyncIterable<ExportRow[]>, locale: Locale): AsyncGenerator<CellValue[][]> {
  for await (const batch of batches) yield batch.map((row) => exportCells(row, locale));
}

/** The extension of a stored original (`…/original.jpg` → `jpg`). */
const extensionOf = (key: string) => /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? 'bin';

/**
 * The archive's files: each work's primary image original under a readable name (the same name
 * twice gets a number), then `manifest.csv` saying which file is which work; a work without an
 * image (or whose file is gone) is listed with no file.
 */
async function* imageEntries(ctx: AppContext, batches: AsyncIterable<ExportRow[]>, locale: Locale) {
  const manifest: CellValue[][] = [];
  const taken = new Set<string>();
  const uniqueName = (name: string) => {
    const dot = name.lastIndexOf('.');
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
  taken.add('manifest.csv');
  for await (const batch of batches) {
    for (const row of batch) {
      const key = row.originalKey;
      if (!key) {
        manifest.push(manifestCells(row, locale, null));
        continue;
      }
      const name = uniqueName(imageFileName(row, locale, extensionOf(key)));
      const entry: ZipEntry = {
        name,
        open: async () => {
          const stored = await ctx.storage.get(key);
          manifest.push(manifestCells(row, locale, stored ? name : null));
          return stored?.body ?? null;
        },
      };
      yield entry;
    }
  }
  yield { name: 'manifest.csv', open: async () => csvFile(manifestHeader(locale), manifest) } satisfies ZipEntry;
}

/**
 * GET `/inventory/export`: the works the query picks as a CSV file, an Excel workbook or a .zip
 * of their images, written while it is sent. Access is checked and the works are found before
 * the first byte, so a refusal is an ordinary error answer.
 */
export async function exportInventory(ctx: AppContext, identity: Identity, query: ExportQuery): Promise<ExportFile> {
  const ids = await exportedIds(ctx, identity, query);
  const batches = batchesOf(ctx, query.gid, ids);
  const day = new Date().toISOString().slice(0, 10);
  switch (query.format) {
    case 'csv':
      return {
        fileName: `inventory-${day}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from(csvChunks(exportHeader(query.locale), cellsOf(batches, query.locale))),
      };
    case 'xlsx':
      return {
        fileName: `inventory-${day}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: xlsxStream(
          query.locale === 'en' ? 'Inventory' : '재고',
          exportSheetColumns(query.locale),
          cellsOf(batches, query.locale),
        ),
      };
    case 'images':
      return {
        fileName: `inventory-images-${day}.zip`,
        contentType: 'application/zip',
        body: zipStream(imageEntries(ctx, batches, query.locale)),
      };
  }
}
