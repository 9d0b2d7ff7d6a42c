import {
  MONTHLY_PRODUCT_IDS,
  UserType,
  type Currency,
  type MonthlyProductId,
  type PlanId,
  type ProductId,
} from './domain.js';

/**
 * The plan catalogue (ADR 027): every product, its price per currency and what it allows. The
 * pricing page shows these numbers and the server charges them; nothing else holds a price.
 */

/** The price of a plan agreed case by case (SPEC.md §9: "price -1 (custom)"). */
export const CUSTOM_PRICE = -1;

export type BillingPeriod = 'monthly' | 'yearly';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** Who a plan is for; a user type buys only its own audience's plans. */
export type PlanAudience = 'artist' | 'gallery' | 'collector' | 'fair';

/** The artist policies (GET /billing/plan/artist/policy): who qualifies for which products. */
export const ARTIST_POLICIES = ['default', 'student', 'kein', 'free'] as const;
export type ArtistPolicy = (typeof ARTIST_POLICIES)[number];

/** Days of pro a plan offers to try before paying. */
export const TRIAL_DAYS = 14;

export interface Product {
  productid: ProductId;
  planid: PlanId;
  audience: PlanAudience;
  period: BillingPeriod;
  /** In major units (won, dollars); 0 is free, CUSTOM_PRICE means "contact us". */
  prices: Record<Currency, number>;
  /** The artist policy the product belongs to (artist products only). */
  policy: ArtistPolicy | null;
  /** Whether the product can be tried for TRIAL_DAYS before the first charge. */
  trial: boolean;
}

/** A plan's monthly price per currency; a yearly product costs 12 months less YEARLY_DISCOUNT. */
interface MonthlyEntry {
  planid: PlanId;
  audience: PlanAudience;
  monthly: Record<Currency, number>;
  policy: ArtistPolicy | null;
  trial: boolean;
}

/** Paying for a year saves this share of twelve monthly payments. */
export const YEARLY_DISCOUNT = 0.2;

const free = { KRW: 0, USD: 0 };
const custom = { KRW: CUSTOM_PRICE, USD: CUSTOM_PRICE };

const MONTHLY: Record<MonthlyProductId, MonthlyEntry> = {
  abasic_default: { planid: 'abasic', audience: 'artist', monthly: free, policy: 'default', trial: false },
  apro_default: {
    planid: 'apro',
    audience: 'artist',
    monthly: { KRW: 12_000, USD: 9 },
    policy: 'default',
    trial: true,
  },
  abasic_student: { planid: 'abasic', audience: 'artist', monthly: free, policy: 'student', trial: false },
  apro_student: { planid: 'apro', audience: 'artist', monthly: { KRW: 6_000, USD: 5 }, policy: 'student', trial: true },
  abasic_kein: { planid: 'abasic', audience: 'artist', monthly: free, policy: 'kein', trial: false },
  apro_kein: { planid: 'apro', audience: 'artist', monthly: { KRW: 8_000, USD: 6 }, policy: 'kein', trial: true },
  apro_free: { planid: 'apro', audience: 'artist', monthly: free, policy: 'free', trial: false },
  gcode_default: { planid: 'gcode', audience: 'gallery', monthly: free, policy: null, trial: false },
  gpro_default: {
    planid: 'gpro',
    audience: 'gallery',
    monthly: { KRW: 175_000, USD: 120 },
    policy: null,
    trial: false,
  },
  gunique_default: { planid: 'gunique', audience: 'gallery', monthly: custom, policy: null, trial: false },
  cbasic_default: { planid: 'cbasic', audience: 'collector', monthly: free, policy: null, trial: false },
  fbasic_default: { planid: 'fbasic', audience: 'fair', monthly: custom, policy: null, trial: false },
};

/** SPEC.md §9 fixes the gallery pro's yearly price (1,680,000 KRW / 1,152 USD, 20 % off twelve months). */
function yearlyPrice(monthly: number, currency: Currency): number {
  if (monthly <= 0) return monthly;
  const year = monthly * 12 * (1 - YEARLY_DISCOUNT);
  return currency === 'KRW' ? Math.round(year / 100) * 100 : Math.round(year);
}

function productsOf(id: MonthlyProductId): Product[] {
  const entry = MONTHLY[id];
  const base = { planid: entry.planid, audience: entry.audience, policy: entry.policy, trial: entry.trial };
  return [
    { ...base, productid: id, period: 'monthly', prices: entry.monthly },
    {
      ...base,
      productid: `${id}_y`,
      period: 'yearly',
      prices: { KRW: yearlyPrice(entry.monthly.KRW, 'KRW'), USD: yearlyPrice(entry.monthly.USD, 'USD') },
    },
  ];
}

export const PRODUCTS: readonly Product[] = MONTHLY_PRODUCT_IDS.flatMap(productsOf);
const BY_ID = new Map(PRODUCTS.map((product) => [product.productid as string, product]));

/** The catalogue entry of a product id, or undefined for an unknown one. */
export function findProduct(productid: string): Product | undefined {
  return BY_ID.get(productid);
}

/** The audience a user type buys for (others buy as collectors). */
export function audienceOf(type: number | null | undefined): PlanAudience | null {
  switch (type) {
    case UserType.artist:
      return 'artist';
    case UserType.gallery:
      return 'gallery';
    case UserType.fair:
      return 'fair';
    case UserType.collector:
    case UserType.others:
      return 'collector';
    default:
      return null;
  }
}

/** The free product every user type starts on at sign-up, so nothing is locked on day one. */
export const STARTER_PRODUCT: Record<PlanAudience, ProductId> = {
  artist: 'abasic_default',
  gallery: 'gcode_default',
  collector: 'cbasic_default',
  fair: 'fbasic_default',
};

/** The products of an artist policy, for GET /billing/plan/artist/policy. */
export function policyProducts(policy: ArtistPolicy): Product[] {
  return PRODUCTS.filter((product) => product.policy === policy);
}

/** How a price reads: free, agreed case by case, or an amount to pay. */
export type PriceKind = 'free' | 'custom' | 'paid';

export function priceKind(amount: number): PriceKind {
  if (amount === CUSTOM_PRICE) return 'custom';
  if (amount === 0) return 'free';
  return 'paid';
}

/** Whether the product is charged in that currency (free and custom products never are). */
export function isPaidIn(product: Product, currency: Currency): boolean {
  return priceKind(product.prices[currency]) === 'paid';
}

/** Amounts travel to providers in minor units: won have none, dollars have cents. */
export function toMinorUnits(amount: number, currency: Currency): number {
  return currency === 'KRW' ? Math.round(amount) : Math.round(amount * 100);
}

export function fromMinorUnits(minor: number, currency: Currency): number {
  return currency === 'KRW' ? minor : minor / 100;
}

/**
 * The end of a billing period: `periods` months (or years) after the anchor, on the anchor's day
 * of the month, or the month's last day when it has no such day (31 Jan → 28/29 Feb → 31 Mar;
 * 29 Feb → 28 Feb in a common year → 29 Feb in the next leap year). Counting from the anchor,
 * not from the previous end, keeps a short month from moving every later renewal.
 */
export function periodEnd(anchor: Date, periods: number, period: BillingPeriod): Date {
  const months = period === 'yearly' ? periods * 12 : periods;
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(anchor);
  end.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return end;
}

/**
 * What an upgrade costs now (ADR 027): the new product's full price, less the unused share of what
 * was paid for the current period, never below zero. In minor units.
 */
export function upgradeCharge(input: {
  newPriceMinor: number;
  paidMinor: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.max(0, input.periodEnd.getTime() - input.now.getTime());
  const credit = length > 0 ? Math.floor((input.paidMinor * Math.min(left, length)) / length) : 0;
  return Math.max(0, input.newPriceMinor - credit);
}
