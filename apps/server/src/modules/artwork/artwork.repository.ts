import { canManageWorkspace, pageWindow, WORKSPACE_ROLES, type ArtworkInput, type PageQuery } from '@vernissage/shared';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworkOpenToMembers } from '../../db/member-visibility.js';
import {
  artists,
  artworkImages,
  artworkLikes,
  artworks,
  exhibitionImages,
  galleries,
  inventoryItems,
} from '../../db/schema/index.js';
import type { JournalEntry } from '../../platform/storage/storage-journal.js';
import { newId } from '../../platform/ids.js';

export type ArtworkRow = typeof artworks.$inferSelect;
export type ArtworkImageRow = typeof artworkImages.$inferSelect;
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

/** An artwork with what its presentation needs: images, artist name, likes. */
export interface ArtworkRecord {
  artwork: ArtworkRow;
  images: ArtworkImageRow[];
  artistName: string | null;
  artistNameEn: string | null;
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
      ? db
          .select({ id: artists.id, name: artists.name, nameEn: artists.nameEn })
          .from(artists)
          .where(inArray(artists.id, artistIds))
      : Promise.resolve([]),
    db
      .select({ artworkId: artworkLikes.artworkId, count: sql<number>`count(*)::int` })
      .from(artworkLikes)
      .where(inArray(artworkLikes.artworkId, ids))
      .groupBy(artworkLikes.artworkId),
  ]);
  const artistOf = new Map(names.map((row) => [row.id, row]));
  const likesOf = new Map(likes.map((row) => [row.artworkId, row.count]));
  return rows.map((artwork) => {
    const artist = artwork.artistId ? artistOf.get(artwork.artistId) : undefined;
    return {
      artwork,
      images: images.filter((image) => image.artworkId === artwork.id),
      artistName: artist?.name ?? null,
      artistNameEn: artist?.nameEn ?? null,
      likes: likesOf.get(artwork.id) ?? 0,
    };
  });
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

/** A live artist of the workspace, for checking the artist an input names. */
export function findArtistIn(db: Database, gid: string, artistid: string) {
  return db.query.artists.findFirst({
    where: and(eq(artists.id, artistid), eq(artists.galleryId, gid), isNull(artists.deletedAt)),
  });
}

// ——— writing works ———

/**
 * The artwork columns an input sets; fields it leaves out are not touched. Never its state:
 * availability changes only through modules/availability.
 */
function artworkColumns(
  input: Partial<ArtworkInput>,
): Partial<Omit<typeof artworks.$inferInsert, 'state' | 'baseState'>> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.titleEn !== undefined && { titleEn: input.titleEn }),
    ...(input.artistid !== undefined && { artistId: input.artistid }),
    ...(input.series !== undefined && { series: input.series }),
    ...(input.dateText !== undefined && { dateText: input.dateText }),
    ...(input.year !== undefined && { year: input.year }),
    ...(input.medium && { mediumType: input.medium.type ?? null, mediumText: input.medium.text ?? null }),
    ...(input.dimensions && {
      height: input.dimensions.height ?? null,
      width: input.dimensions.width ?? null,
      depth: input.dimensions.depth ?? null,
      dimensionUnit: input.dimensions.unit,
      framed: input.dimensions.framed,
      dimensionText: input.dimensions.text ?? null,
    }),
    ...(input.edition && {
      editionType: input.edition.type,
      editionSize: input.edition.type === 'unique' ? null : (input.edition.size ?? null),
      artistProofs: input.edition.artistProofs ?? null,
    }),
    ...(input.price && {
      priceAmount: input.price.amount ?? null,
      priceCurrency: input.price.currency,
      priceDisplay: input.price.display,
    }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.descriptionEn !== undefined && { descriptionEn: input.descriptionEn }),
    ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
    ...(input.published !== undefined && { published: input.published }),
  };
}

function itemColumns(input: Partial<ArtworkInput>): Partial<typeof inventoryItems.$inferInsert> {
  return {
    ...(input.stockNumber !== undefined && { stockNumber: input.stockNumber }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.privateNotes !== undefined && { privateNotes: input.privateNotes }),
    ...(input.fid !== undefined && { folderId: input.fid }),
    ...(input.accessLevel !== undefined && { accessLevel: input.accessLevel }),
  };
}

/** The position after the workspace's last record. */
export async function nextItemIdx(db: Database, gid: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${inventoryItems.idx}), -1)::int + 1` })
    .from(inventoryItems)
    .where(eq(inventoryItems.galleryId, gid));
  return row?.next ?? 0;
}

/** A new work and its inventory record at position `idx`. */
export async function insertWork(
  db: Database,
  work: { aid: string; gid: string; createdBy: string; idx: number; input: ArtworkInput },
): Promise<void> {
  await db.insert(artworks).values({
    id: work.aid,
    galleryId: work.gid,
    createdBy: work.createdBy,
    title: work.input.title,
    ...artworkColumns(work.input),
  });
  await db
    .insert(inventoryItems)
    .values({ id: newId(), galleryId: work.gid, artworkId: work.aid, idx: work.idx, ...itemColumns(work.input) });
}

/**
 * Many new works and their records at once (a spreadsheet import, ADR 044): the rows `insertWork`
 * writes, in two multi-row inserts, each record carrying the import that made it.
 */
export async function insertWorks(
  db: Database,
  works: readonly { aid: string; gid: string; createdBy: string; idx: number; input: ArtworkInput; importId: string }[],
): Promise<void> {
  if (works.length === 0) return;
  await db.insert(artworks).values(
    works.map((work) => ({
      id: work.aid,
      galleryId: work.gid,
      createdBy: work.createdBy,
      title: work.input.title,
      ...artworkColumns(work.input),
    })),
  );
  await db.insert(inventoryItems).values(
    works.map((work) => ({
      id: newId(),
      galleryId: work.gid,
      artworkId: work.aid,
      idx: work.idx,
      importId: work.importId,
      ...itemColumns(work.input),
    })),
  );
}

/** Writes the fields a patch sets to the work and (when it has one) its record. */
export async function updateWorkRows(
  db: Database,
  aid: string,
  iid: string | undefined,
  patch: Partial<ArtworkInput>,
): Promise<void> {
  const columns = artworkColumns(patch);
  if (Object.keys(columns).length > 0) await db.update(artworks).set(columns).where(eq(artworks.id, aid));
  const itemPatch = itemColumns(patch);
  if (iid && Object.keys(itemPatch).length > 0)
    await db.update(inventoryItems).set(itemPatch).where(eq(inventoryItems.id, iid));
}

// ——— lists of works ———

/** Roles whose view of the inventory no member level narrows (`accessOf`), as an SQL list. */
const MANAGER_ROLES = sql`(${sql.join(
  WORKSPACE_ROLES.filter(canManageWorkspace).map((role) => sql`${role}`),
  sql`, `,
)})`;

/** A page of artworks matching `where`, newest first, with the total. */
async function artworksWhere(db: Database, where: SQL | undefined, query: PageQuery) {
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(artworks).where(where).orderBy(desc(artworks.createdAt), artworks.id).limit(limit).offset(offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(artworks)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Works a user added, across workspaces they are still in and may see them, newest first. */
export function artworksAddedBy(db: Database, uid: string, query: PageQuery) {
  const mine = and(
    eq(artworks.createdBy, uid),
    isNull(artworks.deletedAt),
    sql`exists (select 1 from gallery_members m where m.gallery_id = artworks.gallery_id and m.user_id = ${uid} and (m.role in ${MANAGER_ROLES} or ${artworkOpenToMembers(artworks.id)}))`,
  );
  return artworksWhere(db, mine, query);
}

/** Published works, newest first. */
export function publishedArtworks(db: Database, query: PageQuery) {
  return artworksWhere(db, and(eq(artworks.published, true), isNull(artworks.deletedAt)), query);
}

/** Published works a user liked, the latest like first. */
export async function artworksLikedBy(db: Database, uid: string, query: PageQuery) {
  const liked = and(eq(artworkLikes.userId, uid), isNull(artworks.deletedAt), eq(artworks.published, true));
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select({ artwork: artworks })
      .from(artworkLikes)
      .innerJoin(artworks, eq(artworks.id, artworkLikes.artworkId))
      .where(liked)
      .orderBy(desc(artworkLikes.createdAt), artworks.id)
      .limit(limit)
      .offset(offset),
    db.$count(
      artworkLikes,
      and(
        eq(artworkLikes.userId, uid),
        sql`exists (select 1 from artworks a where a.id = ${artworkLikes.artworkId} and a.deleted_at is null and a.published)`,
      ),
    ),
  ]);
  return { rows: rows.map((row) => row.artwork), total };
}

// ——— likes ———

/** Likes or unlikes a work; doing it again changes nothing. */
export async function setLike(db: Database, uid: string, aid: string, liked: boolean): Promise<void> {
  if (liked) {
    await db.insert(artworkLikes).values({ userId: uid, artworkId: aid }).onConflictDoNothing();
  } else {
    await db.delete(artworkLikes).where(and(eq(artworkLikes.userId, uid), eq(artworkLikes.artworkId, aid)));
  }
}

export async function likeCount(db: Database, aid: string): Promise<number> {
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(artworkLikes)
    .where(eq(artworkLikes.artworkId, aid));
  return count?.value ?? 0;
}

// ——— images ———

/** A work's images in their order. */
export function imagesOf(db: Database, aid: string): Promise<ArtworkImageRow[]> {
  return db.select().from(artworkImages).where(eq(artworkImages.artworkId, aid)).orderBy(asc(artworkImages.idx));
}

export async function imageCount(db: Database, aid: string): Promise<number> {
  return db.$count(artworkImages, eq(artworkImages.artworkId, aid));
}

export async function insertImages(db: Database, rows: (typeof artworkImages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(artworkImages).values(rows);
}

export async function deleteImages(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(artworkImages).where(inArray(artworkImages.id, ids));
}

export async function setImagePlace(db: Database, id: string, place: { idx: number; isPrimary: boolean }) {
  await db.update(artworkImages).set(place).where(eq(artworkImages.id, id));
}

/** The storage folders of these artworks' images. */
export function imageFoldersOf(db: Database, aids: string[]): Promise<JournalEntry[]> {
  if (aids.length === 0) return Promise.resolve([]);
  return db
    .select({ gid: artworkImages.galleryId, prefix: artworkImages.keyPrefix })
    .from(artworkImages)
    .where(inArray(artworkImages.artworkId, aids));
}

/** Whether a row owns a storage folder: an artwork image, a gallery logo, an artist's photo. */
export async function folderIsOwned(db: Database, { gid, prefix }: JournalEntry): Promise<boolean> {
  const [row] = await db
    .execute<{ owned: boolean }>(
      sql`
    select exists (
      select 1 from ${artworkImages} where ${artworkImages.galleryId} = ${gid} and ${artworkImages.keyPrefix} = ${prefix}
    ) or exists (
      select 1 from ${galleries} where ${galleries.id} = ${gid} and ${galleries.logo}->>'prefix' = ${prefix}
    ) or exists (
      select 1 from ${artists} where ${artists.galleryId} = ${gid} and ${artists.photo}->>'prefix' = ${prefix}
    ) or exists (
      select 1 from ${exhibitionImages} where ${exhibitionImages.galleryId} = ${gid} and ${exhibitionImages.keyPrefix} = ${prefix}
    ) as owned`,
    )
    .then((result) => result.rows);
  return row?.owned === true;
}
