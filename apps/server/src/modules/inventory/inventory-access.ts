import { ErrorCode, PermissionLevel } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accessIn, accessOf, refuseBelow, requireAccess } from '../workspace/access.js';
import {
  findArtworkWithItem,
  findFolder,
  folderLevelsOf,
  type FolderRow,
  type InventoryItemRow,
} from './inventory.repository.js';

/**
 * What an inventory action touches: a record (its folder's level counts too), a folder (renamed,
 * deleted, or the destination of a move), or both.
 */
export interface InventoryTarget {
  item?: Pick<InventoryItemRow, 'accessLevel' | 'folderId'> | null;
  folder?: Pick<FolderRow, 'accessLevel'> | null;
}

async function memberLevelsOf(ctx: AppContext, gid: string, target: InventoryTarget): Promise<number[]> {
  const levels: number[] = [];
  if (target.item) {
    levels.push(target.item.accessLevel);
    const folder = target.item.folderId ? await findFolder(ctx.db, gid, target.item.folderId) : undefined;
    if (folder) levels.push(folder.accessLevel);
  }
  if (target.folder) levels.push(target.folder.accessLevel);
  return levels;
}

/** The caller's role and effective access to an inventory target, refusing nothing. */
export async function inventoryAccess(ctx: AppContext, identity: Identity, gid: string, target: InventoryTarget) {
  return accessIn(ctx, identity, { gid, area: 'inventory', memberLevels: await memberLevelsOf(ctx, gid, target) });
}

/**
 * The one check for inventory records and folders, used by every path that reads or changes
 * them (inventory, artwork, share routes): plan, role, and for members the record's and its
 * folder's access levels. Its SQL twin for lists is `openToMembers` in db/member-visibility.ts.
 */
export async function requireInventoryAccess(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  target: InventoryTarget,
  need: PermissionLevel,
) {
  const memberLevels = await memberLevelsOf(ctx, gid, target);
  return requireAccess(ctx, identity, { gid, area: 'inventory', need, memberLevels });
}

/**
 * `requireInventoryAccess` for many records at once (bulk moves, trash, an import's undo): the
 * caller's role and plan and the records' folders are read once, then the same rule is applied
 * to each record, so a thousand records cost three queries rather than three thousand.
 */
export async function requireInventoryAccessToAll(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  items: readonly Pick<InventoryItemRow, 'accessLevel' | 'folderId'>[],
  need: PermissionLevel,
) {
  const { role, plan } = await accessIn(ctx, identity, { gid, area: 'inventory' });
  if (!role) throw new AppError(ErrorCode.forbidden, 'You are not a member of this workspace.');
  const folderIds = [...new Set(items.map((item) => item.folderId).filter((id): id is string => id !== null))];
  const folderLevels = await folderLevelsOf(ctx.db, gid, folderIds);
  for (const item of items) {
    const folderLevel = item.folderId ? folderLevels.get(item.folderId) : undefined;
    const memberLevels = folderLevel === undefined ? [item.accessLevel] : [item.accessLevel, folderLevel];
    refuseBelow(plan, accessOf({ plan, role, memberLevels }), need);
  }
  return { role };
}

/**
 * A live artwork by id with its inventory record, after `requireInventoryAccess` on that record:
 * how artwork and share routes, which name works by `aid`, reach the same rule.
 */
export async function requireArtworkAccess(ctx: AppContext, identity: Identity, aid: string, need: PermissionLevel) {
  const found = await findArtworkWithItem(ctx.db, aid);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such artwork.');
  const { artwork } = found;
  const item = found.item ?? undefined;
  const { role } = await requireInventoryAccess(ctx, identity, artwork.galleryId, { item }, need);
  return { artwork, item, role };
}

/** Whether the caller may read a live artwork under the same rule, refusing nothing (live events). */
export async function mayReadArtwork(ctx: AppContext, identity: Identity, aid: string): Promise<boolean> {
  try {
    await requireArtworkAccess(ctx, identity, aid, PermissionLevel.read);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * A folder of the workspace the caller may use at `need`: renamed or deleted, or filled by a
 * move or an upload (write). Non-members learn nothing of which folders exist.
 */
export async function requireFolderAccess(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  fid: string,
  need: PermissionLevel,
) {
  const folder = await findFolder(ctx.db, gid, fid);
  if (!folder) {
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such folder in this workspace.');
  }
  const { role } = await requireInventoryAccess(ctx, identity, gid, { folder }, need);
  return { folder, role };
}
