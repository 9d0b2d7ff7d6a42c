import { canManageWorkspace, ErrorCode, PermissionLevel, type Locale } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { requireAccess } from '../workspace/access.js';
import { requireFolderAccess } from './inventory-access.js';
import { findArtworkWithItem, matchingItemIds } from './inventory.repository.js';

/** Which records a printed document covers: exactly a selection, or a folder's. */
export type PrintedSelection = { iids: readonly string[] } | { fid: string };

/**
 * The live records of workspace `gid` a document prints, in the inventory's order, under the
 * export's rule (ADR 043): members only get records open to them, and a selection naming anything
 * else (another workspace's record, a trashed one, one closed to the caller) is refused whole, 404.
 */
export async function printableItemIds(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  selection: PrintedSelection,
  locale: Locale,
): Promise<string[]> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const visible = { sort: 'idx' as const, locale, trash: false, hideClosed: !canManageWorkspace(role) };
  if ('iids' in selection) {
    const iids = [...new Set(selection.iids)];
    const ids = await matchingItemIds(ctx.db, gid, { ...visible, iids });
    if (ids.length !== iids.length)
      throw new AppError(ErrorCode.notFound, 'Some of these works are not in this inventory.');
    return ids;
  }
  await requireFolderAccess(ctx, identity, gid, selection.fid, PermissionLevel.read);
  return matchingItemIds(ctx.db, gid, { ...visible, fid: selection.fid });
}

/** The record of work `aid` in workspace `gid`, when it is live there and open to the caller; else 404. */
export async function printableItemOf(ctx: AppContext, identity: Identity, gid: string, aid: string, locale: Locale) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const found = await findArtworkWithItem(ctx.db, aid);
  const item = found?.item;
  if (!found || found.artwork.galleryId !== gid || !item || item.galleryId !== gid || item.deletedAt) {
    throw new AppError(ErrorCode.notFound, 'No such work in this inventory.');
  }
  const visible = { sort: 'idx' as const, locale, trash: false, hideClosed: !canManageWorkspace(role) };
  const [iid] = await matchingItemIds(ctx.db, gid, { ...visible, iids: [item.id] });
  if (!iid) throw new AppError(ErrorCode.notFound, 'No such work in this inventory.');
  return iid;
}

/**
 * Of the records `iids` of workspace `gid` (an exhibition's or a booth's works), those the caller
 * may read, in the order given: members lose the ones closed to them, nothing is refused.
 */
export async function openItemIds(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  iids: readonly string[],
  locale: Locale,
): Promise<string[]> {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  if (iids.length === 0) return [];
  const visible = { sort: 'idx' as const, locale, trash: false, hideClosed: !canManageWorkspace(role) };
  const open = new Set(await matchingItemIds(ctx.db, gid, { ...visible, iids }));
  return iids.filter((iid) => open.has(iid));
}
