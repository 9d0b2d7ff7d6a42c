import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asReturningVisitor, openBrowser, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

// The front door (ADR 035): a visitor at `/` meets the landing (server-rendered, no script) and
// goes on to sign up; a signed-in person at `/` still meets her dashboard.

const DEMO_GALLERY = { email: 'gallery@demo.vernissage.kr', password: 'vernissage-demo' };
const eventually = { timeout: 15_000 };

let server: RunningServer;
const browsers: BrowserSession[] = [];

async function browser(options: Parameters<typeof openBrowser>[0]) {
  const opened = await openBrowser(options);
  browsers.push(opened);
  return opened;
}

/** Whether the page is wider than the window (a phone would scroll sideways). */
const overflows = (session: BrowserSession) =>
  session.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

beforeAll(async () => {
  const port = await freePort();
  // The demo seed brings staff picks, an exhibition on now on a live site and blog posts.
  server = await startServer({
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' },
  });
});
afterAll(async () => {
  await Promise.all(browsers.map((opened) => opened.close()));
  await server?.stop();
  if (server) await removeDataDir(server.dataDir);
});

describe('the front door in Chromium', () => {
  it('shows a visitor the landing in Korean, and its sign-up button opens the sign-up page', async () => {
    const visitor = await browser({ locale: 'ko-KR' });
    const { page } = visitor;
    await page.goto(`${server.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    await page.getByTestId('front-door').waitFor();
    expect(await page.locator('h1').innerText()).toBe('미술을 관리하고, 보여주고, 판매하는 한 곳');
    // What the demo brings: its staff picks with their availability, the exhibition on now, posts.
    await expect.poll(() => page.getByTestId('front-door-work').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('front-door-work').first().locator('[data-availability]').innerText()).toBe(
      '구매 가능',
    );
    expect(await page.getByTestId('front-door-exhibition').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('front-door-post').count()).toBeGreaterThan(0);
    // No app bundle on the landing.
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await asReturningVisitor(visitor);
    await visitor.screenshot('front-door-01-desktop-ko');

    await page.getByTestId('front-door-signup').click();
    await page.waitForURL(`${server.url}/signup`);
    await expect.poll(() => page.getByTestId('signup-email').isVisible(), eventually).toBe(true);
    await visitor.screenshot('front-door-02-signup-ko');

    // Home from inside the app (the wordmark moves in the browser) is the landing too.
    await page.getByTestId('wordmark').click();
    await expect.poll(() => page.getByTestId('front-door-signup').isVisible(), eventually).toBe(true);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(visitor.problems).toEqual([]);
  });

  it('speaks English when asked, and the choice follows the visitor into the app', async () => {
    const visitor = await browser({ locale: 'ko-KR' });
    const { page } = visitor;
    await page.goto(`${server.url}/?lang=en`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByTestId('front-door-signup').innerText()).toBe('Start free');
    await asReturningVisitor(visitor);
    await visitor.screenshot('front-door-03-desktop-en');
    await page.getByTestId('front-door-signup').click();
    await page.waitForURL(`${server.url}/signup`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(visitor.problems).toEqual([]);
  });

  it('fits a phone, in Korean and in English', async () => {
    for (const [locale, lang] of [
      ['ko-KR', 'ko'],
      ['en-US', 'en'],
    ] as const) {
      const phone = await browser({ locale, viewport: { width: 375, height: 812 } });
      await phone.page.goto(`${server.url}/`);
      expect(await phone.page.getAttribute('html', 'lang')).toBe(lang);
      await phone.page.getByTestId('front-door-signup').waitFor();
      expect(await overflows(phone)).toBe(false);
      await asReturningVisitor(phone);
      await phone.screenshot(`front-door-0${lang === 'ko' ? 4 : 5}-phone-${lang}`);
      expect(phone.problems).toEqual([]);
    }
  });

  it('still opens her dashboard at / for a signed-in person', async () => {
    const gallery = await browser({ locale: 'ko-KR' });
    const { page } = gallery;
    await page.goto(`${server.url}/`);
    await page.getByTestId('front-door-signin').click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByTestId('login-email').fill(DEMO_GALLERY.email);
    await page.getByTestId('login-password').fill(DEMO_GALLERY.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByTestId('dashboard-workspace').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('front-door').count()).toBe(0);

    // A new visit to `/` with the session is the dashboard too, rendered by the app.
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.getByTestId('user-menu').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('front-door').count()).toBe(0);
    await gallery.screenshot('front-door-06-dashboard-ko');
    expect(gallery.problems).toEqual([]);
  });
});
