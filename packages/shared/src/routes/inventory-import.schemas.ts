import { z } from 'zod';
import { errorBodySchema } from '../errors.js';
import { text } from '../input.js';

/**
 * Spreadsheet import (issue 16, ADR 044): a gallery brings its inventory over from a .csv or .xlsx
 * file. The file is checked first (`/inventory/import/check`: nothing stored), the columns mapped
 * to fields, the flagged cells fixed, then sent again with the mapping and fixes and imported all
 * or nothing (`/inventory/import`), with an optional .zip of images matched by file name.
 */

/** The fields a column of the sheet can be mapped to. */
export const IMPORT_FIELDS = [
  'title',
  'titleEn',
  'artist',
  'artistEn',
  'year',
  'medium',
  'height',
  'width',
  'depth',
  'dimensionUnit',
  'dimensions',
  'editionSize',
  'price',
  'currency',
  'stockNumber',
  'location',
  'notes',
  'tags',
  'folder',
  'image',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const importFieldSchema = z.enum(IMPORT_FIELDS);

/** Why a row cannot be imported as it is; the web shows each in words. */
export const IMPORT_ISSUE_CODES = [
  'required',
  'number',
  'year',
  'currency',
  'unit',
  'dimensions',
  'too-long',
  'edition',
  /** A rule of the artwork contract the import's own rules do not name (the web says which cell). */
  'invalid',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];
export const importIssueCodeSchema = z.enum(IMPORT_ISSUE_CODES);

/** The most data rows a sheet may have. */
export const IMPORT_ROWS_MAX = 10_000;
/** The largest spreadsheet file, in bytes. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The most columns a sheet may have (a mapping has one entry per column). */
export const IMPORT_COLUMNS_MAX = 200;
/** The most fixes one request may carry. */
export const IMPORT_FIXES_MAX = 1000;
/** The most flagged rows a check lists; `valid` and `rowCount` still count them all. */
export const IMPORT_FLAGGED_MAX = 500;
/** How many data rows a check shows as they are. */
export const IMPORT_SAMPLE_ROWS = 5;
/** How many imports the list shows. */
export const IMPORT_LIST_MAX = 10;

/** One entry per column of the sheet, by position: the field it fills, or `null` to skip it. */
export const importMappingSchema = z.array(importFieldSchema.nullable()).max(IMPORT_COLUMNS_MAX);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** A corrected cell: the sheet's 1-based row number as the preview shows it, the field, the new value. */
export const importFixSchema = z.strictObject({
  row: z
    .number()
    .int()
    .min(1)
    .max(IMPORT_ROWS_MAX + 1),
  field: importFieldSchema,
  value: text().max(2000),
});
export type ImportFix = z.infer<typeof importFixSchema>;

/** What to do with a row whose stock number the file repeats or the inventory already has. */
export const importDuplicatesSchema = z.enum(['skip', 'create']);

/** The `data` part of both import routes. */
export const importOptionsSchema = z.object({
  mapping: importMappingSchema.optional(),
  fixes: z.array(importFixSchema).max(IMPORT_FIXES_MAX).optional(),
  duplicates: importDuplicatesSchema.default('skip'),
  /** Echoed in the progress events so the page that started the import knows them. */
  progressKey: text().max(64).optional(),
});
export type ImportOptions = z.input<typeof importOptionsSchema>;

export const importIssueSchema = z.object({ field: importFieldSchema.nullable(), code: importIssueCodeSchema });
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** A row that cannot be imported as it is: its mapped cells (after fixes) and what is wrong. */
export const importFlaggedRowSchema = z
  .object({
    row: z.number().int(),
    values: z.partialRecord(importFieldSchema, z.string()),
    issues: z.array(importIssueSchema),
  })
  .meta({ id: 'ImportFlaggedRow' });
export type ImportFlaggedRow = z.infer<typeof importFlaggedRowSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int(),
  stockNumber: z.string(),
  /** True: it repeats an earlier row of the file; false: a work in the inventory already has it. */
  inFile: z.boolean(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** The answer of `/inventory/import/check`. */
export const importCheckSchema = z
  .object({
    fileName: z.string(),
    headers: z.array(z.string()),
    suggested: importMappingSchema,
    /** The mapping used: the request's, else the suggested one. */
    mapping: importMappingSchema,
    rowCount: z.number().int(),
    /** The first data rows, raw cells. */
    sample: z.array(z.array(z.string())),
    /** Rows without issues. */
    valid: z.number().int(),
    /** Every row with an issue, in order, at most `IMPORT_FLAGGED_MAX`. */
    flagged: z.array(importFlaggedRowSchema),
    duplicates: z.array(importDuplicateSchema),
    images: z.object({ named: z.number().int() }),
  })
  .meta({ id: 'ImportCheck' });
export type ImportCheckDto = z.infer<typeof importCheckSchema>;

/**
 * The 422 of `/inventory/import` when rows still have issues: the error shape (`details` naming
 * `rows.<row>.<field>` with the issue code as message) and the flagged rows as the check lists them.
 */
export const importRejectedSchema = errorBodySchema
  .extend({ flagged: z.array(importFlaggedRowSchema) })
  .meta({ id: 'ImportRejected' });
export type ImportRejectedBody = z.infer<typeof importRejectedSchema>;

/** The answer of `/inventory/import`. */
export const importResultSchema = z
  .object({
    importId: z.string(),
    created: z.number().int(),
    skipped: z.number().int(),
    images: z.object({
      matched: z.number().int(),
      /** File names in the zip no row took. */
      unmatched: z.array(z.string()),
    }),
  })
  .meta({ id: 'ImportResult' });
export type ImportResultDto = z.infer<typeof importResultSchema>;

/** An import as the workspace's list shows it. */
export const importSummarySchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    rowCount: z.number().int(),
    imageCount: z.number().int(),
    createdAt: z.string(),
    createdBy: z.object({ uid: z.string(), name: z.string() }).nullable(),
    undoneAt: z.string().nullable(),
    /** The latest not-undone import whose works have no offer nor state change since. */
    canUndo: z.boolean(),
  })
  .meta({ id: 'ImportSummary' });
export type ImportSummaryDto = z.infer<typeof importSummarySchema>;

/** The progress event an import sends its user's event stream. */
export const importProgressEventSchema = z.object({
  type: z.literal('import'),
  progressKey: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEventSchema>;
