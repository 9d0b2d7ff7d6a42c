import {
  ADMIN_LEVEL,
  answerPage,
  canManageWorkspace,
  type ArtworkDto,
  type ArtworkInput,
  type AuditPrice,
  ErrorCode,
  PermissionLevel,
  type InventoryItemDto,
  type PageQuery,
  type ParsedBody,
  type updateArtworkRoute,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { newId } from '../../platform/ids.js';
import type { IngestedImage } from '../../platform/images/ingest-image.js';
import type { StoredImage } from '../../platform/images/store-image.js';
import {
  inventoryAccess,
  requireArtworkAccess,
  requireFolderAccess,
  requireInventoryAccess,
} from '../inventory/inventory-access.js';
import { presentItem } from '../inventory/inventory.presenter.js';
import { requireAccess } from '../workspace/access.js';
import { assertImageRoom, ingestUploads, insertImageRows, rearrangeImages } from './artwork-images.js';
import { presentArtwork } from './artwork.presenter.js';
import * as repo from './artwork.repository.js';
import type { ArtworkRecord, ArtworkRow } from './artwork.repository.js';
import { hasOfferFor } from './share.repository.js';
import { deleteStoredFolders, withStoredImages } from './stored-files.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';
import { queueWebhookEvent, queueWebhookEvents, wakeWebhookDeliveries } from '../webhook/webhook.service.js';
import { actorOf, recordAudits, type AuditEventInput } from '../audit/audit.service.js';

/** The rows other modules hand back to this one (inventory lists join their artworks). */
export type { ArtworkRecord, ArtworkRow };

interface PreparedWork {
  input: ArtworkInput;
  aid: string;
  images: IngestedImage[];
}

/** A change of a work: its fields, its images' removals, order and primary (the update routes' body). */
type ArtworkPatch = ParsedBody<typeof updateArtworkRoute>;

/**
 * Artist and folder ids an input names must be the workspace's own; a folder it files the work
 * into must be writable by the caller, and only owners and admins set access levels.
 */
async function assertInputAllowed(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  role: WorkspaceRole,
  input: Partial<ArtworkInput>,
) {
  if (input.accessLevel !== undefined && !canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins set access levels.');
  }
  if (input.artistid) {
    const artist = await repo.findArtistIn(ctx.db, gid, input.artistid);
    if (!artist) throw new AppError(ErrorCode.notFound, 'No such artist in this workspace.');
  }
  if (input.fid) await requireFolderAccess(ctx, identity, gid, input.fid, PermissionLevel.write);
}

async function presentInventory(ctx: AppContext, aid: string): Promise<InventoryItemDto> {
  const record = await repo.loadArtworkRecord(ctx.db, aid);
  const item = await repo.findItemOfArtwork(ctx.db, aid);
  return presentItem(item!, record!);
}

/**
 * Adds works with their inventory records and images. Every image is checked and converted
 * before anything is written; files are stored, then the rows go in one transaction, and the
 * files are removed again if that fails.
 */
export async function createWorks(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  works: { input: ArtworkInput; files: UploadedFile[] }[],
): Promise<InventoryItemDto[]> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  for (const work of works) {
    await assertInputAllowed(ctx, identity, gid, role, work.input);
    assertImageRoom(0, work.files.length);
  }
  const prepared: PreparedWork[] = [];
  for (const work of works) prepared.push({ ...work, aid: newId(), images: await ingestUploads(ctx, work.files) });

  let webhooks = 0;
  const created = await storeAll(ctx, gid, prepared, (stored) =>
    ctx.db.transaction(async (tx) => {
      let idx = await repo.nextItemIdx(tx, gid);
      for (const [index, work] of prepared.entries()) {
        await repo.insertWork(tx, { aid: work.aid, gid, createdBy: identity.userId, idx: idx++, input: work.input });
        await insertImageRows(tx, {
          gid,
          aid: work.aid,
          images: work.images,
          stored: stored[index]!,
          startIdx: 0,
          primaryFirst: true,
        });
      }
      const actor = actorOf(identity);
      await recordAudits(
        tx,
        prepared.flatMap((work) => {
          const after = priceOf(work.input.price);
          if (after?.amount == null) return [];
          const subject = { type: 'artwork' as const, id: work.aid, label: work.input.title };
          return [{ gid, actor, action: 'price.changed' as const, subject, details: { before: null, after } }];
        }),
      );
      // One statement for all the works' events, whatever their number.
      webhooks = await queueWebhookEvents(
        tx,
        gid,
        prepared.map((work) => ({ type: 'artwork.created', data: { aid: work.aid, title: work.input.title } })),
      );
      return prepared.map((work) => work.aid);
    }),
  );
  if (webhooks > 0) wakeWebhookDeliveries(ctx);
  // No site lists a new work until it is chosen, but search may show it at once (ADR 032).
  await invalidateSitePages(ctx, [siteTags.works(gid)]);
  for (const work of prepared) {
    ctx.reports.report(
      `New artwork registered: “${work.input.title}” (${work.images.length} image(s)) in workspace ${gid} by ${identity.user.email}`,
    );
  }
  return Promise.all(created.map((aid) => presentInventory(ctx, aid)));
}

/** A price as the audit log keeps it; undefined when an input leaves the price alone. */
function priceOf(price: ArtworkInput['price']): AuditPrice | undefined {
  return price && { amount: price.amount ?? null, currency: price.currency, display: price.display };
}

/**
 * The audit entries of a work's update (ADR 050): its price (amount, currency or display) and its
 * access level, when the patch changes them.
 */
function updateAudit(
  identity: Identity,
  artwork: ArtworkRow,
  accessLevel: number | null,
  patch: ArtworkPatch,
): AuditEventInput[] {
  const base = {
    gid: artwork.galleryId,
    actor: actorOf(identity),
    subject: { type: 'artwork' as const, id: artwork.id, label: patch.title ?? artwork.title },
  };
  const entries: AuditEventInput[] = [];
  const before = { amount: artwork.priceAmount, currency: artwork.priceCurrency, display: artwork.priceDisplay };
  const after = priceOf(patch.price);
  if (
    after &&
    (after.amount !== before.amount || after.currency !== before.currency || after.display !== before.display)
  )
    entries.push({ ...base, action: 'price.changed', details: { before, after } });
  if (patch.accessLevel !== undefined && patch.accessLevel !== accessLevel)
    entries.push({ ...base, action: 'access.changed', details: { from: accessLevel, to: patch.accessLevel } });
  return entries;
}

/** Stores the images of several works, undoing every work's files if any step fails. */
async function storeAll<T>(
  ctx: AppContext,
  gid: string,
  works: PreparedWork[],
  write: (stored: StoredImage[][]) => Promise<T>,
): Promise<T> {
  const run = async (index: number, stored: StoredImage[][]): Promise<T> => {
    const work = works[index];
    if (!work) return write(stored);
    return withStoredImages(ctx, gid, `g/${gid}/a/${work.aid}`, work.images, (files) =>
      run(index + 1, [...stored, files]),
    );
  };
  return run(0, []);
}

/** Changes a work, its record and its images, under the record's access rules. */
export async function updateWork(
  ctx: AppContext,
  identity: Identity,
  aid: string,
  patch: ArtworkPatch,
  files: UploadedFile[],
): Promise<InventoryItemDto> {
  const { artwork, item, role } = await requireArtworkAccess(ctx, identity, aid, PermissionLevel.write);
  await assertInputAllowed(ctx, identity, artwork.galleryId, role, patch);
  assertImageRoom((await repo.imageCount(ctx.db, aid)) - (patch.removeImageIds?.length ?? 0), files.length);
  const images = await ingestUploads(ctx, files);
  let webhooks = 0;
  const gid = artwork.galleryId;
  const removedFolders = await withStoredImages(ctx, gid, `g/${gid}/a/${aid}`, images, (stored) =>
    ctx.db.transaction(async (tx) => {
      await repo.updateWorkRows(tx, aid, item?.id, patch);
      await recordAudits(tx, updateAudit(identity, artwork, item?.accessLevel ?? null, patch));
      webhooks = await queueWebhookEvent(tx, artwork.galleryId, 'artwork.updated', {
        aid,
        title: patch.title ?? artwork.title,
        // Which fields the change named (`images` when it added files), not their values.
        changed: [...Object.keys(patch), ...(files.length > 0 ? ['images'] : [])].sort(),
      });
      const removed = await rearrangeImages(tx, aid, patch);
      const kept = await repo.imageCount(tx, aid);
      await insertImageRows(tx, {
        gid: artwork.galleryId,
        aid,
        images,
        stored,
        startIdx: kept,
        primaryFirst: kept === 0,
      });
      return removed;
    }),
  );
  if (webhooks > 0) wakeWebhookDeliveries(ctx);
  await deleteStoredFolders(ctx, removedFolders);
  await invalidateSitePages(ctx, [siteTags.work(aid), siteTags.slugs(artwork.galleryId)]);
  return presentInventory(ctx, aid);
}

// ——— reading ———

/**
 * A live work with its inventory record, for routes that name works by `aid` and then act on
 * the record (whose own checks decide who may); 404 when either is missing.
 */
export async function recordOfArtwork(ctx: AppContext, aid: string) {
  const artwork = await repo.findArtwork(ctx.db, aid);
  const item = artwork ? await repo.findItemOfArtwork(ctx.db, aid) : undefined;
  if (!artwork || !item) throw new AppError(ErrorCode.notFound, 'No such artwork.');
  return { artwork, item };
}

/** One work as the viewer may see it: members fully; recipients of an offer and everyone for published works, without private fields. */
export async function artworkDetail(ctx: AppContext, identity: Identity, aid: string): Promise<ArtworkDto> {
  const record = await repo.loadArtworkRecord(ctx.db, aid);
  if (!record) throw new AppError(ErrorCode.notFound, 'No such artwork.');
  const gid = record.artwork.galleryId;
  const item = await repo.findItemOfArtwork(ctx.db, aid);
  const { role, access } = await inventoryAccess(ctx, identity, gid, { item });
  if (access >= PermissionLevel.read) return presentArtwork(record, 'member');
  // A member shut out of this work sees no more of it than the public does.
  // A token acts for its workspace, never as the recipient of another's offer (ADR 040).
  const offered = !identity.apiToken && (await hasOfferFor(ctx.db, aid, identity.userId));
  if (offered || record.artwork.published || identity.user.level >= ADMIN_LEVEL)
    return presentArtwork(record, 'outsider');
  if (role) await requireInventoryAccess(ctx, identity, gid, { item }, PermissionLevel.read);
  throw new AppError(ErrorCode.notFound, 'No such artwork.');
}

/** The records (images, artist, likes) of artworks, in the order given. */
export function artworkRecords(ctx: AppContext, rows: ArtworkRow[]): Promise<ArtworkRecord[]> {
  return repo.loadArtworkRecords(ctx.db, rows);
}

async function answerArtworks(
  ctx: AppContext,
  query: PageQuery,
  found: { rows: ArtworkRow[]; total: number },
  viewer: 'member' | 'outsider',
) {
  const records = await repo.loadArtworkRecords(ctx.db, found.rows);
  return answerPage(
    query,
    records.map((record) => presentArtwork(record, viewer)),
    found.total,
  );
}

/** Works the caller added (their portfolio), across workspaces they are still in and may see them. */
export async function myArtworks(ctx: AppContext, identity: Identity, query: PageQuery) {
  return answerArtworks(ctx, query, await repo.artworksAddedBy(ctx.db, identity.userId, query), 'member');
}

/** Published works, newest first; anyone may look. */
export async function publishedArtworks(ctx: AppContext, query: PageQuery) {
  return answerArtworks(ctx, query, await repo.publishedArtworks(ctx.db, query), 'outsider');
}

/** Published works the caller liked, the latest like first. */
export async function likedArtworks(ctx: AppContext, identity: Identity, query: PageQuery) {
  return answerArtworks(ctx, query, await repo.artworksLikedBy(ctx.db, identity.userId, query), 'outsider');
}

/** Likes and unlikes are idempotent: the outcome is the same however often they are sent. */
export async function setLike(ctx: AppContext, identity: Identity, aid: string, liked: boolean) {
  const artwork = await repo.findArtwork(ctx.db, aid);
  if (!artwork || !artwork.published) throw new AppError(ErrorCode.notFound, 'No such published artwork.');
  await repo.setLike(ctx.db, identity.userId, aid, liked);
  return { liked, likes: await repo.likeCount(ctx.db, aid) };
}
