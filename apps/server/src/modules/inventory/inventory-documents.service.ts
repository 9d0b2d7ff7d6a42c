import { canManageWorkspace, ErrorCode, PermissionLevel, type Locale } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { requireAccess } from '../workspace/access.js';
import { requireFolderAccess } from './inventory-access.js';
import { findArtworkWithItem, matchingItemIds } from './inventory.repository.js';

/** Which records a printed document covers: exactly a selection, or a folder's. */
export type PrintedSelection = { iids: readonly string[] } | { fid: string };

type Order = Pick<Parameters<typeof matchingItemIds>[2], 'sort' | 'locale'>;
type Filter = Pick<Parameters<typeof matchingItemIds>[2], 'fid' | 'state' | 'artistid' | 'q'>;

/**
 * What the caller may read of workspace `gid`'s live records, the one rule of exports and printed
 * documents (ADR 043): read access to the inventory, and for members only the records open to
 * them. Refuses (403) a caller without read access.
 */
export async function readableRecords(ctx: AppContext, identity: Identity, gid: string, order: Order) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const visible = { ...order, trash: false, hideClosed: !canManageWorkspace(role) };
  return {
    /** The ids a filter picks, in order; a folder must be readable to the caller. */
    async matching(filter: Filter): Promise<string[]> {
      if (filter.fid) await requireFolderAccess(ctx, identity, gid, filter.fid, PermissionLevel.read);
      return matchingItemIds(ctx.db, gid, { ...visible, ...filter });
    },
    /** Of `iids`, those readable, in the inventory's order. */
    open: (iids: readonly string[]) => matchingItemIds(ctx.db, gid, { ...visible, iids }),
    /**
     * Exactly `iids`, in the inventory's order: a selection naming anything else (another
     * workspace's record, a trashed one, one closed to the caller) is refused whole, 404.
     */
    async exactly(iids: readonly string[], refusal: string): Promise<string[]> {
      const unique = [...new Set(iids)];
      const ids = await matchingItemIds(ctx.db, gid, { ...visible, iids: unique });
      if (ids.length !== unique.length) throw new AppError(ErrorCode.notFound, refusal);
      return ids;
    },
  };
}

/** The live records of workspace `gid` a document prints, in the inventory's order. */
export async function printableItemIds(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  selection: PrintedSelection,
  locale: Locale,
): Promise<string[]> {
  const records = await readableRecords(ctx, identity, gid, { sort: 'idx', locale });
  return 'iids' in selection
    ? records.exactly(selection.iids, 'Some of these works are not in this inventory.')
    : records.matching({ fid: selection.fid });
}

/** The record of work `aid` in workspace `gid`, when it is live there and open to the caller; else 404. */
export async function printableItemOf(ctx: AppContext, identity: Identity, gid: string, aid: string, locale: Locale) {
  const records = await readableRecords(ctx, identity, gid, { sort: 'idx', locale });
  const found = await findArtworkWithItem(ctx.db, aid);
  const item = found?.item;
  if (!found || found.artwork.galleryId !== gid || !item || item.galleryId !== gid || item.deletedAt) {
    throw new AppError(ErrorCode.notFound, 'No such work in this inventory.');
  }
  const [iid] = await records.exactly([item.id], 'No such work in this inventory.');
  return iid!;
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
  const records = await readableRecords(ctx, identity, gid, { sort: 'idx', locale });
  if (iids.length === 0) return [];
  const open = new Set(await records.open(iids));
  return iids.filter((iid) => open.has(iid));
}
