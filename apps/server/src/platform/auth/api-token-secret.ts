import { API_TOKEN_PREFIX } from '@vernissage/shared';
import { createHash, randomBytes } from 'node:crypto';

/** How many characters of a token its listing shows (`vt_` and seven more). */
const PREFIX_LENGTH = 10;

/** What we keep of a token: the SHA-256 of the whole, hex. A token is 256 random bits, so no salt or slow hash is needed. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token (`vt_` + 32 random bytes, base64url), the hash we store and the prefix we list it by. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), prefix: token.slice(0, PREFIX_LENGTH) };
}

/** True for a bearer that is an API token rather than a session access token. */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}
