import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';

/** What an access token proves: this user, through this session. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

interface TokenSigner {
  signJWT(input: { body: { payload: Record<string, unknown> } }): Promise<{ token: string }>;
  getJwks(): Promise<JSONWebKeySet>;
}

/**
 * Short-lived access tokens: JWTs signed by better-auth's JWT plugin (EdDSA keys kept in the
 * database, public keys at /api/auth/jwks) and verified here against a cached key set, so a
 * request costs no key lookup. An unknown key id refreshes the cache once (key rotation).
 */
export function createAccessTokens(signer: TokenSigner, options: { issuer: string; ttlSeconds: number }): AccessTokens {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  const loadKeys = async () => {
    keySet = createLocalJWKSet(await signer.getJwks());
    return keySet;
  };

  const check = async (token: string, keys: ReturnType<typeof createLocalJWKSet>) => {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, audience: options.issuer });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  };

  return {
    ttlSeconds: options.ttlSeconds,
    issue: async ({ userId, sessionId }) => {
      const { token } = await signer.signJWT({ body: { payload: { sub: userId, sid: sessionId } } });
      return token;
    },
    verify: async (token) => {
      try {
        return await check(token, keySet ?? (await loadKeys()));
      } catch (error) {
        if (error instanceof joseErrors.JWKSNoMatchingKey) {
          try {
            return await check(token, await loadKeys());
          } catch {
            return null;
          }
        }
        return null;
      }
    },
  };
}
