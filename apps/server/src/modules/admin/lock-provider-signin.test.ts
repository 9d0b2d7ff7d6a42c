import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startOidcTestProvider,
  testClients,
  testProviderEnv,
  type OidcTestProvider,
} from '../../test/oidc-test-provider.js';
import { ContentClient } from '../../test/content.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'http://vernissage.test';

let idp: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider({
    clients: testClients(PUBLIC_URL),
    identities: [{ sub: 'g-locked', email: 'locked@google.test', email_verified: true, name: 'Lee Locked' }],
  });
  t = await createTestApp({ env: { PUBLIC_URL, ...testProviderEnv(idp.issuer) } });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

function sessionCookieOf(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('vernissage.session_token=') && !pair.endsWith('='));
}

/** The browser's authorization-code flow with Google, up to the callback's redirect. */
async function signInWithGoogle() {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: PUBLIC_URL },
    payload: {
      provider: 'google',
      callbackURL: '/',
      newUserCallbackURL: '/signup?complete=1',
      errorCallbackURL: '/login',
    },
  });
  const state = [start.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const back = new URL(await signInAtProvider(start.json<{ url: string }>().url, 'g-locked'));
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: state },
  });
  expect(callback.statusCode).toBe(302);
  return { location: callback.headers.location!, cookie: sessionCookieOf(callback.headers['set-cookie']) };
}

describe('a locked account signing in with a provider', () => {
  it('is sent back to /login with account_locked and no session, until unlocked', async () => {
    const first = await signInWithGoogle();
    expect(first.cookie).toBeDefined();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { cookie: first.cookie! },
      payload: { name: 'Lee Locked', type: 3, allowMarketing: false },
    });
    expect(signup.statusCode).toBe(200);
    const uid = signup.json<{ user: { uid: string } }>().user.uid;

    const api = new ContentClient(t);
    const admin = await api.admin();
    expect((await api.call(admin, 'PUT', `/admin/user/${uid}/lock`, { body: { locked: true } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first.cookie! } })).statusCode,
    ).toBe(401);

    const refused = await signInWithGoogle();
    expect(refused.cookie).toBeUndefined();
    const landing = new URL(refused.location, PUBLIC_URL);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('account_locked');

    expect((await api.call(admin, 'PUT', `/admin/user/${uid}/lock`, { body: { locked: false } })).statusCode).toBe(200);
    const again = await signInWithGoogle();
    expect(again.location).toBe('/');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: again.cookie! } })).statusCode,
    ).toBe(200);
  });
});
