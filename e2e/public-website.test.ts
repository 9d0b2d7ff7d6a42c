import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { holdThroughOffer } from './support/holds.js';
import { cookieHeaderOf, unexpected } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * A gallery's public website in Chromium (issue 10, "Done when", as far as it is built): the
 * gallery sets up its site with prices off and puts it live (through the API calls its settings
 * page makes); a visitor on a phone opens /web/{name} and a work page — no price anywhere on the
 * page or in its source; the gallery puts the work on hold from its inventory; the visitor
 * reloads and reads "on hold". Screenshots on a desktop and a phone.
 */

const eventually = { timeout: 15_000 };
const GALLERY = { email: 'site@gallery.test', password: 'correct horse battery', name: '갤러리 봄', type: 0 };
const COLLECTOR = { email: 'buyer@collector.test', password: 'correct horse battery', name: 'Ara Cho', type: 3 };
const WORKS = [
  { title: '봄비', titleEn: 'Spring Rain', price: 9_300_000 },
  { title: '연두', titleEn: 'New Green', price: 4_700_000 },
];

let app: RunningServer;
let gallery: BrowserSession;
let collector: BrowserSession;
let visitor: BrowserSession;
let desktop: BrowserSession;
let workUrl: string;

/** Calls the API as the gallery's browser session. */
async function asGallery(method: string, url: string, body?: unknown, extra: Record<string, string> = {}) {
  const cookie = await cookieHeaderOf(gallery.context, app.url);
  return fetch(`${app.url}/api${url}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }), ...extra },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  const [galleryLink, collectorLink] = await Promise.all([
    signUpThroughApi(app, GALLERY),
    signUpThroughApi(app, COLLECTOR),
  ]);
  [gallery, collector, visitor, desktop] = await Promise.all([
    openBrowser({ locale: 'ko-KR' }),
    openBrowser({ locale: 'en-US' }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 390, height: 844 } }),
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
  ]);
  await Promise.all([verifyIn(gallery.page, app.url, galleryLink), verifyIn(collector.page, app.url, collectorLink)]);
});

afterAll(async () => {
  await Promise.all([gallery?.close(), collector?.close(), visitor?.close(), desktop?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('a public website in Chromium', () => {
  it('the gallery adds works, sets up its site with prices off and puts it live', async () => {
    const [{ gid }] = (await (await asGallery('GET', '/user/galleries')).json()) as [{ gid: string }];
    const cookie = await cookieHeaderOf(gallery.context, app.url);
    const aids: string[] = [];
    for (const [index, work] of WORKS.entries()) {
      const form = new FormData();
      form.append(
        'data',
        JSON.stringify({ title: work.title, titleEn: work.titleEn, year: 2025, price: { amount: work.price } }),
      );
      const image = await makeImage('jpeg', { width: 900, height: 1100 + index * 50, noise: true });
      form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `${work.titleEn}.jpg`);
      const made = await fetch(`${app.url}/api/artwork`, { method: 'POST', headers: { cookie, gid }, body: form });
      expect(made.status, await made.clone().text()).toBe(200);
      aids.push(((await made.json()) as { aid: string }).aid);
    }
    const free = await asGallery('GET', '/ovr/domain/exists', undefined, { gid, name: 'gallery-bom' });
    expect(await free.json()).toMatchObject({ available: true });
    const site = await asGallery(
      'PUT',
      '/ovr/domain',
      {
        name: 'gallery-bom',
        allowprice: false,
        allowdescription: true,
        allowphoto: true,
        allowemail: true,
        allowphone: false,
      },
      { gid },
    );
    expect(site.status).toBe(200);
    const { domainid } = (await site.json()) as { domainid: string };
    expect((await asGallery('PUT', '/ovr/items', { aids }, { gid })).status).toBe(200);
    // Off line, nobody sees it.
    expect((await fetch(`${app.url}/web/gallery-bom`)).status).toBe(404);
    expect((await asGallery('PUT', '/ovr/domain/live', { domainid, live: true }, { gid })).status).toBe(200);
  });

  it('a visitor on a phone opens the site and a work page, with no price anywhere', async () => {
    const { page } = visitor;
    const answer = await page.goto(`${app.url}/web/gallery-bom`);
    expect(answer?.status()).toBe(200);
    expect(await page.title()).toBe('갤러리 봄');
    await expect.poll(() => page.getByTestId('site-work').count(), eventually).toBe(2);
    await visitor.screenshot('site-01-home-phone');
    await page.getByTestId('site-work').filter({ hasText: '봄비' }).getByRole('link').click();
    await page.waitForURL(/\/web\/gallery-bom\/works\/spring-rain-/);
    workUrl = page.url();
    expect(await page.locator('h1').innerText()).toBe('봄비');
    expect(await page.locator('[data-availability]').getAttribute('data-availability')).toBe('available');
    const source = await (await fetch(workUrl)).text();
    expect(source).not.toMatch(/9,300,000|9300000|4,700,000|4700000/);
    expect(await page.content()).not.toMatch(/9,300,000|9300000/);
    expect(await page.getByTestId('site-work-price').count()).toBe(0);
    // Searchable: the work described for search engines, without its price.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ '@type': 'VisualArtwork', name: '봄비' });
    expect(data).not.toHaveProperty('offers');
    await visitor.screenshot('site-02-work-phone');

    await desktop.page.goto(`${workUrl}?lang=en`);
    expect(await desktop.page.locator('h1').innerText()).toBe('Spring Rain');
    await desktop.screenshot('site-03-work-desktop-en');
    expect(unexpected(visitor.problems)).toEqual([]);
    expect(unexpected(desktop.problems)).toEqual([]);
  });

  it('the gallery puts the work on hold; the visitor reloads and reads "on hold"', async () => {
    await holdThroughOffer({ appUrl: app.url, gallery, collector, collectorEmail: COLLECTOR.email, title: '봄비' });

    await visitor.page.reload();
    expect(await visitor.page.locator('[data-availability]').getAttribute('data-availability')).toBe('on_hold');
    expect(await visitor.page.locator('[data-availability]').innerText()).toBe('홀드 중');
    await visitor.screenshot('site-04-on-hold-phone');
    await desktop.page.goto(`${app.url}/web/gallery-bom/works?lang=en&availability=on_hold`);
    await expect.poll(() => desktop.page.getByTestId('site-work').count(), eventually).toBe(1);
    await desktop.screenshot('site-05-on-hold-desktop-en');
  });
});
