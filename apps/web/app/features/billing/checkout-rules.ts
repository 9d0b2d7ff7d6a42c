import { isPaidIn, type BillingPlanDto, type Currency, type Product } from '@vernissage/shared';

/**
 * Why this product cannot be paid for now, if so: during a paid period the currency stays (the
 * server refuses another), and PayPal charges a subscription as soon as it is approved, so a PayPal
 * plan is chosen once the period has ended (the server refuses it before; ADR 027).
 */
export function blockedUntil(plan: BillingPlanDto, product: Product, currency: Currency, now = new Date()) {
  const paying = plan.amount > 0 && plan.state === 'active' && plan.periodEnd && new Date(plan.periodEnd) > now;
  if (!paying) return null;
  if (plan.currency !== currency) return 'currency' as const;
  return currency === 'USD' && isPaidIn(product, currency) ? ('paypal' as const) : null;
}
