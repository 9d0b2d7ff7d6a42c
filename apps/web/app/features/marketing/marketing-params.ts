import { DEFAULT_REFERRER, MARKETING_PARAMS } from '@vernissage/shared';

/** Where the marketing data is kept in browser storage. */
export const MARKETING_STORAGE_KEY = 'vernissage.marketing';

/** Marketing attribution sent at sign-up (SPEC.md §2): the campaign a visitor came from. */
export interface MarketingData {
  refcode: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  fbclid: string | null;
  /** The external page the visitor came from, or `Organic`. */
  referrer: string;
}

type CampaignField = Exclude<keyof MarketingData, 'referrer'>;

/** The storage calls this module needs; `localStorage` in the browser, a map in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const FIELD_OF_PARAM: Record<(typeof MARKETING_PARAMS)[number], CampaignField> = {
  refcode: 'refcode',
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_content: 'content',
  fbclid: 'fbclid',
};

const CAMPAIGN_FIELDS = Object.values(FIELD_OF_PARAM);
const MAX_VALUE_LENGTH = 500;

/** Nothing known: no campaign, organic visit. */
export const EMPTY_MARKETING_DATA: MarketingData = {
  refcode: null,
  source: null,
  medium: null,
  campaign: null,
  content: null,
  fbclid: null,
  referrer: DEFAULT_REFERRER,
};

function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_VALUE_LENGTH);
  return trimmed === '' ? null : trimmed;
}

/** The marketing parameters present (and non-empty) in a query string, by field name. */
export function readMarketingParams(search: string): Partial<Record<CampaignField, string>> {
  const params = new URLSearchParams(search);
  const found: Partial<Record<CampaignField, string>> = {};
  for (const param of MARKETING_PARAMS) {
    const value = cleanValue(params.get(param));
    if (value !== null) found[FIELD_OF_PARAM[param]] = value;
  }
  return found;
}

/** The referrer if it is a page of another site, else null (empty, internal or malformed). */
export function externalReferrer(referrer: string, currentOrigin: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === currentOrigin) return null;
  return cleanValue(referrer);
}

/**
 * Stored data updated with a new visit: parameters present now overwrite, absent ones keep their
 * stored value; an external referrer overwrites, otherwise the stored one (or `Organic`) stays.
 */
export function mergeMarketingData(
  stored: MarketingData | null,
  params: Partial<Record<CampaignField, string>>,
  referrer: string | null,
): MarketingData {
  const base = stored ?? EMPTY_MARKETING_DATA;
  return { ...base, ...params, referrer: referrer ?? base.referrer };
}

function parseStored(raw: string | null): MarketingData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const data: MarketingData = { ...EMPTY_MARKETING_DATA, referrer: cleanValue(record.referrer) ?? DEFAULT_REFERRER };
  for (const field of CAMPAIGN_FIELDS) data[field] = cleanValue(record[field]);
  return data;
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The marketing data kept so far, for the sign-up form; empty (`Organic`) when there is none. */
export function readMarketingData(storage: StorageLike | null = browserStorage()): MarketingData {
  if (!storage) return EMPTY_MARKETING_DATA;
  try {
    return parseStored(storage.getItem(MARKETING_STORAGE_KEY)) ?? EMPTY_MARKETING_DATA;
  } catch {
    return EMPTY_MARKETING_DATA;
  }
}

/** Records a page load's marketing parameters and referrer in storage; returns what is kept. */
export function captureMarketingData(visit: {
  search: string;
  referrer: string;
  origin: string;
  storage: StorageLike | null;
}): MarketingData {
  const { storage } = visit;
  let stored: MarketingData | null = null;
  try {
    stored = storage ? parseStored(storage.getItem(MARKETING_STORAGE_KEY)) : null;
  } catch {
    stored = null;
  }
  const merged = mergeMarketingData(
    stored,
    readMarketingParams(visit.search),
    externalReferrer(visit.referrer, visit.origin),
  );
  try {
    storage?.setItem(MARKETING_STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage full or blocked: attribution is best effort and must never break the page.
  }
  return merged;
}
