import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { LOCALES } from '../domain.js';
import { errorBodySchema } from '../errors.js';
import { ID_MAX, idText, text } from '../input.js';
import { INVENTORY_EXPORT_SELECTION_MAX } from './inventory-export.routes.js';

/** The paper a document is laid out on: ISO A4 (Korea, Europe) or US Letter. */
export const DOCUMENT_PAPERS = ['a4', 'letter'] as const;
export type DocumentPaper = (typeof DOCUMENT_PAPERS)[number];

/** The paper a reader most likely has: Letter for English, A4 otherwise (the web's default choice). */
export function defaultPaperFor(locale: string): DocumentPaper {
  return locale.startsWith('en') ? 'letter' : 'a4';
}

/** `iids` as a link carries them: comma-separated, each an id (as the inventory export takes them). */
const selectionSchema = text()
  .max(INVENTORY_EXPORT_SELECTION_MAX * (ID_MAX + 1))
  .transform((value) =>
    value
      .split(',')
      .map((iid) => iid.trim())
      .filter((iid) => iid !== ''),
  )
  .pipe(z.array(idText()).min(1).max(INVENTORY_EXPORT_SELECTION_MAX));

/** What every document takes: the workspace, the paper, the reader's language and whether prices show. */
const documentQuery = z.object({
  gid: idText(),
  paper: z.enum(DOCUMENT_PAPERS).default('a4'),
  locale: z.enum(LOCALES).default('ko'),
  /** `false` leaves prices out; `true` prints each work's price as its price display allows ("price on request" otherwise). */
  prices: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

const responses = {
  200: z.string().meta({ description: 'application/pdf' }),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const infoSheetRoute = defineRoute({
  method: 'GET',
  path: '/document/infoSheet',
  summary:
    "A work's info sheet as a PDF download (`content-disposition: attachment`): the gallery's letterhead, the " +
    'primary image, caption (titles in `locale` with the other language under them), dimensions, edition, the ' +
    "price or 'price on request' (none with `prices=false`) and availability as of printing; `paper` A4 or US " +
    'Letter; fonts embedded. Members get only works open to them; `gid` in the query so a download link works ' +
    '(an addition to SPEC §7)',
  tags: ['documents'],
  auth: 'session',
  access: 'workspace:read',
  query: documentQuery.extend({ aid: idText() }),
  responses,
});

export const priceListRoute = defineRoute({
  method: 'GET',
  path: '/document/priceList',
  summary:
    'A price list as a PDF download: thumbnails, captions, prices (or "price on request"; none with ' +
    "`prices=false`) and availability as of printing, under the gallery's letterhead. Exactly one source: a " +
    'selection of inventory records (`iids`, comma-separated, at most 500), a folder (`fid`), an exhibition of ' +
    "the workspace (`exhibitionid`) or the workspace's booth at a fair (`participantid`: the works of its " +
    'artwork list). Members get only works open to them; `gid` in the query so a download link works (an ' +
    'addition to SPEC §7)',
  tags: ['documents'],
  auth: 'session',
  access: 'workspace:read',
  query: documentQuery
    .extend({
      iids: selectionSchema.optional(),
      fid: idText().optional(),
      exhibitionid: idText().optional(),
      participantid: idText().optional(),
    })
    .refine(
      (query) =>
        [query.iids, query.fid, query.exhibitionid, query.participantid].filter((source) => source !== undefined)
          .length === 1,
      { message: 'name exactly one of iids, fid, exhibitionid, participantid', path: ['iids'] },
    ),
  responses,
});
