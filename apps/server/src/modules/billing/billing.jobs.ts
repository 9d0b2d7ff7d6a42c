import { findProduct, isPaidIn, type Currency } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import type { Job } from '../../platform/jobs.js';
import {
  expirePlan,
  lookUp,
  NO_PERIOD,
  planOf,
  priceMinor,
  returnToStarter,
  sendAndSettle,
  settleDeclined,
  settlePaid,
  staleBefore,
} from './billing-charges.js';
import * as repo from './billing.repository.js';
import { checkSilentPaypalPlans } from './paypal.service.js';
import { discountFor } from './promo-effects.js';

/** Plans looked at per run; the rest wait for the next run a minute later. */
const BATCH = 50;

/**
 * The order id of one attempt at one period: the same for every instance that reads the same
 * subscription, so two schedulers racing write one order and charge once (ADR 027).
 */
function attemptOrderId(uid: string, periodCount: number, slot: Date): string {
  return `rn_${uid}_${periodCount + 1}_${slot.getTime()}`.slice(0, 64);
}

/**
 * What happens when a plan's period or trial ends: a trial without a card and a cancelled plan go
 * back to the free plan of the user's type; a scheduled change to a free plan takes effect; a plan
 * with no card expires (read-only); everything else writes the next period's order. Returns the
 * order to charge, if any.
 */
async function closePeriod(ctx: AppContext, uid: string, now: Date): Promise<repo.OrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, uid);
    const user = await repo.findBillingUser(tx, uid);
    const subscription = await repo.findSubscription(tx, uid, true);
    // Another instance may have closed it since the list was read.
    if (!user || !subscription?.periodEnd || subscription.periodEnd > now) return undefined;
    if (subscription.nextAttemptAt && subscription.nextAttemptAt > now) return undefined;
    if (!['active', 'paid', 'trial'].includes(user.planState ?? '')) return undefined;
    const card = await repo.findPaymentMethod(tx, uid);
    if (subscription.cancelAtPeriodEnd) {
      await returnToStarter(tx, user, 'downgrade');
      return undefined;
    }
    if (!card && (user.planState === 'trial' || subscription.paidMinor === 0)) {
      // A trial or free periods from a code, with no card to go on: back to the free plan.
      await returnToStarter(tx, user, user.planState === 'trial' ? 'trial_end' : 'free_end');
      return undefined;
    }
    const currency = subscription.currency as Currency;
    const target = findProduct(subscription.pendingProductid ?? user.productid ?? '');
    if (!target || !isPaidIn(target, currency)) {
      if (target) {
        await repo.setUserPlan(tx, uid, planOf(target, 'active', 0));
        await repo.patchSubscription(tx, uid, NO_PERIOD);
        await repo.addHistory(tx, {
          userId: uid,
          event: 'change',
          planid: target.planid,
          productid: target.productid,
          state: 'active',
        });
      }
      return undefined;
    }
    if (!card) {
      await expirePlan(tx, user, now);
      return undefined;
    }
    const renewal = target.productid === user.productid && user.planState !== 'trial';
    const slot = subscription.nextAttemptAt ?? subscription.periodEnd;
    const orderId = attemptOrderId(uid, subscription.periodCount, slot);
    const { amountMinor, promoId } = await discountFor(tx, uid, target, currency, priceMinor(target, currency));
    const inserted = await repo.insertOrder(tx, {
      orderId,
      userId: uid,
      purpose: renewal ? 'renewal' : 'switch',
      productid: target.productid,
      currency,
      amountMinor,
      promoId,
      provider: 'toss',
    });
    return inserted ?? (await repo.findOrder(tx, orderId));
  });
}

/** Charges every plan whose period has ended, once each, however many instances run this. */
export async function renewDuePlans(ctx: AppContext, now = new Date()): Promise<number> {
  // Runs without a payment provider too: trials, free periods and cancellations end all the same.
  let done = 0;
  for (const { userId } of await repo.duePlans(ctx.db, now, BATCH)) {
    const order = await closePeriod(ctx, userId, now);
    done += 1;
    if (!order) continue;
    // Only the instance that claims the order sends it; a crashed sender's order is taken over
    // once stale, after asking Toss whether it went through.
    const claimed = await repo.claimOrder(ctx.db, order.orderId, staleBefore(ctx, now));
    if (!claimed) continue;
    if (order.status === 'sent') {
      const found = await lookUp(ctx, claimed);
      if (found.kind === 'paid') {
        await settlePaid(ctx, claimed, found.payment, now);
        continue;
      }
      if (found.kind === 'unknown') continue;
    }
    const user = await repo.findBillingUser(ctx.db, userId);
    await sendAndSettle(ctx, claimed, user?.email ?? '', now);
  }
  return done;
}

/**
 * Orders whose answer never came: Toss is asked what became of each. Paid ones are settled with
 * their plan; ones Toss never made fail (a user's purchase is simply not made; a renewal is tried
 * again at once with a new order id).
 */
export async function reconcileOrders(ctx: AppContext, now = new Date()): Promise<number> {
  if (!ctx.payments.toss.enabled) return 0;
  let settled = 0;
  for (const order of await repo.unsettledOrders(ctx.db, staleBefore(ctx, now), BATCH)) {
    const found = await lookUp(ctx, order);
    if (found.kind === 'unknown') continue;
    if (found.kind === 'paid') await settlePaid(ctx, order, found.payment, now);
    else if (found.kind === 'declined') await settleDeclined(ctx, order, found.error, now);
    else {
      await repo.settleOrder(ctx.db, order.orderId, { status: 'failed', failureCode: 'NEVER_MADE' });
      if (order.purpose === 'renewal' || order.purpose === 'switch') {
        await repo.patchSubscription(ctx.db, order.userId, { nextAttemptAt: now });
      }
    }
    settled += 1;
  }
  return settled;
}

export const renewPlansJob: Job = {
  name: 'renew-plans',
  everyMs: 60_000,
  run: async (ctx) => (await reconcileOrders(ctx)) + (await renewDuePlans(ctx)) + (await checkSilentPaypalPlans(ctx)),
};
