import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artists, artworkImages, artworks, folders, inventoryItems } from '../../db/schema/index.js';

/** A work as the export writes it: its record, its artwork, and the names and image it points to. */
export type ExportRow = Awaited<ReturnType<typeof exportRowsOf>>[number];

/**
 * The records `iids` of workspace `gid` (ids the caller's filter already picked) with their
 * artwork, artist's names, folder's name and primary image, in the order of `iids`; one trashed
 * since it was picked is left out.
 */
export async function exportRowsOf(db: Database, gid: string, iids: readonly string[]) {
  if (iids.length === 0) return [];
  const rows = await db
    .select({
      item: inventoryItems,
      artwork: artworks,
      artistName: artists.name,
      artistNameEn: artists.nameEn,
      folderName: folders.name,
      originalKey: artworkImages.originalKey,
    })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(folders, eq(folders.id, inventoryItems.folderId))
    .leftJoin(artworkImages, and(eq(artworkImages.artworkId, artworks.id), eq(artworkImages.isPrimary, true)))
    .where(
      and(eq(inventoryItems.galleryId, gid), inArray(inventoryItems.id, [...iids]), isNull(inventoryItems.deletedAt)),
    );
  const position = new Map(iids.map((iid, index) => [iid, index]));
  return rows.sort((a, b) => position.get(a.item.id)! - position.get(b.item.id)!);
}
