import { ArtworkState, pageWindow, type ParsedQuery, type workspaceSharesRoute } from '@vernissage/shared';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworks, galleryMembers, shares, shareWaitlist, users } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { mailTo, type Recipient } from '../../platform/mail/recipient.js';
import { artworkOpenToMembers } from '../../db/member-visibility.js';

export type ShareRow = typeof shares.$inferSelect;

export function findShare(db: Database, sid: string): Promise<ShareRow | undefined> {
  return db.query.shares.findFirst({ where: eq(shares.id, sid) });
}

/** Whether a user has a live (not cancelled) offer of the work. */
export async function hasOfferFor(db: Database, aid: string, uid: string): Promise<boolean> {
  const offer = await db.query.shares.findFirst({
    columns: { id: true },
    where: and(eq(shares.artworkId, aid), eq(shares.shareuid, uid), ne(shares.state, ArtworkState.cancel)),
  });
  return offer !== undefined;
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
 * Who hears of holds and purchases of an offer: the member who made it while they are still a
 * member, else the workspace's owners (their e-mail addresses and languages, in one query).
 */
export async function notifiedMembersOf(db: Database, gid: string, createdBy: string | null): Promise<Recipient[]> {
  const rows = await db
    .select({ uid: users.id, email: users.email, locale: users.locale, role: galleryMembers.role })
    .from(galleryMembers)
    .innerJoin(users, eq(users.id, galleryMembers.userId))
    .where(
      and(
        eq(galleryMembers.galleryId, gid),
        or(eq(galleryMembers.role, 'owner'), createdBy ? eq(galleryMembers.userId, createdBy) : undefined),
      ),
    );
  const creator = rows.find((row) => row.uid === createdBy);
  const told = creator ? [creator] : rows.filter((row) => row.role === 'owner');
  return told.map((row) => mailTo(row.email, row.locale));
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

/** The offers a workspace made ("My shares"), filtered and paged by the route's query; members see only what is open to them. */
export async function sharesOfWorkspace(
  db: Database,
  gid: string,
  filter: ParsedQuery<typeof workspaceSharesRoute> & { hideClosed: boolean },
) {
  const { limit, offset } = pageWindow(filter);
  const where = and(
    eq(shares.galleryId, gid),
    filter.hideClosed ? artworkOpenToMembers(shares.artworkId) : undefined,
    filter.aid ? eq(shares.artworkId, filter.aid) : undefined,
    filter.state !== undefined ? eq(shares.state, filter.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(shares).where(where).orderBy(desc(shares.updatedAt), asc(shares.id)).limit(limit).offset(offset),
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
