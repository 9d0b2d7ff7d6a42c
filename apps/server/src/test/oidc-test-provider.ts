import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test identity provider knows, by login name. */
export type TestIdentity = {
  sub: string;
  email: string;
  /** Absent: the provider says nothing about it (as Microsoft Entra ID does). */
  email_verified?: boolean;
  /** Microsoft Entra ID's "email domain owner verified" claim. */
  xms_edov?: boolean;
  name: string;
};

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Kakao, Google and
 * Microsoft: discovery, authorization code with its own login and consent pages, token,
 * userinfo. Any login name signs in; known names get their claims, others a generated identity.
 */
export async function startOidcTestProvider(options: { clients: TestClient[]; identities: TestIdentity[] }) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const identities = new Map(options.identities.map((identity) => [identity.sub, identity]));

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name', 'nickname'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const known = identities.get(sub);
        return known ?? { sub, email: `${sub}@idp.test`, email_verified: true, name: sub };
      },
    }),
    // Opaque access tokens are answered at userinfo, as Kakao, Google and Microsoft do.
    conformIdTokenClaims: false,
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcTestProvider>>;

/** Cookies a scripted user agent keeps between requests to one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as a person would, through its own login and consent pages, starting
 * from an authorization URL; returns the redirect back to the client (with the code).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page at ${url} (${response.status}):\n${html.slice(0, 500)}`);
    const body = new URLSearchParams({ prompt, ...(prompt === 'login' && { login, password: 'any' }) });
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    jar.store(submitted);
    url = new URL(submitted.headers.get('location')!, url).toString();
  }
  throw new Error('the provider did not redirect back');
}

/** The three OpenID login methods, all played by one test provider in tests. */
export const TEST_PROVIDERS = ['kakao', 'google', 'azure-ad-b2c'] as const;

/** One client per login method, redirecting back to the app at `publicUrl`. */
export function testClients(publicUrl: string): TestClient[] {
  return TEST_PROVIDERS.map((id) => ({
    clientId: `${id}-client`,
    clientSecret: `${id}-secret`,
    redirectUris: [`${publicUrl}/api/auth/callback/${id}`],
  }));
}

/** The environment that points all three login methods at the test provider. */
export function testProviderEnv(issuer: string): NodeJS.ProcessEnv {
  return {
    KAKAO_ISSUER: issuer,
    KAKAO_CLIENT_ID: 'kakao-client',
    KAKAO_CLIENT_SECRET: 'kakao-secret',
    GOOGLE_ISSUER: issuer,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    MICROSOFT_ISSUER: issuer,
    MICROSOFT_CLIENT_ID: 'azure-ad-b2c-client',
    MICROSOFT_CLIENT_SECRET: 'azure-ad-b2c-secret',
  };
}
