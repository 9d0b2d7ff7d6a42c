import {
  PRODUCTS,
  priceKind,
  type ArtistPolicy,
  type BillingPeriod,
  type BillingPlanDto,
  type Currency,
  type PlanAudience,
  type Product,
} from '@vernissage/shared';

/** The audiences /pricing shows, in the order of its switch. */
export const PRICING_AUDIENCES: readonly PlanAudience[] = ['artist', 'gallery', 'collector', 'fair'];

/** The artist price lists a person can choose on /pricing ('free' is a programme granted by us). */
export const PUBLIC_ARTIST_POLICIES: readonly ArtistPolicy[] = ['default', 'student', 'kein'];

/**
 * The products /pricing lists for an audience and billing period, from the one catalogue the
 * server charges from (packages/shared/src/plans.ts): an artist's for the chosen price list.
 */
export function pricingProducts(audience: PlanAudience, period: BillingPeriod, policy: ArtistPolicy): Product[] {
  return PRODUCTS.filter(
    (product) =>
      product.audience === audience &&
      product.period === period &&
      (audience !== 'artist' || product.policy === policy),
  );
}

/** The monthly product of a yearly one (and a monthly one itself). */
export const monthlyIdOf = (productid: string) => productid.replace(/_y$/, '');

/** Whole percent saved by paying yearly instead of twelve months, or null if nothing is saved. */
export function yearlySavingPercent(yearly: Product, currency: Currency): number | null {
  const monthly = PRODUCTS.find((product) => product.productid === monthlyIdOf(yearly.productid));
  if (!monthly || yearly.period !== 'yearly') return null;
  const perMonth = monthly.prices[currency];
  const perYear = yearly.prices[currency];
  if (priceKind(perMonth) !== 'paid' || priceKind(perYear) !== 'paid') return null;
  const percent = Math.round((1 - perYear / (perMonth * 12)) * 100);
  return percent > 0 ? percent : null;
}

/** What each plan gives, as keys of `pricing:feature.*`. */
export const PLAN_FEATURES: Record<string, readonly string[]> = {
  abasic: ['inventory', 'sharing', 'holds'],
  apro: ['everythingBasic', 'exhibitions', 'rooms', 'website', 'analytics'],
  gcode: ['inventory', 'sharing', 'holds', 'members'],
  gpro: ['everythingCode', 'exhibitions', 'rooms', 'website', 'analytics', 'ownDomain'],
  gunique: ['everythingPro', 'support', 'migration'],
  cbasic: ['collection', 'holds', 'messages'],
  fbasic: ['fairTools', 'exhibitors', 'support'],
};

/** Whether a card is the plan one is on: the same product, price list and billing period. */
export const isCurrentProduct = (plan: BillingPlanDto | undefined, product: Product) =>
  plan?.productid === product.productid;

/**
 * Whether a card offers the 14-day trial: as the server allows it (`trialAvailable`: once per
 * account, not while paying), of a paid product with a trial, and not of a plan one has already.
 */
export function offersTrial(plan: BillingPlanDto, product: Product, currency: Currency) {
  return (
    plan.trialAvailable &&
    product.trial &&
    priceKind(product.prices[currency]) === 'paid' &&
    plan.planid !== product.planid
  );
}
