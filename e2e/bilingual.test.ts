import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, firstWorkspaceOf, signInThroughPage } from './support/accounts.js';
import { openBrowser, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Content in the reader's language in Chromium (issue 18): the demo gallery reads its inventory,
 * My shares, a work's page and its artists in English with the English titles and names of the
 * demo data ("Moon Jar", "Seoyeon Kim"), and in Korean with the Korean ones; the demo artist's
 * portfolio likewise. A work with only a Korean title shows that title in both, and its editor
 * says in English that the English title is missing. Sorting by title follows the language read.
 * The demo viewing room is named in the reader's language in the list and on its page.
 */

const eventually = { timeout: 15_000 };
const GALLERY = 'gallery@demo.vernissage.kr';
const ARTIST = 'artist@demo.vernissage.kr';
/** A work the gallery names only in Korean. */
const KOREAN_ONLY = '고요한 아침';

let app: RunningServer;
let english: BrowserSession;
let korean: BrowserSession;

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  [english, korean] = await Promise.all([
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
  ]);
  await addKoreanOnlyWork();
  await Promise.all([
    signInThroughPage(english.page, app.url, GALLERY),
    signInThroughPage(korean.page, app.url, GALLERY),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([english?.close(), korean?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

/** The gallery adds, through the API, a work by 김서연 with a Korean title and no English one. */
async function addKoreanOnlyWork() {
  const authorization = await bearerFor(app.url, GALLERY);
  const gid = await firstWorkspaceOf(app.url, authorization);
  const headers = { authorization, gid };
  const artists = (await (await fetch(`${app.url}/api/artist/gallery/${gid}`, { headers })).json()) as {
    artistid: string;
    name: string;
  }[];
  const form = new FormData();
  const artistid = artists.find((artist) => artist.name === '김서연')!.artistid;
  form.append('data', JSON.stringify({ title: KOREAN_ONLY, titleEn: '', artistid }));
  const added = await fetch(`${app.url}/api/inventory/item`, { method: 'POST', headers, body: form });
  expect(added.status, await added.clone().text()).toBe(200);
}

/** The inventory's cards for a search, once the page shows them. */
async function inventoryFor(page: Page, query: string) {
  await page.goto(`${app.url}/inventory?${query}`);
  const cards = page.getByTestId('inventory-card');
  await cards.first().waitFor(eventually);
  return cards;
}

describe('the demo data in the reader’s language', () => {
  it('the inventory shows English titles and artist names in English, Korean ones in Korean', async () => {
    const inEnglish = await inventoryFor(english.page, 'q=Moon%20Jar');
    expect(await inEnglish.getByTestId('item-title').allInnerTexts()).toContain('Moon Jar');
    expect(await inEnglish.first().innerText()).toContain('Seoyeon Kim');
    // Found by the English title, named in the reader's language; the picture says the same.
    expect(await inEnglish.first().getByRole('img').first().getAttribute('alt')).toBe('Moon Jar');
    await english.screenshot('bilingual-01-inventory-en');

    const inKorean = await inventoryFor(korean.page, 'q=Moon%20Jar');
    expect(await inKorean.getByTestId('item-title').allInnerTexts()).toContain('달항아리');
    expect(await inKorean.first().innerText()).toContain('김서연');
    expect(await inKorean.first().innerText()).not.toContain('Moon Jar');
    await korean.screenshot('bilingual-02-inventory-ko');
  });

  it('sorting by title follows the title the reader sees', async () => {
    const byTitleEn = await inventoryFor(english.page, 'sort=title');
    expect(await byTitleEn.first().getByTestId('item-title').innerText()).toBe('Between Waves');
    const byTitleKo = await inventoryFor(korean.page, 'sort=title');
    expect(await byTitleKo.first().getByTestId('item-title').innerText()).toBe('겹');
  });

  it('My shares names the offered works in the reader’s language', async () => {
    for (const [session, expected, other] of [
      [english, 'Tall Vessel', '백자 입호'],
      [korean, '백자 입호', 'Tall Vessel'],
    ] as const) {
      await session.page.goto(`${app.url}/shares`);
      const titles = session.page.getByTestId('my-share-title');
      await titles.first().waitFor(eventually);
      const shown = await titles.allInnerTexts();
      expect(shown).toContain(expected);
      expect(shown).not.toContain(other);
    }
    await english.screenshot('bilingual-03-my-shares-en');
  });

  it('a work’s page leads with the reader’s title, the other one under it, and the artist in her language', async () => {
    const cards = await inventoryFor(english.page, 'q=Moon%20Jar');
    await cards.first().getByTestId('item-title').click();
    await english.page.waitForURL(/\/artworks\//, eventually);
    const page = english.page;
    await page.getByTestId('artwork-title').waitFor(eventually);
    expect(await page.getByTestId('artwork-title').innerText()).toBe('Moon Jar');
    expect(await page.getByTestId('artwork-other-title').innerText()).toBe('달항아리');
    expect(await page.getByTestId('fact-artist').innerText()).toContain('Seoyeon Kim');
    await english.screenshot('bilingual-04-artwork-en');

    await korean.page.goto(page.url());
    await korean.page.getByTestId('artwork-title').waitFor(eventually);
    expect(await korean.page.getByTestId('artwork-title').innerText()).toBe('달항아리');
    expect(await korean.page.getByTestId('artwork-other-title').innerText()).toBe('Moon Jar');
    expect(await korean.page.getByTestId('fact-artist').innerText()).toContain('김서연');
    await korean.screenshot('bilingual-05-artwork-ko');
  });

  it('the artists page names each artist in the reader’s language first, in that order', async () => {
    await english.page.goto(`${app.url}/artistprofile`);
    const namesEn = english.page.getByTestId('artist-card-name');
    await namesEn.first().waitFor(eventually);
    expect(await namesEn.allInnerTexts()).toEqual(['Kim Whanki', 'Minjun Park', 'Seoyeon Kim', 'Sua Lee']);
    expect(await english.page.getByTestId('artist-card-other-name').allInnerTexts()).toContain('김서연');
    await english.screenshot('bilingual-06-artists-en');

    await korean.page.goto(`${app.url}/artistprofile`);
    const namesKo = korean.page.getByTestId('artist-card-name');
    await namesKo.first().waitFor(eventually);
    expect(await namesKo.allInnerTexts()).toEqual(['김서연', '김환기', '박민준', '이수아']);
    await korean.screenshot('bilingual-07-artists-ko');
  });

  it('a work with only a Korean title shows it in both languages, and its editor asks for the English one', async () => {
    for (const session of [english, korean]) {
      const cards = await inventoryFor(session.page, `q=${encodeURIComponent(KOREAN_ONLY)}`);
      expect(await cards.getByTestId('item-title').allInnerTexts()).toEqual([KOREAN_ONLY]);
      await cards.first().getByTestId('item-title').click();
      await session.page.waitForURL(/\/artworks\//, eventually);
      await session.page.getByTestId('artwork-title').waitFor(eventually);
      expect(await session.page.getByTestId('artwork-title').innerText()).toBe(KOREAN_ONLY);
      expect(await session.page.getByTestId('artwork-other-title').count()).toBe(0);
    }
    expect(await english.page.getByTestId('fact-artist').innerText()).toContain('Seoyeon Kim');
    await english.screenshot('bilingual-08-korean-only-en');

    const cards = await inventoryFor(english.page, `q=${encodeURIComponent(KOREAN_ONLY)}`);
    await cards.first().getByTestId('item-menu').click();
    await english.page.getByTestId('item-edit').click();
    const titleEn = english.page.getByTestId('editor-title-en');
    await titleEn.waitFor(eventually);
    const hint = 'No English title yet: English readers will see the Korean one.';
    await english.page.getByText(hint).waitFor(eventually);
    await english.screenshot('bilingual-09-editor-hint-en');
    await titleEn.fill('Quiet Morning');
    await english.page.getByText(hint).waitFor({ state: 'detached', ...eventually });
  });

  it('the viewing rooms and a room’s page lead with the reader’s title, the other one under it', async () => {
    for (const [session, expected, other] of [
      [english, 'Spring Collection Preview', '봄 컬렉션 프리뷰'],
      [korean, '봄 컬렉션 프리뷰', 'Spring Collection Preview'],
    ] as const) {
      await session.page.goto(`${app.url}/privateshare`);
      const card = session.page.getByTestId('room-card').first();
      await card.waitFor(eventually);
      expect(await card.getByTestId('room-card-title').innerText()).toBe(expected);
      expect(await card.getByTestId('room-card-title-other').innerText()).toBe(other);
    }
    await english.screenshot('bilingual-10-rooms-en');

    const href = await english.page
      .getByTestId('room-card')
      .first()
      .locator('a[href^="/showcase/"]')
      .first()
      .getAttribute('href');
    await english.page.goto(`${app.url}${href!}`);
    await english.page.getByTestId('room-title').waitFor(eventually);
    expect(await english.page.getByTestId('room-title').innerText()).toBe('Spring Collection Preview');
    expect(await english.page.getByTestId('room-title-other').innerText()).toBe('봄 컬렉션 프리뷰');
    expect(await english.page.title()).toContain('Spring Collection Preview');
  });

  it('has no errors in either browser', () => {
    expect(english.problems).toEqual([]);
    expect(korean.problems).toEqual([]);
  });
});

describe('the demo artist’s portfolio', () => {
  it('shows her works’ English titles in English and the Korean ones in Korean', async () => {
    const [artistEn, artistKo] = await Promise.all([
      openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
      openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
    ]);
    try {
      for (const [session, titles] of [
        [artistEn, ['Dawn', 'Noon', 'Evening', 'Night']],
        [artistKo, ['새벽', '정오', '저녁', '밤']],
      ] as const) {
        await signInThroughPage(session.page, app.url, ARTIST);
        await session.page.goto(`${app.url}/portfolio`);
        const cards = session.page.getByTestId('artwork-card');
        await cards.first().waitFor(eventually);
        const shown = (await cards.allInnerTexts()).join('\n');
        for (const title of titles) expect(shown).toContain(title);
      }
      await artistEn.screenshot('bilingual-10-portfolio-en');
      await artistKo.screenshot('bilingual-11-portfolio-ko');
      expect(artistEn.problems).toEqual([]);
      expect(artistKo.problems).toEqual([]);
    } finally {
      await Promise.all([artistEn.close(), artistKo.close()]);
    }
  }, 120_000);
});
