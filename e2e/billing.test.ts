import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { unexpected } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Plans and payments in Chromium (issue 11, "Done when"), against the payment sandbox a laptop
 * runs (ADR 029): a new artist adds a work at once on the free plan, upgrades to Artist pro
 * through checkout and the sandbox's Toss card window, puts a website live, which needed pro, and
 * gives a friend a plan (paid in the sandbox's payment window, the code mailed);
 * a gallery pays Gallery pro yearly in dollars through the sandbox's PayPal window; an artist
 * redeems the demo's code for a free month of pro. Screenshots on a desktop and a phone.
 */

const eventually = { timeout: 15_000 };
const ARTIST = { email: 'new@artist.test', password: 'correct horse battery', name: '한지우', type: 7 };
const GALLERY = { email: 'pay@gallery.test', password: 'correct horse battery', name: 'Gallery Lumen', type: 0 };
const CODE_ARTIST = { email: 'code@artist.test', password: 'correct horse battery', name: 'Mina Seo', type: 7 };
/** The sandbox windows come from the server itself, without the app's stylesheet or favicon. */
const SANDBOX_NOISE = [/favicon/];

let app: RunningServer;
let artist: BrowserSession;
let gallery: BrowserSession;
let codeArtist: BrowserSession;
let imageDir: string;

beforeAll(async () => {
  const port = await freePort();
  imageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-billing-'));
  await fs.writeFile(path.join(imageDir, 'first-work.jpg'), await makeImage('jpeg', { width: 800, height: 1000 }));
  // The demo seed brings the codes an admin made (WELCOME-PRO: a free month of Artist pro).
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  const links = await Promise.all([ARTIST, GALLERY, CODE_ARTIST].map((account) => signUpThroughApi(app, account)));
  [artist, gallery, codeArtist] = await Promise.all([
    openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 } }),
  ]);
  await Promise.all([
    verifyIn(artist.page, app.url, links[0]!),
    verifyIn(gallery.page, app.url, links[1]!),
    verifyIn(codeArtist.page, app.url, links[2]!),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([artist?.close(), gallery?.close(), codeArtist?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
  if (imageDir) await fs.rm(imageDir, { recursive: true, force: true });
});

describe('plans and payments in Chromium', () => {
  it('a new artist adds a work at once, on the free plan', async () => {
    const { page } = artist;
    await expect.poll(() => page.getByTestId('dashboard-plan-step').isVisible(), eventually).toBe(true);
    await artist.screenshot('billing-01-artist-dashboard');
    await page.goto(`${app.url}/inventory`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('upload-input').setInputFiles(path.join(imageDir, 'first-work.jpg'));
    await expect.poll(() => page.getByTestId('inventory-card').count(), eventually).toBe(1);
    await artist.screenshot('billing-02-artist-first-work');

    // Her website needs Artist pro: the page says so before she tries.
    await page.goto(`${app.url}/websetting`);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('plan-gate').isVisible(), eventually).toBe(true);
    await artist.screenshot('billing-03-website-needs-pro');
  });

  it('she upgrades to Artist pro through checkout and the sandbox card window', async () => {
    const { page } = artist;
    // A checkout address for a gallery's plan (an edited link) refuses, and leads to the plans.
    await page.goto(`${app.url}/checkout?productid=gpro_default_y&currency=KRW`);
    expect(await page.getByTestId('checkout-no-plan').innerText()).toContain('요금제 보기');
    expect(await page.getByTestId('checkout-price').count()).toBe(0);
    await page.getByTestId('checkout-see-plans').click();
    await page.waitForURL(`${app.url}/pricing`);
    await page.locator('html[data-hydrated]').waitFor();
    const pro = page.getByTestId('plan-apro');
    await expect.poll(() => pro.getByTestId('plan-price').innerText(), eventually).toMatch(/12,000/);
    await expect.poll(() => page.getByTestId('plan-abasic').getByTestId('plan-current').isVisible()).toBe(true);
    await artist.screenshot('billing-04-pricing-artist-ko');
    await pro.getByTestId('plan-choose').click();
    await page.waitForURL(/\/checkout\?productid=apro_default&currency=KRW/);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('checkout-sandbox').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('checkout-price').innerText()).toMatch(/12,000/);
    await artist.screenshot('billing-05-checkout');

    await page.getByTestId('checkout-register-card').click();
    await page.waitForURL(/\/sandbox\/toss\/card\?/);
    expect(await page.getByTestId('sandbox-badge').innerText()).toContain('Sandbox');
    await artist.screenshot('billing-06-sandbox-card-window');
    await page.getByTestId('sandbox-approve').click();

    await page.waitForURL(`${app.url}/account/billing`, eventually);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('billing-plan-name').innerText(), eventually).toContain('작가 프로');
    expect(await page.getByTestId('billing-card-number').innerText()).toMatch(/433012\*{6}1234/);
    await expect.poll(() => page.getByTestId('billing-history-payment').count(), eventually).toBe(1);
    const receipt = page.getByTestId('billing-history-payment').getByRole('link');
    const receiptPage = await fetch(new URL((await receipt.getAttribute('href'))!, app.url));
    expect(await receiptPage.text()).toContain('12,000');
    await artist.screenshot('billing-07-billing-after-upgrade');
  });

  it('with pro, her website goes live', async () => {
    const { page } = artist;
    await page.goto(`${app.url}/websetting`);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('site-name').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('plan-gate').count()).toBe(0);
    await page.getByTestId('site-name').fill('han-jiwoo');
    await expect.poll(() => page.getByTestId('site-name-free').isVisible(), eventually).toBe(true);
    await page.getByTestId('site-domain-save').click();
    await expect.poll(() => page.getByTestId('site-status').isVisible(), eventually).toBe(true);
    await page.getByTestId('site-live').click();
    await expect.poll(() => page.getByTestId('site-live-badge').innerText(), eventually).toBe('공개');
    expect((await fetch(`${app.url}/web/han-jiwoo`)).status).toBe(200);
    await artist.screenshot('billing-08-website-live');
    // The one 404: asking for the site before it was made (GET /ovr/domain answers 404 until then).
    expect(unexpected(artist.problems, [/status of 404/, ...SANDBOX_NOISE])).toEqual([]);
  });

  it('she gives a friend a year of Artist pro: paid once in the payment window, the code sent by mail', async () => {
    const { page } = artist;
    await page.goto(`${app.url}/account/billing`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('billing-gift-to').fill('friend@artist.test');
    await page.getByTestId('billing-gift-pay').click();
    await page.waitForURL(/\/sandbox\/toss\/payment\?/, eventually);
    expect(await page.getByTestId('sandbox-amount').innerText()).toContain('115,200');
    await artist.screenshot('billing-09-sandbox-payment-window');
    await page.getByTestId('sandbox-approve').click();
    await page.waitForURL(`${app.url}/account/billing`, eventually);
    await expect.poll(() => page.getByTestId('billing-history-gift').count(), eventually).toBe(1);
    await expect
      .poll(() => app.output().includes('Mail to friend@artist.test kept in the outbox'), eventually)
      .toBe(true);
    await artist.screenshot('billing-10-gift-sent');
    expect(unexpected(artist.problems, [/status of 404/, ...SANDBOX_NOISE])).toEqual([]);
  });

  it('a gallery pays Gallery pro yearly in dollars through the sandbox PayPal window', async () => {
    const { page } = gallery;
    await page.goto(`${app.url}/pricing`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByTestId('billing-period').getByText('Yearly').click();
    const pro = page.getByTestId('plan-gpro');
    await expect.poll(() => pro.getByTestId('plan-price').innerText(), eventually).toBe('$1,152');
    await gallery.screenshot('billing-11-pricing-gallery-yearly-en');
    await pro.getByTestId('plan-choose').click();
    await page.waitForURL(/\/checkout\?productid=gpro_default_y&currency=USD/);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('checkout-paypal').isVisible(), eventually).toBe(true);
    await page.getByTestId('checkout-paypal').click();
    await page.waitForURL(/\/sandbox\/paypal\/subscribe\?/);
    expect(await page.getByTestId('sandbox-amount').innerText()).toBe('$1152 / year');
    await gallery.screenshot('billing-12-sandbox-paypal-window');
    await page.getByTestId('sandbox-approve').click();

    await page.waitForURL(`${app.url}/account/billing`, eventually);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('billing-plan-name').innerText(), eventually).toBe('Gallery pro · Yearly');
    expect(await page.getByTestId('billing-plan').innerText()).toContain('$1,152');
    expect(await page.getByTestId('billing-plan').innerText()).toContain('PayPal');
    await gallery.screenshot('billing-13-gallery-billing-paypal');
    expect(unexpected(gallery.problems, SANDBOX_NOISE)).toEqual([]);
  });

  it('an artist redeems a code for a free month of pro, on a phone', async () => {
    const { page } = codeArtist;
    await page.goto(`${app.url}/account/billing`);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.getByTestId('billing-plan-name').innerText(), eventually).toContain('Artist basic');
    await page.getByTestId('billing-code-input').fill('WELCOME-PRO');
    await page.getByTestId('billing-code-enter').click();
    const code = page.getByTestId('billing-code-WELCOME-PRO');
    await expect.poll(() => code.isVisible(), eventually).toBe(true);
    expect(await code.innerText()).toMatch(/^1 free month$/m);
    await codeArtist.screenshot('billing-14-code-entered-phone');
    await code.getByTestId('billing-code-apply').click();
    await expect.poll(() => page.getByTestId('billing-plan-name').innerText(), eventually).toContain('Artist pro');
    expect(await page.getByTestId('billing-plan-state').textContent()).toBe('Active');
    // A month from now (28 to 31 days), with no card and nothing paid.
    const ends = Date.parse((await page.getByTestId('billing-plan-dates').innerText()).replace('Ends on ', ''));
    expect(Math.round((ends - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(27);
    expect(Math.round((ends - Date.now()) / 86_400_000)).toBeLessThanOrEqual(31);
    expect(await page.getByTestId('billing-card').innerText()).toContain('No card on file.');
    await expect.poll(() => code.textContent(), eventually).toContain('Used');
    await codeArtist.screenshot('billing-15-free-month-phone');
    expect(unexpected(codeArtist.problems, SANDBOX_NOISE)).toEqual([]);
  });

  it('the platform admin sees who pays, what came in and no failing renewal', async () => {
    const admin = await openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    try {
      const { page } = admin;
      await page.goto(`${app.url}/login`);
      await page.locator('html[data-hydrated]').waitFor();
      await page.getByTestId('login-email').fill('admin@demo.vernissage.kr');
      await page.getByTestId('login-password').fill('vernissage-demo');
      await page.getByTestId('login-submit').click();
      await page.waitForURL(`${app.url}/`, eventually);
      await page.locator('html[data-hydrated]').waitFor();
      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-admin-billing').click();
      await page.waitForURL(`${app.url}/admin/billing`);
      // The demo gallery, the artist who upgraded and the gallery on PayPal pay; the code's month is free.
      const paid = page.getByTestId('admin-billing-class-paid');
      await expect.poll(async () => Number((await paid.innerText()).split('\n').at(-1)), eventually).toBe(3);
      const revenue = await page.getByTestId('admin-billing-revenue').innerText();
      // The demo gallery's year, the artist's month and her gift.
      expect(revenue).toContain('₩1,807,200');
      expect(revenue).toContain('$1,152');
      expect(await page.getByTestId('admin-billing-failed').innerText()).toContain('None');
      await admin.screenshot('billing-16-admin-overview');
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
