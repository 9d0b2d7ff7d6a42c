import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createUser } from '../../test/users.js';

/** The language an account's mail is written in (issue 18): kept at sign-up, changed by the user. */

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

const HANGUL = /\p{Script=Hangul}/u;
let counter = 0;

function signUp(headers: Record<string, string>) {
  counter += 1;
  const email = `locale${counter}@signup.test`;
  return t.app
    .inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress: `127.3.0.${counter}`,
      headers,
      payload: { email, password: 'correct horse battery', name: `Locale ${counter}`, type: 3, allowMarketing: false },
    })
    .then((response) => ({ email, response }));
}

const storedLocale = async (email: string) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

describe('the language kept at sign-up', () => {
  it('keeps the interface language the sign-up was made in, and writes the first mail in it', async () => {
    const { email, response } = await signUp({ 'accept-language': 'en-GB,en;q=0.9,ko;q=0.5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { locale: 'en' } });
    expect(await storedLocale(email)).toBe('en');
    const mail = await smtp.mailTo(email, /verify/i);
    expect(HANGUL.test(mail.subject) || HANGUL.test(mail.text)).toBe(false);
  });

  it('takes the language cookie the interface was switched to over the browser language', async () => {
    const { email, response } = await signUp({ cookie: 'lng=ko', 'accept-language': 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLocale(email)).toBe('ko');
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Vernissage 이메일 인증');
    expect(mail.text).not.toMatch(/verify your e-mail/i);
  });

  it('keeps no language when the request declares none we speak: the mail comes in both', async () => {
    const { email, response } = await signUp({ 'accept-language': 'fr-FR,de;q=0.8' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLocale(email)).toBeNull();
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toMatch(HANGUL);
    expect(mail.subject).toMatch(/Verify your e-mail/);
  });
});

describe('PUT /user/locale', () => {
  it('changes the language of the caller’s mail, and refuses one it does not know, changing nothing', async () => {
    const ann = await createUser(t.app, t.database.db, { type: 3 });
    const put = (locale: unknown, headers: Record<string, string> = ann.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/user/locale', headers, payload: { locale } });

    const changed = await put('en');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ uid: ann.uid, locale: 'en' });
    expect(await storedLocale(ann.email)).toBe('en');

    for (const wrong of ['fr', '', null, 'EN']) {
      const refused = await put(wrong);
      expect(refused.statusCode, `${String(wrong)}: ${refused.body}`).toBe(400);
    }
    expect(await storedLocale(ann.email)).toBe('en');
    expect((await put('ko', {})).statusCode).toBe(401);

    expect((await put('ko')).json()).toMatchObject({ locale: 'ko' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: ann.auth });
    expect(me.json()).toMatchObject({ locale: 'ko' });
  });
});
