import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  signInAtProvider,
  startOidcTestProvider,
  TEST_PROVIDERS as PROVIDERS,
  testClients,
  testProviderEnv,
  type OidcTestProvider,
} from '../../test/oidc-test-provider.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';

const PUBLIC_URL = 'http://vernissage.test';
type Provider = (typeof PROVIDERS)[number];

let idp: OidcTestProvider;
let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  idp = await startOidcTestProvider({
    clients: testClients(PUBLIC_URL),
    identities: [
      { sub: 'kakao-1001', email: 'minji@kakao.test', email_verified: true, name: '이민지' },
      { sub: 'g-2002', email: 'sam@google.test', email_verified: true, name: 'Sam Lee' },
      { sub: 'ms-3003', email: 'jo@outlook.test', email_verified: true, name: 'Jo Park' },
      { sub: 'g-linker', email: 'linked@gallery.test', email_verified: true, name: 'Linked Person' },
      // Identities asserting someone else's address without vouching for it.
      { sub: 'g-claimer', email: 'owner@gallery.test', email_verified: false, name: 'Claimer' },
      { sub: 'ms-claimer', email: 'owner@gallery.test', name: 'Claimer' },
      { sub: 'ms-edov', email: 'entra@gallery.test', xms_edov: true, name: 'Entra Person' },
    ],
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      ...testProviderEnv(idp.issuer),
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await smtp.close();
});

/** Cookies of one scripted browser on the app. */
function cookiesOf(setCookie: string | string[] | undefined, jar = new Map<string, string>()) {
  for (const cookie of [setCookie ?? []].flat()) {
    const [pair] = cookie.split(';');
    const index = pair!.indexOf('=');
    jar.set(pair!.slice(0, index), pair!.slice(index + 1));
  }
  return jar;
}
const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The whole authorization-code flow: app → provider's login page → callback → session. */
async function signInWith(provider: Provider, login: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: PUBLIC_URL },
    payload: { provider, callbackURL: '/', newUserCallbackURL: '/signup?complete=1', errorCallbackURL: '/login' },
  });
  expect(start.statusCode).toBe(200);
  const jar = cookiesOf(start.headers['set-cookie']);
  const { url } = start.json<{ url: string }>();
  expect(url.startsWith(idp.issuer)).toBe(true);

  const back = new URL(await signInAtProvider(url, login));
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/callback/${provider}`);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: header(jar) },
  });
  expect(callback.statusCode).toBe(302);
  cookiesOf(callback.headers['set-cookie'], jar);
  return { location: callback.headers.location!, cookie: header(jar) };
}

async function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
}

describe.each(PROVIDERS)('OpenID sign-in with %s', (provider) => {
  const login = { kakao: 'kakao-1001', google: 'g-2002', 'azure-ad-b2c': 'ms-3003' }[provider];

  it('takes a new identity through the sign-up form, then signs a known one straight in', async () => {
    const first = await signInWith(provider, login);
    expect(first.location).toBe('/signup?complete=1');
    const incomplete = await me(first.cookie);
    expect(incomplete.statusCode).toBe(200);
    expect(incomplete.json()).toMatchObject({ signupComplete: false, methods: [provider], emailVerified: true });
    // Until the form is done, the account can do nothing else.
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/user/galleries',
      headers: { cookie: first.cookie },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'signup_incomplete' });

    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      // The form is filled in English: the account's mail will be too (issue 18).
      headers: { cookie: `${first.cookie}; lng=en` },
      payload: { name: 'From the form', type: 3, allowMarketing: false },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      verificationRequired: false,
      user: { type: 3, signupComplete: true, locale: 'en' },
    });
    expect(completed.json().accessToken).toEqual(expect.any(String));
    if (provider === 'kakao') expect(completed.json().user.kakaoid).toBe('kakao-1001');

    const again = await signInWith(provider, login);
    expect(again.location).toBe('/');
    expect((await me(again.cookie)).json()).toMatchObject({ name: 'From the form', signupComplete: true });
  });
});

/** An e-mail account, signed up and verified through the mail link. */
async function verifiedEmailAccount(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { email, password: 'a long password', name: 'Linked', type: 0, allowMarketing: false },
  });
  const mail = await smtp.mailTo(email);
  const verify = new URL(linkIn(mail, '/api/auth/verify-email'));
  await t.app.inject({ method: 'GET', url: `${verify.pathname}${verify.search}` });
}

async function methodsOf(email: string) {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '127.30.0.1',
    payload: { id: email, oauth: 'credentials', password: 'a long password' },
  });
  return signIn.statusCode === 200 ? signIn.json<{ user: { methods: string[] } }>().user.methods.sort() : [];
}

describe('account linking', () => {
  it('links a provider identity with a verified e-mail to the existing account', async () => {
    await verifiedEmailAccount('linked@gallery.test');
    const { location, cookie } = await signInWith('google', 'g-linker');
    expect(location).toBe('/');
    const user = (await me(cookie)).json<{ email: string; methods: string[]; signupComplete: boolean }>();
    expect(user).toMatchObject({ email: 'linked@gallery.test', signupComplete: true });
    expect(user.methods.sort()).toEqual(['credentials', 'google']);
  });

  it.each([
    ['google', 'g-claimer', 'says email_verified: false'],
    ['azure-ad-b2c', 'ms-claimer', 'says nothing of verification'],
  ] as const)('refuses to link %s (%s) when the provider %s', async (provider, login, _says) => {
    if ((await methodsOf('owner@gallery.test')).length === 0) await verifiedEmailAccount('owner@gallery.test');
    const { location, cookie } = await signInWith(provider, login);
    expect(location).toMatch(/^\/login\?error=account_not_linked/);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await methodsOf('owner@gallery.test')).toEqual(['credentials']);
  });

  it("links on Microsoft's verified-domain claim (xms_edov)", async () => {
    await verifiedEmailAccount('entra@gallery.test');
    const { location } = await signInWith('azure-ad-b2c', 'ms-edov');
    expect(location).toBe('/');
    expect(await methodsOf('entra@gallery.test')).toEqual(['azure-ad-b2c', 'credentials']);
  });
});

describe('provider tokens sent by a client', () => {
  /** A code from the provider to our Kakao client, as Kakao's own login SDK would get one (no PKCE). */
  async function kakaoCode(login: string) {
    const redirectUri = `${PUBLIC_URL}/api/auth/callback/kakao`;
    const authorize = new URL(`${idp.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'kakao-client',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state: 'kakao-sdk-state',
    }).toString();
    const back = new URL(await signInAtProvider(authorize.toString(), login));
    return { code: back.searchParams.get('code')!, redirectUri };
  }

  async function providerToken(login: string) {
    const { code, redirectUri } = await kakaoCode(login);
    const token = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: 'kakao-client',
        client_secret: 'kakao-secret',
      }),
    });
    expect(token.status).toBe(200);
    return (await token.json()) as { access_token: string };
  }

  it('signs up with a Kakao token checked with Kakao, and signs in with it', async () => {
    const { access_token } = await providerToken('kakao-7007');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/user/signupWithKakao',
      payload: {
        kakaoid: 'someone-else',
        access_token,
        name: 'Mallory',
        email: 'm@kakao.test',
        type: 0,
        allowMarketing: false,
      },
    });
    expect(forged.statusCode).toBe(401);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signupArtistWithKakao',
      headers: { 'accept-language': 'en-US,en;q=0.8' },
      payload: {
        kakaoid: 'kakao-7007',
        access_token,
        name: '박작가',
        email: 'kakao-7007@idp.test',
        allowMarketing: true,
      },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toMatchObject({
      user: { type: 7, kakaoid: 'kakao-7007', methods: ['kakao'], locale: 'en' },
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'kakao-7007', oauth: 'kakao', access_token },
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).toContain('vernissage.session_token=');

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/user/signupWithKakao',
      payload: {
        kakaoid: 'kakao-7007',
        access_token,
        name: 'Again',
        email: 'again@kakao.test',
        type: 0,
        allowMarketing: false,
      },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a token the provider does not know', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id: 'kakao-1001', oauth: 'kakao', access_token: 'made-up-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('exchanges a Kakao authorization code', async () => {
    const { code, redirectUri } = await kakaoCode('kakao-8008');
    const response = await t.app.inject({ method: 'POST', url: '/api/kakao/oauth', payload: { code, redirectUri } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      registered: false,
      kakaoid: 'kakao-8008',
      email: 'kakao-8008@idp.test',
      session: null,
    });
    // A code is good once.
    const reused = await t.app.inject({ method: 'POST', url: '/api/kakao/oauth', payload: { code, redirectUri } });
    expect(reused.statusCode).toBe(401);
  });
});

describe('unconfigured providers', () => {
  it('are absent from the offered methods and say so on their routes', async () => {
    const bare = await createTestApp();
    try {
      const offered = await bare.app.inject({ method: 'GET', url: '/api/user/providers' });
      expect(offered.json()).toEqual({ methods: ['credentials'] });
      const kakao = await bare.app.inject({ method: 'POST', url: '/api/kakao/oauth', payload: { code: 'abc' } });
      expect(kakao.statusCode).toBe(503);
      expect(kakao.json().message).toMatch(/kakao is not configured/);
      const social = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: 'http://localhost:3000' },
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(social.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await bare.close();
    }
  });
});
