/**
 * Domain codes of SPEC.md §3, §4 and §9. They live here once; the server, the web app and
 * the tests all read them from this module.
 */

/** Signed-up user types (SPEC.md §3). */
export const UserType = {
  gallery: 0,
  fair: 1,
  collector: 3,
  artist: 7,
  others: 9,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPES = Object.values(UserType);

/** Artwork and share states (SPEC.md §4). */
export const ArtworkState = {
  cancel: -1,
  ready: 0,
  shared: 1,
  holding: 2,
  waiting: 3,
  confirmed: 4,
  soldout: 5,
  done: 6,
} as const;
export type ArtworkState = (typeof ArtworkState)[keyof typeof ArtworkState];
export const ARTWORK_STATES = Object.values(ArtworkState);

/**
 * Each availability's name as readers see it, for what the server writes (exports, PDF price
 * lists); the web's `artwork:states` says the same words (a translations test keeps them equal).
 */
export const ARTWORK_STATE_NAMES: Record<keyof typeof ArtworkState, Record<Locale, string>> = {
  cancel: { ko: '철회됨', en: 'Withdrawn' },
  ready: { ko: '판매 가능', en: 'Available' },
  shared: { ko: '제안 중', en: 'Offered' },
  holding: { ko: '홀드 중', en: 'On hold' },
  waiting: { ko: '구매 대기', en: 'Purchase pending' },
  confirmed: { ko: '구매 확정', en: 'Confirmed' },
  soldout: { ko: '판매 완료', en: 'Sold' },
  done: { ko: '거래 완료', en: 'Done' },
};

/** The name of an availability (`ArtworkState` value) in `locale`; the number itself if unknown. */
export function artworkStateName(state: number, locale: Locale): string {
  const key = (Object.keys(ArtworkState) as (keyof typeof ArtworkState)[]).find((name) => ArtworkState[name] === state);
  return key ? ARTWORK_STATE_NAMES[key][locale] : String(state);
}

/** Plan ids (SPEC.md §3). */
export const PLAN_IDS = ['abasic', 'apro', 'gcode', 'gpro', 'gunique', 'cbasic', 'fbasic', 'invalid'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Monthly product ids (SPEC.md §3); each also exists yearly with the `_y` suffix. */
export const MONTHLY_PRODUCT_IDS = [
  'abasic_default',
  'apro_default',
  'abasic_student',
  'apro_student',
  'abasic_kein',
  'apro_kein',
  'apro_free',
  'gcode_default',
  'fbasic_default',
  // Ours (ADR 027): the spec prices gallery pro and lists collector and custom plans without products.
  'gpro_default',
  'gunique_default',
  'cbasic_default',
] as const;
export type MonthlyProductId = (typeof MONTHLY_PRODUCT_IDS)[number];
export type ProductId = MonthlyProductId | `${MonthlyProductId}_y`;
export const PRODUCT_IDS: readonly ProductId[] = MONTHLY_PRODUCT_IDS.flatMap((id) => [id, `${id}_y` as const]);
export const YEARLY_SUFFIX = '_y';

/** Whether a product id is billed yearly. */
export function isYearlyProduct(productid: string): boolean {
  return productid.endsWith(YEARLY_SUFFIX);
}

/**
 * The plan a product belongs to, from its prefix (DESIGN.md §5): `apro_` → apro, `abasic_` →
 * abasic, the other listed prefixes → themselves, anything else → gcode (the spec's rule).
 */
export function planIdFromProductId(productid: string): PlanId {
  for (const prefix of ['apro', 'abasic', 'gpro', 'gunique', 'gcode', 'cbasic', 'fbasic'] as const) {
    if (productid.startsWith(`${prefix}_`)) return prefix;
  }
  return 'gcode';
}

/** Plan states (SPEC.md §4): these three are live, every other state counts as expired. */
export const LIVE_PLAN_STATES = ['active', 'paid', 'trial'] as const;
export const PLAN_STATES = [...LIVE_PLAN_STATES, 'expired', 'cancelled', 'pending'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** Whether a plan state grants the plan's capabilities. */
export function isLivePlanState(state: string | null | undefined): boolean {
  return (LIVE_PLAN_STATES as readonly string[]).includes(state ?? '');
}

/** Analytics classes of a plan (SPEC.md §4). */
export type PlanAnalyticsClass = 'paid' | 'free' | 'expired' | 'notPaid';

/** Active with an amount is paid, active without is free, lapsed with an amount is expired. */
export function classifyPlan(plan: { state?: string | null; amount?: number | null }): PlanAnalyticsClass {
  const amount = plan.amount ?? 0;
  const active = plan.state === 'active';
  if (active) return amount > 0 ? 'paid' : 'free';
  return amount > 0 ? 'expired' : 'notPaid';
}

/** Permission levels (SPEC.md §4). */
export const PermissionLevel = {
  none: -1,
  read: 0,
  write: 1,
} as const;
export type PermissionLevel = (typeof PermissionLevel)[keyof typeof PermissionLevel];

/** `level` of a platform admin; granted only by `npm run admin -- grant <email>`. */
export const ADMIN_LEVEL = 9;

/** Login methods (SPEC.md §3), sent by the web client in the `oauth` header. */
export const LOGIN_METHODS = ['kakao', 'google', 'credentials', 'azure-ad-b2c'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The body code of every authentication failure (SPEC.md §8, §9). */
export const AUTH_FAILURE_CODE = 901;

/** The API version every client sends in the `version` header. */
export const API_VERSION = '1.0';

/**
 * The header of a route that creates something (ADR 086): a key the client makes for one request
 * and sends again with the same request when no answer came. The server does the work once and
 * answers the repeats with the first answer (`idempotencyKeyHeaders`).
 */
export const IDEMPOTENCY_KEY = 'idempotency-key';

/** The error code of a repeat sent while the first request with its key is under way (ADR 086). */
export const REQUEST_IN_PROGRESS_CODE = 'request_in_progress';

/** Currencies the platform prices in; KRW has no minor unit. */
export const CURRENCIES = ['KRW', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Business constants of SPEC.md §9. */
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const PROGRESS_OVERLAY_START = 30;
export const TRANSLATION_LOADING = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;
export const DEFAULT_REFERRER = 'Organic';

/** Marketing parameters kept from the query string (SPEC.md §2). */
export const MARKETING_PARAMS = [
  'refcode',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'fbclid',
] as const;

/** Languages the interface ships in; the first is the default. */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';
export const LOCALE_COOKIE = 'lng';

/** Lists are paged with `?page` (0-based) and `?size`, capped here. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
