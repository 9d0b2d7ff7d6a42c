import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artists, artworkImages, artworks, folders, galleries, inventoryItems } from '../../db/schema/index.js';

/** A work as a document prints it: its artwork, inventory record, artist's names and primary image. */
export type PrintedRow = Awaited<ReturnType<typeof printedRows>>[number];

/** What the letterhead needs of the workspace: names, logo and contact fields. */
export async function letterheadOf(db: Database, gid: string) {
  const [row] = await db
    .select({
      name: galleries.name,
      nameen: galleries.nameen,
      logo: galleries.logo,
      address: galleries.address,
      phone: galleries.phone,
      email: galleries.email,
      website: galleries.website,
    })
    .from(galleries)
    .where(eq(galleries.id, gid));
  return row;
}

/** Records of workspace `gid` that are live, their works too (joined as `artworks`). */
const liveRecordsOf = (gid: string) =>
  and(eq(inventoryItems.galleryId, gid), isNull(inventoryItems.deletedAt), isNull(artworks.deletedAt));

function printedRows(db: Database, gid: string, where: ReturnType<typeof and>) {
  return db
    .select({
      iid: inventoryItems.id,
      stockNumber: inventoryItems.stockNumber,
      artwork: artworks,
      artistName: artists.name,
      artistNameEn: artists.nameEn,
      imagePrefix: artworkImages.keyPrefix,
    })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(artworkImages, and(eq(artworkImages.artworkId, artworks.id), eq(artworkImages.isPrimary, true)))
    .where(and(liveRecordsOf(gid), where));
}

/** The live records `iids` of workspace `gid` (ids its access rule already picked), in the order of `iids`. */
export async function rowsOfItems(db: Database, gid: string, iids: readonly string[]): Promise<PrintedRow[]> {
  if (iids.length === 0) return [];
  const rows = await printedRows(db, gid, and(inArray(inventoryItems.id, [...iids])));
  const position = new Map(iids.map((iid, index) => [iid, index]));
  return rows.sort((a, b) => position.get(a.iid)! - position.get(b.iid)!);
}

/**
 * The records of the works `aids` still live in workspace `gid`'s inventory, in the order of
 * `aids` (others left out): their ids only, which the access rule then filters and `rowsOfItems`
 * reads once.
 */
export async function itemIdsOfArtworks(db: Database, gid: string, aids: readonly string[]): Promise<string[]> {
  if (aids.length === 0) return [];
  const rows = await db
    .select({ iid: inventoryItems.id, aid: artworks.id })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(and(liveRecordsOf(gid), inArray(artworks.id, [...aids])));
  const position = new Map(aids.map((aid, index) => [aid, index]));
  return rows.sort((a, b) => position.get(a.aid)! - position.get(b.aid)!).map((row) => row.iid);
}

/** A folder's name, for the heading of its price list. */
export async function folderNameOf(db: Database, gid: string, fid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: folders.name })
    .from(folders)
    .where(and(eq(folders.galleryId, gid), eq(folders.id, fid)));
  return row?.name;
}
