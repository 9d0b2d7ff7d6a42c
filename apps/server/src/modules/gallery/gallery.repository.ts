import { artworkOpenToMembers } from '../../db/member-visibility.js';
import type { ArtistInput, ParsedBody, updateGallerySettingRoute } from '@vernissage/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { StoredPicture } from '../../db/schema/columns.js';
import { artists, artworks, galleries } from '../../db/schema/index.js';

export type ArtistRow = typeof artists.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type { StoredPicture };

// ——— gallery settings ———

export function findGallery(db: Database, gid: string): Promise<GalleryRow | undefined> {
  return db.query.galleries.findFirst({ where: eq(galleries.id, gid) });
}

/** The gallery's logo, its row locked until the transaction ends (undefined: no such gallery). */
export async function lockGalleryLogo(db: Database, gid: string) {
  const [row] = await db.select({ logo: galleries.logo }).from(galleries).where(eq(galleries.id, gid)).for('update');
  return row;
}

export async function updateGallery(
  db: Database,
  gid: string,
  values: ParsedBody<typeof updateGallerySettingRoute> & { logo?: StoredPicture },
): Promise<GalleryRow | undefined> {
  const [row] = await db.update(galleries).set(values).where(eq(galleries.id, gid)).returning();
  return row;
}

// ——— artists ———

/**
 * How many live works each of these artists has: for a member (`hideClosed`), only the works
 * whose record and folder are open to members, as their lists show.
 */
export async function artworkCounts(
  db: Database,
  ids: string[],
  { hideClosed }: { hideClosed: boolean },
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ artistId: artworks.artistId, count: sql<number>`count(*)::int` })
    .from(artworks)
    .where(
      and(
        inArray(artworks.artistId, ids),
        isNull(artworks.deletedAt),
        hideClosed ? artworkOpenToMembers(artworks.id) : undefined,
      ),
    )
    .groupBy(artworks.artistId);
  return new Map(rows.map((row) => [row.artistId!, row.count]));
}

/** A workspace's live artists by name. */
export function artistsOf(db: Database, gid: string): Promise<ArtistRow[]> {
  return db.query.artists.findMany({
    where: and(eq(artists.galleryId, gid), isNull(artists.deletedAt)),
    orderBy: (table, { asc }) => [asc(table.name), asc(table.id)],
  });
}

export function findArtist(db: Database, artistid: string): Promise<ArtistRow | undefined> {
  return db.query.artists.findFirst({ where: and(eq(artists.id, artistid), isNull(artists.deletedAt)) });
}

/** The workspace's live artists among the ids given (others' ids simply do not match). */
export function artistsIn(db: Database, gid: string, artistids: string[]): Promise<ArtistRow[]> {
  return db.query.artists.findMany({
    where: and(eq(artists.galleryId, gid), inArray(artists.id, artistids), isNull(artists.deletedAt)),
  });
}

export async function insertArtist(
  db: Database,
  values: ArtistInput & { id: string; galleryId: string; photo: StoredPicture | null },
): Promise<ArtistRow> {
  const [row] = await db.insert(artists).values(values).returning();
  return row!;
}

/** A live artist's photo, its row locked until the transaction ends (undefined: no such artist). */
export async function lockArtistPhoto(db: Database, artistid: string) {
  const [row] = await db
    .select({ photo: artists.photo })
    .from(artists)
    .where(and(eq(artists.id, artistid), isNull(artists.deletedAt)))
    .for('update');
  return row;
}

export async function updateArtist(
  db: Database,
  artistid: string,
  values: Partial<ArtistInput> & { photo?: StoredPicture },
): Promise<void> {
  await db.update(artists).set(values).where(eq(artists.id, artistid));
}

/**
 * Deletes live artists (their rows stay, marked deleted and without a photo); their works stay,
 * without an artist. Returns the photos the rows let go of.
 */
export async function deleteArtists(db: Database, artistids: string[]): Promise<StoredPicture[]> {
  const live = and(inArray(artists.id, artistids), isNull(artists.deletedAt));
  const gone = await db.select({ photo: artists.photo }).from(artists).where(live).for('update');
  await db.update(artworks).set({ artistId: null }).where(inArray(artworks.artistId, artistids));
  await db.update(artists).set({ deletedAt: new Date(), photo: null }).where(live);
  return gone.flatMap((row) => (row.photo ? [row.photo] : []));
}
