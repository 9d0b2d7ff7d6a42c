import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcTestProvider,
  testClients,
  testProviderEnv,
  type OidcTestProvider,
} from '../apps/server/src/test/oidc-test-provider.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../apps/server/src/test/smtp-test-server.js';
import { APP_SCRIPTS, holdRequests, openBrowser, settled, type BrowserSession } from './support/browser.js';
import { cookieHeaderOf, passProviderPages, revokeSessionOf, unexpected } from './support/identity.js';
import { verificationLinkIn } from './support/accounts.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Identity in Chromium against the real server process: e-mail sign-up with the verification
 * mail read from a real SMTP server, sign-in through a real OpenID provider's own pages,
 * workspaces and invitations, and what happens when an access token expires or a session is
 * revoked elsewhere.
 */

const PASSWORD = 'correct horse battery';
const eventually = { timeout: 15_000 };
// Chromium reports every 4xx answer as a failed resource; these tests provoke some on purpose.
const EXPECTED_AUTH_FAILURES = [/Failed to load resource: the server responded with a status of 401/];

let smtp: SmtpTestServer;
let idp: OidcTestProvider;
let app: RunningServer;
let owner: BrowserSession;
const opened: BrowserSession[] = [];

async function browser(options?: Parameters<typeof openBrowser>[0]) {
  const session = await openBrowser(options);
  opened.push(session);
  return session;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // The provider must know the app's redirect URIs, and the app the provider: fix the port first.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  idp = await startOidcTestProvider({
    clients: testClients(publicUrl),
    identities: [{ sub: 'g-5005', email: 'hana@google.test', email_verified: true, name: 'Hana Cho' }],
  });
  app = await startServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      ...testProviderEnv(idp.issuer),
    },
  });
  expect(app.url).toBe(publicUrl);
  owner = await browser({ locale: 'ko-KR' });
});

afterAll(async () => {
  await Promise.all(opened.map((session) => session.close()));
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
  await idp?.close();
  await smtp?.close();
});

describe('identity in Chromium', () => {
  it('signs up by e-mail, verifies from the mail, renames, signs out to /login and back in', async () => {
    const { page } = owner;
    // Arriving from a campaign link: the parameters are kept and sent along at sign-up.
    await page.goto(`${app.url}/login?utm_source=newsletter&utm_campaign=spring&fbclid=F1`);
    // Every configured provider has its button, labelled with its name.
    await expect.poll(() => page.getByTestId('login-provider-google').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('login-provider-kakao').innerText()).toBe('카카오로 계속하기');
    expect(await page.getByTestId('login-provider-microsoft').innerText()).toBe('Microsoft로 계속하기');
    await owner.screenshot('identity-01-login-ko');

    await page.getByTestId('login-signup-link').click();
    await page.waitForURL(`${app.url}/signup`);
    await page.getByTestId('signup-submit').click();
    await expect.poll(() => page.getByText('유형을 하나 골라 주세요.').isVisible()).toBe(true);
    expect(await page.getByText('이메일 주소를 입력해 주세요.').isVisible()).toBe(true);
    await owner.screenshot('identity-02-signup-field-errors');

    await page.getByTestId('signup-type-gallery').click();
    await page.getByTestId('signup-name').fill('김안나');
    await page.getByTestId('signup-nameen').fill('Anna Kim');
    await page.getByTestId('signup-email').fill('anna@gallery.test');
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-marketing').check();
    const signupRequest = page.waitForRequest((request) => request.url() === `${app.url}/api/user/signup`);
    await page.getByTestId('signup-submit').click();
    expect((await signupRequest).postDataJSON()).toMatchObject({
      type: 0,
      name: '김안나',
      nameen: 'Anna Kim',
      email: 'anna@gallery.test',
      allowMarketing: true,
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      fbc: 'F1',
      referrer: 'Organic',
    });
    await expect.poll(() => page.getByTestId('signup-check-email').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('signup-check-email').innerText()).toContain('anna@gallery.test');
    await owner.screenshot('identity-03-signup-check-email');

    // She signed up in Korean: her mail comes in Korean (issue 18).
    const mail = await smtp.mailTo('anna@gallery.test', /^Vernissage 이메일 인증$/);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('김안나');
    await expect.poll(() => page.getByTestId('workspace-active-name').innerText(), eventually).toBe('김안나');
    // Signed in from the first byte: the server's HTML already carries the person.
    const html = await (
      await fetch(`${app.url}/`, { headers: { cookie: await cookieHeaderOf(owner.context, app.url) } })
    ).text();
    expect(html).toContain('data-testid="user-menu"');
    expect(html).toContain('김안나');
    await owner.screenshot('identity-04-verified-dashboard');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-account').click();
    await page.waitForURL(`${app.url}/account`);
    await page.getByTestId('account-name').fill('김안나 갤러리');
    await page.getByTestId('account-name-save').click();
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('김안나 갤러리');
    await expect.poll(() => page.getByText('이름을 저장했습니다.').isVisible()).toBe(true);
    await owner.screenshot('identity-05-account-renamed');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-signout').click();
    await page.waitForURL(`${app.url}/login`);
    await expect.poll(() => page.getByTestId('header-login').isVisible()).toBe(true);
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await owner.screenshot('identity-06-signed-out-login');

    await page.getByTestId('login-email').fill('anna@gallery.test');
    await page.getByTestId('login-password').fill('not the password');
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText(), eventually)
      .toBe('이메일 주소 또는 비밀번호가 맞지 않습니다.');
    await owner.screenshot('identity-07-login-wrong-password');

    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('김안나 갤러리');
    expect(unexpected(owner.problems, EXPECTED_AUTH_FAILURES)).toEqual([]);
  });

  it('keeps what is typed, ticked and pressed on a phone before the page has hydrated', async () => {
    const phone = await browser({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const { page } = phone;
    // The browser sending a form itself reloads its page: a request for the page with the form's fields.
    const selfSent: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('?')) selfSent.push(request.url());
    });

    // A weak network: the page is painted, its scripts on their way until released.
    let releaseScripts = await holdRequests(page, APP_SCRIPTS);
    const signupOpening = page.goto(`${app.url}/signup`); // settles once the page has hydrated
    await page.getByTestId('signup-name').fill('Mina Seo');
    await page.getByTestId('signup-email').fill('mina@studio.test');
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-marketing').check();
    // The kind of account is a card, a button drawn as a radio: pressed now, it shows it heard.
    await page.getByTestId('signup-type-artist').click();
    expect(await page.getByTestId('signup-type-artist').getAttribute('data-code-pending')).toBe('');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await releaseScripts();
    await signupOpening;
    await expect
      .poll(() => page.getByTestId('signup-type-artist').getAttribute('aria-checked'), eventually)
      .toBe('true');
    expect(await page.getByTestId('signup-type-artist').getAttribute('data-code-pending')).toBeNull();
    const signupRequest = page.waitForRequest((request) => request.url() === `${app.url}/api/user/signup`);
    await page.getByTestId('signup-submit').click();
    expect((await signupRequest).postDataJSON()).toMatchObject({
      type: 7,
      name: 'Mina Seo',
      email: 'mina@studio.test',
      password: PASSWORD,
      allowMarketing: true,
    });
    await expect.poll(() => page.getByTestId('signup-check-email').isVisible(), eventually).toBe(true);
    const mail = await smtp.mailTo('mina@studio.test', /^Verify your e-mail for Vernissage$/);
    const verified = await fetch(linkIn(mail, '/api/auth/verify-email'), { redirect: 'manual' });
    expect(verified.status).toBeLessThan(400);

    // Signing in: the password manager fills both fields and she presses the button at once.
    releaseScripts = await holdRequests(page, APP_SCRIPTS);
    const loginOpening = page.goto(`${app.url}/login`);
    await page.getByTestId('login-email').fill('mina@studio.test');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The button shows it heard (as a menu's whose code is on its way).
    expect(await page.getByTestId('login-submit').getAttribute('data-code-pending')).toBe('');
    await phone.screenshot('identity-early-login-pressed-before-hydration');
    await releaseScripts();
    await loginOpening;
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').count(), eventually).toBe(1);
    expect(selfSent).toEqual([]);
    expect(unexpected(phone.problems, EXPECTED_AUTH_FAILURES)).toEqual([]);
  });

  it('signs a new Google identity up through the provider’s own login page, then straight in', async () => {
    const social = await browser({ locale: 'en-US' });
    const { page } = social;
    await page.goto(`${app.url}/login`);
    await expect.poll(() => page.getByTestId('login-provider-google').isVisible(), eventually).toBe(true);
    await page.getByTestId('login-provider-google').click();
    await page.waitForURL((url) => url.href.startsWith(idp.issuer));
    await passProviderPages(page, app.url, 'g-5005', async (step) => {
      await social.screenshot(`identity-08-provider-${step}`);
    });

    await page.waitForURL(`${app.url}/signup?complete=1`);
    await expect.poll(() => page.getByTestId('signup-name').inputValue(), eventually).toBe('Hana Cho');
    expect(await page.getByTestId('signup-email-readonly').inputValue()).toBe('hana@google.test');
    expect(await page.getByTestId('signup-password').count()).toBe(0);
    await social.screenshot('identity-09-complete-signup-en');

    await page.getByTestId('signup-type-collector').click();
    await page.getByTestId('signup-submit').click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('Hana Cho');
    await expect.poll(() => page.getByText('Welcome to Vernissage, Hana Cho!').isVisible(), eventually).toBe(true);
    await social.screenshot('identity-10-social-dashboard-en');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-signout').click();
    await page.waitForURL(`${app.url}/login`);
    await expect.poll(() => page.getByTestId('login-provider-google').isVisible(), eventually).toBe(true);
    await page.getByTestId('login-provider-google').click();
    await page.waitForURL((url) => !url.href.startsWith(`${app.url}/login`));
    await passProviderPages(page, app.url, 'g-5005');
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('Hana Cho');

    // Deleting the account asks for the e-mail address to be typed, then signs out everywhere.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-account').click();
    await page.waitForURL(`${app.url}/account`);
    await page.getByTestId('account-delete-open').click();
    await page.getByTestId('confirm-text').fill('hana@google');
    expect(await page.getByTestId('confirm-action').isDisabled()).toBe(true);
    await page.getByTestId('confirm-text').fill('hana@google.test');
    await settled(page.getByRole('dialog'));
    await social.screenshot('identity-11-delete-account-confirm');
    await page.getByTestId('confirm-action').click();
    await page.waitForURL(`${app.url}/login`);
    await expect.poll(() => page.getByText('Your account has been deleted.', { exact: false }).isVisible()).toBe(true);
    const gone = await fetch(`${app.url}/api/user/method`, { headers: { email: 'hana@google.test', version: '1.0' } });
    expect(gone.status).toBe(404);
    // The provider's own pages are not ours to judge (they ask the network for a favicon).
    expect(social.problemsAt.filter(({ url }) => url.startsWith(app.url))).toEqual([]);
  });

  it('lets the gallery owner invite someone who signs up with that address and joins', async () => {
    const { page } = owner;
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-members').click();
    await page.waitForURL(`${app.url}/members`);
    await expect.poll(() => page.getByTestId('member-row').count(), eventually).toBe(1);
    expect(await page.getByTestId('members-your-role').innerText()).toBe('소유자');
    await page.getByTestId('invite-email').fill('minho@studio.test');
    await page.getByTestId('invite-submit').click();
    await expect.poll(() => page.getByTestId('pending-row').count(), eventually).toBe(1);
    expect(await page.getByTestId('pending-row').innerText()).toContain('minho@studio.test');
    await owner.screenshot('identity-12-members-invited');

    const invitation = linkIn(await smtp.mailTo('minho@studio.test', /invitation/i), '/invitations');
    const invitee = await browser({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await invitee.page.goto(invitation);
    await expect.poll(() => invitee.page.getByTestId('invitation-sign-in').isVisible(), eventually).toBe(true);
    await invitee.screenshot('identity-13-phone-invitation-anonymous');

    await invitee.page.getByTestId('invitation-signup').click();
    await invitee.page.waitForURL(`${app.url}/signup`);
    await invitee.page.getByTestId('signup-type-artist').click();
    await invitee.page.getByTestId('signup-name').fill('Minho Park');
    await invitee.page.getByTestId('signup-email').fill('minho@studio.test');
    await invitee.page.getByTestId('signup-password').fill(PASSWORD);
    await invitee.screenshot('identity-14-phone-signup-filled');
    await invitee.page.getByTestId('signup-submit').click();
    await expect.poll(() => invitee.page.getByTestId('signup-check-email').isVisible(), eventually).toBe(true);
    // He signed up in English: his mail comes in English only.
    await invitee.page.goto(
      linkIn(await smtp.mailTo('minho@studio.test', /^Verify your e-mail/), '/api/auth/verify-email'),
    );
    await invitee.page.waitForURL(`${app.url}/`);

    await invitee.page.goto(invitation);
    await expect.poll(() => invitee.page.getByTestId('invitation-card').isVisible(), eventually).toBe(true);
    // An English reader sees the workspace's English name.
    expect(await invitee.page.getByTestId('invitation-card').innerText()).toContain('Anna Kim');
    await invitee.screenshot('identity-15-phone-invitation-accept');
    await invitee.page.getByTestId('invitation-accept').click();
    await invitee.page.waitForURL(`${app.url}/members`);
    await expect.poll(() => invitee.page.getByTestId('member-row').count(), eventually).toBe(2);
    expect(await invitee.page.getByTestId('members-workspace-name').innerText()).toBe('Anna Kim');
    expect(await invitee.page.getByTestId('members-read-only').isVisible()).toBe(true);
    expect(await invitee.page.getByTestId('invite-form').count()).toBe(0);
    await invitee.screenshot('identity-16-phone-members');

    await invitee.page.getByTestId('nav-burger').click();
    await expect.poll(() => invitee.page.getByTestId('nav-workspace-switcher').isVisible()).toBe(true);
    await invitee.page.getByTestId('nav-workspace-switcher').click();
    await expect.poll(() => invitee.page.getByTestId('nav-workspace-members-link').isVisible()).toBe(true);
    await settled(invitee.page.getByRole('menu'));
    await invitee.screenshot('identity-17-phone-workspace-switcher');
    await invitee.page.keyboard.press('Escape');
    await invitee.page.goto(`${app.url}/account`);
    await expect.poll(() => invitee.page.getByTestId('account-name').inputValue(), eventually).toBe('Minho Park');
    await invitee.screenshot('identity-17b-phone-account');

    await page.reload();
    await expect.poll(() => page.getByTestId('member-row').count(), eventually).toBe(2);
    expect(await page.getByTestId('members-list').innerText()).toContain('Minho Park');
    await expect.poll(() => page.getByTestId('pending-empty').isVisible(), eventually).toBe(true);
    await owner.screenshot('identity-18-members-two');
    expect(unexpected(owner.problems, EXPECTED_AUTH_FAILURES)).toEqual([]);
    expect(invitee.problems).toEqual([]);
  });

  it('ends a session revoked elsewhere at /login on the next action', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/account`);
    await expect.poll(() => page.getByTestId('workspace-active-name').isVisible(), eventually).toBe(true);
    await owner.screenshot('identity-19-account-ko');
    await revokeSessionOf(owner.context, app.url);

    await page.getByTestId('account-phone-input').fill('010-1234-5678');
    await page.getByTestId('account-phone-save').click();
    await page.waitForURL(`${app.url}/login?reason=session-ended&redirectTo=%2Faccount`, eventually);
    await expect.poll(() => page.getByTestId('header-login').isVisible(), eventually).toBe(true);
    await expect.poll(() => page.getByTestId('login-session-ended').isVisible(), eventually).toBe(true);
    // Only the login page says what happened: no error toast on top.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await owner.screenshot('identity-20-revoked-login');
    expect(unexpected(owner.problems, EXPECTED_AUTH_FAILURES)).toEqual([]);
  });

  it('tells which method an address uses, and resets a forgotten password by mail', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/login`);
    await page.getByTestId('method-lookup-email').fill('minho@studio.test');
    await page.getByTestId('method-lookup-submit').click();
    await expect.poll(() => page.getByTestId('method-credentials').isVisible(), eventually).toBe(true);
    await page.getByTestId('method-lookup-email').fill('nobody@studio.test');
    await page.getByTestId('method-lookup-submit').click();
    await expect
      .poll(() => page.getByTestId('method-lookup-result').innerText(), eventually)
      .toBe('이 이메일 주소로 가입한 계정이 없습니다. 회원가입을 해 주세요.');

    await page.getByTestId('login-forgot').click();
    await page.waitForURL(`${app.url}/forgot-password`);
    await page.getByTestId('forgot-email').fill('anna@gallery.test');
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-sent').isVisible(), eventually).toBe(true);
    await owner.screenshot('identity-21-forgot-sent');
    await page.goto(linkIn(await smtp.mailTo('anna@gallery.test', /비밀번호 재설정/), '/api/auth/reset-password/'));
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    await page.getByTestId('reset-password').fill('a brand new secret');
    await page.getByTestId('reset-repeat').fill('a brand new secret!');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByText('두 비밀번호가 같지 않습니다.').isVisible()).toBe(true);
    await page.getByTestId('reset-repeat').fill('a brand new secret');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-done').isVisible(), eventually).toBe(true);
    await owner.screenshot('identity-22-reset-done');

    await page.getByTestId('reset-to-login').click();
    await page.waitForURL(`${app.url}/login`);
    await page.getByTestId('login-email').fill('anna@gallery.test');
    await page.getByTestId('login-password').fill('a brand new secret');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('김안나 갤러리');
    expect(unexpected(owner.problems, [...EXPECTED_AUTH_FAILURES, /status of 404/])).toEqual([]);
  });

  it('lets a gallery create a second workspace, switch between them and remember the choice', async () => {
    const { page } = owner;
    await page.getByTestId('workspace-switcher').click();
    await page.getByTestId('workspace-create').click();
    await page.getByTestId('workspace-create-name').fill('안나 스튜디오');
    await page.getByTestId('workspace-create-submit').click();
    await expect.poll(() => page.getByTestId('workspace-active-name').innerText(), eventually).toBe('안나 스튜디오');
    await expect.poll(() => page.getByTestId('dashboard-workspace-name').innerText(), eventually).toBe('안나 스튜디오');
    await page.reload();
    await expect.poll(() => page.getByTestId('workspace-active-name').innerText(), eventually).toBe('안나 스튜디오');
    await page.getByTestId('workspace-switcher').click();
    await settled(page.getByRole('menu'));
    await owner.screenshot('identity-23-workspace-switcher');
    await page.getByRole('menuitem', { name: '김안나' }).click();
    await expect.poll(() => page.getByTestId('dashboard-workspace-name').innerText(), eventually).toBe('김안나');
    expect(unexpected(owner.problems, [...EXPECTED_AUTH_FAILURES, /status of 404/])).toEqual([]);
  });
});

describe('identity with two-second access tokens and the mail outbox', () => {
  let short: RunningServer;

  beforeAll(async () => {
    const port = await freePort();
    short = await startServer({
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        ACCESS_TOKEN_TTL_SECONDS: '2',
      },
    });
  });
  afterAll(async () => {
    await short?.stop();
    if (short) await removeDataDir(short.dataDir);
  });

  it('verifies with the link from the server log, keeps the outbox closed, and spends exactly one refresh on an expired token', async () => {
    const signup = await fetch(`${short.url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', version: '1.0' },
      body: JSON.stringify({ email: 'ria@artist.test', password: PASSWORD, name: 'Ria', type: 7 }),
    });
    expect(signup.status).toBe(200);

    const session = await browser({ locale: 'en-US' });
    const { page } = session;
    // The access tokens the page sends, to know when the server stops taking the one it holds.
    const bearers: string[] = [];
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization) bearers.push(authorization);
    });
    await page.goto(`${short.url}/login`);
    // No provider is configured here: the login page offers e-mail only.
    await expect.poll(() => page.getByTestId('login-providers-loading').count(), eventually).toBe(0);
    expect(await page.getByTestId('login-providers').count()).toBe(0);
    await session.screenshot('identity-24-login-email-only-en');

    // No SMTP server: the verification link is in the server's log, for whoever runs it.
    await expect.poll(() => short.output(), eventually).toContain('Mail to ria@artist.test kept in the outbox');
    await page.goto(verificationLinkIn(short.output(), 'ria@artist.test'));
    await page.waitForURL(`${short.url}/`);
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('Ria');
    // The outbox holds other people's links: it is for platform admins only.
    await page.goto(`${short.url}/dev/outbox`);
    await expect
      .poll(() => page.getByText('Only platform admins can read the outbox').isVisible(), eventually)
      .toBe(true);
    expect(await page.getByTestId('outbox-mail').count()).toBe(0);
    await session.screenshot('identity-25-outbox-admins-only');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-account').click();
    await page.waitForURL(`${short.url}/account`);
    // Pages arrive with their data, so the page holds no access token until a call needs one:
    // the first change fetches it.
    await page.getByTestId('account-name').fill('Ria K');
    await page.getByTestId('account-name-save').click();
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('Ria K');
    // Its toast shown (the toasts' host loads with the first) and gone, so the next one is the only one.
    await expect.poll(() => page.getByText('Your name has been saved.').isVisible(), eventually).toBe(true);
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), eventually).toBe(0);
    const bearer = bearers.at(-1);
    expect(bearer).toMatch(/^Bearer /);

    const tokenRequests: string[] = [];
    const nameAnswers: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${short.url}/api/user/token`)
        tokenRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url() === `${short.url}/api/user/name`) {
        nameAnswers.push(response.status());
      }
    });
    // Until the server refuses the token the page holds: past its two seconds.
    await expect
      .poll(async () => {
        const answer = await fetch(`${short.url}/api/user`, {
          headers: { authorization: bearer ?? '', version: '1.0' },
        });
        return answer.status;
      }, eventually)
      .not.toBe(200);
    await page.getByTestId('account-name').fill('Ria Kim');
    await page.getByTestId('account-name-save').click();
    await expect.poll(() => page.getByTestId('user-menu-name').innerText(), eventually).toBe('Ria Kim');
    await expect.poll(() => page.getByText('Your name has been saved.').isVisible()).toBe(true);
    expect(tokenRequests).toHaveLength(1);
    expect(nameAnswers).toEqual([401, 200]);
    expect(page.url()).toBe(`${short.url}/account`);
    await session.screenshot('identity-26-expired-token-saved');

    await page.reload();
    await expect.poll(() => page.getByTestId('account-name').inputValue(), eventually).toBe('Ria Kim');
    // The outbox's 403 was expected; so were the 401s of the expired token.
    expect(unexpected(session.problems, [...EXPECTED_AUTH_FAILURES, /status of 403/])).toEqual([]);
  });
});
