import {
  answerPage,
  ArtworkState,
  canManageWorkspace,
  ErrorCode,
  MANUAL_ARTWORK_STATES,
  pageWindow,
  PermissionLevel,
  type createFolderRoute,
  type deleteFolderRoute,
  type InventoryItemDto,
  type itemsFolderRoute,
  type ParsedBody,
  type ParsedQuery,
  type renameFolderRoute,
  type shareableItemsRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { artworkRecords, type ArtworkRow } from '../artwork/artwork.service.js';
import { changeAvailability, changeAvailabilityOf } from '../availability/availability.service.js';
import { actorOf, recordAudit, recordAudits, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { accessOf, requireAccess } from '../workspace/access.js';
import { requireFolderAccess, requireInventoryAccess, requireInventoryAccessToAll } from './inventory-access.js';
import { presentFolder, presentItem } from './inventory.presenter.js';
import * as repo from './inventory.repository.js';
import type { InventoryFilter, InventoryItemRow } from './inventory.repository.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';

/** How long deleted works stay restorable. */
export const TRASH_DAYS = 30;

async function presentRows(
  ctx: AppContext,
  rows: { item: InventoryItemRow; artwork: ArtworkRow }[],
): Promise<InventoryItemDto[]> {
  const records = await artworkRecords(
    ctx,
    rows.map((row) => row.artwork),
  );
  return rows.map((row, index) => presentItem(row.item, records[index]!));
}

/** One record of the workspace; 404 for ids of other workspaces, as for ids that do not exist. */
export async function loadItem(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  iid: string,
  need: PermissionLevel = PermissionLevel.read,
) {
  const row = await repo.findItem(ctx.db, gid, iid);
  if (!row) {
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such work in this inventory.');
  }
  await requireInventoryAccess(ctx, identity, gid, { item: row.item }, need);
  return row;
}

export async function getItem(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  iid: string,
): Promise<InventoryItemDto> {
  const [dto] = await presentRows(ctx, [await loadItem(ctx, identity, gid, iid)]);
  return dto!;
}

/** Which of these artworks are live works of workspace `gid`'s inventory: what exhibitions, rooms and contest entries may name. */
export async function liveInventoryWorks(ctx: AppContext, gid: string, aids: string[]): Promise<Set<string>> {
  return new Set((await repo.liveArtworksIn(ctx.db, [gid], aids)).map((artwork) => artwork.id));
}

/** The artworks of `aids` that are live works of their own workspace's inventory, for workspaces `gids` (fair lists of several exhibitors). */
export function liveInventoryArtworks(ctx: AppContext, gids: string[], aids: string[]) {
  return repo.liveArtworksIn(ctx.db, gids, aids);
}

// ——— listing ———

export async function listInventory(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  filter: Omit<InventoryFilter, 'hideClosed'>,
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const { rows, total } = await repo.listItems(ctx.db, gid, { ...filter, hideClosed: !canManageWorkspace(role) });
  return answerPage(filter, await presentRows(ctx, rows), total);
}

/** Works that can be offered now: ready or already on offer. */
export async function shareableItems(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  page: ParsedQuery<typeof shareableItemsRoute>,
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const base = { sort: 'idx' as const, trash: false, hideClosed: !canManageWorkspace(role) };
  // Two states qualify; the page is small, so two bounded queries (each up to the page's end) are merged by position.
  const { limit, offset } = pageWindow(page);
  const upToPageEnd = { page: 0, size: offset + limit };
  const [ready, shared] = await Promise.all([
    repo.listItems(ctx.db, gid, { ...base, state: ArtworkState.ready, ...upToPageEnd }),
    repo.listItems(ctx.db, gid, { ...base, state: ArtworkState.shared, ...upToPageEnd }),
  ]);
  const merged = [...ready.rows, ...shared.rows].sort(
    (a, b) => a.item.idx - b.item.idx || a.item.id.localeCompare(b.item.id),
  );
  const pageRows = merged.slice(offset, offset + limit);
  return answerPage(page, await presentRows(ctx, pageRows), ready.total + shared.total);
}

// ——— changing records ———

/** Sets availability by hand; refused while an offer has the work (holds and sales settle it). */
export async function setItemState(ctx: AppContext, identity: Identity, gid: string, iid: string, state: number) {
  const row = await loadItem(ctx, identity, gid, iid, PermissionLevel.write);
  await setArtworkBaseState(ctx, row.artwork.id, state, actorOf(identity));
  return getItem(ctx, identity, gid, iid);
}

/**
 * The owner's hand-set state of an artwork, through the one entry of availability: refused while
 * an offer holds or is buying the work; taking it off the market withdraws its open offers.
 */
export async function setArtworkBaseState(
  ctx: AppContext,
  aid: string,
  state: number,
  actor: AuditActor,
): Promise<void> {
  const manual = MANUAL_ARTWORK_STATES.find((allowed) => allowed === state);
  if (manual === undefined) {
    throw new AppError(
      ErrorCode.invalidTransition,
      'Only ready, sold (elsewhere), done or withdrawn can be set by hand; holds and purchases come from offers.',
    );
  }
  await changeAvailability(ctx, aid, actor, async (work) => {
    if (work.takenBy()) {
      throw new AppError(ErrorCode.invalidTransition, 'An offer is holding or buying this work: settle it first.');
    }
    await work.setBaseState(manual);
    if (manual !== ArtworkState.ready) await work.withdrawOpenOffers();
  });
}

export async function setItemAccessLevel(ctx: AppContext, identity: Identity, gid: string, iid: string, level: number) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  if (!canManageWorkspace(role)) throw new AppError(ErrorCode.forbidden, 'Only owners and admins set access levels.');
  const { item, artwork } = await loadItem(ctx, identity, gid, iid, PermissionLevel.write);
  await ctx.db.transaction(async (tx) => {
    await repo.updateItem(tx, iid, { accessLevel: level });
    if (item.accessLevel !== level) {
      await recordAudit(tx, {
        gid,
        actor: actorOf(identity),
        action: 'access.changed',
        subject: { type: 'artwork', id: artwork.id, label: artwork.title },
        details: { from: item.accessLevel, to: level },
      });
    }
  });
  return getItem(ctx, identity, gid, iid);
}

/** The `uid` of the spec's bodies names whose folder it is; it must be the caller. */
function requireSelf(identity: Identity, uid: string | undefined) {
  if (uid !== undefined && uid !== identity.userId)
    throw new AppError(ErrorCode.forbidden, 'You may only act as yourself.');
}

/** All named records must be the workspace's and writable by the caller, or nothing moves. */
async function requireWritableItems(ctx: AppContext, identity: Identity, gid: string, iids: string[], deleted = false) {
  const unique = [...new Set(iids)];
  const items = await repo.itemsIn(ctx.db, gid, unique, { deleted });
  if (items.length !== unique.length) {
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
    throw new AppError(ErrorCode.notFound, 'Some of these works are not in this inventory: nothing was changed.');
  }
  await requireInventoryAccessToAll(ctx, identity, gid, items, PermissionLevel.write);
  return items;
}

export async function moveToFolder(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof itemsFolderRoute>,
) {
  requireSelf(identity, input.uid);
  await requireWritableItems(ctx, identity, gid, input.iids);
  // Filing into a folder changes it: a member may not hide works in, or add them to, a folder closed to them.
  if (input.fid !== null) await requireFolderAccess(ctx, identity, gid, input.fid, PermissionLevel.write);
  return { moved: await repo.moveItems(ctx.db, gid, input.iids, input.fid) };
}

/**
 * Moves works to the trash, all or none, through the one entry of availability: the works are
 * locked first, so an offer cannot start holding or buying one between the check and the trash.
 * A work an offer is holding or buying cannot be deleted; the open offers of the others end.
 */
export async function trashItems(ctx: AppContext, identity: Identity, gid: string, iids: string[]) {
  const items = await requireWritableItems(ctx, identity, gid, iids);
  await changeAvailabilityOf(
    ctx,
    items.map((item) => item.artworkId),
    actorOf(identity),
    async ({ tx, works }) => {
      if (works.some((work) => work.takenBy())) {
        throw new AppError(
          ErrorCode.conflict,
          'An offer is holding or buying one of these works: settle it first. Nothing was deleted.',
        );
      }
      await repo.setDeleted(tx, items, new Date());
      for (const work of works) await work.withdrawOpenOffers();
      await recordAudits(tx, worksAudit(gid, identity, 'artwork.trashed', works));
    },
  );
  await invalidateSitePages(ctx, [siteTags.works(gid)]);
  return { deleted: items.length };
}

/** Takes works out of the trash, through the one entry of availability (their state is recomputed). */
export async function restoreItems(ctx: AppContext, identity: Identity, gid: string, iids: string[]) {
  const items = await requireWritableItems(ctx, identity, gid, iids, true);
  await changeAvailabilityOf(
    ctx,
    items.map((item) => item.artworkId),
    actorOf(identity),
    async ({ tx, works }) => {
      await repo.setDeleted(tx, items, null);
      await recordAudits(tx, worksAudit(gid, identity, 'artwork.restored', works));
    },
    { includeTrashed: true },
  );
  await invalidateSitePages(ctx, [siteTags.works(gid)]);
  return { restored: items.length };
}

/** One entry per work, for actions on several at once (trash, restore). */
function worksAudit(
  gid: string,
  identity: Identity,
  action: 'artwork.trashed' | 'artwork.restored',
  works: readonly { id: string; artwork: { title: string } }[],
) {
  const actor = actorOf(identity);
  return works.map((work) => ({
    gid,
    actor,
    action,
    subject: { type: 'artwork' as const, id: work.id, label: work.artwork.title },
  }));
}

/** Reorders records: every id must be the workspace's and writable, or nothing changes. */
export async function reorder(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  newIdxs: { iid: string; idx: number }[],
) {
  const iids = newIdxs.map((entry) => entry.iid);
  if (new Set(iids).size !== iids.length) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.newIdxs', [
      { field: 'body.newIdxs', message: 'names a work twice' },
    ]);
  }
  await requireWritableItems(ctx, identity, gid, iids);
  const updated = await ctx.db.transaction((tx) => repo.setIdxs(tx, gid, newIdxs));
  return { updated };
}

/** Deletes what has been in the trash longer than TRASH_DAYS, files included. */
export async function purgeTrash(ctx: AppContext, deleteFiles: (aids: string[]) => Promise<void>): Promise<number> {
  const expired = await repo.expiredTrash(ctx.db, new Date(Date.now() - TRASH_DAYS * 24 * 3600 * 1000));
  const aids = expired.map((row) => row.artworkId);
  if (aids.length === 0) return 0;
  await deleteFiles(aids);
  // The entries stay when the works go: they name them by their titles. Another instance may purge
  // the same works at the same moment: only the works this run deleted are logged and counted.
  return ctx.db.transaction(async (tx) => {
    const deleted = new Set(await repo.deleteArtworks(tx, aids));
    await recordAudits(
      tx,
      expired
        .filter((row) => deleted.has(row.artworkId))
        .map((row) => ({
          gid: row.galleryId,
          actor: SYSTEM_ACTOR,
          action: 'artwork.purged' as const,
          subject: { type: 'artwork' as const, id: row.artworkId, label: row.title },
        })),
    );
    return deleted.size;
  });
}

// ——— folders ———

export async function listFolders(ctx: AppContext, identity: Identity, gid: string) {
  const { role, access } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const rows = await repo.foldersOf(ctx.db, gid, { hideClosed: !canManageWorkspace(role) });
  // `access` already holds the plan and role; each folder's own level is added to it.
  return rows
    .filter((row) => accessOf({ plan: access, role, memberLevels: [row.folder.accessLevel] }) >= PermissionLevel.read)
    .map((row) => presentFolder(row.folder, row.itemCount));
}

export async function createFolder(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof createFolderRoute>,
) {
  requireSelf(identity, input.uid);
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write });
  if (input.accessLevel !== PermissionLevel.write && !canManageWorkspace(role)) {
    throw new AppError(ErrorCode.forbidden, 'Only owners and admins set access levels.');
  }
  const folder = await repo.createFolder(ctx.db, {
    galleryId: gid,
    createdBy: identity.userId,
    name: input.name,
    accessLevel: input.accessLevel,
  });
  return presentFolder(folder, 0);
}

export async function renameFolder(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof renameFolderRoute>,
) {
  requireSelf(identity, input.uid);
  const { role } = await requireFolderAccess(ctx, identity, gid, input.fid, PermissionLevel.write);
  await repo.renameFolder(ctx.db, input.fid, input.name);
  const rows = await repo.foldersOf(ctx.db, gid, { hideClosed: !canManageWorkspace(role) });
  const row = rows.find((entry) => entry.folder.id === input.fid)!;
  return presentFolder(row.folder, row.itemCount);
}

export async function deleteFolder(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: ParsedBody<typeof deleteFolderRoute>,
) {
  requireSelf(identity, input.uid);
  const { folder } = await requireFolderAccess(ctx, identity, gid, input.fid, PermissionLevel.write);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteFolder(tx, input.fid);
    await recordAudit(tx, {
      gid,
      actor: actorOf(identity),
      action: 'folder.deleted',
      subject: { type: 'folder', id: folder.id, label: folder.name },
    });
  });
  return { ok: true as const };
}
