import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artists, artworkImages, artworkLikes, artworks, galleries, inventoryItems } from '../../db/schema/index.js';

export type ArtworkRow = typeof artworks.$inferSelect;
export type ArtworkImageRow = typeof artworkImages.$inferSelect;
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

/** An artwork with what its presentation needs: images, artist name, likes. */
export interface ArtworkRecord {
  artwork: ArtworkRow;
  images: ArtworkImageRow[];
  artistName: string | null;
  likes: number;
}

export function findArtwork(db: Database, aid: string): Promise<ArtworkRow | undefined> {
  return db.query.artworks.findFirst({ where: and(eq(artworks.id, aid), isNull(artworks.deletedAt)) });
}

/** Live (not deleted) artworks by id, in no particular order. */
export function findArtworks(db: Database, aids: string[]): Promise<ArtworkRow[]> {
  if (aids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(artworks)
    .where(and(inArray(artworks.id, aids), isNull(artworks.deletedAt)));
}

/** Loads the records of many artworks at once, in the order of the ids given. */
export async function loadArtworkRecords(db: Database, rows: ArtworkRow[]): Promise<ArtworkRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const artistIds = [...new Set(rows.map((row) => row.artistId).filter((value): value is string => value !== null))];
  const [images, names, likes] = await Promise.all([
    db.select().from(artworkImages).where(inArray(artworkImages.artworkId, ids)).orderBy(asc(artworkImages.idx)),
    artistIds.length > 0
      ? db.select({ id: artists.id, name: artists.name }).from(artists).where(inArray(artists.id, artistIds))
      : Promise.resolve([]),
    db
      .select({ artworkId: artworkLikes.artworkId, count: sql<number>`count(*)::int` })
      .from(artworkLikes)
      .where(inArray(artworkLikes.artworkId, ids))
      .groupBy(artworkLikes.artworkId),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const likesOf = new Map(likes.map((row) => [row.artworkId, row.count]));
  return rows.map((artwork) => ({
    artwork,
    images: images.filter((image) => image.artworkId === artwork.id),
    artistName: artwork.artistId ? (nameOf.get(artwork.artistId) ?? null) : null,
    likes: likesOf.get(artwork.id) ?? 0,
  }));
}

export async function loadArtworkRecord(db: Database, aid: string): Promise<ArtworkRecord | null> {
  const row = await findArtwork(db, aid);
  if (!row) return null;
  const [record] = await loadArtworkRecords(db, [row]);
  return record ?? null;
}

export function findItemOfArtwork(db: Database, aid: string): Promise<InventoryItemRow | undefined> {
  return db.query.inventoryItems.findFirst({ where: eq(inventoryItems.artworkId, aid) });
}

/** The names of the workspaces given, by id, in one query. */
export async function galleryNames(db: Database, gids: readonly string[]): Promise<Map<string, string>> {
  if (gids.length === 0) return new Map();
  const rows = await db
    .select({ id: galleries.id, name: galleries.name })
    .from(galleries)
    .where(inArray(galleries.id, [...gids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
