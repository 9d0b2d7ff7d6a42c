import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

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

  it('are checked with their user in one query behind an access token', async () => {
    const ann = await createUser(t.app, t.database.db);
    // The first call loads the signing keys' public half, once for the process.
    await t.app.inject({ method: 'GET', url: '/api/user', headers: ann.auth });
    sent.length = 0;
    watching = true;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: ann.auth });
    watching = false;
    expect(me.statusCode).toBe(200);
    const lookups = sent.filter((query) => /from "sessions"/.test(query));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/from "sessions" inner join "users"/);
    expect(sent.filter((query) => /from "users"/.test(query))).toEqual([]);
  });
});
