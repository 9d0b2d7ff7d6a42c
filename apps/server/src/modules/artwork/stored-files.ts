import { PermissionLevel } from '@vernissage/shared';
import type { FastifyRequest } from 'fastify';
import { identify } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { sweepUploadTmpDir, uploadTmpDirOf } from '../../platform/http/multipart.js';
import type { IngestedImage } from '../../platform/images/ingest-image.js';
import { newUploadPrefix, storeImageAt, type StoredImage } from '../../platform/images/store-image.js';
import type { Job } from '../../platform/jobs.js';
import { type FolderOwnership, journalFolders, releaseFolders } from '../../platform/storage/storage-journal.js';
import { requireInventoryAccess } from '../inventory/inventory-access.js';
import { requireAccess } from '../workspace/access.js';
import { findItemOfArtwork, folderIsOwned, imageFoldersOf } from './artwork.repository.js';

/**
 * A journal entry older than this with no owning row is an abandoned upload: uploads commit in
 * seconds, and a folder let go of is deleted right after its commit.
 */
export const ORPHAN_AFTER_MS = 10 * 60_000;

/** Half-written temporaries and request parts older than this belong to no live write. */
export const TEMPORARY_AFTER_MS = 60 * 60_000;

/** Every row that can own a storage folder: an artwork image, a gallery logo, an artist's photo, an exhibition's cover or installation view. */
const folderOwned: FolderOwnership = folderIsOwned;

/**
 * Deletes journaled folders that no row owns: after the commit that let go of them, or after an
 * upload failed. Folders that were never journaled are left alone. Failures are logged and left
 * to the sweep, never thrown.
 */
export async function deleteStoredFolders(ctx: AppContext, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  await releaseFolders(ctx, { prefixes }, folderOwned).catch((error: unknown) =>
    ctx.logger.warn({ err: error, prefixes }, 'stored files could not be released; the sweep retries'),
  );
}

/**
 * Journals a folder under `folder` for each image (`g/<gid>/a/<aid>` for a work's), writes the
 * files, runs `write` (the rows, whose transaction settles the folders), and removes the files
 * again if anything fails on the way: a failed upload leaves neither a row nor a file behind, and
 * neither does a crash (the storage sweep removes folders journaled but never settled; ADR 015).
 */
export async function withStoredImages<T>(
  ctx: AppContext,
  gid: string,
  folder: string,
  images: readonly IngestedImage[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const prefixes = images.map(() => newUploadPrefix(folder));
  await journalFolders(
    ctx.db,
    prefixes.map((prefix) => ({ gid, prefix })),
  );
  try {
    const stored: StoredImage[] = [];
    for (const [index, image] of images.entries())
      stored.push(await storeImageAt(ctx.storage, prefixes[index]!, image));
    return await write(stored);
  } catch (error) {
    await deleteStoredFolders(ctx, prefixes);
    throw error;
  }
}

/**
 * Journals the image folders of these artworks before their rows are deleted (purging the
 * trash); returns the folders, for `deleteStoredFolders` once the rows are gone.
 */
export async function journalImageFoldersOf(ctx: AppContext, aids: string[]): Promise<string[]> {
  if (aids.length === 0) return [];
  const rows = await imageFoldersOf(ctx.db, aids);
  await journalFolders(ctx.db, rows);
  return rows.map((row) => row.prefix);
}

/**
 * What a crash leaves behind, removed: uploads whose rows never committed, folders let go of
 * whose files were never deleted, the local store's half-written temporaries and the parts of
 * requests that never ended. Safe beside live requests and other instances: only what is older
 * than those could be is touched. Returns how many things were removed.
 */
export async function sweepStorage(ctx: AppContext): Promise<number> {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const folders = await releaseFolders(ctx, { before: ago(ORPHAN_AFTER_MS) }, folderOwned);
  const temporaries = await ctx.storage.sweepTemporary(ago(TEMPORARY_AFTER_MS));
  const parts = await sweepUploadTmpDir(uploadTmpDirOf(ctx.config.dataDir), ago(TEMPORARY_AFTER_MS));
  return folders + temporaries + parts;
}

/** Runs at start (so a crash is cleaned up on restart) and every few minutes after. */
export const sweepStorageJob: Job = { name: 'sweep-storage', everyMs: 5 * 60_000, run: sweepStorage };

// g/<gid>/a/<aid>/<upload>/original.<ext>, g/<gid>/logo/<upload>/…, g/<gid>/artists/<id>/<upload>/…
const ORIGINAL_KEY = /^g\/([^/]+)\/(?:a\/([^/]+)|logo|artists\/[^/]+)\/[^/]+\/original\.[A-Za-z0-9]+$/;

/**
 * Whether the caller of a request (session cookie or bearer token) may fetch this original: a
 * member of the owning workspace with read access to the work (for members of a closed record
 * or folder, none), or to the workspace for its logo and artists' photos. Outsiders never.
 */
export async function canReadOriginal(ctx: AppContext, request: FastifyRequest, key: string): Promise<boolean> {
  const match = ORIGINAL_KEY.exec(key);
  if (!match) return false;
  const [, gid, aid] = match as unknown as [string, string, string | undefined];
  const identity = await identify(request, ctx);
  if (!identity) return false;
  try {
    if (aid) {
      const item = await findItemOfArtwork(ctx.db, aid);
      if (!item || item.galleryId !== gid) return false;
      await requireInventoryAccess(ctx, identity, gid, { item }, PermissionLevel.read);
    } else {
      await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    }
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
