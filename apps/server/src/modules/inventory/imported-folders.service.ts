import { looseKey as folderKey, PermissionLevel } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { requireFolderAccess } from './inventory-access.js';
import * as repo from './inventory.repository.js';

async function foldersByKey(db: Database, gid: string): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (const row of await repo.foldersOf(db, gid, { hideClosed: false })) {
    if (!known.has(folderKey(row.folder.name))) known.set(folderKey(row.folder.name), row.folder.id);
  }
  return known;
}

/**
 * Before a spreadsheet import (ADR 044): the workspace's folders the sheet names must be open to
 * the caller for writing — 403 otherwise, as filing a work there by hand is. Names of no folder
 * are fine: the import makes them.
 */
export async function assertImportFolders(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  names: readonly string[],
): Promise<void> {
  const known = await foldersByKey(ctx.db, gid);
  const ids = new Set(names.flatMap((name) => known.get(folderKey(name)) ?? []));
  for (const id of ids) await requireFolderAccess(ctx, identity, gid, id, PermissionLevel.write);
}

/**
 * In a spreadsheet import's transaction: the folder of each name (loosely compared), or a new
 * folder open to the workspace. Answers the folder id by the name as given. Access is checked
 * before, by `assertImportFolders`.
 */
export async function folderIdsForImport(
  tx: Database,
  gid: string,
  createdBy: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  const known = await foldersByKey(tx, gid);
  const ids = new Map<string, string>();
  for (const name of names) {
    let id = known.get(folderKey(name));
    if (!id) {
      id = (await repo.createFolder(tx, { galleryId: gid, createdBy, name, accessLevel: PermissionLevel.write })).id;
      known.set(folderKey(name), id);
    }
    ids.set(name, id);
  }
  return ids;
}
