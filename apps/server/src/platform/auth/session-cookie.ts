import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';

/**
 * The session token a browser's cookie carries, checked as better-auth signs it (better-call's
 * signed cookie, `token.signature`: the HMAC-SHA-256 of the token under the auth secret, in
 * base64). Null without the cookie, or when its signature is not the secret's.
 */
export function signedSessionToken(cookieHeader: string, name: string, secret: string): string | null {
  const value = parseCookies(cookieHeader).get(name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
