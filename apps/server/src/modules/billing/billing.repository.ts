import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  billingOrders,
  billingSubscriptions,
  paymentMethods,
  planHistory,
  testResults,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type OrderRow = typeof billingOrders.$inferSelect;
export type NewOrder = typeof billingOrders.$inferInsert;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type HistoryRow = typeof planHistory.$inferSelect;

/** The plan fields of `users` that permissions read (SPEC.md §6). */
export interface UserPlan {
  planid: string | null;
  productid: string | null;
  planState: string | null;
  planAmount: number | null;
}

/** The account a billing step is for: its type, e-mail and current plan. */
export async function findBillingUser(db: Database, uid: string) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      name: users.name,
      nameen: users.nameen,
      locale: users.locale,
      planid: users.planid,
      productid: users.productid,
      planState: users.planState,
      planAmount: users.planAmount,
    })
    .from(users)
    .where(eq(users.id, uid));
  return row;
}
export type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

export async function setUserPlan(db: Database, uid: string, plan: UserPlan): Promise<void> {
  await db.update(users).set(plan).where(eq(users.id, uid));
}

export async function findSubscription(db: Database, uid: string, forUpdate = false) {
  const query = db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, uid));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Locks the user's row so two billing steps of one user run one after the other. */
export async function lockUser(db: Database, uid: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
}

export async function saveSubscription(
  db: Database,
  uid: string,
  patch: Partial<Omit<SubscriptionRow, 'userId' | 'updatedAt'>> & { currency: string },
): Promise<void> {
  await db
    .insert(billingSubscriptions)
    .values({ userId: uid, ...patch })
    .onConflictDoUpdate({ target: billingSubscriptions.userId, set: patch });
}

export async function patchSubscription(
  db: Database,
  uid: string,
  patch: Partial<Omit<SubscriptionRow, 'userId' | 'updatedAt'>>,
): Promise<void> {
  await db.update(billingSubscriptions).set(patch).where(eq(billingSubscriptions.userId, uid));
}

export async function findPaymentMethod(db: Database, uid: string) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, uid));
  return row;
}

export async function savePaymentMethod(db: Database, row: Omit<PaymentMethodRow, 'createdAt' | 'updatedAt'>) {
  const { userId: _userId, ...rest } = row;
  const [saved] = await db
    .insert(paymentMethods)
    .values(row)
    .onConflictDoUpdate({ target: paymentMethods.userId, set: { ...rest, createdAt: new Date() } })
    .returning();
  return saved!;
}

/** Inserts an order unless one with its id exists; undefined when it did (another run has it). */
export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db.insert(billingOrders).values(order).onConflictDoNothing().returning();
  return row;
}

export async function findOrder(db: Database, orderId: string, forUpdate = false) {
  const query = db.select().from(billingOrders).where(eq(billingOrders.orderId, orderId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Takes an order for sending: a pending one, or one sent long enough ago that its sender is
 * presumed gone. Exactly one caller gets it back; the others get undefined.
 */
export async function claimOrder(db: Database, orderId: string, staleBefore: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(billingOrders)
    .set({ status: 'sent', updatedAt: new Date() })
    .where(
      and(
        eq(billingOrders.orderId, orderId),
        or(
          eq(billingOrders.status, 'pending'),
          and(eq(billingOrders.status, 'sent'), lt(billingOrders.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row;
}

/** Settles a sent order once: true for the one caller that moved it. */
export async function settleOrder(
  db: Database,
  orderId: string,
  patch: Pick<Partial<OrderRow>, 'status' | 'paymentKey' | 'receiptUrl' | 'failureCode' | 'failureMessage' | 'paidAt'>,
): Promise<boolean> {
  const rows = await db
    .update(billingOrders)
    .set(patch)
    .where(and(eq(billingOrders.orderId, orderId), inArray(billingOrders.status, ['pending', 'sent'])))
    .returning({ orderId: billingOrders.orderId });
  return rows.length > 0;
}

/** Orders sent whose answer never came, for the reconciler. */
export function unsettledOrders(db: Database, sentBefore: Date, limit: number) {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.status, 'sent'), lt(billingOrders.updatedAt, sentBefore)))
    .orderBy(asc(billingOrders.updatedAt))
    .limit(limit);
}

/** Live plans whose period (or trial) has ended and whose next attempt is due. */
export function duePlans(db: Database, now: Date, limit: number) {
  return db
    .select({ userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(
      and(
        lte(billingSubscriptions.periodEnd, now),
        inArray(users.planState, ['active', 'paid', 'trial']),
        or(isNull(billingSubscriptions.nextAttemptAt), lte(billingSubscriptions.nextAttemptAt, now)),
        // PayPal renews by itself; only its cancellations are ours to carry out.
        or(
          isNull(billingSubscriptions.provider),
          sql`${billingSubscriptions.provider} <> 'paypal'`,
          eq(billingSubscriptions.cancelAtPeriodEnd, true),
        ),
      ),
    )
    .orderBy(asc(billingSubscriptions.periodEnd))
    .limit(limit);
}

/** PayPal plans whose period ended `graceMs` ago with no renewal reported: PayPal is asked (ADR 029). */
export function silentPaypalPlans(db: Database, now: Date, graceMs: number, limit: number) {
  return db
    .select({
      userId: billingSubscriptions.userId,
      paypalSubscriptionId: billingSubscriptions.paypalSubscriptionId,
      periodEnd: billingSubscriptions.periodEnd,
    })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(
      and(
        eq(billingSubscriptions.provider, 'paypal'),
        isNotNull(billingSubscriptions.paypalSubscriptionId),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
        lte(billingSubscriptions.periodEnd, new Date(now.getTime() - graceMs)),
        inArray(users.planState, ['active', 'paid']),
      ),
    )
    .orderBy(asc(billingSubscriptions.periodEnd))
    .limit(limit);
}

export async function addHistory(db: Database, entry: Omit<typeof planHistory.$inferInsert, 'id' | 'at'>) {
  await db.insert(planHistory).values({ id: newId(), ...entry });
}

export function historyOf(db: Database, uid: string) {
  return db
    .select()
    .from(planHistory)
    .where(eq(planHistory.userId, uid))
    .orderBy(asc(planHistory.at), asc(planHistory.id));
}

/** Whether the user ever paid: the sign-up plan step is for accounts that have not. */
export async function hasPaidOrder(db: Database, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: billingOrders.orderId })
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, uid), eq(billingOrders.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

export async function findSubscriptionByPaypalId(db: Database, paypalSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.paypalSubscriptionId, paypalSubscriptionId));
  return row;
}

export async function insertTestResult(db: Database, row: typeof testResults.$inferInsert): Promise<void> {
  await db.insert(testResults).values(row);
}

/** Users who completed sign-up, by the analytics class of their plan (SPEC.md §4). */
export async function usersByPlanClass(db: Database) {
  const amount = sql`coalesce(${users.planAmount}, 0)`;
  const klass = sql<string>`case
    when ${users.planState} = 'active' and ${amount} > 0 then 'paid'
    when ${users.planState} = 'active' then 'free'
    when ${amount} > 0 then 'expired'
    else 'notPaid' end`;
  return db.select({ klass, count: count() }).from(users).where(isNotNull(users.type)).groupBy(klass);
}

export function revenueByMonth(db: Database) {
  const month = sql<string>`to_char(${billingOrders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: billingOrders.currency,
      amountMinor: sql<number>`sum(${billingOrders.amountMinor})::int`,
      orders: count(),
    })
    .from(billingOrders)
    .where(and(eq(billingOrders.status, 'paid'), gt(billingOrders.amountMinor, 0)))
    .groupBy(month, billingOrders.currency)
    .orderBy(desc(month), asc(billingOrders.currency));
}

export function failedRenewals(db: Database) {
  return db
    .select({
      uid: users.id,
      email: users.email,
      productid: users.productid,
      attempts: billingSubscriptions.failedAttempts,
      nextAttemptAt: billingSubscriptions.nextAttemptAt,
    })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(and(gt(billingSubscriptions.failedAttempts, 0), inArray(users.planState, ['active', 'paid', 'trial'])))
    .orderBy(asc(billingSubscriptions.nextAttemptAt))
    .limit(200);
}
