import type { ArtworkInput } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { ingestImage } from '../../platform/images/ingest-image.js';
import { newUploadPrefix, storeImageAt } from '../../platform/images/store-image.js';
import { journalFolders, settleFolders } from '../../platform/storage/storage-journal.js';
import * as repo from './artwork.repository.js';
import { deleteStoredFolders } from './stored-files.js';

/**
 * Works made in bulk by a spreadsheet import (ADR 044): the same rows and image pipeline as
 * `createWorks`, but written in multi-row batches inside the caller's one transaction, and with
 * each image converted and stored one at a time so a zip of hundreds is never held decoded.
 */

/** An imported work's image, checked, converted and stored; its row is written with the work. */
export interface StoredWorkImage {
  aid: string;
  prefix: string;
  row: Omit<Parameters<typeof repo.insertImages>[1][number], 'id' | 'galleryId' | 'artworkId' | 'idx' | 'isPrimary'>;
}

/**
 * Checks and converts an image and stores its files in a journaled folder, as an upload is; a
 * rejected image throws `ImageRejected` with nothing left behind. The folder is owned once
 * `insertImportedWorks` commits; until then `removeWorkImages` (or the storage sweep) removes it.
 */
export async function storeWorkImage(
  ctx: AppContext,
  gid: string,
  aid: string,
  bytes: Buffer,
): Promise<StoredWorkImage> {
  const image = await ingestImage(bytes, ctx.config.images);
  const prefix = newUploadPrefix(`g/${gid}/a/${aid}`);
  await journalFolders(ctx.db, [{ gid, prefix }]);
  try {
    const stored = await storeImageAt(ctx.storage, prefix, image);
    return {
      aid,
      prefix,
      row: {
        keyPrefix: prefix,
        originalKey: stored.keys.original,
        contentType: image.original.contentType,
        width: image.original.width,
        height: image.original.height,
        bytes: image.original.buffer.length,
        placeholder: image.placeholder,
      },
    };
  } catch (error) {
    await deleteStoredFolders(ctx, [prefix]);
    throw error;
  }
}

/** Removes the files of images stored for works whose rows were not written. */
export async function removeWorkImages(ctx: AppContext, images: readonly StoredWorkImage[]): Promise<void> {
  await deleteStoredFolders(
    ctx,
    images.map((image) => image.prefix),
  );
}

/** Rows per multi-row insert: a few hundred works keep each statement well under the parameter limit. */
export const IMPORT_BATCH_SIZE = 250;

/**
 * In the caller's transaction: the works with their inventory records (after the workspace's last
 * one, in order, each carrying `importId`) and their images' rows, in batches; `onBatch` is told
 * how many works are written so far. Availability is the artwork's default (available), as for a
 * work added by hand.
 */
export async function insertImportedWorks(
  tx: Database,
  input: {
    gid: string;
    createdBy: string;
    importId: string;
    works: readonly { aid: string; input: ArtworkInput }[];
    images: readonly StoredWorkImage[];
    onBatch?: (written: number) => void;
  },
): Promise<void> {
  let idx = await repo.nextItemIdx(tx, input.gid);
  for (let start = 0; start < input.works.length; start += IMPORT_BATCH_SIZE) {
    const batch = input.works.slice(start, start + IMPORT_BATCH_SIZE);
    await repo.insertWorks(
      tx,
      batch.map((work) => ({
        aid: work.aid,
        gid: input.gid,
        createdBy: input.createdBy,
        idx: idx++,
        input: work.input,
        importId: input.importId,
      })),
    );
    input.onBatch?.(start + batch.length);
  }
  for (let start = 0; start < input.images.length; start += IMPORT_BATCH_SIZE) {
    const batch = input.images.slice(start, start + IMPORT_BATCH_SIZE);
    await repo.insertImages(
      tx,
      batch.map((image) => ({
        ...image.row,
        id: newId(),
        galleryId: input.gid,
        artworkId: image.aid,
        idx: 0,
        isPrimary: true,
      })),
    );
    // Same transaction as the rows: the folders are owned from the commit on, never before.
    await settleFolders(
      tx,
      batch.map((image) => ({ gid: input.gid, prefix: image.prefix })),
    );
  }
}
