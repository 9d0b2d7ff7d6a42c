import {
  answerPage,
  calendarDayIn,
  canManageWorkspace,
  ErrorCode,
  EXHIBITION_TIME_ZONE,
  exhibitionStatusOn,
  PermissionLevel,
  VIEWS_PER_EXHIBITION_MAX,
  type ExhibitionDto,
  type ExhibitionInput,
  type ExhibitionStatus,
  type ExhibitionUpdate,
  type PageQuery,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import type { IngestedImage } from '../../platform/images/ingest-image.js';
import type { StoredImage } from '../../platform/images/store-image.js';
import { journalFolders, settleFolders } from '../../platform/storage/storage-journal.js';
import { ingestUploads } from '../artwork/artwork-images.js';
import { presentArtwork, type ArtworkRecord } from '../artwork/artwork.presenter.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { deleteStoredFolders, withStoredImages } from '../artwork/stored-files.js';
import { liveInventoryWorks } from '../inventory/inventory.service.js';
import { accessIn, accessOf, requireAccess } from '../workspace/access.js';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { presentExhibition, presentSummary } from './exhibition.presenter.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';
import { renderPressMarkdown } from './press-markdown.js';
import * as repo from './exhibition.repository.js';
import type { ExhibitionImageRow, ExhibitionRow } from './exhibition.repository.js';

/** The files of an exhibition's POST or PUT: at most one `cover`, installation views in `images`. */
type ExhibitionFile = UploadedFile & { field: 'cover' | 'images' };

/** Today in the time zone exhibition dates are read in (ADR 016). */
function today(): string {
  return calendarDayIn(EXHIBITION_TIME_ZONE);
}

// ——— access ———

interface ExhibitionAccess {
  exhibition: ExhibitionRow;
  role: WorkspaceRole;
  access: PermissionLevel;
  /** The caller acts for a workspace the exhibition is shared with, not for its owner. */
  shared: boolean;
}

/**
 * The one check of every exhibition route. The caller acts in workspace `gid`: its owner, or a
 * workspace it is shared with. Effective access is the least of the plan capability (showcase),
 * the membership role, the exhibition's own `accessLevel` (binding plain members, as inventory
 * levels do) and, for a workspace it is shared with, the level granted. A non-member of `gid` gets
 * 403; an exhibition that is neither `gid`'s nor shared with it is a 404, as a missing one is.
 */
async function requireExhibition(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  exhibitionid: string,
  need: PermissionLevel,
): Promise<ExhibitionAccess> {
  const exhibition = await repo.findExhibition(ctx.db, exhibitionid);
  const grant = exhibition && exhibition.galleryId !== gid ? await repo.grantLevelOf(ctx.db, exhibitionid, gid) : null;
  if (!exhibition || (exhibition.galleryId !== gid && grant === null)) {
    await requireAccess(ctx, identity, { gid, area: 'showcase', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such exhibition in this workspace.');
  }
  const shared = exhibition.galleryId !== gid;
  const { role, access } = await requireAccess(ctx, identity, {
    gid,
    area: 'showcase',
    need,
    ...(shared && { resourceLevel: grant as PermissionLevel }),
    memberLevels: [exhibition.accessLevel],
  });
  return { exhibition, role, access, shared };
}

/** The owning workspace's owners and admins only: deleting and sharing are not for those it is shared with. */
async function requireOwnership(ctx: AppContext, identity: Identity, gid: string, exhibitionid: string) {
  const found = await requireExhibition(ctx, identity, gid, exhibitionid, PermissionLevel.write);
  if (found.shared) throw new AppError(ErrorCode.forbidden, 'Only the workspace that owns the exhibition may do this.');
  if (!canManageWorkspace(found.role)) throw new AppError(ErrorCode.forbidden, 'Only owners and admins may do this.');
  return found;
}

// ——— works and images ———

/** The works named must be live works of the owning workspace's inventory, each named once. */
async function assertWorks(ctx: AppContext, gid: string, works: ExhibitionInput['works']) {
  if (!works) return;
  const aids = works.map((work) => work.aid);
  const duplicate = aids.findIndex((aid, index) => aids.indexOf(aid) !== index);
  if (duplicate >= 0) throw invalidField(`body.data.works.${duplicate}.aid`, 'names a work twice');
  const live = await liveInventoryWorks(ctx, gid, aids);
  const missing = aids.findIndex((aid) => !live.has(aid));
  if (missing >= 0) throw invalidField(`body.data.works.${missing}.aid`, 'is not a work of this inventory');
}

function splitFiles(files: ExhibitionFile[]) {
  return {
    cover: files.filter((file) => file.field === 'cover'),
    views: files.filter((file) => file.field === 'images'),
  };
}

function assertViewRoom(count: number) {
  if (count > VIEWS_PER_EXHIBITION_MAX) {
    throw new AppError(ErrorCode.tooLarge, `An exhibition has at most ${VIEWS_PER_EXHIBITION_MAX} installation views.`);
  }
}

interface NewImage {
  kind: 'cover' | 'view';
  image: IngestedImage;
  caption: string | null;
}

const imagesOf = (images: readonly NewImage[]) => images.map((entry) => entry.image);

async function insertImages(
  tx: AppContext['db'],
  input: { gid: string; exhibitionid: string; images: NewImage[]; stored: StoredImage[]; firstViewIdx: number },
) {
  let viewIdx = input.firstViewIdx;
  await repo.insertImages(
    tx,
    input.images.map((entry, index) => ({
      id: newId(),
      galleryId: input.gid,
      exhibitionId: input.exhibitionid,
      kind: entry.kind,
      idx: entry.kind === 'cover' ? 0 : viewIdx++,
      caption: entry.caption,
      keyPrefix: input.stored[index]!.prefix,
      originalKey: input.stored[index]!.keys.original,
      contentType: entry.image.original.contentType,
      width: entry.image.original.width,
      height: entry.image.original.height,
      bytes: entry.image.original.buffer.length,
      placeholder: entry.image.placeholder,
    })),
  );
  await settleFolders(
    tx,
    input.stored.map((stored) => ({ gid: input.gid, prefix: stored.prefix })),
  );
}

/** Checks and converts the uploads; captions of new views come by position from `newImageCaptions`. */
async function prepareImages(
  ctx: AppContext,
  files: ExhibitionFile[],
  captions: (string | null | undefined)[] = [],
): Promise<NewImage[]> {
  const { cover, views } = splitFiles(files);
  if (captions.length > views.length) {
    throw invalidField('body.data.newImageCaptions', 'has more captions than installation views were sent');
  }
  const [coverImage] = await ingestUploads(ctx, cover);
  const viewImages = await ingestUploads(ctx, views);
  return [
    ...(coverImage ? [{ kind: 'cover' as const, image: coverImage, caption: null }] : []),
    ...viewImages.map((image, index) => ({ kind: 'view' as const, image, caption: captions[index] ?? null })),
  ];
}

/**
 * Applies removals, a new order and new captions to the installation views, and takes the cover
 * away when asked to (or when a new one replaces it). Returns the storage folders let go of,
 * journaled in the same transaction, to delete once it has committed.
 */
async function rearrangeImages(
  tx: AppContext['db'],
  existing: ExhibitionImageRow[],
  change: ExhibitionUpdate,
  replaceCover: boolean,
): Promise<{ released: string[]; kept: number }> {
  const views = existing.filter((image) => image.kind === 'view');
  const known = new Set(views.map((image) => image.id));
  const named = [
    ...(change.removeImageIds ?? []),
    ...(change.imageOrder ?? []),
    ...(change.imageCaptions ?? []).map((entry) => entry.id),
  ];
  if (named.some((id) => !known.has(id))) {
    throw new AppError(ErrorCode.notFound, 'An image named is not one of this exhibition’s installation views.');
  }
  const removed = [
    ...views.filter((image) => change.removeImageIds?.includes(image.id)),
    ...(change.removeCover || replaceCover ? existing.filter((image) => image.kind === 'cover') : []),
  ];
  await journalFolders(
    tx,
    removed.map((image) => ({ gid: image.galleryId, prefix: image.keyPrefix })),
  );
  await repo.deleteImages(
    tx,
    removed.map((image) => image.id),
  );
  const kept = views.filter((image) => !removed.includes(image)).map((image) => image.id);
  const order = change.imageOrder
    ? [...change.imageOrder.filter((id) => kept.includes(id)), ...kept.filter((id) => !change.imageOrder!.includes(id))]
    : kept;
  const captions = new Map((change.imageCaptions ?? []).map((entry) => [entry.id, entry.caption ?? null]));
  for (const [idx, id] of order.entries()) {
    await repo.setImagePlace(tx, id, { idx, ...(captions.has(id) && { caption: captions.get(id) }) });
  }
  return { released: removed.map((image) => image.keyPrefix), kept: order.length };
}

/** The columns an input sets (those it names). */
function columnsOf(input: Partial<ExhibitionInput>): Partial<repo.ExhibitionInsert> {
  const venue = input.venue && {
    type: input.venue.type,
    name: input.venue.name ?? null,
    address: input.venue.address ?? null,
    url: input.venue.url ?? null,
  };
  const columns: Partial<repo.ExhibitionInsert> = {
    title: input.title,
    titleEn: input.titleEn,
    subtitle: input.subtitle,
    startDate: input.startDate,
    endDate: input.endDate,
    openingReception: input.openingReception,
    venue,
    curator: input.curator,
    pressText: input.pressText,
    pressTextEn: input.pressTextEn,
    published: input.published,
    accessLevel: input.accessLevel,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

// ——— changes ———

/** Creates an exhibition with its works, cover and installation views, in the workspace `gid`. */
export async function createExhibition(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ExhibitionInput,
  files: ExhibitionFile[],
): Promise<ExhibitionDto> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'showcase', need: PermissionLevel.write });
  if (input.accessLevel !== undefined && !canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins set access levels.');
  }
  await assertWorks(ctx, gid, input.works);
  assertViewRoom(splitFiles(files).views.length);
  const images = await prepareImages(ctx, files, input.newImageCaptions);
  const exhibitionid = newId();
  await withStoredImages(ctx, gid, `g/${gid}/e/${exhibitionid}`, imagesOf(images), (stored) =>
    ctx.db.transaction(async (tx) => {
      await repo.insertExhibition(tx, {
        venue: { type: 'physical', name: null, address: null, url: null },
        ...columnsOf(input),
        id: exhibitionid,
        galleryId: gid,
        createdBy: identity.userId,
        title: input.title,
        startDate: input.startDate,
        endDate: input.endDate,
      });
      await repo.replaceWorks(tx, gid, exhibitionid, input.works ?? []);
      await insertImages(tx, { gid, exhibitionid, images, stored, firstViewIdx: 0 });
    }),
  );
  await invalidateSitePages(ctx, [siteTags.exhibitions(gid)]);
  return getExhibition(ctx, identity, gid, exhibitionid);
}

/**
 * Changes an exhibition: fields named, its works (the list given replaces the old one), its cover
 * and installation views. The owning workspace's writers and workspaces granted write may;
 * only the owner's owners and admins change its `accessLevel`.
 */
export async function updateExhibition(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  exhibitionid: string,
  change: ExhibitionUpdate,
  files: ExhibitionFile[],
): Promise<ExhibitionDto> {
  const { exhibition, role, shared } = await requireExhibition(ctx, identity, gid, exhibitionid, PermissionLevel.write);
  if (change.accessLevel !== undefined && (shared || !canManageWorkspace(role))) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins of the owning workspace set access levels.');
  }
  const startDate = change.startDate ?? exhibition.startDate;
  const endDate = change.endDate ?? exhibition.endDate;
  if (endDate < startDate) throw invalidField('body.data.endDate', 'must not be before the start date');
  const owner = exhibition.galleryId;
  await assertWorks(ctx, owner, change.works);
  const existing = await repo.imagesOf(ctx.db, exhibitionid);
  const { cover, views } = splitFiles(files);
  const keptViews = existing.filter((image) => image.kind === 'view' && !change.removeImageIds?.includes(image.id));
  assertViewRoom(keptViews.length + views.length);
  const images = await prepareImages(ctx, files, change.newImageCaptions);
  const released = await withStoredImages(ctx, owner, `g/${owner}/e/${exhibitionid}`, imagesOf(images), (stored) =>
    ctx.db.transaction(async (tx) => {
      await repo.updateExhibition(tx, exhibitionid, columnsOf(change));
      if (change.works) await repo.replaceWorks(tx, owner, exhibitionid, change.works);
      const arranged = await rearrangeImages(tx, existing, change, cover.length > 0);
      await insertImages(tx, { gid: owner, exhibitionid, images, stored, firstViewIdx: arranged.kept });
      return arranged.released;
    }),
  );
  await deleteStoredFolders(ctx, released);
  await invalidateSitePages(ctx, [siteTags.exhibitions(owner)]);
  return getExhibition(ctx, identity, gid, exhibitionid);
}

/** Deletes an exhibition and its images; its artworks stay where they are. */
export async function deleteExhibition(ctx: AppContext, identity: Identity, gid: string, exhibitionid: string) {
  const { exhibition } = await requireOwnership(ctx, identity, gid, exhibitionid);
  const folders = await ctx.db.transaction(async (tx) => {
    const entries = await repo.imageFoldersOf(tx, exhibitionid);
    await journalFolders(tx, entries);
    await repo.deleteExhibition(tx, exhibitionid);
    await recordAudit(tx, {
      gid: exhibition.galleryId,
      actor: actorOf(identity),
      action: 'exhibition.deleted',
      subject: { type: 'exhibition', id: exhibition.id, label: exhibition.title },
    });
    return entries.map((entry) => entry.prefix);
  });
  await deleteStoredFolders(ctx, folders);
  await invalidateSitePages(ctx, [siteTags.exhibitions(exhibition.galleryId)]);
  return { ok: true as const };
}

/**
 * Shares an exhibition with another workspace (a fair, a co-organising gallery) at read or
 * write, or revokes the grant (level none). Sharing with the owner itself is a 400; an unknown
 * workspace a 404.
 */
export async function setExhibitionAccess(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  grant: { exhibitionid: string; gid: string; accessLevel: number },
) {
  const { exhibition } = await requireOwnership(ctx, identity, gid, grant.exhibitionid);
  if (grant.gid === exhibition.galleryId) throw invalidField('body.gid', 'is the workspace that owns the exhibition');
  const grantee = await repo.galleryName(ctx.db, grant.gid);
  if (grantee === null) {
    throw new AppError(ErrorCode.notFound, 'No such workspace.');
  }
  await ctx.db.transaction(async (tx) => {
    const before =
      (await repo.grantsOf(tx, exhibition.id)).find((row) => row.gid === grant.gid)?.accessLevel ??
      PermissionLevel.none;
    if (grant.accessLevel === PermissionLevel.none) await repo.deleteGrant(tx, exhibition.id, grant.gid);
    else {
      await repo.setGrant(tx, {
        gid: exhibition.galleryId,
        exhibitionid: exhibition.id,
        granteeId: grant.gid,
        accessLevel: grant.accessLevel,
        grantedBy: identity.userId,
      });
    }
    if (before === grant.accessLevel) return;
    await recordAudit(tx, {
      gid: exhibition.galleryId,
      actor: actorOf(identity),
      action: 'access.changed',
      subject: { type: 'exhibition', id: exhibition.id, label: exhibition.title },
      details: { from: before, to: grant.accessLevel, grantee },
    });
  });
  return { exhibitionid: exhibition.id, grants: await repo.grantsOf(ctx.db, exhibition.id) };
}

// ——— reading ———

/** One exhibition as the caller may see it, with its works' live availability. */
export async function getExhibition(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  exhibitionid: string,
): Promise<ExhibitionDto> {
  const { exhibition, access, shared } = await requireExhibition(
    ctx,
    identity,
    gid,
    exhibitionid,
    PermissionLevel.read,
  );
  const [galleryName, images, works, grants] = await Promise.all([
    repo.galleryName(ctx.db, exhibition.galleryId),
    repo.imagesOf(ctx.db, exhibitionid),
    repo.worksOf(ctx.db, exhibitionid),
    shared ? Promise.resolve([]) : repo.grantsOf(ctx.db, exhibitionid),
  ]);
  const records = await artworkRecords(
    ctx,
    works.map((work) => work.artwork),
  );
  // Members of the owning workspace see the works as members; a workspace it is shared with, as outsiders.
  const viewer = shared ? 'outsider' : 'member';
  return presentExhibition({
    exhibition,
    galleryName: galleryName ?? '',
    cover: images.find((image) => image.kind === 'cover') ?? null,
    views: images.filter((image) => image.kind === 'view'),
    works: works.map((work, index) => ({
      idx: work.idx,
      caption: work.caption,
      artwork: presentArtwork(records[index]!, viewer),
    })),
    grants,
    access,
    shared,
    today: today(),
  });
}

/**
 * The workspace's exhibitions and those shared with it, latest first. Plain members do not see
 * exhibitions whose `accessLevel` closes them out.
 */
export async function listExhibitions(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  query: PageQuery & { status?: repo.ExhibitionStatusFilter },
) {
  await requireAccess(ctx, identity, { gid, area: 'showcase', need: PermissionLevel.read });
  const { role, plan } = await accessIn(ctx, identity, { gid, area: 'showcase' });
  const day = today();
  const { rows, total } = await repo.exhibitionsOf(
    ctx.db,
    gid,
    { status: query.status, today: day, openToMembersOnly: !canManageWorkspace(role) },
    query,
  );
  const items = rows.map((row) =>
    presentSummary({
      ...row,
      access: accessOf({
        plan,
        role,
        ...(row.grantLevel !== null && { resourceLevel: row.grantLevel as PermissionLevel }),
        memberLevels: [row.exhibition.accessLevel],
      }),
      shared: row.grantLevel !== null,
      today: day,
    }),
  );
  return answerPage(query, items, total);
}

/** The works of published exhibitions, for the public site and search: published, live works only, as outsiders see them. */
export async function publicExhibitionArts(
  ctx: AppContext,
  query: PageQuery & { gid?: string; exhibitionid?: string },
) {
  const { rows, total } = await repo.publicArts(ctx.db, { gid: query.gid, exhibitionid: query.exhibitionid }, query);
  const records = await artworkRecords(
    ctx,
    rows.map((row) => row.artwork),
  );
  const items = rows.map((row, index) => ({
    exhibitionid: row.exhibition.id,
    exhibitionTitle: row.exhibition.title,
    exhibitionTitleEn: row.exhibition.titleEn,
    gid: row.exhibition.galleryId,
    galleryName: row.galleryName,
    idx: row.idx,
    caption: row.caption,
    artwork: presentArtwork(records[index]!, 'outsider'),
  }));
  return answerPage(query, items, total);
}

/** A published exhibition as its workspace's public site shows it (ADR 025). */
export interface PublishedExhibition {
  exhibition: repo.ExhibitionRow;
  status: ExhibitionStatus;
  cover: repo.ExhibitionImageRow | null;
  views: repo.ExhibitionImageRow[];
  works: { caption: string | null; record: ArtworkRecord }[];
  pressHtml: string | null;
  pressHtmlEn: string | null;
}

/**
 * A workspace's published exhibitions, latest first, with their pictures and live works in order
 * (for its own public site: the exhibition being published makes its works public there).
 */
export async function publishedExhibitionsOf(ctx: AppContext, gid: string): Promise<PublishedExhibition[]> {
  const day = today();
  const rows = await repo.publishedOf(ctx.db, gid);
  return Promise.all(
    rows.map(async (exhibition) => {
      const [images, works] = await Promise.all([
        repo.imagesOf(ctx.db, exhibition.id),
        repo.worksOf(ctx.db, exhibition.id),
      ]);
      const records = await artworkRecords(
        ctx,
        works.map((work) => work.artwork),
      );
      return {
        exhibition,
        status: exhibitionStatusOn(exhibition, day),
        cover: images.find((image) => image.kind === 'cover') ?? null,
        views: images.filter((image) => image.kind === 'view'),
        works: works.map((work, index) => ({ caption: work.caption, record: records[index]! })),
        pressHtml: renderPressMarkdown(exhibition.pressText),
        pressHtmlEn: renderPressMarkdown(exhibition.pressTextEn),
      };
    }),
  );
}

/** The day exhibitions' status is counted on (a page showing it is kept per day). */
export function exhibitionDay(): string {
  return today();
}
