import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, signInThroughPage } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * API tokens in Chromium (issue 16, item 4): the gallery's owner makes a token on the settings
 * page, sees it once, and an integration reads the inventory with it; a call outside its scope is
 * refused; the page then shows the token's last use and its calls; revoked there, the token is
 * refused at the very next call. On a phone too.
 */

const eventually = { timeout: 15_000 };
const GALLERY = 'gallery@demo.vernissage.kr';

let app: RunningServer;
let gallery: BrowserSession;
let gid: string;
let token: string;

/** A call as an outside integration makes it: the token and the workspace, nothing else. */
function callWith(path: string, init: RequestInit = {}) {
  return fetch(`${app.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, gid, ...init.headers },
  });
}

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  gallery = await openBrowser({ locale: 'ko-KR' });
  const authorization = await bearerFor(app.url, GALLERY);
  const [workspace] = (await (await fetch(`${app.url}/api/user/galleries`, { headers: { authorization } })).json()) as {
    gid: string;
  }[];
  gid = workspace!.gid;
}, 180_000);

afterAll(async () => {
  await gallery?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('API tokens in Chromium', () => {
  it('are made on the settings page and shown once', async () => {
    const { page } = gallery;
    await signInThroughPage(page, app.url, GALLERY);
    await page.goto(`${app.url}/gallery/settings`);
    const form = page.getByTestId('api-token-form');
    await form.waitFor(eventually);
    await page.getByTestId('api-tokens-empty').waitFor(eventually);
    await page.getByTestId('api-token-name').fill('웹사이트 연동');
    await page.getByTestId('api-token-scope-inventory:read').check();
    await page.getByTestId('api-token-expiry').click();
    await page.getByRole('option', { name: '30일 후' }).click();
    await page.getByTestId('api-token-create').click();

    const shown = page.getByTestId('api-token-value');
    await shown.waitFor(eventually);
    token = (await shown.innerText()).trim();
    expect(token).toMatch(/^vt_[A-Za-z0-9_-]{43}$/);
    await settled(page.getByTestId('api-token-new'));
    await gallery.screenshot('api-tokens-01-created');

    await page.getByTestId('api-token-done').click();
    await expect.poll(() => page.getByTestId('api-token-value').count(), eventually).toBe(0);
    const row = page.getByTestId('api-token-row');
    expect(await row.getByTestId('api-token-row-name').innerText()).toBe('웹사이트 연동');
    expect(await row.getByTestId('api-token-status').innerText()).toBe('사용 중');
    // Once gone from the screen, the token is nowhere on the page again.
    await page.reload();
    await row.waitFor(eventually);
    expect(await page.content()).not.toContain(token);
  });

  it('lets an integration read the inventory, and nothing outside its scope', async () => {
    const read = await callWith('/inventory');
    expect(read.status).toBe(200);
    const listed = (await read.json()) as { items: unknown[] };
    expect(listed.items.length).toBeGreaterThan(0);

    const write = await callWith('/inventory/folder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '토큰이 만든 폴더' }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'forbidden' });
  });

  it('shows its last use and its calls on the settings page', async () => {
    const { page } = gallery;
    await page.reload();
    const row = page.getByTestId('api-token-row');
    await row.waitFor(eventually);
    expect(await row.innerText()).toContain('마지막 사용');
    await row.getByTestId('api-token-show-calls').click();
    const calls = row.getByTestId('api-token-call');
    await expect.poll(() => calls.count(), eventually).toBe(2);
    expect(await calls.nth(0).innerText()).toMatch(/POST[\s\S]*\/api\/inventory\/folder[\s\S]*403/);
    expect(await calls.nth(1).innerText()).toMatch(/GET[\s\S]*\/api\/inventory[\s\S]*200/);
    await settled(row);
    await gallery.screenshot('api-tokens-02-calls');
  });

  it('is refused at the next call once revoked, and says so on a phone', async () => {
    const { page } = gallery;
    const row = page.getByTestId('api-token-row');
    await row.getByTestId('api-token-revoke').click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => row.getByTestId('api-token-status').innerText(), eventually).toBe('폐기됨');
    expect(await row.getByTestId('api-token-revoke').count()).toBe(0);

    const refused = await callWith('/inventory');
    expect(refused.status).toBe(401);

    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page.locator('main'));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), eventually)
      .toBeLessThanOrEqual(0);
    await row.scrollIntoViewIfNeeded();
    await gallery.screenshot('api-tokens-03-revoked-phone');
    expect(gallery.problems).toEqual([]);
  });
});
