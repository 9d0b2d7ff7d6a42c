import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, firstWorkspaceOf, signInThroughPage } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * The audit log in Chromium (issue 14, item 6, ADR 050): the demo gallery's owner finds it in her
 * account menu, already filled by the demo (prices, offers, the staff member); a work she deletes
 * shows at the top, by kind and by work; on a phone it reads as cards. Her admin, reading in
 * English, is told the log is for owners.
 */

const eventually = { timeout: 15_000 };
const GALLERY = 'gallery@demo.vernissage.kr';
const STAFF = 'staff@demo.vernissage.kr';

let app: RunningServer;
let owner: BrowserSession;
let staff: BrowserSession;
let trashedTitle: string;
let gid: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  [owner, staff] = await Promise.all([
    openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
  ]);

  // The owner deletes a work (through the API, as an integration would): the log's newest entry.
  const authorization = await bearerFor(app.url, GALLERY);
  gid = await firstWorkspaceOf(app.url, authorization);
  const headers = { authorization, gid, 'content-type': 'application/json' };
  const inventory = await fetch(`${app.url}/api/inventory?size=1&sort=idx`, { headers });
  const [item] = ((await inventory.json()) as { items: { iid: string; artwork: { title: string } }[] }).items;
  trashedTitle = item!.artwork.title;
  const trash = await fetch(`${app.url}/api/inventory/item/delete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ iids: [item!.iid] }),
  });
  expect(trash.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await owner?.close();
  await staff?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('the audit log', () => {
  it('is in the owner’s menu, filled by the demo, the deletion first', async () => {
    const { page } = owner;
    await signInThroughPage(page, app.url, GALLERY);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-audit').click();
    await page.waitForURL(`${app.url}/gallery/audit`);
    const entries = page.getByTestId('audit-table').getByTestId('audit-entry');
    await entries.first().waitFor(eventually);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('변경 기록');
    const first = await entries.first().innerText();
    expect(first).toContain('휴지통으로 이동');
    expect(first).toContain(trashedTitle);
    await settled(page.getByTestId('audit-log'));
    await owner.screenshot('audit-01-log');

    // By kind: prices set when the demo's works were added.
    await page.getByTestId('audit-kind-price').click();
    await page.waitForURL(/kind=price/);
    await expect.poll(() => entries.first().innerText(), eventually).toContain('가격 변경');
    expect(await entries.first().innerText()).toMatch(/없음 → ₩/);

    // By work: the deleted work's name filters the log to it.
    await page.getByTestId('audit-kind-all').click();
    await page.getByRole('button', { name: trashedTitle, exact: true }).first().click();
    await page.getByTestId('audit-work-filter').waitFor(eventually);
    await expect
      .poll(async () => (await entries.allInnerTexts()).every((text) => text.includes(trashedTitle)), eventually)
      .toBe(true);
    expect(owner.problems).toEqual([]);
  });

  it('reads as cards on a phone', async () => {
    const { page } = owner;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/gallery/audit`);
    const cards = page.getByTestId('audit-cards');
    await cards.waitFor(eventually);
    expect(await page.getByTestId('audit-table').isVisible()).toBe(false);
    expect(await cards.innerText()).toContain('휴지통으로 이동');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.screenshot('audit-02-phone');
    expect(owner.problems).toEqual([]);
  });

  it('is not offered to an admin, and tells her it is for owners', async () => {
    const { page, context } = staff;
    // She owns a workspace of her own: the gallery's is the one she works in.
    await context.addCookies([{ name: 'vernissage.gid', value: gid, url: app.url }]);
    await signInThroughPage(page, app.url, STAFF);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-gallery').waitFor(eventually);
    expect(await page.getByTestId('user-menu-audit').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/gallery/audit`);
    await page.getByTestId('audit-owners-only').waitFor(eventually);
    expect(await page.getByTestId('audit-owners-only').innerText()).toBe(
      'Only owners of this workspace can read its audit log.',
    );
    expect(staff.problems).toEqual([]);
  });
});
