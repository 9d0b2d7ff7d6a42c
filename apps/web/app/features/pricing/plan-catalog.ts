import type { Currency, PlanId } from '@vernissage/shared';

/** The price of a plan agreed case by case (SPEC.md §9: "price -1 (custom)"). */
export const CUSTOM_PRICE = -1;

export type BillingPeriod = 'monthly' | 'yearly';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

export type GalleryPlanId = Extract<PlanId, 'gcode' | 'gpro' | 'gunique' | 'fbasic'>;

/** A plan's price per billing period and currency; 0 is free, CUSTOM_PRICE means "contact us". */
export type PlanPrices = Record<BillingPeriod, Record<Currency, number>>;

export interface GalleryPlan {
  planid: GalleryPlanId;
  prices: PlanPrices;
}

const everywhere = (amount: number): PlanPrices => ({
  monthly: { KRW: amount, USD: amount },
  yearly: { KRW: amount, USD: amount },
});

/**
 * The gallery plans of SPEC.md §9. Kept in the web app until the billing issue moves the
 * catalogue to packages/shared, where the server will charge from the same numbers.
 */
export const GALLERY_PLANS: readonly GalleryPlan[] = [
  { planid: 'gcode', prices: everywhere(0) },
  {
    planid: 'gpro',
    prices: {
      monthly: { KRW: 175_000, USD: 120 },
      yearly: { KRW: 1_680_000, USD: 1_152 },
    },
  },
  { planid: 'gunique', prices: everywhere(CUSTOM_PRICE) },
  { planid: 'fbasic', prices: everywhere(CUSTOM_PRICE) },
];

/** How a price reads: free, agreed case by case, or an amount to pay. */
export type PriceKind = 'free' | 'custom' | 'paid';

/** The kind of a catalogue amount. */
export function priceKind(amount: number): PriceKind {
  if (amount === CUSTOM_PRICE) return 'custom';
  if (amount === 0) return 'free';
  return 'paid';
}

/** Whole percent saved by paying yearly instead of twelve months, or null if nothing is saved. */
export function yearlySavingPercent(prices: PlanPrices, currency: Currency): number | null {
  const monthly = prices.monthly[currency];
  const yearly = prices.yearly[currency];
  if (priceKind(monthly) !== 'paid' || priceKind(yearly) !== 'paid') return null;
  const percent = Math.round((1 - yearly / (monthly * 12)) * 100);
  return percent > 0 ? percent : null;
}
