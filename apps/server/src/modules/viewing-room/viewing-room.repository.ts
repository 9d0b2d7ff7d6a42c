import { pageWindow, type PageQuery } from '@vernissage/shared';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  artworks,
  galleries,
  inventoryItems,
  viewingRoomLinks,
  viewingRooms,
  viewingRoomWorks,
} from '../../db/schema/index.js';

export type RoomRow = typeof viewingRooms.$inferSelect;
export type RoomLinkRow = typeof viewingRoomLinks.$inferSelect;
export type RoomWorkRow = typeof viewingRoomWorks.$inferSelect;
export type RoomArtworkRow = typeof artworks.$inferSelect;
export type RoomItemRow = Pick<typeof inventoryItems.$inferSelect, 'artworkId' | 'stockNumber' | 'location'>;

export function findRoom(db: Database, shareid: string): Promise<RoomRow | undefined> {
  return db.query.viewingRooms.findFirst({ where: eq(viewingRooms.id, shareid) });
}

/** A room by its general path, or by the path of one of its links (with that link). */
export async function findByPath(
  db: Database,
  path: string,
): Promise<{ room: RoomRow; link: RoomLinkRow | null } | undefined> {
  const room = await db.query.viewingRooms.findFirst({ where: eq(viewingRooms.path, path) });
  if (room) return { room, link: null };
  const [found] = await db
    .select({ room: viewingRooms, link: viewingRoomLinks })
    .from(viewingRoomLinks)
    .innerJoin(viewingRooms, eq(viewingRooms.id, viewingRoomLinks.roomId))
    .where(eq(viewingRoomLinks.path, path))
    .limit(1);
  return found;
}

export async function roomsOf(db: Database, gid: string | null, query: PageQuery) {
  const where = gid ? eq(viewingRooms.galleryId, gid) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(viewingRooms)
      .where(where)
      .orderBy(desc(viewingRooms.createdAt), asc(viewingRooms.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(viewingRooms).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertRoom(db: Database, row: typeof viewingRooms.$inferInsert): Promise<RoomRow> {
  const [inserted] = await db.insert(viewingRooms).values(row).returning();
  return inserted!;
}

export async function updateRoom(
  db: Database,
  shareid: string,
  patch: Partial<typeof viewingRooms.$inferInsert>,
): Promise<RoomRow> {
  const [updated] = await db.update(viewingRooms).set(patch).where(eq(viewingRooms.id, shareid)).returning();
  return updated!;
}

export async function deleteRoom(db: Database, shareid: string): Promise<void> {
  await db.delete(viewingRooms).where(eq(viewingRooms.id, shareid));
}

/** The works of rooms in their order, with their artworks (trashed works are left out). */
export async function worksOf(db: Database, roomIds: string[]) {
  if (roomIds.length === 0) return [];
  return db
    .select({ work: viewingRoomWorks, artwork: artworks })
    .from(viewingRoomWorks)
    .innerJoin(artworks, eq(artworks.id, viewingRoomWorks.artworkId))
    .where(and(inArray(viewingRoomWorks.roomId, roomIds), isNull(artworks.deletedAt)))
    .orderBy(asc(viewingRoomWorks.roomId), asc(viewingRoomWorks.idx));
}

/** The aids of a room's works (for its live stream). */
export async function workIdsOf(db: Database, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ aid: viewingRoomWorks.artworkId })
    .from(viewingRoomWorks)
    .where(eq(viewingRoomWorks.roomId, roomId));
  return rows.map((row) => row.aid);
}

export async function replaceWorks(
  db: Database,
  room: Pick<RoomRow, 'id' | 'galleryId'>,
  works: readonly { aid: string; price?: number | null }[],
): Promise<void> {
  await db.delete(viewingRoomWorks).where(eq(viewingRoomWorks.roomId, room.id));
  if (works.length === 0) return;
  await db.insert(viewingRoomWorks).values(
    works.map((work, idx) => ({
      roomId: room.id,
      galleryId: room.galleryId,
      artworkId: work.aid,
      idx,
      price: work.price ?? null,
    })),
  );
}

export function linksOf(db: Database, roomIds: string[]): Promise<RoomLinkRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(viewingRoomLinks)
    .where(inArray(viewingRoomLinks.roomId, roomIds))
    .orderBy(asc(viewingRoomLinks.idx), asc(viewingRoomLinks.createdAt));
}

export async function deleteLinks(db: Database, roomId: string): Promise<void> {
  await db.delete(viewingRoomLinks).where(eq(viewingRoomLinks.roomId, roomId));
}

export async function insertLinks(db: Database, rows: (typeof viewingRoomLinks.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(viewingRoomLinks).values(rows);
}

/** The inventory records (stock number, location) of artworks. */
export function itemsOf(db: Database, aids: string[]): Promise<RoomItemRow[]> {
  if (aids.length === 0) return Promise.resolve([]);
  return db
    .select({
      artworkId: inventoryItems.artworkId,
      stockNumber: inventoryItems.stockNumber,
      location: inventoryItems.location,
    })
    .from(inventoryItems)
    .where(inArray(inventoryItems.artworkId, aids));
}

export async function galleryNameOf(db: Database, gid: string): Promise<string> {
  const [row] = await db.select({ name: galleries.name }).from(galleries).where(eq(galleries.id, gid));
  return row?.name ?? '';
}
