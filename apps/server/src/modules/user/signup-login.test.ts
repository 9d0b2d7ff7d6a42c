import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';

let t: TestApp;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signupBody = {
  email: 'ann@gallery.test',
  password: 'correct horse battery',
  name: '김안나',
  nameen: 'Anna Kim',
  type: 0,
  allowMarketing: true,
  referrer: 'Organic',
  utmSource: 'newsletter',
};

async function signUpAndVerify(body = signupBody) {
  const signup = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: body });
  expect(signup.statusCode).toBe(200);
  const mail = await smtp.mailTo(body.email, /verify/i);
  const link = new URL(linkIn(mail, '/api/auth/verify-email'));
  const verified = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(verified.statusCode).toBe(302);
  return signup.json<{ user: { uid: string } }>().user.uid;
}

function login(id: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload: { id, oauth: 'credentials', password } });
}

describe('e-mail sign-up, verification and sign-in', () => {
  it('signs up, mails a verification link, and signs in only once it is followed', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signupBody });
    expect(signup.statusCode).toBe(200);
    const result = signup.json();
    expect(result).toMatchObject({
      accessToken: null,
      refreshToken: null,
      verificationRequired: true,
      user: {
        email: 'ann@gallery.test',
        name: '김안나',
        nameen: 'Anna Kim',
        type: 0,
        emailVerified: false,
        level: 0,
        signupComplete: true,
      },
    });
    expect(result.user.methods).toEqual(['credentials']);

    const early = await login('ann@gallery.test', 'correct horse battery');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'email_not_verified' });

    const mail = await smtp.mailTo('ann@gallery.test', /verify/i);
    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    expect(link.origin).toBe('http://vernissage.test');
    const verified = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(302);

    const signedIn = await login('ANN@gallery.test', 'correct horse battery');
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // A browser's sign-in keeps the session token in the httpOnly cookie only.
    expect(session.refreshToken).toBeNull();
    expect(session.user.emailVerified).toBe(true);
    const cookie = signedIn.headers['set-cookie'];
    expect(String(cookie)).toMatch(/vernissage\.session_token=.+HttpOnly; SameSite=Lax/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ann@gallery.test', plan: { planid: 'gcode', state: 'active' } });

    const galleries = await t.app.inject({
      method: 'GET',
      url: '/api/user/galleries',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(galleries.json()).toEqual([expect.objectContaining({ name: '김안나', role: 'owner', type: 0 })]);
  });

  it('refuses a wrong password and an unknown e-mail with 401, and changes nothing', async () => {
    const wrong = await login('ann@gallery.test', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const unknown = await login('nobody@gallery.test', 'whatever password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses `level` in a sign-up body and creates nobody', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { ...signupBody, email: 'mallory@gallery.test', level: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'body.level', message: 'level cannot be set by a request' }]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'mallory@gallery.test'))).toEqual([]);
  });

  it('refuses a second account on the same e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signupBody });
    expect(response.statusCode).toBe(409);
  });

  it('tells which method an e-mail uses', async () => {
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/user/method',
      headers: { email: 'ann@gallery.test' },
    });
    expect(known.json()).toEqual({ methods: ['credentials'] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/user/method',
      headers: { email: 'ghost@gallery.test' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/user/method',
      headers: { email: 'not-an-email' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('resets a forgotten password by mail', async () => {
    const uid = await signUpAndVerify({ ...signupBody, email: 'forgetful@gallery.test' });
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'forgetful@gallery.test', redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const mail = await smtp.mailTo('forgetful@gallery.test', /password/i);
    const link = new URL(linkIn(mail, '/api/auth/reset-password/'));
    const landing = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location!, 'http://vernissage.test').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('forgetful@gallery.test', 'correct horse battery')).statusCode).toBe(401);
    const fresh = await login('forgetful@gallery.test', 'a brand new secret');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.uid).toBe(uid);
  });
});
