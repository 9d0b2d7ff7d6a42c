import {
  fromMinorUnits,
  isLivePlanState,
  type BillingPlanDto,
  type CardDto,
  type Currency,
  type PlanHistoryEntryDto,
  type ProductDto,
  type Product,
  TRIAL_DAYS,
} from '@vernissage/shared';
import type { BillingUser, HistoryRow, OrderRow, PaymentMethodRow, SubscriptionRow } from './billing.repository.js';

export function presentProduct(product: Product): ProductDto {
  return {
    productid: product.productid,
    planid: product.planid,
    audience: product.audience,
    period: product.period,
    prices: product.prices,
    policy: product.policy,
    trialDays: product.trial ? TRIAL_DAYS : 0,
  };
}

export function presentCard(card: PaymentMethodRow | undefined): CardDto | null {
  if (!card) return null;
  return { company: card.cardCompany, number: card.cardNumber, registeredAt: card.createdAt.toISOString() };
}

const currencyOf = (value: string | null | undefined): Currency | null =>
  value === 'KRW' || value === 'USD' ? value : null;

export function presentPlan(
  user: BillingUser,
  subscription: SubscriptionRow | undefined,
  card: PaymentMethodRow | undefined,
): BillingPlanDto {
  const provider = subscription?.provider;
  return {
    planid: user.planid,
    productid: user.productid,
    state: user.planState,
    amount: user.planAmount ?? 0,
    currency: currencyOf(subscription?.currency),
    periodEnd: subscription?.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    pendingProductid: subscription?.pendingProductid ?? null,
    // As `startTrialIn` allows: once per account, and not while paying for a plan.
    trialAvailable:
      !(subscription?.trialUsed ?? false) && !(isLivePlanState(user.planState) && (user.planAmount ?? 0) > 0),
    provider: provider === 'toss' || provider === 'paypal' ? provider : null,
    card: presentCard(card),
  };
}

export function presentOrder(order: OrderRow, customerKey: string) {
  const currency = currencyOf(order.currency) ?? 'KRW';
  return {
    orderId: order.orderId,
    orderName: orderName(order.productid),
    amount: fromMinorUnits(order.amountMinor, currency),
    currency,
    customerKey,
    status: order.status as 'pending' | 'sent' | 'paid' | 'failed',
  };
}

/** What the customer sees on the card statement and in Toss's window. */
export function orderName(productid: string): string {
  return `Vernissage ${productid}`;
}

export function presentHistory(row: HistoryRow): PlanHistoryEntryDto {
  const currency = currencyOf(row.currency);
  return {
    id: row.id,
    event: row.event,
    planid: row.planid,
    productid: row.productid,
    state: row.state,
    amount: currency ? fromMinorUnits(row.amountMinor, currency) : 0,
    currency,
    orderId: row.orderId,
    receiptUrl: row.receiptUrl,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    at: row.at.toISOString(),
  };
}
