import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { unexpected } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * The platform admin console in Chromium (issue 13): the demo platform admin opens /admin, looks
 * a gallery owner up and locks her — her open page falls back to the login page and her sign-in
 * is refused with the reason shown — then unlocks her, and she signs in again; the admin
 * downloads the leads as CSV for Excel and finds the lock and the unlock, by her, in the change
 * log. The console is the admin's alone: the gallery owner reads a refusal.
 */

const eventually = { timeout: 15_000 };
const PASSWORD = 'correct horse battery';
const OWNER = { email: 'sora@gallery.test', password: PASSWORD, name: '한소라', type: 0 };
const LEADS = [
  { email: 'first.news@reader.test', locale: 'ko' },
  { email: 'second.news@reader.test', locale: 'en' },
];
/** The browser reports the refusals this journey provokes as failed resources. */
const REFUSALS = [/status of 401/, /status of 403/];

let app: RunningServer;
let admin: BrowserSession;
let owner: BrowserSession;
let ownerUid: string;

async function signIn(session: BrowserSession, email: string, password: string) {
  const { page } = session;
  await page.goto(`${app.url}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

beforeAll(async () => {
  const port = await freePort();
  // The demo seed brings the platform admin.
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  const link = await signUpThroughApi(app, OWNER);
  for (const lead of LEADS) {
    const left = await fetch(`${app.url}/api/user/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', version: '1.0' },
      body: JSON.stringify(lead),
    });
    expect(left.status).toBe(200);
  }
  [admin, owner] = await Promise.all([
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
  ]);
  await verifyIn(owner.page, app.url, link);
  await signIn(admin, 'admin@demo.vernissage.kr', 'vernissage-demo');
  await admin.page.waitForURL(`${app.url}/`, eventually);
}, 180_000);

afterAll(async () => {
  await Promise.all([admin?.close(), owner?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('the platform admin console in Chromium', () => {
  it('is reached from the user menu and links to every section', async () => {
    const { page } = admin;
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-admin').click();
    await page.waitForURL(`${app.url}/admin`, eventually);
    await page.getByTestId('admin-hub').waitFor(eventually);
    expect(await page.getByTestId('admin-hub').locator('[data-testid^="admin-card-"]').count()).toBe(9);
    const targets = await page
      .locator('[data-testid^="admin-open-"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets).toEqual([
      '/admin/users',
      '/admin/blog',
      '/admin/opportunities',
      '/admin/featured',
      '/admin/contests',
      '/admin/billing',
      '/admin/codes',
      '/admin/leads',
      '/admin/changes',
    ]);
    await admin.screenshot('admin-01-hub');
    expect(admin.problems).toEqual([]);
  });

  it('looks a gallery owner up and locks her: her page falls back to login and her sign-in is refused', async () => {
    await owner.page.goto(`${app.url}/account`);
    // Her page has loaded its menu before she is locked (on a busy machine the lock could come first,
    // and a page that loads after the lock has no workspace menu to click).
    await owner.page.getByTestId('nav-inventory').waitFor(eventually);
    const { page } = admin;
    await page.getByTestId('admin-open-users').click();
    await page.waitForURL(`${app.url}/admin/users`, eventually);
    await page.getByTestId('admin-users-search').fill('소라');
    await page.getByTestId('admin-users-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === '소라', eventually);
    await expect.poll(() => page.getByTestId('admin-user-row').count(), eventually).toBe(1);
    const row = page.getByTestId('admin-user-row');
    expect(await row.innerText()).toContain(OWNER.email);
    expect(await row.getByTestId('user-status-active').count()).toBe(1);
    await admin.screenshot('admin-02-users');

    await row.getByTestId('admin-user-link').click();
    await page.waitForURL((url) => /^\/admin\/users\/[^/]+$/.test(url.pathname), eventually);
    ownerUid = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(await page.getByTestId('admin-user-email').innerText()).toBe(OWNER.email);
    expect(await page.getByTestId('admin-user-workspaces').innerText()).toContain('Owner');
    await admin.screenshot('admin-03-user');

    await page.getByTestId('admin-user-lock-button').click();
    const dialog = page.getByTestId('admin-user-lock-confirm');
    await settled(dialog.getByTestId('confirm-action'));
    expect(await page.getByRole('dialog').innerText()).toContain(`Lock ${OWNER.name}?`);
    await admin.screenshot('admin-04-lock-confirm');
    await dialog.getByTestId('confirm-action').click();
    await page.getByTestId('user-status-locked').waitFor(eventually);
    expect(await page.getByTestId('admin-user-lock-state').innerText()).toMatch(/^Locked since .+ cannot sign in\.$/);
    await page.getByTestId('admin-user-unlock').waitFor();

    // Her open account page: the next page she opens sends her to the login page, or sooner, when
    // one of the page's own calls comes after the lock (on a busy machine it may still be loading).
    const onLogin = () => new URL(owner.page.url()).pathname === '/login';
    if (!onLogin())
      await owner.page
        .getByTestId('nav-inventory')
        .click()
        .catch((error: unknown) => {
          if (!onLogin()) throw error;
        });
    await owner.page.waitForURL((url) => url.pathname === '/login', eventually);
    await signIn(owner, OWNER.email, PASSWORD);
    const refusal = owner.page.getByTestId('login-error');
    await refusal.waitFor(eventually);
    expect(await refusal.innerText()).toBe(
      '이 계정은 잠겨 있습니다. 잠금을 풀려면 Vernissage 고객 지원에 문의해 주세요.',
    );
    expect(new URL(owner.page.url()).pathname).toBe('/login');
    await owner.screenshot('admin-05-locked-login');
    expect(admin.problems).toEqual([]);
  });

  it('unlocks her, and she signs in again', async () => {
    const { page } = admin;
    await page.getByTestId('admin-user-unlock').click();
    const dialog = page.getByTestId('admin-user-lock-confirm');
    await settled(dialog.getByTestId('confirm-action'));
    expect(await page.getByRole('dialog').innerText()).toContain(`Unlock ${OWNER.name}?`);
    await dialog.getByTestId('confirm-action').click();
    await page.getByTestId('user-status-active').waitFor(eventually);
    await page.getByTestId('admin-user-lock-button').waitFor();

    await signIn(owner, OWNER.email, PASSWORD);
    await owner.page.waitForURL(`${app.url}/`, eventually);
    await owner.page.getByTestId('user-menu').waitFor();
    expect(unexpected(owner.problems, REFUSALS)).toEqual([]);
  });

  it('downloads the leads as a CSV file Excel reads', async () => {
    const { page } = admin;
    await page.goto(`${app.url}/admin`);
    await page.getByTestId('admin-open-leads').click();
    await page.waitForURL(`${app.url}/admin/leads`, eventually);
    expect(await page.getByTestId('admin-leads-count').innerText()).toBe('2 addresses');
    expect(await page.getByTestId('admin-lead-row').allInnerTexts()).toEqual([
      expect.stringContaining(LEADS[1]!.email),
      expect.stringContaining(LEADS[0]!.email),
    ]);
    await admin.screenshot('admin-06-leads');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('admin-leads-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"email","locale","created_at"');
    expect(lines[1]).toMatch(new RegExp(`^"${LEADS[1]!.email.replaceAll('.', '\\.')}","en","\\d{4}-`));
    expect(lines[2]).toMatch(new RegExp(`^"${LEADS[0]!.email.replaceAll('.', '\\.')}","ko","\\d{4}-`));
    expect(lines.slice(3)).toEqual(['']);
    expect(admin.problems).toEqual([]);
  });

  it('finds the lock and the unlock, by the admin, in the change log', async () => {
    const { page } = admin;
    await page.goto(`${app.url}/admin/changes`);
    await page.getByTestId('admin-changes-subject').click();
    await page.getByRole('option', { name: 'User' }).click();
    await page.waitForURL((url) => url.searchParams.get('subject') === 'user', eventually);
    await expect.poll(() => page.getByTestId('admin-change-row').count(), eventually).toBe(2);
    const rows = await page.getByTestId('admin-change-row').allInnerTexts();
    expect(rows[0]).toMatch(/관리자[\s\S]*admin@demo\.vernissage\.kr[\s\S]*User[\s\S]*Unlocked/);
    expect(rows[1]).toMatch(/관리자[\s\S]*admin@demo\.vernissage\.kr[\s\S]*User[\s\S]*Locked/);
    const subjects = await page
      .getByTestId('admin-change-row')
      .locator('a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(subjects).toEqual([`/admin/users/${ownerUid}`, `/admin/users/${ownerUid}`]);
    await admin.screenshot('admin-07-changes');

    // On a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${app.url}/admin/users/${ownerUid}`);
    await page.getByTestId('admin-user-lock').waitFor();
    await admin.screenshot('admin-08-user-phone');
    expect(admin.problems).toEqual([]);
  });

  it('creates a promo code and lists it with its uses', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${app.url}/admin/codes`);
    // An expiry must be ahead (a code that has already expired is refused): next year's spring.
    const year = new Date().getFullYear() + 1;
    await page.getByTestId('promo-code').fill('spring-27');
    await page.getByTestId('promo-value').fill('20');
    await page.getByTestId('promo-expires').fill(`${year}-03-31T23:59`);
    await page.getByTestId('promo-max-uses').fill('100');
    await page.getByTestId('promo-create').click();
    const row = page.getByTestId('promo-row').filter({ hasText: 'SPRING-27' });
    await row.waitFor(eventually);
    expect(await row.innerText()).toMatch(
      new RegExp(`SPRING-27[\\s\\S]*20% off[\\s\\S]*Every product[\\s\\S]*0 / 100[\\s\\S]*Mar 31, ${year}, 11:59 PM`),
    );
    await admin.screenshot('admin-10-codes');
    expect(admin.problems).toEqual([]);
  });

  it('is refused to everyone else', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/admin`);
    await page.getByTestId('admin-forbidden').waitFor(eventually);
    expect(await page.getByTestId('admin-hub').count()).toBe(0);
    await page.goto(`${app.url}/admin/users`);
    await page.getByTestId('query-error').waitFor(eventually);
    expect(await page.getByTestId('admin-user-row').count()).toBe(0);
    await owner.screenshot('admin-09-refused');
    expect(unexpected(owner.problems, REFUSALS)).toEqual([]);
  });
});
