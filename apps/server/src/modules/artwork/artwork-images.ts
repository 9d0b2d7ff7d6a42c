import { ErrorCode, IMAGES_PER_ARTWORK_MAX } from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { uploadBytes, type UploadedFile } from '../../platform/http/multipart.js';
import { ingestImage, type IngestedImage } from '../../platform/images/ingest-image.js';
import type { StoredImage } from '../../platform/images/store-image.js';
import { journalFolders, settleFolders } from '../../platform/storage/storage-journal.js';
import * as repo from './artwork.repository.js';

/** Checks and converts every upload before anything is written; one bad file refuses them all. */
export async function ingestUploads(ctx: AppContext, files: UploadedFile[]): Promise<IngestedImage[]> {
  const ingested: IngestedImage[] = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const file of files) ingested.push(await ingestImage(await uploadBytes(file), ctx.config.images));
  return ingested;
}

/** Rows for newly stored images, appended after the artwork's existing ones. */
export async function insertImageRows(
  db: Database,
  input: {
    gid: string;
    aid: string;
    images: IngestedImage[];
    stored: StoredImage[];
    startIdx: number;
    primaryFirst: boolean;
  },
) {
  if (input.images.length === 0) return;
  await repo.insertImages(
    db,
    input.images.map((image, index) => ({
      id: newId(),
      galleryId: input.gid,
      artworkId: input.aid,
      idx: input.startIdx + index,
      isPrimary: input.primaryFirst && index === 0,
      keyPrefix: input.stored[index]!.prefix,
      originalKey: input.stored[index]!.keys.original,
      contentType: image.original.contentType,
      width: image.original.width,
      height: image.original.height,
      bytes: image.original.buffer.length,
      placeholder: image.placeholder,
    })),
  );
  // Same transaction as the rows: the folders are owned from the commit on, never before.
  await settleFolders(
    db,
    input.stored.map((stored) => ({ gid: input.gid, prefix: stored.prefix })),
  );
}

/**
 * Applies removals, a new order and a new primary to an artwork's images; returns the storage
 * folders of removed images, journaled in the same transaction, to delete (`deleteStoredFolders`)
 * once it has committed.
 */
export async function rearrangeImages(
  db: Database,
  aid: string,
  changes: { removeImageIds?: string[]; imageOrder?: string[]; primaryImageId?: string },
): Promise<string[]> {
  const existing = await repo.imagesOf(db, aid);
  const known = new Set(existing.map((image) => image.id));
  const named = [
    ...(changes.removeImageIds ?? []),
    ...(changes.imageOrder ?? []),
    ...(changes.primaryImageId ? [changes.primaryImageId] : []),
  ];
  if (named.some((id) => !known.has(id)))
    throw new AppError(ErrorCode.notFound, 'An image named is not one of this work’s.');
  const removed = existing.filter((image) => changes.removeImageIds?.includes(image.id));
  await journalFolders(
    db,
    removed.map((image) => ({ gid: image.galleryId, prefix: image.keyPrefix })),
  );
  await repo.deleteImages(
    db,
    removed.map((image) => image.id),
  );
  const kept = existing.filter((image) => !removed.includes(image));
  const order = changes.imageOrder
    ? [
        ...changes.imageOrder.filter((id) => kept.some((image) => image.id === id)),
        ...kept.map((image) => image.id).filter((id) => !changes.imageOrder!.includes(id)),
      ]
    : kept.map((image) => image.id);
  const primary = changes.primaryImageId ?? kept.find((image) => image.isPrimary)?.id ?? order[0];
  for (const [idx, id] of order.entries()) {
    await repo.setImagePlace(db, id, { idx, isPrimary: id === primary });
  }
  return removed.map((image) => image.keyPrefix);
}

export function assertImageRoom(existing: number, adding: number) {
  if (existing + adding > IMAGES_PER_ARTWORK_MAX) {
    throw new AppError(ErrorCode.tooLarge, `A work has at most ${IMAGES_PER_ARTWORK_MAX} images.`);
  }
}
