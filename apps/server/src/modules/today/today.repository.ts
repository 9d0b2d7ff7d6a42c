import { ArtworkState } from '@vernissage/shared';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworkOpenToMembers, openToMembers } from '../../db/member-visibility.js';
import {
  artworks,
  fairAccess,
  fairParticipants,
  fairs,
  folders,
  inventoryItems,
  roomVisits,
  shares,
  viewingRoomLinks,
  viewingRooms,
} from '../../db/schema/index.js';

export type ShareRow = typeof shares.$inferSelect;

/** Whose home is read: the workspace, and whether what is closed to members is left out. */
export interface TodayScope {
  gid: string;
  hideClosed: boolean;
}

/** Offers that count as sold: confirmed, sold out or done. */
const SOLD_STATES = [ArtworkState.confirmed, ArtworkState.soldout, ArtworkState.done];

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 24 * 3600 * 1000);

/** The workspace's offers of live works, open to the caller when she is a plain member. */
function sharesOf(scope: TodayScope, ...conditions: (SQL | undefined)[]) {
  return and(
    eq(shares.galleryId, scope.gid),
    isNull(artworks.deletedAt),
    scope.hideClosed ? artworkOpenToMembers(shares.artworkId) : undefined,
    ...conditions,
  );
}

/** A share with the levels its work's record and folder set for members (what `canAct` is judged by). */
export interface ShareWithLevels {
  share: ShareRow;
  itemLevel: number | null;
  folderLevel: number | null;
}

/**
 * Offers of the workspace matching `where`, with the record's and folder's access levels read in
 * the same query, so that the caller's access to each is judged without a query per offer.
 */
function sharesWithLevels(db: Database, where: SQL | undefined) {
  return db
    .select({ share: shares, itemLevel: inventoryItems.accessLevel, folderLevel: folders.accessLevel })
    .from(shares)
    .innerJoin(artworks, eq(artworks.id, shares.artworkId))
    .leftJoin(inventoryItems, eq(inventoryItems.artworkId, shares.artworkId))
    .leftJoin(folders, and(eq(folders.id, inventoryItems.folderId), eq(folders.galleryId, inventoryItems.galleryId)))
    .where(where);
}

/** The lists of the home: purchases to confirm (oldest first), running holds (soonest to end first), recent sales. */
export async function todayShares(
  db: Database,
  scope: TodayScope,
  limits: { list: number; recentSales: number; recentDays: number },
  now = new Date(),
): Promise<{ purchases: ShareWithLevels[]; holds: ShareWithLevels[]; recentSales: ShareWithLevels[] }> {
  const [purchases, holds, recentSales] = await Promise.all([
    sharesWithLevels(db, sharesOf(scope, eq(shares.state, ArtworkState.waiting)))
      .orderBy(asc(shares.updatedAt), asc(shares.id))
      .limit(limits.list),
    sharesWithLevels(db, sharesOf(scope, eq(shares.state, ArtworkState.holding), gt(shares.holdExpiresAt, now)))
      .orderBy(asc(shares.holdExpiresAt), asc(shares.id))
      .limit(limits.list),
    sharesWithLevels(
      db,
      sharesOf(scope, inArray(shares.state, SOLD_STATES), gt(shares.updatedAt, daysAgo(limits.recentDays, now))),
    )
      .orderBy(desc(shares.updatedAt), asc(shares.id))
      .limit(limits.recentSales),
  ]);
  return { purchases, holds, recentSales };
}

/** How many works of the live inventory are available, on hold and waiting for confirmation. */
export async function inventoryFigures(db: Database, scope: TodayScope) {
  const countOf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      available: countOf(inArray(artworks.state, [ArtworkState.ready, ArtworkState.shared])),
      onHold: countOf(eq(artworks.state, ArtworkState.holding)),
      waiting: countOf(eq(artworks.state, ArtworkState.waiting)),
    })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(
      and(
        eq(inventoryItems.galleryId, scope.gid),
        isNull(inventoryItems.deletedAt),
        isNull(artworks.deletedAt),
        scope.hideClosed ? openToMembers() : undefined,
      ),
    );
  return row ?? { available: 0, onHold: 0, waiting: 0 };
}

/**
 * Per currency: the offers sold in the last `recentDays` days, and the sum of the prices of the
 * running holds (null when none has a price). One query for both figures.
 */
export function shareFigures(db: Database, scope: TodayScope, recentDays: number, now = new Date()) {
  const holding = and(eq(shares.state, ArtworkState.holding), gt(shares.holdExpiresAt, now))!;
  const sold = and(inArray(shares.state, SOLD_STATES), gt(shares.updatedAt, daysAgo(recentDays, now)))!;
  return db
    .select({
      currency: shares.currency,
      sold: sql<number>`(count(*) filter (where ${sold}))::int`,
      // As text: a sum of numerics is exact in the database, and JavaScript reads it as it is.
      valueOnHold: sql<string | null>`(sum(${shares.shareprice}) filter (where ${holding}))::text`,
    })
    .from(shares)
    .innerJoin(artworks, eq(artworks.id, shares.artworkId))
    .where(sharesOf(scope, or(holding, sold)))
    .groupBy(shares.currency)
    .orderBy(asc(shares.currency));
}

/**
 * The workspace's viewing rooms opened since `since`, the latest first, with the recipient link
 * they were opened through (null for the room's own path, or a link removed since).
 */
export function roomOpens(db: Database, gid: string, since: Date, limit: number) {
  return db
    .select({
      shareid: viewingRooms.id,
      roomTitle: viewingRooms.title,
      roomTitleEn: viewingRooms.titleEn,
      linkName: viewingRoomLinks.name,
      openedAt: roomVisits.openedAt,
    })
    .from(roomVisits)
    .innerJoin(viewingRooms, eq(viewingRooms.id, roomVisits.roomId))
    .leftJoin(viewingRoomLinks, eq(viewingRoomLinks.id, roomVisits.linkId))
    .where(and(eq(roomVisits.galleryId, gid), eq(viewingRooms.galleryId, gid), gt(roomVisits.openedAt, since)))
    .orderBy(desc(roomVisits.openedAt), asc(roomVisits.id))
    .limit(limit);
}

/**
 * The fairs the workspace organises — its own and those it co-organises by an `organiser` grant
 * (as fair.repository's `fairsOrganisedBy` reads them) — with how many exhibitors applied and were
 * accepted: those not over by `today` first, the next to start first; then past ones, the latest first.
 */
export function organisedFairs(db: Database, gid: string, today: string, limit: number) {
  const coOrganised = db
    .select({ id: fairAccess.fairId })
    .from(fairAccess)
    .where(and(eq(fairAccess.galleryId, gid), eq(fairAccess.level, 'organiser')));
  const countOf = (status: string) =>
    sql<number>`(count(${fairParticipants.id}) filter (where ${fairParticipants.status} = ${status}))::int`;
  const notOver = sql`${fairs.endDate} >= ${today}::date`;
  return db
    .select({
      fair: fairs,
      applied: countOf('applied'),
      accepted: countOf('accepted'),
    })
    .from(fairs)
    .leftJoin(fairParticipants, eq(fairParticipants.fairId, fairs.id))
    .where(or(eq(fairs.galleryId, gid), inArray(fairs.id, coOrganised)))
    .groupBy(fairs.id)
    .orderBy(
      desc(notOver),
      sql`case when ${notOver} then ${fairs.startDate} end asc`,
      desc(fairs.startDate),
      asc(fairs.id),
    )
    .limit(limit);
}
