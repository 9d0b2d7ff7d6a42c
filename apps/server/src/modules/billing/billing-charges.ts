import {
  audienceOf,
  findProduct,
  periodEnd,
  STARTER_PRODUCT,
  toMinorUnits,
  type Currency,
  type Product,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { TossError, type TossPayment } from '../../platform/http-clients/toss-payments.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { mailTo } from '../../platform/mail/recipient.js';
import { paymentFailedMail, planExpiredMail } from '../../platform/mail/templates.js';
import { orderName } from './billing.presenter.js';
import * as repo from './billing.repository.js';
import { issueGiftCode, spendDiscount } from './promo-effects.js';
import type { BillingUser, OrderRow } from './billing.repository.js';

/**
 * The one way money moves (ADR 027): an order is written first, claimed by exactly one sender,
 * sent to the provider with its id as the idempotency key, and settled once; the plan changes in
 * the transaction that settles it. An answer that never comes leaves the order `sent`, and the
 * reconciler asks the provider what became of it. So no plan is paid without a payment, and no
 * payment goes without its plan.
 */

/** Renewal charges tried before a plan expires: the first at the period's end, then these days apart. */
export const RETRY_AFTER_DAYS = [1, 3] as const;
export const RENEWAL_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/**
 * Order purposes: `plan` (a user buys or upgrades now, by card on file), `oneoff` (paid in Toss's
 * window, confirmed by the redirect), `renewal` (the same product for the next period), `switch`
 * (a trial's or a scheduled change's first charge). The last two are the scheduler's: a declined
 * one counts towards expiry; a declined user's one is only reported to the user. A `gift` is paid
 * in Toss's window and becomes a code (ADR 028).
 */
export type OrderPurpose = 'plan' | 'oneoff' | 'renewal' | 'switch' | 'gift';

const DAY_MS = 86_400_000;

/** An order sent this long ago without an answer may be looked up and taken over. */
export function staleBefore(ctx: AppContext, now = new Date()): Date {
  return new Date(now.getTime() - Math.max(60_000, ctx.config.payments.timeoutMs * 2));
}

export type ChargeOutcome =
  | { kind: 'paid'; payment: TossPayment }
  | { kind: 'declined'; error: TossError }
  | { kind: 'unknown'; error: TossError };

/** Charges a claimed order to the card on file, and says what became of it. */
export async function chargeCard(ctx: AppContext, order: OrderRow, email: string): Promise<ChargeOutcome> {
  const card = await repo.findPaymentMethod(ctx.db, order.userId);
  if (!card) {
    return { kind: 'declined', error: new TossError('NO_CARD', 'No card is registered for this account.', true) };
  }
  try {
    const payment = await ctx.payments.toss.chargeBillingKey({
      billingKey: card.billingKey,
      customerKey: card.customerKey,
      amount: order.amountMinor,
      orderId: order.orderId,
      orderName: orderName(order.productid),
      customerEmail: email,
    });
    return { kind: 'paid', payment };
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    // The order was charged before (a lost answer, a second sender): what Toss holds decides.
    if (error.code === 'DUPLICATED_ORDER_ID' || error.code === 'ALREADY_PROCESSED_PAYMENT') {
      const found = await lookUp(ctx, order);
      return found.kind === 'absent' ? { kind: 'unknown', error } : found;
    }
    return error.rejected ? { kind: 'declined', error } : { kind: 'unknown', error };
  }
}

/** Asks Toss what became of an order: paid, never made, or still unknown. */
export async function lookUp(ctx: AppContext, order: OrderRow): Promise<ChargeOutcome | { kind: 'absent' }> {
  try {
    const payment = await ctx.payments.toss.findPayment(order.orderId);
    if (!payment) return { kind: 'absent' };
    if (payment.status === 'DONE' && payment.totalAmount === order.amountMinor) return { kind: 'paid', payment };
    return {
      kind: 'declined',
      error: new TossError(`STATUS_${payment.status}`, `Toss holds the payment as ${payment.status}.`, true),
    };
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    return { kind: 'unknown', error };
  }
}

/** The plan fields for a product at a price (major units). */
export function planOf(product: Product, state: string, amount: number): repo.UserPlan {
  return { planid: product.planid, productid: product.productid, planState: state, planAmount: amount };
}

/** Settles a paid order and gives its plan, once; false when another caller settled it first. */
export async function settlePaid(ctx: AppContext, order: OrderRow, payment: TossPayment, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, order.userId);
    const moved = await repo.settleOrder(tx, order.orderId, {
      status: 'paid',
      paymentKey: payment.paymentKey,
      receiptUrl: payment.receipt?.url ?? null,
      paidAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
    });
    if (!moved) return false;
    const product = findProduct(order.productid)!;
    const currency = order.currency as Currency;
    if (order.promoId) await spendDiscount(tx, order.promoId, order.userId, order.orderId);
    if (order.purpose === 'gift') {
      await issueGiftCode(tx, order);
      const buyer = await repo.findBillingUser(tx, order.userId);
      await repo.addHistory(tx, {
        userId: order.userId,
        event: 'gift',
        planid: product.planid,
        productid: product.productid,
        state: buyer?.planState ?? 'active',
        amountMinor: order.amountMinor,
        currency,
        orderId: order.orderId,
        receiptUrl: payment.receipt?.url ?? null,
      });
      return true;
    }
    const price = product.prices[currency];
    const subscription = await repo.findSubscription(tx, order.userId, true);
    let periodEndAt: Date;
    if (order.purpose === 'renewal' && subscription?.periodAnchor && subscription.periodEnd) {
      const count = subscription.periodCount + 1;
      periodEndAt = periodEnd(subscription.periodAnchor, count, product.period);
      await repo.patchSubscription(tx, order.userId, {
        periodCount: count,
        periodStart: subscription.periodEnd,
        periodEnd: periodEndAt,
        paidMinor: toMinorUnits(price, currency),
        failedAttempts: 0,
        nextAttemptAt: null,
      });
    } else {
      periodEndAt = periodEnd(now, 1, product.period);
      await repo.saveSubscription(tx, order.userId, {
        currency,
        provider: 'toss',
        periodAnchor: now,
        periodCount: 1,
        periodStart: now,
        periodEnd: periodEndAt,
        paidMinor: toMinorUnits(price, currency),
        cancelAtPeriodEnd: false,
        pendingProductid: null,
        failedAttempts: 0,
        nextAttemptAt: null,
      });
    }
    await repo.setUserPlan(tx, order.userId, planOf(product, 'active', price));
    await repo.addHistory(tx, {
      userId: order.userId,
      event: order.purpose === 'renewal' ? 'renewal' : 'payment',
      planid: product.planid,
      productid: product.productid,
      state: 'active',
      amountMinor: order.amountMinor,
      currency,
      orderId: order.orderId,
      receiptUrl: payment.receipt?.url ?? null,
      periodEnd: periodEndAt,
    });
    return true;
  });
}

/**
 * Settles a declined order. A user's own purchase changes nothing else (the user is told at once);
 * a scheduler's charge counts an attempt: the plan stays live through the retries (mailed each
 * time) and expires after the last, read-only and never deleted.
 */
export async function settleDeclined(ctx: AppContext, order: OrderRow, error: TossError, now = new Date()) {
  const mailed = await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, order.userId);
    const moved = await repo.settleOrder(tx, order.orderId, {
      status: 'failed',
      failureCode: error.code,
      failureMessage: error.message.slice(0, 500),
    });
    if (!moved || (order.purpose !== 'renewal' && order.purpose !== 'switch')) return false;
    return countFailedAttempt(ctx, tx, order, now);
  });
  // After the commit: woken inside the transaction, the job could look before the mail is there
  // and leave it to its next round, 30 s later.
  if (mailed) ctx.jobs.wake(sendMailJob);
}

/** Counts a declined renewal on the subscription and queues its mail; whether it did. */
async function countFailedAttempt(ctx: AppContext, tx: Database, order: OrderRow, now: Date): Promise<boolean> {
  const subscription = await repo.findSubscription(tx, order.userId, true);
  const user = await repo.findBillingUser(tx, order.userId);
  if (!subscription || !user) return false;
  const attempts = subscription.failedAttempts + 1;
  const product = findProduct(order.productid)!;
  const history = {
    userId: order.userId,
    planid: user.planid ?? product.planid,
    productid: user.productid ?? product.productid,
    amountMinor: order.amountMinor,
    currency: order.currency,
    orderId: order.orderId,
  };
  const billingUrl = `${ctx.config.publicUrl}/account/billing`;
  if (attempts >= RENEWAL_ATTEMPTS) {
    await expirePlan(tx, user, now);
    await repo.patchSubscription(tx, order.userId, { failedAttempts: attempts, nextAttemptAt: null });
    await queueMail(tx, [
      planExpiredMail(mailTo(user.email, user.locale), nameOf(user), product.productid, billingUrl),
    ]);
  } else {
    const retryAt = new Date(now.getTime() + RETRY_AFTER_DAYS[attempts - 1]! * DAY_MS);
    await repo.patchSubscription(tx, order.userId, { failedAttempts: attempts, nextAttemptAt: retryAt });
    await repo.addHistory(tx, { ...history, event: 'payment_failed', state: user.planState ?? 'active' });
    await queueMail(tx, [
      paymentFailedMail(mailTo(user.email, user.locale), nameOf(user), product.productid, retryAt, billingUrl),
    ]);
  }
  return true;
}

/** A payer's name as each half of a mail gives it. */
function nameOf(user: BillingUser) {
  return { ko: user.name, en: user.nameen };
}

/** A paid plan nobody paid for: read-only from now on (SPEC.md §6), its data kept. */
export async function expirePlan(tx: Database, user: BillingUser, now: Date) {
  // Reported twice (a webhook and the safety check, two instances): expired once.
  if (user.planState === 'expired') return;
  await repo.setUserPlan(tx, user.id, {
    planid: user.planid,
    productid: user.productid,
    planState: 'expired',
    planAmount: user.planAmount,
  });
  await repo.addHistory(tx, {
    userId: user.id,
    event: 'expire',
    planid: user.planid ?? 'invalid',
    productid: user.productid ?? '',
    state: 'expired',
    periodEnd: now,
  });
}

/** A subscription with no period running: what a free plan keeps. */
export const NO_PERIOD = {
  provider: null,
  periodAnchor: null,
  periodCount: 0,
  periodStart: null,
  periodEnd: null,
  paidMinor: 0,
  cancelAtPeriodEnd: false,
  pendingProductid: null,
  failedAttempts: 0,
  nextAttemptAt: null,
} as const;

/** Back to the free plan of the user's type (a trial's or a cancelled plan's end). */
export async function returnToStarter(tx: Database, user: BillingUser, event: string) {
  const audience = audienceOf(user.type) ?? 'collector';
  const product = findProduct(STARTER_PRODUCT[audience])!;
  await repo.setUserPlan(tx, user.id, planOf(product, 'active', 0));
  await repo.patchSubscription(tx, user.id, NO_PERIOD);
  await repo.addHistory(tx, {
    userId: user.id,
    event,
    planid: product.planid,
    productid: product.productid,
    state: 'active',
  });
}

/** Sends a claimed order and settles what came back; the outcome for the caller to report. */
export async function sendAndSettle(ctx: AppContext, order: OrderRow, email: string, now = new Date()) {
  // A credit or a code covers it all: nothing is charged, and the order settles as paid.
  const outcome: ChargeOutcome =
    order.amountMinor === 0
      ? { kind: 'paid', payment: { paymentKey: 'no-charge', orderId: order.orderId, status: 'DONE', totalAmount: 0 } }
      : await chargeCard(ctx, order, email);
  if (outcome.kind === 'paid') await settlePaid(ctx, order, outcome.payment, now);
  else if (outcome.kind === 'declined') await settleDeclined(ctx, order, outcome.error, now);
  return outcome;
}

/** A plan's price in the currency's minor units. */
export function priceMinor(product: Product, currency: Currency): number {
  return toMinorUnits(product.prices[currency], currency);
}
