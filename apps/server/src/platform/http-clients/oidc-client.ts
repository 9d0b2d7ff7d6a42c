import { z } from 'zod';
import type { OidcProviderConfig, OidcProviderId } from '../../config/env.js';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
});

const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  token_type: z.string().optional(),
});

const userInfoSchema = z.looseObject({
  sub: z.union([z.string(), z.number()]).transform(String),
  email: z.string().optional(),
  // Read by providerVerifiedEmail, with the other providers' claims the loose object keeps.
  email_verified: z.unknown().optional(),
  name: z.string().optional(),
  nickname: z.string().optional(),
});

export type OidcTokens = z.infer<typeof tokenSchema>;
export type OidcUserInfo = z.infer<typeof userInfoSchema>;

/** The provider answered with an error or something unreadable. */
export class OidcProviderError extends Error {
  override name = 'OidcProviderError';
  readonly provider: OidcProviderId;
  /** True when the provider rejected what we sent (a bad code or token), not a fault of its own. */
  readonly rejected: boolean;

  constructor(provider: OidcProviderId, message: string, rejected: boolean) {
    super(message);
    this.provider = provider;
    this.rejected = rejected;
  }
}

/**
 * A small client for an OpenID Connect provider's documented HTTP endpoints: discovery, the
 * token endpoint (authorization code) and userinfo. Used where a client hands us a provider code
 * or token: we ask the provider, never trust the client.
 */
export interface OidcClient {
  readonly id: OidcProviderId;
  exchangeCode(code: string, redirectUri: string): Promise<OidcTokens>;
  userInfo(accessToken: string): Promise<OidcUserInfo>;
}

export function createOidcClient(provider: OidcProviderConfig, fetchImpl: typeof fetch = fetch): OidcClient {
  let discovery: Promise<z.infer<typeof discoverySchema>> | null = null;
  const discover = () => {
    discovery ??= (async () => {
      const response = await fetchImpl(`${provider.issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new OidcProviderError(provider.id, `discovery answered ${response.status}`, false);
      return discoverySchema.parse(await response.json());
    })().catch((error: unknown) => {
      discovery = null;
      throw error;
    });
    return discovery;
  };

  return {
    id: provider.id,
    exchangeCode: async (code, redirectUri) => {
      const { token_endpoint } = await discover();
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
      });
      if (provider.clientSecret) body.set('client_secret', provider.clientSecret);
      const response = await fetchImpl(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      if (!response.ok) {
        throw new OidcProviderError(provider.id, `token endpoint answered ${response.status}`, response.status < 500);
      }
      return tokenSchema.parse(await response.json());
    },
    userInfo: async (accessToken) => {
      const { userinfo_endpoint } = await discover();
      const response = await fetchImpl(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      if (!response.ok) {
        throw new OidcProviderError(provider.id, `userinfo answered ${response.status}`, response.status < 500);
      }
      return userInfoSchema.parse(await response.json());
    },
  };
}
