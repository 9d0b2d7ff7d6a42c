import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a delivery was refused by `verifyWebhookSignature`. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface VerifyWebhookSignatureOptions {
  /** The request body exactly as received, before any JSON parsing (a string or the raw bytes). */
  payload: string | Uint8Array;
  /** The `Vernissage-Signature` header: `t=<unix seconds>,v1=<hex>` (several `v1` may appear while a secret rotates). */
  header: string | null | undefined;
  /** The endpoint's signing secret, `whsec_…`, whole. */
  secret: string;
  /** How far the signed time may be from `now`, either way; 300 s by default. */
  toleranceSeconds?: number;
  /** The time to check against (tests); the clock by default. */
  now?: Date;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Checks that a webhook delivery comes from Vernissage and is fresh: the header's `v1` must be
 * the HMAC-SHA256, keyed with the endpoint's secret, of `"<t>.<body>"`, compared in constant time,
 * and `t` within `toleranceSeconds` of now, so a captured delivery cannot be replayed later.
 * Answers the signed time; throws `WebhookSignatureError` otherwise. docs/webhooks.md has the
 * recipe for receivers not written in TypeScript.
 *
 * ```ts
 * const body = await readRawBody(request); // not the parsed JSON: the exact bytes
 * verifyWebhookSignature({ payload: body, header: request.headers['vernissage-signature'], secret });
 * const event = JSON.parse(body);
 * ```
 */
export function verifyWebhookSignature(options: VerifyWebhookSignatureOptions): { timestamp: number } {
  const { payload, header, secret, toleranceSeconds = 300, now = new Date() } = options;
  if (!header) throw new WebhookSignatureError('The Vernissage-Signature header is missing.');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && HEX_SHA256.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookSignatureError('The Vernissage-Signature header is malformed.');
  }
  const body = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches) throw new WebhookSignatureError('The signature does not match: wrong secret, or the body was changed.');
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('The signature is too old (or from the future): a replay is refused.');
  }
  return { timestamp };
}
