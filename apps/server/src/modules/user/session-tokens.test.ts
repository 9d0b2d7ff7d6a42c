import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
/** The statements sent while `watching` (the session lookups of one call). */
let watching = false;
const sent: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (query) => void (watching && sent.push(query)) });
});
afterAll(() => t.close());

/** The session token inside a better-auth session cookie (`token.signature`, URL-encoded). */
function sessionTokenOf(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie ?? []].flat().find((value) => value.includes('session_token='))!;
  const value = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
  return value.split('.')[0]!;
}

/** The session cookie, as a browser sends it back. */
function sessionCookieOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []].flat()[0]!.split(';')[0]!;
}

function signIn(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '127.40.0.1',
    headers,
    payload: { id: email, oauth: 'credentials', password: 'a long enough password' },
  });
}

/** Everything a page script could read of an answer: its body and every header but Set-Cookie. */
function readableByScripts(response: Awaited<ReturnType<typeof signIn>>): string {
  const { 'set-cookie': _cookies, ...headers } = response.headers;
  return `${response.body}\n${JSON.stringify(headers)}`;
}

describe('session tokens', () => {
  it('stay out of what page scripts can read when a browser signs in', async () => {
    const ann = await createUser(t.app, t.database.db);
    const browser = await signIn(ann.email);
    expect(browser.statusCode).toBe(200);
    const token = sessionTokenOf(browser.headers['set-cookie']);
    expect(token.length).toBeGreaterThan(16);
    expect(browser.json()).toMatchObject({ refreshToken: null, accessToken: expect.any(String) });
    expect(readableByScripts(browser)).not.toContain(token);
  });

  it('are given to API clients that ask, and refresh access tokens', async () => {
    const ann = await createUser(t.app, t.database.db);
    const api = await signIn(ann.email, { 'x-token-delivery': 'body' });
    const { refreshToken } = api.json<{ refreshToken: string }>();
    expect(refreshToken).toBe(sessionTokenOf(api.headers['set-cookie']));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ accessToken: expect.any(String) });
  });

  it('are listed by no endpoint, for this session or any other', async () => {
    const ann = await createUser(t.app, t.database.db);
    const first = await signIn(ann.email);
    const second = await signIn(ann.email);
    const cookie = sessionCookieOf(first.headers['set-cookie']);
    const tokens = [sessionTokenOf(first.headers['set-cookie']), sessionTokenOf(second.headers['set-cookie'])];
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/token', '/api/auth/session']) {
      for (const headers of [{ cookie }, { cookie, authorization: `Bearer ${tokens[0]}` }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(404);
        for (const token of tokens) expect(readableByScripts(response)).not.toContain(token);
      }
    }
    // The spec's own route for the signed-in user carries no token either.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    for (const token of tokens) expect(readableByScripts(me)).not.toContain(token);
  });

  it('are looked up for a signed-in call without signing an access token', async () => {
    const ann = await createUser(t.app, t.database.db);
    const cookie = sessionCookieOf((await signIn(ann.email)).headers['set-cookie']);
    sent.length = 0;
    watching = true;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    watching = false;
    expect(me.statusCode).toBe(200);
    expect(sent.some((query) => /from "sessions"/.test(query))).toBe(true);
    // Signing one reads the signing key (and decrypts it) for a header no one would read.
    expect(sent.filter((query) => /"jwks"/.test(query))).toEqual([]);
    expect(me.headers['set-auth-jwt']).toBeUndefined();
  });

  it.each([
    ['an access token', (ann: SignedInUser) => ann.auth],
    ['the session cookie', (ann: SignedInUser) => ({ cookie: ann.cookie })],
  ])('are checked with their user in one query behind %s', async (_, credentials) => {
    const ann = await createUser(t.app, t.database.db);
    const headers = credentials(ann);
    // The first call loads the signing keys' public half, once for the process.
    await t.app.inject({ method: 'GET', url: '/api/user', headers });
    sent.length = 0;
    watching = true;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    watching = false;
    expect(me.json()).toMatchObject({ uid: ann.uid });
    const lookups = sent.filter((query) => /from "sessions"/.test(query));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/from "sessions" inner join "users"/);
    expect(sent.filter((query) => /from "users"/.test(query))).toEqual([]);
  });

  it('are refused in a cookie not signed with the secret', async () => {
    const ann = await createUser(t.app, t.database.db);
    const setCookie = (await signIn(ann.email)).headers['set-cookie'];
    const token = sessionTokenOf(setCookie);
    const [name] = sessionCookieOf(setCookie).split('=');
    const signedWith = (secret: string) =>
      encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
    for (const value of [token, `${token}.`, signedWith('not the secret'), `${signedWith('x').slice(0, -3)}`]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${name}=${value}` } });
      expect(me.statusCode, value).toBe(401);
      expect(me.json()).toMatchObject({ code: 901 });
    }
    // The same token signed with the server's secret is the cookie the browser holds.
    const secret = (await t.app.ctx.auth.$context).secret;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${name}=${signedWith(secret)}` },
    });
    expect(me.json()).toMatchObject({ uid: ann.uid });
  });

  it('are extended a day after they last were, and not before', async () => {
    const ann = await createUser(t.app, t.database.db);
    const setCookie = (await signIn(ann.email)).headers['set-cookie'];
    const cookie = sessionCookieOf(setCookie);
    const expiry = async () =>
      (await t.database.db.query.sessions.findFirst({ where: eq(sessions.token, sessionTokenOf(setCookie)) }))!
        .expiresAt;
    const { expiresIn, updateAge } = (await t.app.ctx.auth.$context).sessionConfig;

    const fresh = await expiry();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    expect(await expiry()).toEqual(fresh);

    // Last extended a day and a minute ago: this call extends it to the full lifetime again.
    const due = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: due })
      .where(eq(sessions.token, sessionTokenOf(setCookie)));
    const before = Date.now();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json()).toMatchObject({
      uid: ann.uid,
    });
    expect((await expiry()).getTime()).toBeGreaterThanOrEqual(before + expiresIn * 1000 - 1000);
  });
});
