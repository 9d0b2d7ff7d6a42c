import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

let t: TestApp;
/** Access tokens of two seconds, for the expiry test alone: on a busy machine anything shorter flakes. */
let short: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  short = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
});
afterAll(async () => {
  await t.close();
  await short.close();
});

const getUser = (headers: Record<string, string | undefined>, app = t) =>
  app.app.inject({ method: 'GET', url: '/api/user', headers });

describe('sessions and tokens', () => {
  it('answers 901 without a session, with a forged token and with a malformed one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    ]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 901 });
    }
  });

  it('accepts the session cookie and the bearer access token alike', async () => {
    const ann = await createUser(t.app, t.database.db);
    expect((await getUser({ cookie: ann.cookie })).json()).toMatchObject({ uid: ann.uid });
    expect((await getUser(ann.auth)).json()).toMatchObject({ uid: ann.uid });
  });

  it('expires access tokens; the refresh token (or cookie) gets a new one', async () => {
    const ann = await createUser(short.app, short.database.db);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const expired = await getUser(ann.auth, short);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 901 });

    const byRefresh = await short.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { authorization: `Bearer ${ann.refreshToken}` },
    });
    expect(byRefresh.statusCode).toBe(200);
    expect(byRefresh.json()).toMatchObject({ expiresIn: 2 });
    expect((await getUser({ authorization: `Bearer ${byRefresh.json().accessToken}` }, short)).statusCode).toBe(200);

    const byCookie = await short.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { cookie: ann.cookie },
    });
    expect(byCookie.statusCode).toBe(200);

    // An expired access token is not a refresh token.
    const wrong = await short.app.inject({ method: 'POST', url: '/api/user/token', headers: ann.auth });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs out: the session, its access tokens and its cookie stop working at once', async () => {
    const ann = await createUser(t.app, t.database.db);
    const token = await t.app.inject({ method: 'POST', url: '/api/user/token', headers: { cookie: ann.cookie } });
    const accessToken = token.json<{ accessToken: string }>().accessToken;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/vernissage\.session_token=; Max-Age=0/);
    expect((await getUser({ authorization: `Bearer ${accessToken}` })).statusCode).toBe(401);
    expect((await getUser({ cookie: ann.cookie })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/token', headers: { cookie: ann.cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('identity comes only from the session', () => {
  it("refuses another user's uid and deleteUid", async () => {
    const ann = await createUser(t.app, t.database.db);
    const bob = await createUser(t.app, t.database.db);
    const peek = await getUser({ cookie: ann.cookie, uid: bob.uid });
    expect(peek.statusCode).toBe(403);
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/user/code/used',
      headers: { cookie: ann.cookie, uid: bob.uid },
    });
    expect(used.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: ann.cookie, deleteuid: bob.uid },
    });
    expect(remove.statusCode).toBe(403);
    expect((await getUser({ cookie: bob.cookie })).statusCode).toBe(200);
  });

  it('changes only the caller, whatever ids the body carries', async () => {
    const ann = await createUser(t.app, t.database.db, { name: 'Ann' });
    const bob = await createUser(t.app, t.database.db, { name: 'Bob' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/name',
      headers: { cookie: ann.cookie, uid: bob.uid },
      payload: { name: 'Ann Lee', nameen: 'Ann Lee', uid: bob.uid },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ uid: ann.uid, name: 'Ann Lee' });
    expect((await getUser({ cookie: bob.cookie })).json()).toMatchObject({ name: 'Bob' });
  });
});

describe('the account', () => {
  it('updates phone, e-mail and marketing consent with validation', async () => {
    const ann = await createUser(t.app, t.database.db);
    const badPhone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/phone',
      headers: { cookie: ann.cookie },
      payload: { phone: 'call me' },
    });
    expect(badPhone.statusCode).toBe(400);
    const phone = await t.app.inject({
      method: 'PUT',
      url: '/api/user/phone',
      headers: { cookie: ann.cookie },
      payload: { phone: '+82 10-1234-5678' },
    });
    expect(phone.json()).toMatchObject({ phone: '+82 10-1234-5678' });
    const consent = await t.app.inject({
      method: 'PUT',
      url: '/api/user/allowMarketing',
      headers: { cookie: ann.cookie, allowmarketing: 'true' },
    });
    expect(consent.json()).toMatchObject({ allowMarketing: true });
    const bob = await createUser(t.app, t.database.db);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers: { cookie: ann.cookie },
      payload: { email: bob.email },
    });
    expect(taken.statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers: { cookie: ann.cookie },
      payload: { email: 'NEW-ann@example.test' },
    });
    expect(moved.json()).toMatchObject({ email: 'new-ann@example.test', emailVerified: false });
  });

  it('deletes the own account: sessions end and personal data is gone', async () => {
    const ann = await createUser(t.app, t.database.db);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { ...ann.auth, deleteuid: ann.uid },
    });
    expect(removed.statusCode).toBe(200);
    expect((await getUser({ cookie: ann.cookie })).statusCode).toBe(401);
    const method = await t.app.inject({ method: 'GET', url: '/api/user/method', headers: { email: ann.email } });
    expect(method.statusCode).toBe(404);
  });

  it('keeps referral codes checkable and remembers which code a user entered', async () => {
    const ann = await createUser(t.app, t.database.db);
    const code = (await getUser({ cookie: ann.cookie })).json<{ code: string }>().code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/code', headers: { code } })).json()).toEqual({
      valid: true,
      code,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/code', headers: { code: 'NOPE1234' } })).json(),
    ).toEqual({ valid: false, code: 'NOPE1234' });
    const referred = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        email: 'referred@example.test',
        password: 'long enough pw',
        name: 'R',
        type: 3,
        code,
        allowMarketing: false,
      },
    });
    expect(referred.statusCode).toBe(200);
    const badCode = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        email: 'badcode@example.test',
        password: 'long enough pw',
        name: 'R',
        type: 3,
        code: 'NOPE1234',
        allowMarketing: false,
      },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().details[0].field).toBe('body.code');
  });

  it('keeps leads', async () => {
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/user/lead',
      payload: { email: 'curious@example.test', locale: 'en' },
    });
    expect(lead.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/lead',
      payload: { email: 'curious@example.test', locale: 'ko' },
    });
    expect(again.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/lead',
      payload: { email: 'curious', locale: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
