import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@vernissage/shared';

/** A new signing secret: `whsec_` and 192 random bits. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;
}

/**
 * The `Vernissage-Signature` header of a body sent at `timestamp` (unix seconds):
 * `t=<timestamp>,v1=<hex HMAC-SHA256 keyed with the whole secret over "<timestamp>.<body>">` —
 * Stripe's recipe, so the timestamp is signed too and an old delivery cannot be replayed as new.
 * docs/webhooks.md shows receivers how to check it; `verifyWebhookSignature` in @vernissage/sdk does.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
