// zod's browser setup comes before any schema is built: every schema module imports this one or errors.ts.
import './zod-setup.js';
import { z } from 'zod';
import type { RouteDefinition } from './contract.js';
import { IDEMPOTENCY_KEY } from './domain.js';

/**
 * Building blocks for the values a request carries. Every one of them ends up in PostgreSQL, which
 * refuses some values outright: a string with U+0000, an integer beyond its `integer` column, a
 * price beyond its `numeric(14, 2)` column. The contract refuses them first, with a 400 that names
 * the field, instead of letting the database fail the request.
 */

/** The range of a PostgreSQL `integer` column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** The largest amount a `numeric(14, 2)` money column holds, in whole units. */
export const MONEY_MAX = 999_999_999_999;

/** The longest id a request may name (the ids we issue are 22 to 32 characters). */
export const ID_MAX = 100;

/** The longest OAuth code or token we pass on to a provider (Microsoft's JWTs run to a few KiB). */
export const OAUTH_TOKEN_MAX = 8192;

export const NUL_MESSAGE = 'must not contain NUL characters';

/** True when a string can be stored in a PostgreSQL text column. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** A string PostgreSQL can store: the base of every string a request carries. */
export function text() {
  return z.string().refine(hasNoNul, NUL_MESSAGE);
}

/** An id naming a record (`aid`, `gid`, `iid`…): non-empty, bounded, storable. */
export function idText() {
  return text().min(1).max(ID_MAX);
}

/** Headers to extend a route's with, so that it takes an `Idempotency-Key` (ADR 086). */
export const idempotencyKeyHeaders = {
  [IDEMPOTENCY_KEY]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
    .optional()
    .meta({
      description:
        'A key of your making for this one request. Sent again with the same request (after no answer came), ' +
        'it gets the first answer, marked `Idempotent-Replayed: true`, and nothing is done twice. Kept 24 hours.',
    }),
};

/** Whether a route takes an `Idempotency-Key`: its headers declare it. */
export function takesIdempotencyKey(route: Pick<RouteDefinition, 'headers'>): boolean {
  return route.headers !== undefined && IDEMPOTENCY_KEY in route.headers.shape;
}

/** An integer that fits a PostgreSQL `integer` column. */
export function int32() {
  return z.number().int().min(INT32_MIN).max(INT32_MAX);
}

/** An `integer`-column value read from text (query strings, headers, path params). */
export function int32FromText() {
  return z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);
}

/** An amount of money a `numeric(14, 2)` column holds. */
export function money() {
  return z.number().min(0).max(MONEY_MAX);
}

/**
 * The price a work is offered or held at (an offer's `shareprice`, a viewing room's price): more
 * than zero, so that nobody is offered a work for nothing by a slip of the keyboard.
 */
export function offerPrice() {
  return z.number().positive().max(MONEY_MAX);
}

/** An OAuth authorization code or token (RFC 6749 §A: visible ASCII), passed on to a provider. */
export function oauthToken() {
  return z
    .string()
    .min(1)
    .max(OAUTH_TOKEN_MAX)
    .regex(/^[\x20-\x7e]+$/, 'must be visible ASCII, as OAuth codes and tokens are');
}

/**
 * A web link that can be stored and shown as a link: http or https only (`z.url()` alone takes
 * any scheme, `javascript:` and `data:` among them, and lets U+0000 through in the path).
 */
export function storableUrl() {
  return z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
    .refine(hasNoNul, NUL_MESSAGE);
}

/**
 * A name as people type it, compared loosely: NFKC (full-width letters and digits become plain),
 * spaces trimmed and squeezed, lower case. "Ａ-１ " and "a-1" are the same key.
 */
export function looseKey(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
