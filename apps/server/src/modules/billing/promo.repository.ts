import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';

export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromo = typeof promoCodes.$inferInsert;
export type RedemptionRow = typeof promoRedemptions.$inferSelect;

export async function findPromoByCode(db: Database, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function findPromo(db: Database, id: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** Inserts a code; undefined when the code is taken. */
export async function insertPromo(db: Database, promo: NewPromo): Promise<PromoRow | undefined> {
  const [row] = await db.insert(promoCodes).values(promo).onConflictDoNothing().returning();
  return row;
}

export async function findRedemption(db: Database, promoId: string, userId: string, forUpdate = false) {
  const query = db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.userId, userId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function enter(db: Database, promoId: string, userId: string): Promise<void> {
  await db.insert(promoRedemptions).values({ promoId, userId }).onConflictDoNothing();
}

/**
 * Counts one use, only while the code has uses left and has not expired: a conditional update, so
 * however many redeem at once, no more than `max_uses` get through.
 */
export async function takeUse(db: Database, promoId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

export async function setRedemption(
  db: Database,
  promoId: string,
  userId: string,
  patch: Partial<Pick<RedemptionRow, 'status' | 'redeemedAt' | 'orderId'>>,
): Promise<void> {
  await db
    .update(promoRedemptions)
    .set(patch)
    .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.userId, userId)));
}

/** The codes a user entered, oldest first, each with its status. */
export function codesOf(db: Database, userId: string) {
  return db
    .select({ promo: promoCodes, status: promoRedemptions.status })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .where(eq(promoRedemptions.userId, userId))
    .orderBy(asc(promoRedemptions.createdAt));
}

/** Redeemed discounts not yet spent, oldest first: the next charge takes the first that fits. */
export function waitingDiscounts(db: Database, userId: string) {
  return db
    .select({ promo: promoCodes })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.status, 'redeemed')))
    .orderBy(asc(promoRedemptions.redeemedAt));
}

export async function promoPage(db: Database, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), asc(promoCodes.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(promoCodes),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function giftCodeOf(db: Database, orderId: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.giftOrderId, orderId));
  return row;
}

export async function markGiftSent(db: Database, id: string, to: string): Promise<void> {
  await db.update(promoCodes).set({ giftSentTo: to }).where(eq(promoCodes.id, id));
}
