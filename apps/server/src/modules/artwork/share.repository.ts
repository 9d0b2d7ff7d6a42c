import { ArtworkState, COMMITTED_SHARE_STATES, effectiveArtworkState } from '@vernissage/shared';
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworks, shares, shareWaitlist, users } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { artworkOpenToMembers } from '../inventory/inventory.repository.js';

export type ShareRow = typeof shares.$inferSelect;

export function findShare(db: Database, sid: string): Promise<ShareRow | undefined> {
  return db.query.shares.findFirst({ where: eq(shares.id, sid) });
}

/** The offer of an artwork made to a user by `shareuid` (offers made by e-mail are apart). */
export function findShareOf(db: Database, aid: string, uid: string): Promise<ShareRow | undefined> {
  return db.query.shares.findFirst({
    where: and(eq(shares.artworkId, aid), eq(shares.shareuid, uid), isNull(shares.email)),
  });
}

/** The offer of an artwork made to an e-mail address, whether or not someone has claimed it. */
export function findShareByEmail(db: Database, aid: string, email: string): Promise<ShareRow | undefined> {
  return db.query.shares.findFirst({ where: and(eq(shares.artworkId, aid), eq(shares.email, email)) });
}

/**
 * Gives the offers waiting for an address to the user who has verified it; the conditional
 * update lets each offer be claimed once.
 */
export async function claimOffers(db: Database, uid: string, email: string): Promise<number> {
  const claimed = await db
    .update(shares)
    .set({ shareuid: uid })
    .where(and(eq(shares.email, email), isNull(shares.shareuid)))
    .returning({ id: shares.id });
  return claimed.length;
}

/**
 * Takes the artwork's row lock for the rest of the transaction: every change of a share of
 * this artwork goes through here, so exclusivity checks and updates cannot interleave.
 */
export async function lockArtwork(tx: Database, aid: string) {
  const result = await tx.execute<{ id: string; base_state: number; gallery_id: string }>(
    sql`select id, base_state, gallery_id from ${artworks} where id = ${aid} and deleted_at is null for update`,
  );
  return result.rows[0] ?? null;
}

/** Releases holds past their expiry (all, or one artwork's); returns the shares released. */
export async function releaseExpiredHolds(db: Database, aid?: string): Promise<ShareRow[]> {
  return db
    .update(shares)
    .set({ state: ArtworkState.ready, holdExpiresAt: null })
    .where(
      and(
        eq(shares.state, ArtworkState.holding),
        lte(shares.holdExpiresAt, new Date()),
        aid ? eq(shares.artworkId, aid) : undefined,
      ),
    )
    .returning();
}

/** Other shares of the artwork that have taken it off the market. */
export function committedSharesOf(db: Database, aid: string, exceptSid: string) {
  return db
    .select({ id: shares.id, state: shares.state })
    .from(shares)
    .where(
      and(eq(shares.artworkId, aid), ne(shares.id, exceptSid), inArray(shares.state, [...COMMITTED_SHARE_STATES])),
    );
}

export async function updateShare(
  db: Database,
  sid: string,
  patch: Partial<typeof shares.$inferInsert>,
): Promise<ShareRow> {
  const [row] = await db.update(shares).set(patch).where(eq(shares.id, sid)).returning();
  return row!;
}

export async function insertShare(db: Database, values: Omit<typeof shares.$inferInsert, 'id'>): Promise<ShareRow> {
  const [row] = await db
    .insert(shares)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

/** Recomputes and stores the artwork's effective state from its base state and its shares. */
export async function refreshArtworkState(db: Database, aid: string): Promise<number> {
  const [artwork] = await db.select({ baseState: artworks.baseState }).from(artworks).where(eq(artworks.id, aid));
  const states = await db.select({ state: shares.state }).from(shares).where(eq(shares.artworkId, aid));
  const state = effectiveArtworkState(
    artwork?.baseState ?? ArtworkState.ready,
    states.map((row) => row.state),
  );
  await db.update(artworks).set({ state }).where(eq(artworks.id, aid));
  return state;
}

export function recipientsOf(db: Database, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db.select({ uid: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, uids));
}

/** Shares offered to a user that are live and whose offer time has come, newest first. */
export function sharesFor(db: Database, uid: string) {
  return db
    .select()
    .from(shares)
    .innerJoin(artworks, eq(artworks.id, shares.artworkId))
    .where(
      and(
        eq(shares.shareuid, uid),
        ne(shares.state, ArtworkState.cancel),
        lte(shares.shareat, new Date()),
        isNull(artworks.deletedAt),
      ),
    )
    .orderBy(desc(shares.updatedAt), asc(shares.id));
}

export async function sharesOfWorkspace(
  db: Database,
  gid: string,
  filter: { aid?: string; state?: number; page: number; size: number; hideClosed: boolean },
) {
  const where = and(
    eq(shares.galleryId, gid),
    filter.hideClosed ? artworkOpenToMembers(shares.artworkId) : undefined,
    filter.aid ? eq(shares.artworkId, filter.aid) : undefined,
    filter.state !== undefined ? eq(shares.state, filter.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shares)
      .where(where)
      .orderBy(desc(shares.updatedAt), asc(shares.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(shares)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ——— waitlist ———

export async function joinWaitlist(db: Database, share: ShareRow, uid: string): Promise<void> {
  await db
    .insert(shareWaitlist)
    .values({
      id: newId(),
      galleryId: share.galleryId,
      artworkId: share.artworkId,
      shareId: share.id,
      userId: uid,
    })
    .onConflictDoNothing();
}

export async function leaveWaitlist(db: Database, aid: string, uid: string): Promise<void> {
  await db.delete(shareWaitlist).where(and(eq(shareWaitlist.artworkId, aid), eq(shareWaitlist.userId, uid)));
}

/** Each user's 1-based place in the queue of the artworks given. */
export async function waitlistPositions(db: Database, aids: string[]): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  if (aids.length === 0) return positions;
  const rows = await db
    .select({ artworkId: shareWaitlist.artworkId, userId: shareWaitlist.userId })
    .from(shareWaitlist)
    .where(inArray(shareWaitlist.artworkId, aids))
    .orderBy(asc(shareWaitlist.createdAt), asc(shareWaitlist.id));
  const counters = new Map<string, number>();
  for (const row of rows) {
    const place = (counters.get(row.artworkId) ?? 0) + 1;
    counters.set(row.artworkId, place);
    positions.set(`${row.artworkId}|${row.userId}`, place);
  }
  return positions;
}

/**
 * Claims the next person in the artwork's queue whose offer is still open, marking them
 * offered; null when nobody waits. The conditional update makes a claim happen once.
 */
export async function claimNextInWaitlist(db: Database, aid: string) {
  const candidates = await db
    .select({ entry: shareWaitlist, shareState: shares.state })
    .from(shareWaitlist)
    .innerJoin(shares, eq(shares.id, shareWaitlist.shareId))
    .where(and(eq(shareWaitlist.artworkId, aid), isNull(shareWaitlist.offeredAt)))
    .orderBy(asc(shareWaitlist.createdAt), asc(shareWaitlist.id));
  for (const { entry, shareState } of candidates) {
    if (shareState !== ArtworkState.shared) continue;
    const claimed = await db
      .update(shareWaitlist)
      .set({ offeredAt: new Date() })
      .where(and(eq(shareWaitlist.id, entry.id), isNull(shareWaitlist.offeredAt)))
      .returning();
    if (claimed.length === 1) return entry;
  }
  return null;
}
