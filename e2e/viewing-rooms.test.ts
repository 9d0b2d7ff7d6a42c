import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { holdThroughOffer } from './support/holds.js';
import { cookieHeaderOf, unexpected } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Private viewing rooms in Chromium (issue 9, "Done when"): the gallery builds a room of two
 * works, hides the price for one of two recipient links and copies both; a visitor on a phone
 * opens their link and looks at both works; the gallery offers a work of the room from the
 * inventory and, once it is held, the visitor's room — open all along — shows "on hold" without a
 * reload; a signed-in collector asks to hold the other work from their own link; the gallery sees
 * under "Who looked" that Bob's link was opened and which works were viewed; the visitor writes
 * to the gallery from the room and the message is in the gallery's inbox.
 */

const eventually = { timeout: 15_000 };
/** A person's phone: automated browsers are not counted as someone looking (ADR 019). */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0.0.0 Mobile Safari/537.36';
const QUESTION = 'Is Blue Hour available after the hold? 홀드 이후 구매 가능할까요?';
const GALLERY = { email: 'yoon@gallery.test', password: 'correct horse battery', name: '갤러리 윤', type: 0 };
const COLLECTOR = { email: 'june@collector.test', password: 'correct horse battery', name: 'June Park', type: 3 };
const WORKS = [
  { title: 'Moon Jar', price: 12_000_000 },
  { title: 'Blue Hour', price: 8_500_000 },
];

let app: RunningServer;
let gallery: BrowserSession;
let collector: BrowserSession;
let visitor: BrowserSession;
const paths: Record<'Ann' | 'Bob', string> = { Ann: '', Bob: '' };

/** Adds the gallery's works through the API as the gallery's browser session, each with a picture. */
async function addWorks(session: BrowserSession) {
  const cookie = await cookieHeaderOf(session.context, app.url);
  const galleries = await fetch(`${app.url}/api/user/galleries`, { headers: { cookie } });
  const [{ gid }] = (await galleries.json()) as [{ gid: string }];
  for (const [index, work] of WORKS.entries()) {
    const form = new FormData();
    form.append('data', JSON.stringify({ title: work.title, year: 2024, price: { amount: work.price } }));
    const image = await makeImage('jpeg', { width: 800 + index * 60, height: 1000, noise: true });
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `${work.title}.jpg`);
    const made = await fetch(`${app.url}/api/artwork`, { method: 'POST', headers: { cookie, gid }, body: form });
    if (!made.ok) throw new Error(`adding ${work.title}: ${made.status} ${await made.text()}`);
  }
}

function roomWork(page: Page, title: string): Locator {
  return page.locator('[data-testid="room-work"]', { hasText: title });
}

function availabilityOf(page: Page, title: string): Promise<string | null> {
  return roomWork(page, title).getByTestId('room-availability').getAttribute('data-availability');
}

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  const [galleryLink, collectorLink] = await Promise.all([
    signUpThroughApi(app, GALLERY),
    signUpThroughApi(app, COLLECTOR),
  ]);
  [gallery, collector, visitor] = await Promise.all([
    openBrowser({ locale: 'ko-KR' }),
    openBrowser({ locale: 'en-US', viewport: { width: 1100, height: 800 } }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 390, height: 844 }, userAgent: PHONE_AGENT }),
  ]);
  await Promise.all([verifyIn(gallery.page, app.url, galleryLink), verifyIn(collector.page, app.url, collectorLink)]);
  await addWorks(gallery);
});

afterAll(async () => {
  await Promise.all([gallery?.close(), collector?.close(), visitor?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('viewing rooms in Chromium', () => {
  it('the gallery builds a room with two recipient links, hiding the price for one', async () => {
    const { page } = gallery;
    await page.getByTestId('nav-privateshare').click();
    await page.waitForURL(`${app.url}/privateshare`);
    await expect.poll(() => page.getByTestId('room-list-empty').isVisible(), eventually).toBe(true);
    await page.getByTestId('room-new').click();
    const editor = page.getByTestId('room-editor');
    await editor.getByTestId('room-editor-title').fill('봄 뷰잉룸');
    for (const work of WORKS) {
      await editor.getByTestId('room-editor-add-work').click();
      await page.getByRole('option', { name: work.title }).click();
    }
    await expect.poll(() => editor.getByTestId('room-editor-work').count(), eventually).toBe(2);
    await editor.getByTestId('room-editor-work-price').first().fill('11000000');

    await editor.getByTestId('room-editor-add-link').click();
    await editor.getByTestId('room-editor-add-link').click();
    const links = editor.getByTestId('room-editor-link');
    await links.nth(0).getByTestId('room-editor-link-name').fill('Ann');
    await links.nth(1).getByTestId('room-editor-link-name').fill('Bob');
    // Bob's link shows its own fields: everything the room shows but the price.
    await links.nth(1).getByTestId('room-editor-link-follow').click();
    await links.nth(1).getByTestId('room-editor-link-visibility').locator('label', { hasText: '가격' }).click();
    expect(await links.nth(1).getByTestId('room-editor-link-visibility-price').isChecked()).toBe(false);
    await settled(page.getByRole('dialog'));
    await gallery.screenshot('rooms-01-editor');
    await editor.getByTestId('room-editor-save').click();

    const card = page.getByTestId('room-card');
    await expect.poll(() => card.count(), eventually).toBe(1);
    expect(await card.getByTestId('room-card-title').innerText()).toBe('봄 뷰잉룸');
    const linkRows = card.getByTestId('room-card-link');
    await expect.poll(() => linkRows.count(), eventually).toBe(2);
    for (const [index, name] of (['Ann', 'Bob'] as const).entries()) {
      const text = await linkRows.nth(index).getByTestId('room-card-link-path').innerText();
      paths[name] = text.replace('/showcase/', '');
      expect(paths[name]).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    await gallery.screenshot('rooms-02-list-with-links');
    expect(gallery.problems).toEqual([]);
  });

  it("a visitor on a phone opens Bob's link, sees no price anywhere, and views both works", async () => {
    const { page } = visitor;
    const answer = await page.goto(`${app.url}/showcase/${paths.Bob}`);
    expect(answer?.status()).toBe(200);
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toMatch(/12,000,000|12000000|11,000,000|11000000|8,500,000|8500000/);
    await expect.poll(() => page.getByTestId('room-work').count(), eventually).toBe(2);
    expect(await page.getByTestId('room-recipient').innerText()).toContain('Bob');
    expect(await page.getByTestId('room-work-price').count()).toBe(0);
    await visitor.screenshot('rooms-03-phone-room-no-price');
    for (const work of WORKS) {
      await roomWork(page, work.title).getByTestId('room-work-open').click();
      const detail = page.getByTestId('room-work-detail');
      await settled(detail);
      expect(await detail.innerText()).toContain(work.title);
      expect(await detail.getByTestId('room-work-price').count()).toBe(0);
      if (work === WORKS[0]) await visitor.screenshot('rooms-04-phone-work-detail');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('room-work-detail').count(), eventually).toBe(0);
    }
    // From here on the room stays open: no navigation, no reload.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    expect(visitor.problems).toEqual([]);
  });

  it("Ann's link shows the room price", async () => {
    const { page } = collector;
    await page.goto(`${app.url}/showcase/${paths.Ann}`);
    await expect.poll(() => page.getByTestId('room-work').count(), eventually).toBe(2);
    expect(await roomWork(page, 'Moon Jar').getByTestId('room-work-price').innerText()).toBe('₩11,000,000');
    expect(await roomWork(page, 'Blue Hour').getByTestId('room-work-price').innerText()).toBe('₩8,500,000');
    await collector.screenshot('rooms-05-desktop-room-en');
  });

  it('a hold made from the inventory shows "on hold" in the open room without a reload', async () => {
    await holdThroughOffer({ appUrl: app.url, gallery, collector, collectorEmail: COLLECTOR.email, title: 'Moon Jar' });

    const room = visitor.page;
    await expect.poll(() => availabilityOf(room, 'Moon Jar'), { timeout: 5_000 }).toBe('on_hold');
    expect(await roomWork(room, 'Moon Jar').getByTestId('room-availability').innerText()).toBe('홀드 중');
    expect(await availabilityOf(room, 'Blue Hour')).toBe('available');
    expect(await room.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await visitor.screenshot('rooms-06-phone-on-hold-live');
    await gallery.screenshot('rooms-07-inventory-held');
  });

  it('a signed-in collector asks to hold a work from the room', async () => {
    const { page } = collector;
    await roomWork(page, 'Blue Hour').getByTestId('room-work-open').click();
    await settled(page.getByTestId('room-work-detail'));
    await page.getByTestId('room-hold').click();
    await expect.poll(() => page.getByTestId('room-held').isVisible(), eventually).toBe(true);
    await collector.screenshot('rooms-08-held-from-room-en');
    await expect.poll(() => availabilityOf(visitor.page, 'Blue Hour'), { timeout: 5_000 }).toBe('on_hold');
    expect(collector.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});

describe('what the gallery learns from the room', () => {
  it('"Who looked" shows that Bob opened his link and which works he viewed', async () => {
    const { page } = gallery;
    await page.getByTestId('nav-privateshare').click();
    await page.waitForURL(`${app.url}/privateshare`);
    const bob = page.locator('[data-testid="room-analytics-link"][data-name="Bob"]');
    // The open room reports every 15 seconds: open the panel again (it reads afresh) until Bob's
    // viewing has arrived.
    await expect
      .poll(
        async () => {
          const toggle = page.getByTestId('room-card-views');
          if ((await page.getByTestId('room-analytics').count()) > 0) await toggle.click();
          await toggle.click();
          await page.getByTestId('room-analytics').waitFor(eventually);
          if ((await bob.count()) === 0) return 0;
          await bob.getByRole('button').first().click();
          return bob.getByTestId('room-analytics-work').count();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(2);
    expect(Number(await bob.getAttribute('data-opens'))).toBeGreaterThanOrEqual(1);
    const viewed = await bob.getByTestId('room-analytics-work').allInnerTexts();
    expect(viewed.join('\n')).toContain('Moon Jar');
    expect(viewed.join('\n')).toContain('Blue Hour');
    // Ann's link was opened by an automated browser only, which is not a person looking.
    expect(await page.locator('[data-testid="room-analytics-link"][data-name="Ann"]').count()).toBe(0);
    await settled(bob);
    await gallery.screenshot('rooms-09-who-looked');
    expect(unexpected(gallery.problems)).toEqual([]);
  });

  it('the visitor writes to the gallery from the room, and it is in the inbox', async () => {
    const room = visitor.page;
    const form = room.getByTestId('visitor-message-form');
    await form.scrollIntoViewIfNeeded();
    await room.getByTestId('visitor-name').fill('Bob Kim');
    await room.getByTestId('visitor-email').fill('bob@visitor.test');
    await room.getByTestId('visitor-message').fill(QUESTION);
    await room.getByTestId('visitor-send').click();
    await room.getByTestId('visitor-message-sent').waitFor(eventually);
    await visitor.screenshot('rooms-10-phone-message-sent');

    const { page } = gallery;
    await page.getByTestId('nav-inbox').click();
    await page.waitForURL(`${app.url}/inbox`);
    const row = page.getByTestId('inbox-row').filter({ hasText: 'Bob Kim' });
    await row.waitFor(eventually);
    await row.getByRole('button').click();
    await settled(page.getByTestId('inbox-detail'));
    expect(await page.getByTestId('inbox-detail-message').textContent()).toBe(QUESTION);
    expect(await page.getByTestId('inbox-source-link').getAttribute('href')).toBe(`/showcase/${paths.Bob}`);
    await gallery.screenshot('rooms-11-inbox-from-room');
    await page.setViewportSize({ width: 390, height: 844 });
    await gallery.screenshot('rooms-12-inbox-from-room-phone');
    expect(unexpected(visitor.problems)).toEqual([]);
    expect(unexpected(gallery.problems)).toEqual([]);
  });
});
