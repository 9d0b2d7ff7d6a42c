import type { promoCreateSchema } from '@vernissage/shared';
import { zonedInputToInstant } from '../contests/contest-time';
import type { ContractFormValues } from '../forms/form-values';

/**
 * The admin's new promo code, as `POST /admin/promocode` takes it. Its expiry is typed as a
 * wall-clock time in Seoul (the platform's own zone, as a datetime-local input shows it) and
 * becomes the contract's instant before the schema sees it.
 */
export type PromoFormValues = ContractFormValues<typeof promoCreateSchema>;

/**
 * The form's own sentences for what the contract refuses: a percentage out of 1–100, an expiry
 * the server finds is not in the future (it answers 400 on `expiresAt`).
 */
export const PROMO_MESSAGES = 'admin:codes.problems';

/** The time zone a code's expiry is typed in. */
export const PROMO_TIME_ZONE = 'Asia/Seoul';

export function emptyPromoValues(): PromoFormValues {
  return {
    code: '',
    kind: 'percent',
    value: '',
    currency: null,
    productids: [],
    expiresAt: '',
    maxUses: '',
  };
}

/** The values as the contract takes them: the expiry as an instant (left as typed when it is not a time). */
export function preparePromo(values: PromoFormValues): PromoFormValues {
  if (!values.expiresAt.trim()) return values;
  return { ...values, expiresAt: zonedInputToInstant(values.expiresAt, PROMO_TIME_ZONE) ?? values.expiresAt };
}
