import {
  ErrorCode,
  PermissionLevel,
  textIn,
  type infoSheetRoute,
  type Locale,
  type ParsedQuery,
  type priceListRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { readBody } from '../../platform/storage/read-body.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { renderInfoSheet, renderPriceList, type DocumentFrame } from '../../platform/pdf/gallery-documents.js';
import { pdfImage, pdfLogo } from '../../platform/pdf/pdf-images.js';
import { getExhibition } from '../exhibition/exhibition.service.js';
import { participantDetail } from '../fair/fair-submissions.service.js';
import { openItemIds, printableItemIds, printableItemOf } from '../inventory/inventory-documents.service.js';
import { requireAccess } from '../workspace/access.js';
import {
  countText,
  DOCUMENT_WORDS,
  pdfFileName,
  presentLetterhead,
  presentWork,
  printedText,
} from './documents.presenter.js';
import * as repo from './documents.repository.js';

/** A PDF to send: its bytes and its name (`asciiName` for old clients, `fileName` may hold Hangul). */
export interface PdfFile {
  fileName: string;
  asciiName: string;
  body: Buffer;
}

/** Pixels on the longer side: an info sheet's image prints sharp at A4; a price list's thumbnail stays small. */
const SHEET_IMAGE_PX = 1400;
const THUMBNAIL_PX = 200;
/** How many works' thumbnails are read and converted at once. */
const PARALLEL_IMAGES = 8;

async function storedBytes(ctx: AppContext, key: string): Promise<Buffer | null> {
  const stored = await ctx.storage.get(key);
  return stored ? readBody(stored.body) : null;
}

/** A work's primary image from its stored WebP derivative (`large` for a sheet, `thumbnail` for a list). */
async function workImage(ctx: AppContext, prefix: string | null, size: 'large' | 'thumbnail'): Promise<Buffer | null> {
  if (!prefix) return null;
  const bytes = await storedBytes(ctx, `${prefix}${size}.webp`);
  return bytes ? pdfImage(bytes, size === 'large' ? SHEET_IMAGE_PX : THUMBNAIL_PX, size === 'large' ? 85 : 75) : null;
}

async function frameOf(ctx: AppContext, gid: string, query: { locale: Locale; paper: DocumentFrame['paper'] }) {
  const row = await repo.letterheadOf(ctx.db, gid);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such workspace.');
  const logoBytes = row.logo ? await storedBytes(ctx, `${row.logo.prefix}medium.webp`) : null;
  const logo = logoBytes ? await pdfLogo(logoBytes, 400) : null;
  return {
    paper: query.paper,
    lang: query.locale,
    letterhead: presentLetterhead(row, query.locale, logo),
    printed: printedText(query.locale, new Date()),
    pageLabel: DOCUMENT_WORDS.page[query.locale],
  } satisfies DocumentFrame;
}

const today = () => new Date().toISOString().slice(0, 10);

/** GET `/document/infoSheet`: one work of the workspace's inventory open to the caller, on one page. */
export async function infoSheet(
  ctx: AppContext,
  identity: Identity,
  query: ParsedQuery<typeof infoSheetRoute>,
): Promise<PdfFile> {
  const { gid, aid, locale } = query;
  const iid = await printableItemOf(ctx, identity, gid, aid, locale);
  const [row] = await repo.rowsOfItems(ctx.db, gid, [iid]);
  if (!row) throw new AppError(ErrorCode.notFound, 'No such work in this inventory.');
  const [frame, image] = await Promise.all([frameOf(ctx, gid, query), workImage(ctx, row.imagePrefix, 'large')]);
  const work = presentWork(row, { locale, prices: query.prices, image, description: true });
  const body = await renderInfoSheet({ ...frame, work, priceHeading: DOCUMENT_WORDS.price[locale] });
  const name = [row.stockNumber?.trim(), work.title].filter(Boolean).join(' ');
  return { fileName: pdfFileName(name), asciiName: `info-sheet-${aid}.pdf`, body };
}

type PriceListQuery = ParsedQuery<typeof priceListRoute>;

/** What a price list prints: the records, and what heads them. */
interface ListSource {
  iids: string[];
  subject: string | null;
  subjectDetail: string | null;
  slug: string;
}

async function sourceOf(ctx: AppContext, identity: Identity, query: PriceListQuery): Promise<ListSource> {
  const { gid, locale } = query;
  if (query.iids) {
    const iids = await printableItemIds(ctx, identity, gid, { iids: query.iids }, locale);
    return { iids, subject: DOCUMENT_WORDS.selection[locale], subjectDetail: null, slug: 'selection' };
  }
  if (query.fid) {
    const iids = await printableItemIds(ctx, identity, gid, { fid: query.fid }, locale);
    const name = await repo.folderNameOf(ctx.db, gid, query.fid);
    return { iids, subject: name ?? null, subjectDetail: null, slug: 'folder' };
  }
  if (query.exhibitionid) {
    const exhibition = await getExhibition(ctx, identity, gid, query.exhibitionid);
    // Prices are the owning gallery's to give: a workspace the exhibition is shared with prints none of them.
    if (exhibition.shared)
      throw new AppError(ErrorCode.forbidden, 'Only the gallery that owns the exhibition prints its price list.');
    const recorded = await repo.itemIdsOfArtworks(
      ctx.db,
      gid,
      exhibition.works.map((work) => work.artwork.aid),
    );
    const iids = await openItemIds(ctx, identity, gid, recorded, locale);
    const title = textIn(locale, { ko: exhibition.title, en: exhibition.titleEn });
    const venue = exhibition.venue.name ? ` · ${exhibition.venue.name}` : '';
    return {
      iids,
      subject: title,
      subjectDetail: `${exhibition.startDate} – ${exhibition.endDate}${venue}`,
      slug: title,
    };
  }
  if (query.participantid) {
    const participant = await participantDetail(ctx, identity, gid, query.participantid);
    // The booth's prices are the exhibitor's: the organiser side reads the list without them, elsewhere.
    if (participant.gid !== gid) throw new AppError(ErrorCode.notFound, 'No such booth of this workspace.');
    const lists = participant.submissions
      .filter((submission) => submission.submissionType === 'artwork_list')
      .sort(
        (a, b) =>
          Number(a.submissionStatus === 'draft') - Number(b.submissionStatus === 'draft') ||
          b.updatedAt.localeCompare(a.updatedAt),
      );
    const content = lists[0]?.content;
    const aids = content && 'aids' in content ? content.aids : [];
    const recorded = await repo.itemIdsOfArtworks(ctx.db, gid, aids);
    const iids = await openItemIds(ctx, identity, gid, recorded, locale);
    const fair = textIn(locale, { ko: participant.fairName, en: participant.fairNameEn });
    const booth = participant.booth
      ? [`${DOCUMENT_WORDS.booth[locale]} ${participant.booth.number}`, participant.booth.hall, participant.section]
          .filter(Boolean)
          .join(' · ')
      : participant.section;
    return { iids, subject: fair, subjectDetail: booth ?? null, slug: fair };
  }
  throw new AppError(ErrorCode.validation, 'Name exactly one of iids, fid, exhibitionid, participantid.');
}

/** GET `/document/priceList`: a selection, a folder, an exhibition or a fair booth, as of now. */
export async function priceList(ctx: AppContext, identity: Identity, query: PriceListQuery): Promise<PdfFile> {
  const { gid, locale } = query;
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const source = await sourceOf(ctx, identity, query);
  const rows = await repo.rowsOfItems(ctx.db, gid, source.iids);
  const images: (Buffer | null)[] = [];
  for (let start = 0; start < rows.length; start += PARALLEL_IMAGES) {
    const batch = rows.slice(start, start + PARALLEL_IMAGES);
    images.push(...(await Promise.all(batch.map((row) => workImage(ctx, row.imagePrefix, 'thumbnail')))));
  }
  const frame = await frameOf(ctx, gid, query);
  const body = await renderPriceList({
    ...frame,
    heading: DOCUMENT_WORDS.priceList[locale],
    subject: source.subject,
    subjectDetail: source.subjectDetail,
    count: countText(locale, rows.length),
    works: rows.map((row, index) =>
      presentWork(row, { locale, prices: query.prices, image: images[index] ?? null, description: false }),
    ),
  });
  const heading = DOCUMENT_WORDS.priceList[locale];
  return {
    fileName: pdfFileName(`${heading} ${source.slug} ${today()}`),
    asciiName: `price-list-${today()}.pdf`,
    body,
  };
}
