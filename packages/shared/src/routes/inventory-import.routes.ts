import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { errorBodySchema } from '../errors.js';
import { idempotencyKeyHeaders, idText } from '../input.js';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  importCheckSchema,
  importOptionsSchema,
  importRejectedSchema,
  importResultSchema,
  importSummarySchema,
} from './inventory-import.schemas.js';

/**
 * Spreadsheet import into the inventory (issue 16, ADR 044). Every route needs write access to
 * the inventory, the rule of adding a work; another workspace's import id answers 404.
 */

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };
const gid = z.object({ gid: idText() });
const tags = ['inventory'];
const ADDITION = '(an addition to SPEC §7)';
const FILE = `\`file\`: a .csv (UTF-8 or EUC-KR; comma, semicolon or tab) or .xlsx (first sheet), at most ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB and ${IMPORT_ROWS_MAX.toLocaleString('en')} rows`;

export const importCheckRoute = defineRoute({
  method: 'POST',
  path: '/inventory/import/check',
  summary:
    `Check a spreadsheet before importing it: its headers, a suggested mapping of columns to fields, a sample, ` +
    `the rows with issues (after \`fixes\`) and the duplicate stock numbers; nothing is stored. Multipart: ${FILE}; ` +
    `\`data\` the options ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: { file: 1 },
  headers: gid,
  body: importOptionsSchema,
  responses: { 200: importCheckSchema, ...uploadErrors },
});

export const importRoute = defineRoute({
  method: 'POST',
  path: '/inventory/import',
  summary:
    `Import a spreadsheet into the inventory, all or nothing: a row with an issue answers 422 with the ` +
    '`flagged` rows and nothing is stored. Multipart: the same `file` and `data` as the check (with `mapping`), ' +
    'optional `images` (a .zip; matched by the `image` column, else `<stockNumber>.<ext>`). Sent again with its ' +
    '`Idempotency-Key` after a lost answer, it imports once (a 400 `idempotency_key_reused` then is the key sent with another request). Progress events ' +
    `go to the caller's event stream ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:write',
  multipart: true,
  files: { file: 1, images: 1 },
  // A gallery's folder of full-size photographs: up to IMPORT_IMAGES_MAX_BYTES, not one image's limit.
  fileBytes: { images: 'importImages' },
  headers: gid.extend(idempotencyKeyHeaders),
  body: importOptionsSchema,
  responses: {
    200: importResultSchema,
    ...uploadErrors,
    409: errorBodySchema,
    422: importRejectedSchema,
  },
});

export const importsRoute = defineRoute({
  method: 'GET',
  path: '/inventory/imports',
  summary: `The workspace's last 10 imports, newest first, with whether each can still be undone ${ADDITION}`,
  tags,
  auth: 'session',
  // Reading past imports needs write access too: they name what an undo would change.
  access: 'workspace:write',
  headers: gid,
  responses: { 200: z.array(importSummarySchema), ...errors },
});

export const undoImportRoute = defineRoute({
  method: 'POST',
  path: '/inventory/imports/{id}/undo',
  summary:
    "Undo the workspace's latest import: its works go to the trash (restorable for 30 days). Refused (409) " +
    `once a later import exists or one of its works has an offer or a state change ${ADDITION}`,
  tags,
  auth: 'session',
  access: 'workspace:write',
  headers: gid,
  params: z.object({ id: idText() }),
  responses: { 200: importSummarySchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
});
