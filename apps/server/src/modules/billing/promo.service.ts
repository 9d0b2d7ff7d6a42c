import {
  answerPage,
  audienceOf,
  ErrorCode,
  findProduct,
  fromMinorUnits,
  isLivePlanState,
  pageWindow,
  periodEnd,
  toMinorUnits,
  type Currency,
  type PageQuery,
  type Product,
  type PromoDto,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { recipientAt } from '../../platform/mail/recipient.js';
import { giftMail } from '../../platform/mail/templates.js';
import { requireAdmin } from '../user/user.service.js';
import { planOf } from './billing-charges.js';
import * as billingRepo from './billing.repository.js';
import type { BillingUser } from './billing.repository.js';
import { currentPlan } from './billing.service.js';
import { randomCode } from './promo-effects.js';
import * as repo from './promo.repository.js';
import type { PromoRow } from './promo.repository.js';

/** Promo and gift codes (ADR 028). */

const currencyOf = (value: string | null): Currency | null => (value === 'KRW' || value === 'USD' ? value : null);

function presentPromo(row: PromoRow, status: PromoDto['status']): PromoDto {
  const currency = currencyOf(row.currency);
  return {
    promoid: row.id,
    code: row.code,
    kind: row.kind as PromoDto['kind'],
    value: row.kind === 'amount' && currency ? fromMinorUnits(row.value, currency) : row.value,
    currency,
    productids: row.productids,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    gift: row.giftOrderId !== null,
    status,
  };
}

function presentAdminPromo(row: PromoRow) {
  const { status: _status, ...promo } = presentPromo(row, 'entered');
  return { ...promo, maxUses: row.maxUses, uses: row.uses, createdAt: row.createdAt.toISOString() };
}

function assertSelf(identity: Identity, uid: string) {
  if (uid !== identity.userId) throw new AppError(ErrorCode.forbidden, 'You can only use codes for your own account.');
}

/** Why a code cannot be used now, as the error to answer (each with its own code, for the form to say); null when it can. */
function unusable(promo: PromoRow, now: Date): AppError | null {
  if (promo.expiresAt && promo.expiresAt <= now) return new AppError(ErrorCode.codeExpired, 'This code has expired.');
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) {
    return new AppError(ErrorCode.codeUsedUp, 'This code has been used up.');
  }
  return null;
}

/** The product free periods are of, checked against the user's type. */
function freeProduct(promo: PromoRow, user: BillingUser): Product {
  const product = findProduct(promo.productids[0] ?? '');
  if (!product) throw new AppError(ErrorCode.conflict, 'This code names no product.');
  if (product.audience !== audienceOf(user.type)) {
    throw new AppError(ErrorCode.forbidden, `This code is for ${product.audience} accounts.`);
  }
  return product;
}

/** SPEC.md §7 POST /promocode: the code is checked and kept on the account (entering twice is harmless). */
export async function enterCode(
  ctx: AppContext,
  identity: Identity,
  input: { uid: string; code: string },
  now = new Date(),
) {
  assertSelf(identity, input.uid);
  const promo = await repo.findPromoByCode(ctx.db, input.code);
  if (!promo) throw new AppError(ErrorCode.notFound, 'No such code.');
  const existing = await repo.findRedemption(ctx.db, promo.id, identity.userId);
  if (existing) return presentPromo(promo, existing.status as PromoDto['status']);
  const problem = unusable(promo, now);
  if (problem) throw problem;
  if (promo.kind === 'months') freeProduct(promo, (await billingRepo.findBillingUser(ctx.db, identity.userId))!);
  await repo.enter(ctx.db, promo.id, identity.userId);
  return presentPromo(promo, 'entered');
}

export async function listCodes(ctx: AppContext, uid: string) {
  return (await repo.codesOf(ctx.db, uid)).map(({ promo, status }) =>
    presentPromo(promo, status as PromoDto['status']),
  );
}

/**
 * Free periods of a product from now, or added to the current period when it is of the same plan
 * and period length (a paid month of pro gets a month longer, and stays the product paid for).
 * The same plan held without an end, or past the grant's end, is not cut: the code is refused as
 * not needed. A paid period of another plan is not cut short: the code waits until it has ended.
 */
async function grantFreePeriods(tx: Database, user: BillingUser, product: Product, periods: number, now: Date) {
  const subscription = await billingRepo.findSubscription(tx, user.id, true);
  const samePlan = isLivePlanState(user.planState) && user.planState !== 'trial' && user.planid === product.planid;
  const ownEnd = subscription?.periodEnd ?? null;
  const grantEnd = periodEnd(now, periods, product.period);
  const held = findProduct(user.productid ?? '');
  if (samePlan && (!ownEnd || ownEnd >= grantEnd) && !(ownEnd && held?.period === product.period)) {
    throw new AppError(ErrorCode.codeNotNeeded, 'You have this plan already for longer than this code gives.');
  }
  const live = isLivePlanState(user.planState) && ownEnd && ownEnd > now;
  if (live && samePlan && held?.period === product.period && subscription?.periodAnchor) {
    const count = subscription.periodCount + periods;
    await billingRepo.patchSubscription(tx, user.id, {
      periodCount: count,
      periodEnd: periodEnd(subscription.periodAnchor, count, held.period),
    });
    return;
  }
  if (live && (user.planAmount ?? 0) > 0) {
    throw new AppError(ErrorCode.conflict, 'Your paid plan runs until its period ends: redeem this code after that.');
  }
  await billingRepo.setUserPlan(tx, user.id, planOf(product, 'active', 0));
  await billingRepo.saveSubscription(tx, user.id, {
    currency: subscription?.currency ?? 'KRW',
    provider: (await billingRepo.findPaymentMethod(tx, user.id)) ? 'toss' : null,
    periodAnchor: now,
    periodCount: periods,
    periodStart: now,
    periodEnd: grantEnd,
    paidMinor: 0,
    cancelAtPeriodEnd: false,
    pendingProductid: null,
    failedAttempts: 0,
    nextAttemptAt: null,
  });
}

/**
 * SPEC.md §7 PUT /promocode/apply. The use is counted by a conditional update in the same
 * transaction as its effect, and each account redeems a code once, so a code with N uses is
 * redeemed exactly N times however many try at once.
 */
export async function applyCode(ctx: AppContext, identity: Identity, promoid: string, now = new Date()) {
  const promo = await ctx.db.transaction(async (tx) => {
    await billingRepo.lockUser(tx, identity.userId);
    const redemption = await repo.findRedemption(tx, promoid, identity.userId, true);
    if (!redemption) throw new AppError(ErrorCode.notFound, 'Enter this code first.');
    if (redemption.status !== 'entered') throw new AppError(ErrorCode.conflict, 'This code is redeemed already.');
    const found = (await repo.findPromo(tx, promoid))!;
    if (!(await repo.takeUse(tx, promoid, now))) {
      throw unusable(found, now) ?? new AppError(ErrorCode.conflict, 'This code can no longer be used.');
    }
    const user = (await billingRepo.findBillingUser(tx, identity.userId))!;
    if (found.kind === 'months') {
      const product = freeProduct(found, user);
      await grantFreePeriods(tx, user, product, found.value, now);
      await billingRepo.addHistory(tx, {
        userId: user.id,
        event: 'code',
        planid: product.planid,
        productid: product.productid,
        state: 'active',
        periodEnd: (await billingRepo.findSubscription(tx, user.id))?.periodEnd ?? null,
      });
    }
    await repo.setRedemption(tx, promoid, identity.userId, {
      status: found.kind === 'months' ? 'spent' : 'redeemed',
      redeemedAt: now,
    });
    return found;
  });
  const status = promo.kind === 'months' ? 'spent' : 'redeemed';
  return { promo: presentPromo(promo, status), plan: await currentPlan(ctx, identity.userId) };
}

export async function giftCode(ctx: AppContext, orderId: string) {
  const promo = await repo.giftCodeOf(ctx.db, orderId);
  if (!promo) throw new AppError(ErrorCode.notFound, 'No gift for this order.');
  return { orderId, code: promo.code, productid: promo.productids[0]! };
}

/** SPEC.md §7 POST /billing/plan/gift: the code of a paid gift goes by mail. */
export async function sendGift(
  ctx: AppContext,
  identity: Identity,
  input: { uid: string; orderId: string; code: string; to?: string | undefined },
) {
  assertSelf(identity, input.uid);
  const order = await billingRepo.findOrder(ctx.db, input.orderId);
  const promo = await repo.giftCodeOf(ctx.db, input.orderId);
  if (!order || order.userId !== identity.userId || order.status !== 'paid' || promo?.code !== input.code) {
    throw new AppError(ErrorCode.notFound, 'No such gift.');
  }
  const buyer = (await billingRepo.findBillingUser(ctx.db, identity.userId))!;
  const to = input.to ?? buyer.email;
  await ctx.db.transaction(async (tx) => {
    await repo.markGiftSent(tx, promo.id, to);
    await queueMail(tx, [
      giftMail(
        await recipientAt(tx, to),
        { ko: buyer.name, en: buyer.nameen },
        promo.productids[0]!,
        promo.code,
        `${ctx.config.publicUrl}/account/billing`,
      ),
    ]);
  });
  ctx.jobs.wake(sendMailJob);
  return { sent: true as const, to };
}

/**
 * POST `/admin/promocode`. A code is made to be used, so its expiry must be in the future: a code
 * that is expired from the start could only confuse the people it is given to.
 */
export async function createPromo(
  ctx: AppContext,
  identity: Identity,
  input: {
    code?: string | undefined;
    kind: PromoDto['kind'];
    value: number;
    currency?: Currency | undefined;
    productids: string[];
    expiresAt?: string | undefined;
    maxUses?: number | undefined;
  },
  now = new Date(),
) {
  requireAdmin(identity);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw invalidField('body.expiresAt', 'must be in the future');
  const promo = await repo.insertPromo(ctx.db, {
    id: newId(),
    code: input.code ?? randomCode('PROMO'),
    kind: input.kind,
    value: input.kind === 'amount' && input.currency ? toMinorUnits(input.value, input.currency) : input.value,
    currency: input.currency ?? null,
    productids: input.productids,
    expiresAt,
    maxUses: input.maxUses ?? null,
    createdBy: identity.userId,
  });
  if (!promo) throw new AppError(ErrorCode.conflict, 'This code exists already.');
  return presentAdminPromo(promo);
}

export async function listPromos(ctx: AppContext, identity: Identity, query: PageQuery) {
  requireAdmin(identity);
  const { offset, limit } = pageWindow(query);
  const { rows, total } = await repo.promoPage(ctx.db, offset, limit);
  return answerPage(query, rows.map(presentAdminPromo), total);
}
