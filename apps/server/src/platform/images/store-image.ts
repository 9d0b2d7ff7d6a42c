import { randomUUID } from 'node:crypto';
import type { DerivativeName } from '@vernissage/shared';
import { IMMUTABLE_CACHE_CONTROL } from '../storage/file-routes.js';
import { assertStorageKey, assertStoragePrefix, type FileStorage } from '../storage/file-storage.js';
import type { IngestedImage, OriginalFormat } from './ingest-image.js';

export type StoredImageKeys = { original: string } & Record<DerivativeName, string>;

export interface StoredImage {
  /** The folder of this upload alone (`<keyPrefix>/<upload id>/`): `deleteStoredImage` removes it. */
  prefix: string;
  keys: StoredImageKeys;
}

const EXTENSIONS: Record<OriginalFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/**
 * A folder for one new upload, `<keyPrefix>/<upload id>/`: every key in it is new, so its files can
 * be cached forever. Known before anything is written, so it can be journaled first.
 */
export function newUploadPrefix(keyPrefix: string): string {
  return `${assertStorageKey(keyPrefix)}/${randomUUID()}/`;
}

/**
 * Writes the original and the derivatives under `<keyPrefix>/<new upload id>/`. If any write
 * fails, everything under that folder is removed before the error is thrown: a failed upload
 * leaves no file behind.
 */
export async function storeImage(storage: FileStorage, keyPrefix: string, image: IngestedImage): Promise<StoredImage> {
  return storeImageAt(storage, newUploadPrefix(keyPrefix), image);
}

/**
 * Writes an image into a folder from `newUploadPrefix`, as `storeImage` does. The original is
 * `original.<ext>`, a name the file routes serve only to those allowed to see originals.
 */
export async function storeImageAt(storage: FileStorage, prefix: string, image: IngestedImage): Promise<StoredImage> {
  assertStoragePrefix(prefix);
  const keys: StoredImageKeys = {
    original: `${prefix}original.${EXTENSIONS[image.original.format]}`,
    thumbnail: `${prefix}thumbnail.webp`,
    medium: `${prefix}medium.webp`,
    large: `${prefix}large.webp`,
  };
  const files = [
    { key: keys.original, file: image.original },
    ...(['thumbnail', 'medium', 'large'] as const).map((name) => ({ key: keys[name], file: image.derivatives[name] })),
  ];
  const results = await Promise.allSettled(
    files.map(({ key, file }) =>
      storage.put(key, file.buffer, { contentType: file.contentType, cacheControl: IMMUTABLE_CACHE_CONTROL }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    // The whole folder, not just the writes that answered: one that timed out may still have landed.
    try {
      await storage.deleteMany({ prefix });
    } catch (cleanupError) {
      throw new AggregateError(
        [failure.reason, cleanupError],
        `Storing an image failed, and so did removing its files under ${prefix}`,
      );
    }
    throw failure.reason;
  }
  return { prefix, keys };
}

/** Removes every file of a stored image (when its row is not written, or is deleted). */
export async function deleteStoredImage(storage: FileStorage, stored: Pick<StoredImage, 'prefix'>): Promise<void> {
  await storage.deleteMany({ prefix: stored.prefix });
}
