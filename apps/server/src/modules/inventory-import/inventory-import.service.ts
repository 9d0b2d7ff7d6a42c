import {
  ErrorCode,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FLAGGED_MAX,
  IMPORT_LIST_MAX,
  IMPORT_ROWS_MAX,
  IMPORT_SAMPLE_ROWS,
  PermissionLevel,
  type ArtworkInput,
  type ImportCheckDto,
  type ImportDuplicate,
  type ImportFix,
  type ImportFlaggedRow,
  type ImportMapping,
  type ImportResultDto,
  type ImportSummaryDto,
  type ParsedBody,
  type importRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { uploadBytes, type UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import { ImageRejected } from '../../platform/images/image-rejected.js';
import { readSheet, SheetUnreadable, type Sheet } from '../../platform/spreadsheet/read-sheet.js';
import {
  openZip,
  ZipEntryTooLarge,
  ZipUnreadable,
  type ZipArchive,
  type ZipEntry,
} from '../../platform/zip/zip-archive.js';
import {
  insertImportedWorks,
  removeWorkImages,
  storeWorkImage,
  type StoredWorkImage,
} from '../artwork/imported-works.service.js';
import { artistIdsForImport } from '../gallery/imported-artists.service.js';
import { assertImportFolders, folderIdsForImport } from '../inventory/imported-folders.service.js';
import { trashItems } from '../inventory/inventory.service.js';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';
import { requireAccess } from '../workspace/access.js';
import { presentImport } from './inventory-import.presenter.js';
import * as repo from './inventory-import.repository.js';
import {
  baseName,
  evaluateRow,
  imageKey,
  rowValues,
  stockKey,
  suggestMapping,
  type ImportedWork,
} from './inventory-import.rules.js';

/**
 * Spreadsheet import (issue 16, ADR 044). Stateless: the check reads the file and stores nothing;
 * the import reads the same file again with the mapping and fixes the person settled on, and
 * either every row goes in, in one transaction, or nothing does.
 */

type ImportOptions = ParsedBody<typeof importRoute>;

/** A row of the sheet as the import sees it. */
interface EvaluatedRow {
  row: number;
  values: ImportFlaggedRow['values'];
  issues: ImportFlaggedRow['issues'];
  work: ImportedWork | null;
}

interface PreparedSheet {
  fileName: string;
  sheet: Sheet;
  suggested: ImportMapping;
  mapping: ImportMapping;
  rows: EvaluatedRow[];
  duplicates: ImportDuplicate[];
}

/** Thrown when rows still have issues at import time; the route answers 422 with them. */
export class RowsRejected extends AppError {
  override name = 'RowsRejected';

  readonly flagged: ImportFlaggedRow[];

  constructor(flagged: ImportFlaggedRow[], total: number) {
    super(
      ErrorCode.validation,
      `${total === 1 ? '1 row of the sheet has' : `${total} rows of the sheet have`} issues: fix them and import again. Nothing was imported.`,
      flagged.flatMap((row) =>
        row.issues.map((issue) => ({ field: `rows.${row.row}.${issue.field ?? 'row'}`, message: issue.code })),
      ),
    );
    this.flagged = flagged;
  }
}

function spreadsheetOf(files: UploadedFile[]): UploadedFile {
  const file = files.find((entry) => entry.field === 'file');
  if (!file) throw invalidField('body.file', 'add the spreadsheet (.csv or .xlsx)');
  return file;
}

/** The sheet of an upload, or the 400/413 that says why it cannot be read. */
async function readUpload(file: UploadedFile): Promise<Sheet> {
  const size = 'size' in file ? file.size : file.buffer.length;
  if (size > IMPORT_FILE_MAX_BYTES) {
    throw new AppError(ErrorCode.tooLarge, `A spreadsheet may be at most ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB.`);
  }
  try {
    return await readSheet(await uploadBytes(file), file.filename, IMPORT_ROWS_MAX);
  } catch (error) {
    if (!(error instanceof SheetUnreadable)) throw error;
    if (error.reason === 'too-many-rows') {
      throw new AppError(
        ErrorCode.tooLarge,
        `A sheet may have at most ${IMPORT_ROWS_MAX.toLocaleString('en')} rows: split it into several files.`,
      );
    }
    throw invalidField(
      'body.file',
      error.reason === 'empty'
        ? 'the sheet is empty: it needs a header row and at least one row'
        : 'is not a spreadsheet: send a .csv or an .xlsx file',
    );
  }
}

function mappingFor(sheet: Sheet, requested: ImportMapping | undefined): ImportMapping {
  if (!requested) return suggestMapping(sheet.headers);
  if (requested.length > sheet.headers.length) {
    throw invalidField('body.data.mapping', `names ${requested.length} columns; the sheet has ${sheet.headers.length}`);
  }
  return [...requested, ...Array<null>(sheet.headers.length - requested.length).fill(null)];
}

function fixesByRow(sheet: Sheet, fixes: readonly ImportFix[]): Map<number, ImportFix[]> {
  const rows = new Set(sheet.rows.map((row) => row.row));
  const byRow = new Map<number, ImportFix[]>();
  for (const [index, fix] of fixes.entries()) {
    if (!rows.has(fix.row)) throw invalidField(`body.data.fixes.${index}.row`, 'is not a row of the sheet');
    byRow.set(fix.row, [...(byRow.get(fix.row) ?? []), fix]);
  }
  return byRow;
}

/** Reads, maps and checks a sheet; duplicates are found against the inventory in one query. */
async function prepare(
  ctx: AppContext,
  gid: string,
  file: UploadedFile,
  options: ImportOptions,
): Promise<PreparedSheet> {
  const sheet = await readUpload(file);
  const suggested = suggestMapping(sheet.headers);
  const mapping = mappingFor(sheet, options.mapping);
  const fixes = fixesByRow(sheet, options.fixes ?? []);
  const rows = sheet.rows.map((sheetRow): EvaluatedRow => {
    const values = rowValues(mapping, sheetRow.cells, fixes.get(sheetRow.row) ?? []);
    // No workspace currency exists yet: KRW, the spec's default.
    const { issues, work } = evaluateRow(values, 'KRW');
    return { row: sheetRow.row, values, issues, work };
  });
  const live = new Set((await repo.liveStockNumbers(ctx.db, gid)).map(stockKey));
  const seen = new Set<string>();
  const duplicates: ImportDuplicate[] = [];
  for (const row of rows) {
    const stockNumber = row.values.stockNumber?.trim();
    if (!stockNumber) continue;
    const key = stockKey(stockNumber);
    if (live.has(key)) duplicates.push({ row: row.row, stockNumber, inFile: false });
    else if (seen.has(key)) duplicates.push({ row: row.row, stockNumber, inFile: true });
    seen.add(key);
  }
  return { fileName: file.filename.normalize('NFC'), sheet, suggested, mapping, rows, duplicates };
}

function flaggedOf(rows: readonly EvaluatedRow[]): ImportFlaggedRow[] {
  return rows
    .filter((row) => row.issues.length > 0)
    .slice(0, IMPORT_FLAGGED_MAX)
    .map((row) => ({ row: row.row, values: row.values, issues: row.issues }));
}

/** `POST /inventory/import/check`: what importing the file would do; nothing is stored. */
export async function checkImport(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  options: ImportOptions,
  files: UploadedFile[],
): Promise<ImportCheckDto> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const prepared = await prepare(ctx, gid, spreadsheetOf(files), options);
  return {
    fileName: prepared.fileName,
    headers: prepared.sheet.headers,
    suggested: prepared.suggested,
    mapping: prepared.mapping,
    rowCount: prepared.rows.length,
    sample: prepared.sheet.rows.slice(0, IMPORT_SAMPLE_ROWS).map((row) => row.cells),
    valid: prepared.rows.filter((row) => row.issues.length === 0).length,
    flagged: flaggedOf(prepared.rows),
    duplicates: prepared.duplicates,
    images: { named: prepared.rows.filter((row) => row.values.image).length },
  };
}

const IMAGE_NAME = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

type ZippedFile = { name: string; entry: ZipEntry };

/**
 * The files of the images zip by matching key (folders, macOS resource forks and dot files left
 * out). Only the central directory is read here; each image is inflated when it is stored.
 */
async function openImagesZip(file: UploadedFile): Promise<{ archive: ZipArchive; files: Map<string, ZippedFile> }> {
  let archive: ZipArchive;
  try {
    archive = await openZip('buffer' in file ? file.buffer : file.path);
  } catch (error) {
    if (error instanceof ZipUnreadable) throw invalidField('body.images', 'is not a .zip archive');
    throw error;
  }
  const files = new Map<string, ZippedFile>();
  for (const entry of archive.entries) {
    if (entry.path.endsWith('/') || entry.path.startsWith('__MACOSX/')) continue;
    const name = (entry.path.split('/').pop() ?? '').normalize('NFC');
    if (name === '' || name.startsWith('.')) continue;
    const key = imageKey(name);
    if (!files.has(key)) files.set(key, { name, entry });
  }
  return { archive, files };
}

/** An image of the zip, inflated on its own; one past the per-image limit is refused by name. */
async function zippedImage(ctx: AppContext, archive: ZipArchive, file: ZippedFile): Promise<Buffer> {
  try {
    return await archive.read(file.entry, ctx.config.images.maxBytes);
  } catch (error) {
    if (error instanceof ZipEntryTooLarge) throw imageTooLarge(ctx, file.name);
    if (error instanceof ZipUnreadable) {
      throw invalidField('body.images', `“${file.name}” could not be read from the .zip (${error.message})`);
    }
    throw error;
  }
}

function imageTooLarge(ctx: AppContext, name: string): AppError {
  const mib = Math.floor(ctx.config.images.maxBytes / (1024 * 1024));
  return new AppError(ErrorCode.tooLarge, `“${name}”: an image may be at most ${mib} MiB.`);
}

/** Progress events on the importing person's channel: every 2 % or so, in order. */
function progressReporter(ctx: AppContext, identity: Identity, progressKey: string | undefined, total: number) {
  let sent = -1;
  return (done: number, final = false) => {
    const step = total === 0 ? 50 : Math.floor((done * 50) / total);
    if (!final && (step <= sent || done >= total)) return;
    sent = step;
    ctx.events.publish(`u:${identity.userId}`, {
      type: 'import',
      progressKey: progressKey ?? null,
      done: Math.min(done, total),
      total,
    });
  };
}

/**
 * `POST /inventory/import`: every row of the sheet as a work, all or nothing. A row with an issue
 * refuses the whole file (`RowsRejected`) before anything is written; the images the rows take
 * from the zip are converted and stored next, then the rows go in one transaction, and the stored
 * files are removed again if it fails.
 */
export async function runImport(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  options: ImportOptions,
  files: UploadedFile[],
): Promise<ImportResultDto> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const prepared = await prepare(ctx, gid, spreadsheetOf(files), options);
  const flagged = prepared.rows.filter((row) => row.issues.length > 0);
  if (flagged.length > 0) throw new RowsRejected(flaggedOf(flagged), flagged.length);

  const zip = files.find((entry) => entry.field === 'images');
  const opened = zip ? await openImagesZip(zip) : null;
  try {
    return await importWorks(ctx, identity, gid, options, prepared, opened);
  } finally {
    await opened?.archive.close();
  }
}

async function importWorks(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  options: ImportOptions,
  prepared: Awaited<ReturnType<typeof prepare>>,
  opened: { archive: ZipArchive; files: Map<string, ZippedFile> } | null,
): Promise<ImportResultDto> {
  const skippedRows = new Set(options.duplicates === 'skip' ? prepared.duplicates.map((entry) => entry.row) : []);
  const works = prepared.rows.filter((row) => !skippedRows.has(row.row)).map((row) => ({ aid: newId(), ...row.work! }));
  const zipped = opened?.files ?? new Map<string, ZippedFile>();
  const byBaseName = new Map<string, string>();
  for (const key of zipped.keys())
    if (IMAGE_NAME.test(key) && !byBaseName.has(baseName(key))) byBaseName.set(baseName(key), key);
  const taken = new Set<string>();
  const wanted: { aid: string; key: string }[] = [];
  for (const work of works) {
    const named = work.image ? imageKey(work.image) : null;
    const key =
      (named && zipped.has(named) ? named : undefined) ??
      (named ? byBaseName.get(baseName(named)) : undefined) ??
      (work.input.stockNumber ? byBaseName.get(imageKey(work.input.stockNumber)) : undefined);
    if (!key) continue;
    taken.add(key);
    wanted.push({ aid: work.aid, key });
  }
  // The directory declares each size: an image over the limit is refused before anything is stored.
  for (const image of wanted) {
    const file = zipped.get(image.key)!;
    if (file.entry.size > ctx.config.images.maxBytes) throw imageTooLarge(ctx, file.name);
  }

  const folderNames = [...new Set(works.flatMap((work) => (work.folder ? [work.folder] : [])))];
  await assertImportFolders(ctx, identity, gid, folderNames);

  const report = progressReporter(ctx, identity, options.progressKey, works.length + wanted.length);
  const stored: StoredWorkImage[] = [];
  const importId = newId();
  try {
    for (const image of wanted) {
      const file = zipped.get(image.key)!;
      try {
        stored.push(await storeWorkImage(ctx, gid, image.aid, await zippedImage(ctx, opened!.archive, file)));
      } catch (error) {
        if (error instanceof ImageRejected) throw new AppError(error.code, `“${file.name}”: ${error.message}`);
        throw error;
      }
      report(stored.length);
    }
    await ctx.db.transaction(async (tx) => {
      await repo.insertImport(tx, {
        id: importId,
        galleryId: gid,
        createdBy: identity.userId,
        fileName: prepared.fileName,
        rowCount: works.length,
        imageCount: stored.length,
      });
      const artists = new Map<string, { name: string; nameEn: string | null }>();
      for (const work of works)
        if (work.artist && !artists.has(work.artist.name)) artists.set(work.artist.name, work.artist);
      const artistIds = await artistIdsForImport(tx, gid, [...artists.values()]);
      const folderIds = await folderIdsForImport(tx, gid, identity.userId, folderNames);
      await insertImportedWorks(tx, {
        gid,
        createdBy: identity.userId,
        importId,
        works: works.map((work) => ({
          aid: work.aid,
          input: {
            ...work.input,
            ...(work.artist && { artistid: artistIds.get(work.artist.name)! }),
            ...(work.folder && { fid: folderIds.get(work.folder)! }),
          } satisfies ArtworkInput,
        })),
        images: stored,
        onBatch: (written) => report(stored.length + written),
      });
      // One entry per import, not per row: the import names its works (ADR 050).
      const priced = works.filter((work) => work.input.price?.amount != null).length;
      if (priced > 0) {
        await recordAudit(tx, {
          gid,
          actor: actorOf(identity),
          action: 'prices.imported',
          subject: { type: 'import', id: importId, label: prepared.fileName },
          details: { count: priced },
        });
      }
    });
  } catch (error) {
    await removeWorkImages(ctx, stored);
    throw error;
  }
  report(works.length + stored.length, true);
  await invalidateSitePages(ctx, [siteTags.works(gid)]);
  ctx.reports.report(
    `Spreadsheet import: ${works.length} work(s), ${stored.length} image(s) from “${prepared.fileName}” in workspace ${gid} by ${identity.user.email}`,
  );
  return {
    importId,
    created: works.length,
    skipped: skippedRows.size,
    images: {
      matched: stored.length,
      unmatched: [...zipped.entries()].filter(([key]) => !taken.has(key)).map(([, file]) => file.name),
    },
  };
}

/** Whether an import may be undone now: the latest not undone, none of its works moved on since. */
async function undoable(ctx: AppContext, gid: string, row: repo.ImportListing): Promise<string | null> {
  if (row.undoneAt) return 'This import has already been undone.';
  if ((await repo.latestLiveImportId(ctx.db, gid)) !== row.id) {
    return 'Only the latest import can be undone: a later one exists.';
  }
  if (await repo.importHasMovedOn(ctx.db, row.id)) {
    return 'One of its works has an offer or a new state since: undo would lose that, so delete the works by hand.';
  }
  return null;
}

/** `GET /inventory/imports`: the workspace's latest imports, newest first. */
export async function listImports(ctx: AppContext, identity: Identity, gid: string): Promise<ImportSummaryDto[]> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const rows = await repo.importsOf(ctx.db, gid, IMPORT_LIST_MAX);
  const latest = rows.find((row) => !row.undoneAt);
  const latestUndoable = latest ? (await undoable(ctx, gid, latest)) === null : false;
  return rows.map((row) => presentImport(row, row === latest && latestUndoable));
}

/**
 * `POST /inventory/imports/{id}/undo`: the import's works go to the trash (the inventory's rule,
 * restorable for 30 days). The import is marked first, so two undos never both run; if the trash
 * refuses (an offer started holding one meanwhile), the mark is taken back.
 */
export async function undoImport(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  id: string,
): Promise<ImportSummaryDto> {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  const row = await repo.findImport(ctx.db, gid, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such import in this workspace.');
  const refusal = await undoable(ctx, gid, row);
  if (refusal) throw new AppError(ErrorCode.conflict, refusal);
  if (!(await repo.markUndone(ctx.db, id, new Date()))) {
    throw new AppError(ErrorCode.conflict, 'This import has already been undone.');
  }
  try {
    const iids = await repo.liveItemIdsOf(ctx.db, id);
    if (iids.length > 0) await trashItems(ctx, identity, gid, iids);
  } catch (error) {
    await repo.markUndone(ctx.db, id, null);
    throw error;
  }
  return presentImport((await repo.findImport(ctx.db, gid, id))!, false);
}
