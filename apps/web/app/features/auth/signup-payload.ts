import { UserType, type SignupInput } from '@vernissage/shared';
import type { MarketingData } from '../marketing/marketing-params';

/** The user types a person picks from at sign-up, in the order the form shows them. */
export const SIGNUP_TYPES = [
  { key: 'artist', type: UserType.artist },
  { key: 'gallery', type: UserType.gallery },
  { key: 'collector', type: UserType.collector },
  { key: 'fair', type: UserType.fair },
  { key: 'others', type: UserType.others },
] as const;
export type SignupTypeKey = (typeof SIGNUP_TYPES)[number]['key'];

/** The marketing fields of `POST /user/signup`, as the contract declares them. */
export type SignupMarketingFields = Pick<
  SignupInput,
  'code' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmContent' | 'fbc' | 'fbp'
>;

/**
 * What sign-up sends of the kept marketing data (SPEC.md §2, §7): the typed referral code, or
 * else the `refcode` of the link the visitor came by; the campaign as utm fields; the ad click
 * id as `fbc` and the ads pixel's browser id (`_fbp` cookie) as `fbp`; the referrer.
 */
export function signupMarketingFields(
  marketing: MarketingData,
  typedCode: string,
  fbpCookie: string | null,
): SignupMarketingFields {
  const fields: SignupMarketingFields = {
    code: typedCode.trim() || marketing.refcode || undefined,
    referrer: marketing.referrer,
    utmSource: marketing.source ?? undefined,
    utmMedium: marketing.medium ?? undefined,
    utmCampaign: marketing.campaign ?? undefined,
    utmContent: marketing.content ?? undefined,
    fbc: marketing.fbclid ?? undefined,
    fbp: fbpCookie ?? undefined,
  };
  // Absent values stay out of the body rather than travel as `undefined`.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
