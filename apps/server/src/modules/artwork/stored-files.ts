import { inArray } from 'drizzle-orm';
import { artworkImages } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/** Deletes stored upload folders after their rows are gone; a failure is logged, not thrown. */
export async function deleteStoredFolders(ctx: AppContext, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) {
    try {
      await ctx.storage.deleteMany({ prefix });
    } catch (error) {
      ctx.logger.warn({ err: error, prefix }, 'stored files could not be deleted');
    }
  }
}

/** The storage folders of every image of these artworks (for purging them). */
export async function imageFoldersOf(ctx: AppContext, aids: string[]): Promise<string[]> {
  if (aids.length === 0) return [];
  const rows = await ctx.db
    .select({ keyPrefix: artworkImages.keyPrefix })
    .from(artworkImages)
    .where(inArray(artworkImages.artworkId, aids));
  return rows.map((row) => row.keyPrefix);
}
