import {
  audienceOf,
  ErrorCode,
  findProduct,
  fromMinorUnits,
  isLivePlanState,
  isPaidIn,
  policyProducts,
  priceKind,
  STARTER_PRODUCT,
  toMinorUnits,
  TRIAL_DAYS,
  upgradeCharge,
  type ArtistPolicy,
  type BillingPlanDto,
  type Currency,
  type ParsedBody,
  type paymentConfirmRoute,
  type paymentRegisterRoute,
  type planChangeSchema,
  type Product,
} from '@vernissage/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { TossError } from '../../platform/http-clients/toss-payments.js';
import { newId } from '../../platform/ids.js';
import {
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
import { presentCard, presentHistory, presentOrder, presentPlan, presentProduct } from './billing.presenter.js';
import * as repo from './billing.repository.js';
import { discountFor } from './promo-effects.js';
import type { BillingUser } from './billing.repository.js';

type PlanChange = z.output<typeof planChangeSchema>;

const DAY_MS = 86_400_000;

/** What each artist policy asks an artist to show (ADR 027). */
const POLICY_PROOF = { default: 'none', student: 'student_card', kein: 'kein_certificate', free: 'granted' } as const;

export function product(productid: string) {
  const found = findProduct(productid);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such product.');
  return presentProduct(found);
}

export function artistPolicy(code: ArtistPolicy) {
  return { code, proof: POLICY_PROOF[code], products: policyProducts(code).map(presentProduct) };
}

/** Billing steps are the caller's own: a `uid` in the body only has to name the caller. */
export function assertSelf(identity: Identity, uid: string) {
  if (uid !== identity.userId) throw new AppError(ErrorCode.forbidden, 'You can only change your own plan.');
}

export async function billingUser(db: Database, uid: string): Promise<BillingUser> {
  const user = await repo.findBillingUser(db, uid);
  if (!user) throw new AppError(ErrorCode.unauthenticated, 'Your account is gone.');
  return user;
}

/** The catalogue product a user may buy: of the user's own audience, priced (not case by case). */
export function productFor(user: BillingUser, productid: string): Product {
  const found = findProduct(productid);
  if (!found) throw new AppError(ErrorCode.notFound, 'No such product.');
  if (found.audience !== audienceOf(user.type)) {
    throw new AppError(ErrorCode.forbidden, `This plan is for ${found.audience} accounts.`);
  }
  if (priceKind(found.prices.KRW) === 'custom') {
    throw new AppError(ErrorCode.conflict, 'This plan is agreed case by case: contact us.');
  }
  return found;
}

export async function currentPlan(ctx: AppContext, uid: string): Promise<BillingPlanDto> {
  const [user, subscription, card] = await Promise.all([
    billingUser(ctx.db, uid),
    repo.findSubscription(ctx.db, uid),
    repo.findPaymentMethod(ctx.db, uid),
  ]);
  return presentPlan(user, subscription, card);
}

/** The free plan every account starts on (called when the sign-up form is completed). */
export async function startPlan(db: Database, uid: string, type: number): Promise<void> {
  const starter = findProduct(STARTER_PRODUCT[audienceOf(type) ?? 'collector'])!;
  await repo.setUserPlan(db, uid, planOf(starter, 'active', 0));
  await repo.addHistory(db, {
    userId: uid,
    event: 'start',
    planid: starter.planid,
    productid: starter.productid,
    state: 'active',
  });
}

/** A free product now, in a transaction that holds the user's row. */
async function applyFree(tx: Database, user: BillingUser, target: Product, currency: Currency) {
  await repo.setUserPlan(tx, user.id, planOf(target, 'active', 0));
  await repo.saveSubscription(tx, user.id, { currency, ...NO_PERIOD });
  await repo.addHistory(tx, {
    userId: user.id,
    event: 'change',
    planid: target.planid,
    productid: target.productid,
    state: 'active',
    currency,
  });
}

async function startTrialIn(tx: Database, user: BillingUser, target: Product, currency: Currency, now: Date) {
  const subscription = await repo.findSubscription(tx, user.id, true);
  if (!target.trial) throw new AppError(ErrorCode.conflict, 'This plan has no trial.');
  if (subscription?.trialUsed) throw new AppError(ErrorCode.conflict, 'This account has already had its trial.');
  if (isLivePlanState(user.planState) && (user.planAmount ?? 0) > 0) {
    throw new AppError(ErrorCode.conflict, 'You already pay for a plan.');
  }
  if (isLivePlanState(user.planState) && user.planid === target.planid) {
    throw new AppError(ErrorCode.conflict, 'You have this plan already.');
  }
  const end = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  await repo.setUserPlan(tx, user.id, planOf(target, 'trial', 0));
  await repo.saveSubscription(tx, user.id, {
    currency,
    provider: null,
    periodAnchor: null,
    periodCount: 0,
    periodStart: now,
    periodEnd: end,
    paidMinor: 0,
    cancelAtPeriodEnd: false,
    pendingProductid: null,
    failedAttempts: 0,
    nextAttemptAt: null,
    trialUsed: true,
  });
  await repo.addHistory(tx, {
    userId: user.id,
    event: 'trial',
    planid: target.planid,
    productid: target.productid,
    state: 'trial',
    currency,
    periodEnd: end,
  });
}

/** SPEC.md §7 PUT /billing/plan/update/signup: free at once, pro as a trial, paid ones to checkout. */
export async function chooseSignupPlan(ctx: AppContext, identity: Identity, input: PlanChange, now = new Date()) {
  assertSelf(identity, input.uid);
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, identity.userId);
    if (await repo.hasPaidOrder(tx, identity.userId)) {
      throw new AppError(ErrorCode.conflict, 'This account has paid for a plan: change it on the billing page.');
    }
    const user = await billingUser(tx, identity.userId);
    const target = productFor(user, input.productid);
    if (!isPaidIn(target, input.currency)) return applyFree(tx, user, target, input.currency);
    if (target.trial) return startTrialIn(tx, user, target, input.currency, now);
    throw new AppError(ErrorCode.paymentRequired, 'This plan is paid: finish at checkout.');
  });
  return reportTrial(ctx, await currentPlan(ctx, identity.userId), identity.user.email);
}

export async function startTrial(ctx: AppContext, identity: Identity, productid: string, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, identity.userId);
    const user = await billingUser(tx, identity.userId);
    const subscription = await repo.findSubscription(tx, user.id);
    await startTrialIn(tx, user, productFor(user, productid), (subscription?.currency as Currency) ?? 'KRW', now);
  });
  return reportTrial(ctx, await currentPlan(ctx, identity.userId), identity.user.email);
}

/** A trial just started is a conversion for the ads platform (off by default). */
function reportTrial(ctx: AppContext, plan: BillingPlanDto, email: string): BillingPlanDto {
  if (plan.state === 'trial') ctx.ads.send('StartTrial', { email });
  return plan;
}

/** What moving from a paid period in progress to a product at `newPrice` costs now. */
function upgradeFrom(period: { start: Date; end: Date; paidMinor: number }, newPrice: number, now: Date) {
  return upgradeCharge({
    newPriceMinor: newPrice,
    paidMinor: period.paidMinor,
    periodStart: period.start,
    periodEnd: period.end,
    now,
  });
}

/** What a paid period in progress is worth, when the user has one. */
export function paidPeriod(user: BillingUser, subscription: repo.SubscriptionRow | undefined, now: Date) {
  if (!subscription?.periodStart || !subscription.periodEnd || subscription.periodEnd <= now) return null;
  if (user.planState !== 'active' || (user.planAmount ?? 0) <= 0) return null;
  return { start: subscription.periodStart, end: subscription.periodEnd, paidMinor: subscription.paidMinor };
}

/**
 * SPEC.md §7 PUT /billing/plan/update (ADR 027). A free product, or a cheaper one during a paid
 * period, takes effect at the period's end (at once when nothing is paid). A dearer one is charged
 * now to the card on file, less the unused share of the current period, and starts a new period.
 */
export async function changePlan(ctx: AppContext, identity: Identity, input: PlanChange, now = new Date()) {
  assertSelf(identity, input.uid);
  const order = await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, identity.userId);
    const user = await billingUser(tx, identity.userId);
    const target = productFor(user, input.productid);
    const subscription = await repo.findSubscription(tx, user.id, true);
    const period = paidPeriod(user, subscription, now);
    if (user.productid === target.productid && isLivePlanState(user.planState) && user.planState !== 'trial') {
      if (subscription?.pendingProductid) {
        await repo.patchSubscription(tx, user.id, { pendingProductid: null });
        return null;
      }
      throw new AppError(ErrorCode.conflict, 'You are on this plan already.');
    }
    if (period && subscription && subscription.currency !== input.currency) {
      throw new AppError(ErrorCode.conflict, `Your plan is billed in ${subscription.currency} until this period ends.`);
    }
    const newPrice = isPaidIn(target, input.currency) ? priceMinor(target, input.currency) : 0;
    if (period && newPrice <= period.paidMinor) {
      await repo.patchSubscription(tx, user.id, { pendingProductid: target.productid, cancelAtPeriodEnd: false });
      await repo.addHistory(tx, {
        userId: user.id,
        event: 'change_scheduled',
        planid: target.planid,
        productid: target.productid,
        state: user.planState ?? 'active',
        currency: input.currency,
        periodEnd: period.end,
      });
      return null;
    }
    if (newPrice === 0) {
      await applyFree(tx, user, target, input.currency);
      return null;
    }
    if (input.currency !== 'KRW') {
      throw new AppError(ErrorCode.paymentRequired, 'Plans in US dollars are paid through PayPal.');
    }
    if (!(await repo.findPaymentMethod(tx, user.id))) {
      throw new AppError(ErrorCode.paymentRequired, 'Register a card first.');
    }
    const due = period ? upgradeFrom(period, newPrice, now) : newPrice;
    const { amountMinor, promoId } = await discountFor(tx, user.id, target, input.currency, due);
    return repo.insertOrder(tx, {
      orderId: `pl_${newId()}`,
      userId: user.id,
      purpose: 'plan',
      productid: target.productid,
      currency: input.currency,
      amountMinor,
      promoId,
      provider: 'toss',
    });
  });
  if (order) await payNow(ctx, order, now);
  return currentPlan(ctx, identity.userId);
}

/** Charges a user's own order while they wait, and turns what happened into the answer. */
async function payNow(ctx: AppContext, order: repo.OrderRow, now: Date) {
  const claimed = await repo.claimOrder(ctx.db, order.orderId, staleBefore(ctx, now));
  if (!claimed) throw new AppError(ErrorCode.conflict, 'This payment is already under way.');
  const user = await billingUser(ctx.db, order.userId);
  const outcome = await sendAndSettle(ctx, claimed, user.email, now);
  if (outcome.kind === 'declined') {
    throw new AppError(ErrorCode.paymentRequired, `The card was declined: ${outcome.error.message}`);
  }
  if (outcome.kind === 'unknown') throw providerSilent();
}

function providerSilent() {
  return new AppError(
    ErrorCode.unavailable,
    'The payment provider did not answer. Nothing is charged twice: the payment is checked within minutes and your plan follows it.',
  );
}

export async function cancelPlan(ctx: AppContext, identity: Identity, now = new Date()) {
  const billed = await repo.findSubscription(ctx.db, identity.userId);
  if (billed?.provider === 'paypal' && billed.paypalSubscriptionId && !billed.cancelAtPeriodEnd) {
    // PayPal renews by itself: the subscription is cancelled there first, or it would charge again.
    try {
      await ctx.payments.paypal.cancelSubscription(billed.paypalSubscriptionId, 'Cancelled on Vernissage');
    } catch {
      throw providerSilent();
    }
  }
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, identity.userId);
    const user = await billingUser(tx, identity.userId);
    const subscription = await repo.findSubscription(tx, user.id, true);
    if (user.planState === 'trial') return returnToStarter(tx, user, 'cancel');
    if (!paidPeriod(user, subscription, now))
      throw new AppError(ErrorCode.conflict, 'There is no paid plan to cancel.');
    if (subscription!.cancelAtPeriodEnd) return;
    await repo.patchSubscription(tx, user.id, { cancelAtPeriodEnd: true, pendingProductid: null });
    await repo.addHistory(tx, {
      userId: user.id,
      event: 'cancel',
      planid: user.planid ?? '',
      productid: user.productid ?? '',
      state: user.planState ?? 'active',
      periodEnd: subscription!.periodEnd,
    });
  });
  return currentPlan(ctx, identity.userId);
}

export async function resumePlan(ctx: AppContext, identity: Identity, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, identity.userId);
    const user = await billingUser(tx, identity.userId);
    const subscription = await repo.findSubscription(tx, user.id, true);
    if (!subscription?.cancelAtPeriodEnd || !paidPeriod(user, subscription, now)) {
      throw new AppError(ErrorCode.conflict, 'There is no cancellation to undo.');
    }
    if (subscription.provider === 'paypal') {
      throw new AppError(
        ErrorCode.conflict,
        'A cancelled PayPal subscription cannot be resumed: subscribe again when it ends.',
      );
    }
    await repo.patchSubscription(tx, user.id, { cancelAtPeriodEnd: false });
    await repo.addHistory(tx, {
      userId: user.id,
      event: 'resume',
      planid: user.planid ?? '',
      productid: user.productid ?? '',
      state: user.planState ?? 'active',
      periodEnd: subscription.periodEnd,
    });
  });
  return currentPlan(ctx, identity.userId);
}

function requireToss(ctx: AppContext) {
  if (!ctx.payments.toss.enabled) {
    // Off without credentials, and saying so (DESIGN.md §8); a 409, not a fault of the server.
    throw new AppError(ErrorCode.conflict, 'Card payments are not configured on this server.');
  }
}

export async function paymentMethod(ctx: AppContext, uid: string) {
  return {
    enabled: ctx.payments.toss.enabled,
    sandbox: ctx.payments.sandbox.toss !== null,
    clientKey: ctx.payments.toss.clientKey ?? null,
    customerKey: ctx.payments.customerKeyOf(uid),
    card: presentCard(await repo.findPaymentMethod(ctx.db, uid)),
    paypal: {
      enabled: ctx.payments.paypal.enabled,
      sandbox: ctx.payments.sandbox.paypal !== null,
      clientId: ctx.payments.paypal.clientId ?? null,
      plans: Object.fromEntries(ctx.payments.paypal.plans),
    },
  };
}

/** SPEC.md §7 POST /billing/payment/register: the authKey is exchanged with Toss for a billing key. */
export async function registerCard(
  ctx: AppContext,
  identity: Identity,
  input: ParsedBody<typeof paymentRegisterRoute>,
) {
  assertSelf(identity, input.uid);
  requireToss(ctx);
  const customerKey = ctx.payments.customerKeyOf(identity.userId);
  if (input.customerKey !== customerKey) {
    throw new AppError(ErrorCode.forbidden, 'This customer key is not yours.');
  }
  let billing;
  try {
    billing = await ctx.payments.toss.issueBillingKey({ authKey: input.authKey, customerKey });
  } catch (error) {
    if (error instanceof TossError && error.rejected) {
      throw new AppError(ErrorCode.paymentRequired, `Toss refused the card: ${error.message}`);
    }
    throw providerSilent();
  }
  const saved = await repo.savePaymentMethod(ctx.db, {
    userId: identity.userId,
    provider: 'toss',
    customerKey,
    billingKey: billing.billingKey,
    cardCompany: billing.cardCompany ?? null,
    cardNumber: billing.cardNumber ?? null,
  });
  ctx.ads.send('AddPaymentInfo', { email: identity.user.email });
  return presentCard(saved)!;
}

/**
 * An order to pay once in Toss's window (ours; ADR 027): a plan for oneself (less the unused part
 * of a paid period and a waiting discount), or a gift for anyone (full price). Its amount is the
 * one confirm holds the payment to.
 */
export async function createOrder(
  ctx: AppContext,
  identity: Identity,
  input: { productid: string; currency: Currency; gift: boolean },
  now = new Date(),
) {
  requireToss(ctx);
  const user = await billingUser(ctx.db, identity.userId);
  const target = input.gift ? findProduct(input.productid) : productFor(user, input.productid);
  if (!target) throw new AppError(ErrorCode.notFound, 'No such product.');
  if (input.currency !== 'KRW') {
    throw new AppError(ErrorCode.conflict, 'Card payments are in won; pay dollars through PayPal.');
  }
  if (!isPaidIn(target, input.currency)) throw new AppError(ErrorCode.conflict, 'This plan is not sold by card.');
  const newPrice = priceMinor(target, input.currency);
  let due: { amountMinor: number; promoId: string | null } = { amountMinor: newPrice, promoId: null };
  if (!input.gift) {
    const period = paidPeriod(user, await repo.findSubscription(ctx.db, user.id), now);
    const left = period ? upgradeFrom(period, newPrice, now) : newPrice;
    due = await discountFor(ctx.db, user.id, target, input.currency, left);
  }
  if (due.amountMinor === 0) throw new AppError(ErrorCode.conflict, 'Nothing to pay: change the plan directly.');
  const order = await repo.insertOrder(ctx.db, {
    orderId: `${input.gift ? 'gf' : 'oo'}_${newId()}`,
    userId: user.id,
    purpose: input.gift ? 'gift' : 'oneoff',
    productid: target.productid,
    currency: input.currency,
    amountMinor: due.amountMinor,
    promoId: due.promoId,
    provider: 'toss',
  });
  ctx.ads.send('InitiateCheckout', {
    email: user.email,
    value: { amount: fromMinorUnits(due.amountMinor, input.currency), currency: input.currency },
  });
  return presentOrder(order!, ctx.payments.customerKeyOf(user.id));
}

/**
 * SPEC.md §7 POST /billing/payment/confirm, from Toss's success redirect. The amount must be our
 * order's own (a tampered one is refused before Toss is asked); a second confirm of a paid order
 * answers it again without a second charge. Identity is not needed: the order names its user.
 */
export async function confirmPayment(
  ctx: AppContext,
  input: ParsedBody<typeof paymentConfirmRoute>,
  purpose: 'oneoff' | 'gift',
  /** The signed-in caller, who must be the order's buyer (gifts: the answer is a code). */
  buyer?: string,
  now = new Date(),
) {
  requireToss(ctx);
  const order = await repo.findOrder(ctx.db, input.orderId);
  const foreign = buyer !== undefined && order?.userId !== buyer;
  if (!order || order.purpose !== purpose || foreign) throw new AppError(ErrorCode.notFound, 'No such order.');
  const customerKey = ctx.payments.customerKeyOf(order.userId);
  if (toMinorUnits(input.amount, order.currency as Currency) !== order.amountMinor) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.amount', [
      { field: 'body.amount', message: "is not this order's amount" },
    ]);
  }
  if (order.status === 'paid') {
    if (order.paymentKey === input.paymentKey) return presentOrder(order, customerKey);
    throw new AppError(ErrorCode.conflict, 'This order is paid already.');
  }
  if (order.status === 'failed') throw new AppError(ErrorCode.conflict, 'This order has failed: start a new one.');
  const claimed = await repo.claimOrder(ctx.db, order.orderId, staleBefore(ctx, now));
  if (!claimed) throw new AppError(ErrorCode.conflict, 'This payment is being confirmed.');
  try {
    const payment = await ctx.payments.toss.confirmPayment({
      paymentKey: input.paymentKey,
      orderId: order.orderId,
      amount: order.amountMinor,
    });
    if (payment.totalAmount !== order.amountMinor || payment.orderId !== order.orderId) {
      throw new TossError('AMOUNT_MISMATCH', 'Toss confirmed another amount.', true);
    }
    await settlePaid(ctx, claimed, payment, now);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (!error.rejected) throw providerSilent();
    if (error.code === 'ALREADY_PROCESSED_PAYMENT') {
      // Confirmed before, its answer lost: what Toss holds decides.
      const found = await lookUp(ctx, claimed);
      if (found.kind === 'paid') {
        await settlePaid(ctx, claimed, found.payment, now);
        return presentOrder((await repo.findOrder(ctx.db, order.orderId))!, customerKey);
      }
    }
    await settleDeclined(ctx, claimed, error, now);
    throw new AppError(ErrorCode.paymentRequired, `The payment was refused: ${error.message}`);
  }
  return presentOrder((await repo.findOrder(ctx.db, order.orderId))!, customerKey);
}

export async function planHistory(ctx: AppContext, uid: string) {
  return (await repo.historyOf(ctx.db, uid)).map(presentHistory);
}
