import type { RoomBeacon } from '@vernissage/shared';
import { and, asc, count, countDistinct, eq, lt, max, min, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roomVisits, roomWorkViews } from '../../db/schema/index.js';

/** Where a visit was counted: the room, and the recipient link (null: the room's own path). */
export interface RoomPlace {
  galleryId: string;
  roomId: string;
  linkId: string | null;
}

/**
 * Adds a beacon's seconds to its visit, opening the visit on its first beacon. A visit id is
 * the page's own, so one sent for another room, link or browser is not taken over: the row is
 * then left as it is and `null` answers.
 */
export async function addToVisit(tx: Database, place: RoomPlace, visitorHash: string, beacon: RoomBeacon) {
  const [visit] = await tx
    .insert(roomVisits)
    .values({ id: beacon.visit, ...place, visitorHash, seconds: beacon.seconds })
    .onConflictDoUpdate({
      target: roomVisits.id,
      set: { seconds: sql`${roomVisits.seconds} + excluded.seconds`, lastSeenAt: sql`now()` },
      setWhere: sql`${roomVisits.roomId} = excluded.room_id
        and ${roomVisits.linkId} is not distinct from excluded.link_id
        and ${roomVisits.visitorHash} = excluded.visitor_hash`,
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ opened: sql<boolean>`(xmax = 0)` });
  return visit ?? null;
}

/** Adds the seconds and opens of the works a beacon reports to its visit. */
export async function addWorkViews(tx: Database, visitId: string, works: RoomBeacon['works']) {
  if (works.length === 0) return;
  await tx
    .insert(roomWorkViews)
    .values(works.map((work) => ({ visitId, artworkId: work.aid, seconds: work.seconds, opens: work.opened ? 1 : 0 })))
    .onConflictDoUpdate({
      target: [roomWorkViews.visitId, roomWorkViews.artworkId],
      set: {
        seconds: sql`${roomWorkViews.seconds} + excluded.seconds`,
        opens: sql`${roomWorkViews.opens} + excluded.opens`,
      },
    });
}

/** How many visits a link (or the room's own path) has had. */
export async function countVisits(tx: Database, place: RoomPlace): Promise<number> {
  const [row] = await tx
    .select({ visits: count() })
    .from(roomVisits)
    .where(
      and(
        eq(roomVisits.roomId, place.roomId),
        place.linkId === null ? sql`${roomVisits.linkId} is null` : eq(roomVisits.linkId, place.linkId),
      ),
    );
  return row?.visits ?? 0;
}

const totals = {
  opens: count(),
  visitors: countDistinct(roomVisits.visitorHash),
  seconds: sql<number>`coalesce(sum(${roomVisits.seconds}), 0)::int`,
  firstOpenAt: min(roomVisits.openedAt),
  lastOpenAt: max(roomVisits.openedAt),
};

/** The room's visits summed: over the whole room, and per link. */
export function visitTotals(db: Database, galleryId: string, roomId: string) {
  const ofRoom = and(eq(roomVisits.galleryId, galleryId), eq(roomVisits.roomId, roomId));
  return Promise.all([
    db.select(totals).from(roomVisits).where(ofRoom),
    db
      .select({ linkId: roomVisits.linkId, ...totals })
      .from(roomVisits)
      .where(ofRoom)
      .groupBy(roomVisits.linkId)
      .orderBy(asc(min(roomVisits.openedAt))),
  ]);
}

/** Seconds and opens of each work of the room, per link. */
export function workViewTotals(db: Database, galleryId: string, roomId: string) {
  return db
    .select({
      linkId: roomVisits.linkId,
      aid: roomWorkViews.artworkId,
      seconds: sql<number>`${sum(roomWorkViews.seconds)}::int`,
      opens: sql<number>`${sum(roomWorkViews.opens)}::int`,
    })
    .from(roomWorkViews)
    .innerJoin(roomVisits, eq(roomVisits.id, roomWorkViews.visitId))
    .where(and(eq(roomVisits.galleryId, galleryId), eq(roomVisits.roomId, roomId)))
    .groupBy(roomVisits.linkId, roomWorkViews.artworkId);
}

/** Deletes visits opened before `cutoff`, with their work views. */
export async function deleteVisitsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db.delete(roomVisits).where(lt(roomVisits.openedAt, cutoff)).returning({ id: roomVisits.id });
  return deleted.length;
}
