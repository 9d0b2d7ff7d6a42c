import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, signInThroughPage, signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * A home for each kind of user (issue 17, "Done when"), on the demo data: the gallery's home
 * shows the purchase to confirm, the holds with their time left, the unread messages and its
 * figures, in Korean and in English, and a hold the collector places appears on it without a
 * reload; the gallery extends one hold and releases another from there. The collector's home
 * shows her offers by state and her place in a waiting list, the artist's her portfolio and plan,
 * the organiser's the application waiting for a decision — each with the menu of its kind, on a
 * desktop and on a phone. A new account's home says what to do first.
 */

const eventually = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let app: RunningServer;
let gallery: BrowserSession;
let collector: BrowserSession;
let artist: BrowserSession;
let fair: BrowserSession;

/** The main menu's entries, by their test ids. */
async function menuOf(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('app-nav')
    .locator('[data-testid^="nav-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!));
  // The phone menu's workspace switcher and sign-in button are not pages.
  return ids.filter((id) => !id.startsWith('nav-workspace') && id !== 'nav-login');
}

/** Switches the interface language from the header, and waits until the page speaks it. */
async function switchTo(page: Page, locale: 'ko' | 'en') {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-${locale}`).click();
  await expect.poll(() => page.getAttribute('html', 'lang'), eventually).toBe(locale);
}

/** Looks at a page on a phone, then back on a desktop: it fits, and a screenshot of each. */
async function onPhoneAndDesktop(session: BrowserSession, name: string) {
  const { page } = session;
  await page.setViewportSize(PHONE);
  // The menu slides away as the layout turns into the phone's.
  await settled(page.locator('main'));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), eventually)
    .toBeLessThanOrEqual(0);
  await session.screenshot(`${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await settled(page.locator('main'));
  await session.screenshot(`${name}-desktop`);
}

/** A moment as the app writes it in Korean (`2026. 12. 8. 21:05`) in a time zone. */
function koreanDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ko-KR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

const holdRows = (page: Page) => page.getByTestId('home-holds').getByTestId('home-hold');
const holdBy = (page: Page, name: string) => holdRows(page).filter({ hasText: name });
const holdOf = (page: Page, sid: string) => page.locator(`[data-testid="home-hold"][data-sid="${sid}"]`);
/** The organiser's hold (found by her name in Korean, then followed by its id) and the collector's new one. */
let organiserSid: string;
let collectorSid: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  [gallery, collector, artist, fair] = await Promise.all([
    // The gallery on a trip: neither the server's zone (UTC) nor the platform's (Seoul).
    openBrowser({ locale: 'ko-KR', viewport: DESKTOP, timezoneId: 'America/New_York' }),
    openBrowser({ locale: 'ko-KR', viewport: DESKTOP }),
    openBrowser({ locale: 'en-US', viewport: DESKTOP }),
    openBrowser({ locale: 'ko-KR', viewport: DESKTOP }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([gallery?.close(), collector?.close(), artist?.close(), fair?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('a home for each kind of user in Chromium', () => {
  it('shows the gallery the purchase to confirm, the holds running out, unread messages and its figures', async () => {
    const { page } = gallery;
    await signInThroughPage(page, app.url, 'gallery@demo.vernissage.kr');
    await page.getByTestId('home-todo').waitFor(eventually);
    // The demo collector asked to buy one work; he holds another, and the fair's organiser a third.
    const purchases = page.getByTestId('home-purchases').getByTestId('home-purchase');
    expect(await purchases.count()).toBe(1);
    expect(await purchases.first().innerText()).toContain('박지훈 님이 구매를 요청했습니다');
    expect(await purchases.first().getByTestId('share-confirm').isVisible()).toBe(true);
    expect(await holdRows(page).count()).toBe(2);
    organiserSid = (await holdBy(page, '서울 아트페어').getAttribute('data-sid'))!;
    expect(await holdOf(page, organiserSid).getByTestId('hold-time-left').innerText()).toMatch(/^6일 23시간 후 만료$/);
    expect(await holdBy(page, '서울 아트페어').getByTestId('share-extend-hold').isVisible()).toBe(true);
    expect(
      Number(await page.getByTestId('home-messages').getByTestId('home-section-count').innerText()),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('figure-on-hold').getByTestId('figure-value').innerText()).toBe('2');
    expect(await page.getByTestId('figure-value-on-hold').getByTestId('figure-value').innerText()).toMatch(/₩/);
    expect(await page.getByTestId('home-sales').getByTestId('home-sale').count()).toBeGreaterThan(0);
    // Times in the browser's zone: the first page was written in Seoul's and hydrated as written,
    // then shows New York's; once the browser has told its zone, the server writes that one.
    const messageTime = page.getByTestId('home-message-time').first();
    const inNewYork = koreanDateTime((await messageTime.getAttribute('datetime'))!, 'America/New_York');
    await expect.poll(() => messageTime.innerText()).toBe(inNewYork);
    await expect
      .poll(async () => (await gallery.context.cookies()).find((cookie) => cookie.name === 'tz')?.value)
      .toBe(encodeURIComponent('America/New_York'));
    expect(await (await page.reload())!.text()).toContain(`>${inNewYork}</time>`);
    await page.getByTestId('home-todo').waitFor(eventually);
    // The gallery's menu, in its words; the service's status is for platform admins only.
    expect(await menuOf(page)).toEqual([
      'nav-dashboard',
      'nav-inventory',
      'nav-shares',
      'nav-inbox',
      'nav-artistprofile',
      'nav-exhibitions',
      'nav-privateshare',
      'nav-websetting',
      'nav-fairs',
      'nav-search',
      'nav-pricing',
      'nav-tutorial',
    ]);
    expect(await page.getByTestId('nav-artistprofile').innerText()).toContain('작가');
    expect(await page.getByTestId('service-status').count()).toBe(0);
    await onPhoneAndDesktop(gallery, 'home-01-gallery-ko');
    expect(gallery.problems).toEqual([]);
  });

  it('speaks English when the gallery switches the language', async () => {
    const { page } = gallery;
    await switchTo(page, 'en');
    await expect
      .poll(() => page.getByTestId('home-todo').getByRole('heading', { level: 2 }).innerText())
      .toBe('To do today');
    expect(await page.getByTestId('home-purchase').first().innerText()).toContain('asked to buy it');
    expect(await holdOf(page, organiserSid).getByTestId('hold-time-left').innerText()).toMatch(
      /^ends in 6 days 23 hours$/,
    );
    expect(await page.getByTestId('nav-shares').innerText()).toContain('Offers sent');
    await gallery.screenshot('home-02-gallery-en');
  });

  it('shows a hold the collector places at once, without a reload', async () => {
    const { page } = gallery;
    const authorization = await bearerFor(app.url, 'collector@demo.vernissage.kr');
    const me = (await (await fetch(`${app.url}/api/user`, { headers: { authorization } })).json()) as { uid: string };
    const offers = (await (
      await fetch(`${app.url}/api/artwork/shared/${me.uid}`, { headers: { authorization } })
    ).json()) as { sid: string; state: number; artwork: { state: number; title: string } }[];
    const open = offers.find((offer) => offer.state === 1 && offer.artwork.state <= 1)!;
    const held = await fetch(`${app.url}/api/artwork/shared/hold`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ sid: open.sid }),
    });
    expect(held.status).toBe(200);
    collectorSid = open.sid;
    await expect.poll(() => holdRows(page).count(), eventually).toBe(3);
    await holdOf(page, collectorSid).waitFor();
    await expect.poll(() => page.getByTestId('figure-on-hold').getByTestId('figure-value').innerText()).toBe('3');
    await gallery.screenshot('home-03-gallery-live-hold');
  });

  it('extends one hold by a week and releases another, from the home', async () => {
    const { page } = gallery;
    const staffHold = holdOf(page, organiserSid);
    await staffHold.getByTestId('share-extend-hold').click();
    await expect
      .poll(() => staffHold.getByTestId('hold-time-left').innerText(), eventually)
      .toMatch(/^ends in 13 days 23 hours$/);

    // The collector's newest hold is released (after a confirmation): two holds are left.
    const newest = holdOf(page, collectorSid);
    await newest.getByTestId('share-release-hold').click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByTestId('confirm-action').click();
    await expect.poll(() => holdRows(page).count(), eventually).toBe(2);
    await gallery.screenshot('home-04-gallery-extended-released');
    expect(gallery.problems).toEqual([]);
  });

  it("shows the collector his offers by state, his place in a waiting list, and 'my collection'", async () => {
    const { page } = collector;
    await signInThroughPage(page, app.url, 'collector@demo.vernissage.kr');
    await page.getByTestId('home-offers').waitFor(eventually);
    for (const [group, count] of [
      ['holding', 1],
      // The offer he held and the gallery released is no longer new; the one he waits for is in
      // his waiting lists.
      ['new', 1],
      ['waiting', 1],
      ['confirmed', 1],
    ] as const) {
      await expect
        .poll(() => page.getByTestId(`home-offers-${group}`).getByTestId('home-offer').count(), eventually)
        .toBe(count);
    }
    expect(await page.getByTestId('home-offers-holding').getByTestId('hold-time-left').innerText()).toMatch(/후 만료$/);
    expect(await page.getByTestId('home-offers-new').getByTestId('share-hold').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('home-waitlist-place').innerText()).toBe('대기 1번째');
    expect(await menuOf(page)).toEqual(['nav-dashboard', 'nav-shared', 'nav-inventory', 'nav-search', 'nav-tutorial']);
    expect(await page.getByTestId('nav-inventory').innerText()).toContain('내 컬렉션');
    expect(await page.getByTestId('home-todo').count()).toBe(0);
    // Collectors have no plan to try.
    expect(await page.getByTestId('dashboard-plan-step').count()).toBe(0);
    await onPhoneAndDesktop(collector, 'home-05-collector-ko');

    // The same home in English.
    await switchTo(page, 'en');
    await expect.poll(() => page.getByTestId('home-waitlist-place').innerText(), eventually).toBe('No. 1 in line');
    expect(await page.getByTestId('nav-inventory').innerText()).toContain('My collection');
    await collector.screenshot('home-05-collector-en');
    expect(collector.problems).toEqual([]);
  });

  it('shows the artist her portfolio, her plan and her website, in English', async () => {
    const { page } = artist;
    await signInThroughPage(page, app.url, 'artist@demo.vernissage.kr');
    await page.getByTestId('home-artist').waitFor(eventually);
    await expect.poll(() => page.getByTestId('home-portfolio-count').innerText(), eventually).toMatch(/^\d+ works$/);
    expect(await page.getByTestId('home-plan-name').innerText()).toBe('Artist pro');
    expect(await page.getByTestId('home-todo').isVisible()).toBe(true);
    const menu = await menuOf(page);
    expect(menu.slice(0, 3)).toEqual(['nav-dashboard', 'nav-portfolio', 'nav-inventory']);
    expect(menu).toContain('nav-opportunities');
    expect(await page.getByTestId('nav-inventory').innerText()).toContain('My works');
    await onPhoneAndDesktop(artist, 'home-06-artist-en');

    // The same home in Korean.
    await switchTo(page, 'ko');
    await expect.poll(() => page.getByTestId('home-portfolio-count').innerText(), eventually).toMatch(/^작품 \d+점$/);
    expect(await page.getByTestId('nav-inventory').innerText()).toContain('내 작품');
    await artist.screenshot('home-06-artist-ko');
    expect(artist.problems).toEqual([]);
  });

  it('shows the fair organiser her fair and the application waiting for her decision', async () => {
    const { page } = fair;
    await signInThroughPage(page, app.url, 'fair@demo.vernissage.kr');
    const row = page.getByTestId('home-fairs').getByTestId('home-fair');
    await row.first().waitFor(eventually);
    expect(await row.first().innerText()).toContain('서울 아트 페어 2027');
    expect(await row.first().getByTestId('home-fair-applied').innerText()).toBe('결정할 신청 1건');
    expect(await menuOf(page)).toEqual([
      'nav-dashboard',
      'nav-fairs',
      'nav-exhibitions',
      'nav-search',
      'nav-pricing',
      'nav-tutorial',
    ]);
    // Her one step is taken (the demo's fair is made): the card says so, and leads to closing it.
    const tutorial = page.getByTestId('dashboard-tutorial');
    await expect
      .poll(() => tutorial.getByTestId('tutorial-progress-text').innerText(), eventually)
      .toBe('1단계 중 1단계 완료');
    expect(await tutorial.getByTestId('dashboard-tutorial-open').innerText()).toBe('튜토리얼 마치기');
    await onPhoneAndDesktop(fair, 'home-07-fair-ko');

    // The same home in English.
    await switchTo(page, 'en');
    await expect
      // The badge shows it in capitals; its text is as written.
      .poll(() => row.first().getByTestId('home-fair-applied').textContent(), eventually)
      .toBe('1 application to decide');
    expect(await row.first().innerText()).toContain('Seoul Art Fair 2027');
    await fair.screenshot('home-07-fair-en');
    expect(fair.problems).toEqual([]);
  });

  it("tells a new gallery what to do first, and shows the platform admin the service's status", async () => {
    const { page } = fair;
    await page.context().clearCookies();
    const link = await signUpThroughApi(app, {
      email: 'new@gallery.test',
      password: 'correct horse battery',
      name: '새 갤러리',
      type: 0,
    });
    await verifyIn(page, app.url, link);
    const empty = page.getByTestId('home-todo-empty');
    await empty.waitFor(eventually);
    expect(await empty.innerText()).toContain('인벤토리에서 작품을 제안해 보세요');
    expect(await empty.getByTestId('home-tutorial-link').getAttribute('href')).toBe('/tutorial');
    expect(await page.getByTestId('figure-available').getByTestId('figure-value').innerText()).toBe('0');
    await onPhoneAndDesktop(fair, 'home-08-new-gallery-ko');

    await page.context().clearCookies();
    await signInThroughPage(page, app.url, 'admin@demo.vernissage.kr');
    await page.getByTestId('service-status').waitFor(eventually);
    expect(fair.problems).toEqual([]);
  });
});
