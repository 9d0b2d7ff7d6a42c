// Before any schema is built (see input.ts).
import './zod-setup.js';
import { z } from 'zod';
import { AUTH_FAILURE_CODE, REQUEST_IN_PROGRESS_CODE } from './domain.js';

/**
 * Error codes the API answers with (DESIGN.md §4). Authentication failure is the numeric 901 of
 * the spec; every other code is a word so that a reader of a response knows what happened.
 */
export const ErrorCode = {
  unauthenticated: AUTH_FAILURE_CODE,
  invalidCredentials: 'invalid_credentials',
  emailNotVerified: 'email_not_verified',
  /** A platform admin locked the account: no sign-in until she unlocks it (issue 13). */
  accountLocked: 'account_locked',
  signupIncomplete: 'signup_incomplete',
  validation: 'validation',
  badRequest: 'bad_request',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  invalidTransition: 'invalid_transition',
  /** The booth number is already given to another exhibitor of the same fair (issue 12). */
  boothTaken: 'booth_taken',
  /** A promo or gift code past its expiry (ADR 028). */
  codeExpired: 'code_expired',
  /** A promo code redeemed as many times as it may be (ADR 028). */
  codeUsedUp: 'code_used_up',
  /** A code for free time of a plan the account already has without an end, or for longer (ADR 028). */
  codeNotNeeded: 'code_not_needed',
  /** A request with the same `Idempotency-Key` is still under way (ADR 086): ask again later. */
  requestInProgress: REQUEST_IN_PROGRESS_CODE,
  /** An `Idempotency-Key` already used for another request (ADR 086). */
  idempotencyKeyReused: 'idempotency_key_reused',
  tooLarge: 'too_large',
  unsupportedMedia: 'unsupported_media',
  rateLimited: 'rate_limited',
  /** A paid step needs a payment method, or the provider declined the charge (ADR 027). */
  paymentRequired: 'payment_required',
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each error code is answered with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.invalidCredentials]: 401,
  [ErrorCode.emailNotVerified]: 403,
  [ErrorCode.accountLocked]: 403,
  [ErrorCode.signupIncomplete]: 403,
  [ErrorCode.validation]: 400,
  [ErrorCode.badRequest]: 400,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.invalidTransition]: 409,
  [ErrorCode.boothTaken]: 409,
  [ErrorCode.codeExpired]: 409,
  [ErrorCode.codeUsedUp]: 409,
  [ErrorCode.codeNotNeeded]: 409,
  [ErrorCode.requestInProgress]: 409,
  [ErrorCode.idempotencyKeyReused]: 400,
  [ErrorCode.tooLarge]: 413,
  [ErrorCode.unsupportedMedia]: 415,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.paymentRequired]: 402,
  [ErrorCode.unavailable]: 503,
  [ErrorCode.internal]: 500,
};

/** One failing field of a validation error (or the field a conflict is about). */
export const fieldIssueSchema = z.object({
  /** Where the field is: body, query, params or headers, then its path, e.g. `body.email`. */
  field: z.string(),
  message: z.string(),
  /** The limit the value broke, where a form needs it to say so (e.g. the fewest works allowed). */
  limit: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error answer. */
export const errorBodySchema = z
  .object({
    code: z.union([z.literal(AUTH_FAILURE_CODE), z.string()]),
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
