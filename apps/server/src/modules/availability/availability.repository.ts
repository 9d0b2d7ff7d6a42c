import { ArtworkState } from '@vernissage/shared';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { artworks, galleries, shares, shareWaitlist, users } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

/**
 * The only SQL that writes availability: `artworks.state` and `base_state`, and the state of
 * shares. Only availability.service.ts calls these, inside its one entry (`changeAvailability`).
 */

export type ArtworkRow = typeof artworks.$inferSelect;
export type ShareRow = typeof shares.$inferSelect;
export type ShareValues = Omit<typeof shares.$inferInsert, 'id' | 'state'>;
/** The account an offer has reached (`shareuid`), as stored. */
export interface ShareAccount {
  uid: string;
  name: string;
  nameen: string | null;
  email: string;
  /** The language the account's mail is written in, as stored (`users.locale`). */
  locale: string | null;
}

/**
 * Locks the artworks for the rest of the transaction (`SELECT … FOR UPDATE`), in id order so two
 * changes of several works cannot deadlock, with what changes of them need of their workspace.
 * Trashed works are locked too: restoring one is a change of its availability.
 */
export function lockArtworks(tx: Database, aids: readonly string[]) {
  return tx
    .select({
      artwork: artworks,
      galleryName: galleries.name,
      galleryNameEn: galleries.nameen,
      holdDays: galleries.holdDays,
    })
    .from(artworks)
    .innerJoin(galleries, eq(galleries.id, artworks.galleryId))
    .where(inArray(artworks.id, [...aids]))
    .orderBy(asc(artworks.id))
    .for('update', { of: artworks });
}

/** Every share of the artworks, with the account each has reached. */
export function sharesOf(tx: Database, aids: readonly string[]) {
  return tx
    .select({
      share: shares,
      account: { uid: users.id, name: users.name, nameen: users.nameen, email: users.email, locale: users.locale },
    })
    .from(shares)
    .leftJoin(users, eq(users.id, shares.shareuid))
    .where(inArray(shares.artworkId, [...aids]))
    .orderBy(asc(shares.createdAt), asc(shares.id));
}

/** Ends the holds given that are past their expiry at `now` (conditionally: each ends once). */
export function releaseHolds(tx: Database, sids: readonly string[], now: Date): Promise<ShareRow[]> {
  return tx
    .update(shares)
    .set({ state: ArtworkState.ready, holdExpiresAt: null })
    .where(and(inArray(shares.id, [...sids]), eq(shares.state, ArtworkState.holding), lte(shares.holdExpiresAt, now)))
    .returning();
}

/** Artworks with a hold past its expiry, for the sweep. */
export async function artworksWithExpiredHolds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ aid: shares.artworkId })
    .from(shares)
    .where(and(eq(shares.state, ArtworkState.holding), lte(shares.holdExpiresAt, now)));
  return rows.map((row) => row.aid);
}

export async function updateShare(
  tx: Database,
  sid: string,
  patch: Partial<Omit<typeof shares.$inferInsert, 'id' | 'artworkId' | 'galleryId'>>,
): Promise<ShareRow> {
  const [row] = await tx.update(shares).set(patch).where(eq(shares.id, sid)).returning();
  return row!;
}

export async function insertShare(tx: Database, values: ShareValues, state: ArtworkState): Promise<ShareRow> {
  const [row] = await tx
    .insert(shares)
    .values({ id: newId(), ...values, state })
    .returning();
  return row!;
}

/** Sets the shares given to a state; returns them as they are now. */
export function setShareStates(tx: Database, sids: readonly string[], state: ArtworkState): Promise<ShareRow[]> {
  if (sids.length === 0) return Promise.resolve([]);
  return tx
    .update(shares)
    .set({ state, holdExpiresAt: null })
    .where(inArray(shares.id, [...sids]))
    .returning();
}

export async function setBaseState(tx: Database, aid: string, state: ArtworkState): Promise<void> {
  await tx.update(artworks).set({ baseState: state }).where(eq(artworks.id, aid));
}

/** Stores the effective state computed from the base state and the shares (nothing else writes it). */
export async function writeState(tx: Database, aid: string, state: ArtworkState): Promise<void> {
  await tx.update(artworks).set({ state }).where(eq(artworks.id, aid));
}

/**
 * Claims the first in the artwork's queue whose offer is still open, marking them offered; null
 * when nobody waits. Called under the artwork's lock, so nobody claims the same entry meanwhile.
 */
export async function claimNextInWaitlist(tx: Database, aid: string) {
  const [next] = await tx
    .select({ entryId: shareWaitlist.id, sid: shareWaitlist.shareId, email: users.email, locale: users.locale })
    .from(shareWaitlist)
    .innerJoin(shares, eq(shares.id, shareWaitlist.shareId))
    .innerJoin(users, eq(users.id, shareWaitlist.userId))
    .where(
      and(eq(shareWaitlist.artworkId, aid), isNull(shareWaitlist.offeredAt), eq(shares.state, ArtworkState.shared)),
    )
    .orderBy(asc(shareWaitlist.createdAt), asc(shareWaitlist.id))
    .limit(1);
  if (!next) return null;
  await tx.update(shareWaitlist).set({ offeredAt: new Date() }).where(eq(shareWaitlist.id, next.entryId));
  return next;
}

/** Accounts' names by uid (for the audit log of a change that made them offers). */
export async function accountNames(db: Database, uids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ uid: users.id, name: users.name }).from(users).where(inArray(users.id, uids));
  return new Map(rows.map((row) => [row.uid, row.name]));
}
