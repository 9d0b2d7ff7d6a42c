import {
  ErrorCode,
  isPaidIn,
  periodEnd,
  toMinorUnits,
  type ParsedBody,
  type ParsedHeaders,
  type paypalSubscriptionRoute,
  type paypalWebhookRoute,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { PaypalError, type PaypalSubscription } from '../../platform/http-clients/paypal.js';
import { expirePlan, planOf } from './billing-charges.js';
import * as repo from './billing.repository.js';
import { assertSelf, billingUser, currentPlan, paidPeriod, productFor } from './billing.service.js';

/** PayPal subscriptions (USD; ADR 027): PayPal charges each period, we follow what it reports. */

function requirePaypal(ctx: AppContext) {
  if (!ctx.payments.paypal.enabled) {
    throw new AppError(ErrorCode.conflict, 'PayPal is not configured on this server.');
  }
}

function paypalSilent() {
  return new AppError(ErrorCode.unavailable, 'PayPal did not answer: nothing has changed, try again in a moment.');
}

async function fetchSubscription(ctx: AppContext, id: string): Promise<PaypalSubscription | null> {
  try {
    return await ctx.payments.paypal.getSubscription(id);
  } catch (error) {
    if (error instanceof PaypalError) throw paypalSilent();
    throw error;
  }
}

/**
 * SPEC.md §7 POST /billing/paypal/subscription. Nothing the browser says is taken on trust: the
 * subscription is read from PayPal, and the plan starts only when it is active, on the PayPal plan
 * configured for the product, paid at the product's price, and not already another account's.
 * A second call for the same subscription changes nothing.
 */
export async function subscribeWithPaypal(
  ctx: AppContext,
  identity: Identity,
  input: ParsedBody<typeof paypalSubscriptionRoute>,
  now = new Date(),
) {
  assertSelf(identity, input.uid);
  requirePaypal(ctx);
  const user = await billingUser(ctx.db, identity.userId);
  const target = productFor(user, input.productid);
  if (!isPaidIn(target, 'USD')) throw new AppError(ErrorCode.conflict, 'This plan is not sold through PayPal.');
  const planId = ctx.payments.paypal.plans.get(target.productid);
  if (!planId || planId !== input.paypalPlanId) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.paypalPlanId', [
      { field: 'body.paypalPlanId', message: 'is not the PayPal plan of this product' },
    ]);
  }
  const subscription = await fetchSubscription(ctx, input.subscriptionId);
  if (!subscription) throw new AppError(ErrorCode.notFound, 'PayPal has no such subscription.');
  if (subscription.plan_id !== planId) throw new AppError(ErrorCode.conflict, 'This subscription is for another plan.');
  if (subscription.custom_id && subscription.custom_id !== identity.userId) {
    throw new AppError(ErrorCode.forbidden, 'This subscription belongs to another account.');
  }
  if (subscription.status !== 'ACTIVE') {
    throw new AppError(
      ErrorCode.paymentRequired,
      `The subscription is ${subscription.status.toLowerCase()} at PayPal.`,
    );
  }
  const price = toMinorUnits(target.prices.USD, 'USD');
  const paid = subscription.billing_info?.last_payment?.amount;
  if (paid && (paid.currency_code !== 'USD' || toMinorUnits(Number(paid.value), 'USD') !== price)) {
    throw new AppError(ErrorCode.conflict, 'PayPal was paid another amount than this plan costs.');
  }
  const next = subscription.billing_info?.next_billing_time;
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const linked = await repo.findSubscriptionByPaypalId(tx, input.subscriptionId);
    if (linked && linked.userId !== user.id) {
      throw new AppError(ErrorCode.conflict, 'This subscription is linked to another account.');
    }
    // PayPal charges a subscription when it is approved: during a paid period that would charge the
    // same time twice, so a PayPal plan is taken only once the current period has ended (ADR 027).
    const period = linked ? null : paidPeriod(user, await repo.findSubscription(tx, user.id, true), now);
    if (period) {
      throw new AppError(
        ErrorCode.conflict,
        `Your current plan is paid until ${period.end.toISOString().slice(0, 10)}: subscribe with PayPal after that.`,
      );
    }
    const order = await repo.insertOrder(tx, {
      orderId: `pp_${input.subscriptionId}`.slice(0, 64),
      userId: user.id,
      purpose: 'plan',
      productid: target.productid,
      currency: 'USD',
      amountMinor: price,
      status: 'paid',
      provider: 'paypal',
      paymentKey: input.orderId,
      paidAt: now,
    });
    if (!order) return; // Reported before: the plan is in place.
    const end = next ? new Date(next) : periodEnd(now, 1, target.period);
    await repo.setUserPlan(tx, user.id, planOf(target, 'active', target.prices.USD));
    await repo.saveSubscription(tx, user.id, {
      currency: 'USD',
      provider: 'paypal',
      paypalSubscriptionId: input.subscriptionId,
      periodAnchor: now,
      periodCount: 1,
      periodStart: now,
      periodEnd: end,
      paidMinor: price,
      cancelAtPeriodEnd: false,
      pendingProductid: null,
      failedAttempts: 0,
      nextAttemptAt: null,
    });
    await repo.addHistory(tx, {
      userId: user.id,
      event: 'payment',
      planid: target.planid,
      productid: target.productid,
      state: 'active',
      amountMinor: price,
      currency: 'USD',
      orderId: order.orderId,
      periodEnd: end,
    });
  });
  return currentPlan(ctx, user.id);
}

/**
 * PayPal's webhook. A delivery is acted on only when PayPal verifies its signature; a renewal
 * (`PAYMENT.SALE.COMPLETED`) moves the period to PayPal's next billing time, once per sale; a
 * cancellation ends the plan at its period's end; a suspension (payments failed) expires it.
 */
export async function paypalWebhook(
  ctx: AppContext,
  headers: ParsedHeaders<typeof paypalWebhookRoute>,
  event: ParsedBody<typeof paypalWebhookRoute>,
  now = new Date(),
) {
  requirePaypal(ctx);
  let verified: boolean;
  try {
    verified = await ctx.payments.paypal.verifyWebhook(
      {
        authAlgo: headers['paypal-auth-algo'],
        certUrl: headers['paypal-cert-url'],
        transmissionId: headers['paypal-transmission-id'],
        transmissionSig: headers['paypal-transmission-sig'],
        transmissionTime: headers['paypal-transmission-time'],
      },
      event,
    );
  } catch (error) {
    if (error instanceof PaypalError) throw paypalSilent();
    throw error;
  }
  if (!verified) throw new AppError(ErrorCode.badRequest, 'The signature of this delivery does not verify.');
  const resource = event.resource as Record<string, unknown>;
  const idField = event.event_type === 'PAYMENT.SALE.COMPLETED' ? resource.billing_agreement_id : resource.id;
  const subscriptionId = typeof idField === 'string' ? idField : '';
  const billed = subscriptionId ? await repo.findSubscriptionByPaypalId(ctx.db, subscriptionId) : undefined;
  if (!billed) return { ok: true as const };
  if (event.event_type === 'PAYMENT.SALE.COMPLETED') {
    const subscription = await fetchSubscription(ctx, subscriptionId);
    const next = subscription?.billing_info?.next_billing_time;
    const amount = (resource.amount as { total?: unknown } | undefined)?.total;
    await recordRenewal(ctx, billed.userId, {
      orderId: `pps_${typeof resource.id === 'string' ? resource.id : event.id}`,
      amountMinor: toMinorUnits(Number(amount ?? 0), 'USD'),
      next,
      now,
    });
  } else if (event.event_type === 'BILLING.SUBSCRIPTION.CANCELLED') {
    await repo.patchSubscription(ctx.db, billed.userId, { cancelAtPeriodEnd: true });
  } else if (event.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED') {
    await ctx.db.transaction(async (tx) => {
      await repo.lockUser(tx, billed.userId);
      await expirePlan(tx, await billingUser(tx, billed.userId), now);
    });
  }
  return { ok: true as const };
}

/**
 * A renewal PayPal charged: one order per sale (its id makes a repeated report a no-op), and the
 * period moved to PayPal's next billing time when that is later than ours.
 */
async function recordRenewal(
  ctx: AppContext,
  uid: string,
  renewal: { orderId: string; amountMinor: number; next: string | null | undefined; now: Date },
) {
  const { next, now } = renewal;
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, uid);
    const user = await billingUser(tx, uid);
    const order = await repo.insertOrder(tx, {
      orderId: renewal.orderId.slice(0, 64),
      userId: uid,
      purpose: 'renewal',
      productid: user.productid ?? '',
      currency: 'USD',
      amountMinor: renewal.amountMinor,
      status: 'paid',
      provider: 'paypal',
      paidAt: now,
    });
    const current = await repo.findSubscription(tx, uid, true);
    if (!order || !next || !current?.periodEnd || new Date(next) <= current.periodEnd) return;
    await repo.patchSubscription(tx, uid, {
      periodCount: current.periodCount + 1,
      periodStart: current.periodEnd,
      periodEnd: new Date(next),
      paidMinor: order.amountMinor,
    });
    await repo.setUserPlan(tx, uid, {
      planid: user.planid,
      productid: user.productid,
      planState: 'active',
      planAmount: user.planAmount,
    });
    await repo.addHistory(tx, {
      userId: uid,
      event: 'renewal',
      planid: user.planid ?? '',
      productid: user.productid ?? '',
      state: 'active',
      amountMinor: order.amountMinor,
      currency: 'USD',
      orderId: order.orderId,
      periodEnd: new Date(next),
    });
  });
}

/** How long after a PayPal period's end we wait for its webhook before asking PayPal ourselves. */
export const PAYPAL_SILENCE_MS = 24 * 3600 * 1000;

/**
 * The safety check for webhooks that never came (ADR 029): a PayPal plan a day past its period's
 * end is read from PayPal. Renewed there (active, billed after our period began), the renewal is
 * recorded as the webhook would have; cancelled, suspended or expired there, the plan expires
 * (read-only, nothing deleted). A PayPal that does not answer is asked again on the next run.
 */
export async function checkSilentPaypalPlans(ctx: AppContext, now = new Date()): Promise<number> {
  if (!ctx.payments.paypal.enabled) return 0;
  let checked = 0;
  const silent = await repo.silentPaypalPlans(ctx.db, now, PAYPAL_SILENCE_MS, 50);
  for (const { userId, paypalSubscriptionId, periodEnd } of silent) {
    let subscription: PaypalSubscription | null;
    try {
      subscription = await ctx.payments.paypal.getSubscription(paypalSubscriptionId!);
    } catch (error) {
      if (error instanceof PaypalError) continue;
      throw error;
    }
    checked += 1;
    const status = subscription?.status;
    const last = subscription?.billing_info?.last_payment;
    const next = subscription?.billing_info?.next_billing_time;
    // Active but not billed past our period yet (PayPal retrying a payment): asked again next run.
    if (status === 'ACTIVE' && last && next && periodEnd && new Date(next) > periodEnd) {
      await recordRenewal(ctx, userId, {
        orderId: `ppc_${paypalSubscriptionId}_${last.time}`,
        amountMinor: toMinorUnits(Number(last.amount.value), 'USD'),
        next,
        now,
      });
    } else if (status !== 'ACTIVE') {
      await ctx.db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        // Only if the plan is still this PayPal subscription (not changed since the list was read).
        const current = await repo.findSubscription(tx, userId, true);
        if (current?.provider !== 'paypal' || current.paypalSubscriptionId !== paypalSubscriptionId) return;
        await expirePlan(tx, await billingUser(tx, userId), now);
      });
    }
  }
  return checked;
}
