import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, pickByTyping, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * The platform's own content in Chromium (issue 13, "Done when": an admin publishes a post and
 * features a work, and both appear at once): the demo platform admin writes a post in Korean and
 * English whose Markdown carries a `<script>` and an `onerror` image, previews and publishes it —
 * it is on `/blog` and its own page in both languages at once, and neither page (nor the editor's
 * preview) runs anything of it; the admin features two published works of a gallery, reorders
 * and removes one, each change public at once; and posts an opportunity whose deadline is set in
 * Paris time.
 */

const eventually = { timeout: 15_000 };
const GALLERY = { email: 'studio@gallery.test', password: 'correct horse battery', name: 'Gallery Haneul', type: 0 };
const WORKS = ['Moonlit Harbour', 'Moonlit Orchard'];
const TITLE_KO = '작업실에서 온 봄 편지';
const TITLE_EN = 'Spring Notes from the Studio';
const TEXTID = 'spring-notes-from-the-studio';
const BODY_KO =
  '## 봄 소식\n\n작업실에서 **새 연작**을 시작했습니다.\n\n<script>alert("ko")</script>\n\n<img src=x onerror="alert(1)">';
const BODY_EN =
  '## Spring news\n\nWe began a **new series** in the studio.\n\n<script>alert("en")</script>\n\n<img src=x onerror="alert(2)">';
const OPPORTUNITY = 'Paris Residency 2030';
/** 18:00 in Paris in winter (UTC+1). */
const PARIS_DEADLINE = { typed: '2030-01-15T18:00', instant: '2030-01-15T18:00:00+01:00' };

let app: RunningServer;
let admin: BrowserSession;
let gallery: BrowserSession;
const workIds: string[] = [];
/** Every `alert()` or other dialog any page opened: the post's script must never run. */
const dialogs: string[] = [];

/** The aids of the staff picks in their order, as anyone reads them. */
async function publicPicks(): Promise<string[]> {
  const answer = await fetch(`${app.url}/api/search/featured/all?size=100`, { headers: { version: '1.0' } });
  return ((await answer.json()) as { items: { aid: string }[] }).items.map((item) => item.aid);
}

/** The aids of the picks the admin page lists, in its order. */
function listedPicks(page: Page): Promise<string[]> {
  return page.getByTestId('featured-pick').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-aid') ?? ''));
}

/** The page's HTML holds none of the post's markup as markup: only the renderer's own tags. */
async function expectNoScriptOfThePost(page: Page) {
  const html = await page.content();
  expect(html).not.toMatch(/<script>alert/);
  expect(html).not.toMatch(/<img[^>]*onerror/i);
  // The one script a blog page has is its JSON-LD, which browsers never run.
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  expect(await page.locator('img[onerror]').count()).toBe(0);
}

beforeAll(async () => {
  const port = await freePort();
  // The demo seed brings the platform admin.
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  const link = await signUpThroughApi(app, GALLERY);
  [admin, gallery] = await Promise.all([
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'ko-KR' }),
  ]);
  admin.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await verifyIn(gallery.page, app.url, link);
  // The gallery's two published works, added the way the item editor does.
  const [workspace] = (await (await gallery.context.request.get(`${app.url}/api/user/galleries`)).json()) as {
    gid: string;
  }[];
  for (const [index, title] of WORKS.entries()) {
    const added = await gallery.context.request.post(`${app.url}/api/inventory/item`, {
      headers: { gid: workspace!.gid },
      multipart: {
        data: JSON.stringify({ title, year: 2024 + index, published: true }),
        images: { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: await makeImage('jpeg', { noise: true }) },
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    workIds.push(((await added.json()) as { aid: string }).aid);
  }
  const { page } = admin;
  await page.goto(`${app.url}/login`);
  await page.getByTestId('login-email').fill('admin@demo.vernissage.kr');
  await page.getByTestId('login-password').fill('vernissage-demo');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${app.url}/`, eventually);
}, 180_000);

afterAll(async () => {
  await Promise.all([admin?.close(), gallery?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('the platform content admin pages in Chromium', () => {
  it('an admin writes a post in Korean and English, previews it safely and publishes it: it is on the blog at once', async () => {
    const { page } = admin;
    // The blog as it was: read (and cached) before the post exists.
    await page.goto(`${app.url}/blog?lang=en`);
    expect(await page.content()).not.toContain(TITLE_EN);

    await page.goto(`${app.url}/admin/blog`);
    await page.getByTestId('admin-blog').waitFor(eventually);
    await admin.screenshot('admin-content-01-blog-list');
    await page.getByTestId('admin-blog-new').click();
    await page.waitForURL(`${app.url}/admin/blog/new`, eventually);

    // The English title suggests the address.
    await page.getByTestId('post-tab-en').click();
    await page.getByTestId('post-titleEn').fill(TITLE_EN);
    expect(await page.getByTestId('post-textid').inputValue()).toBe(TEXTID);
    await page.getByTestId('post-excerptEn').fill('A new series begins.');
    await page.getByTestId('post-bodyEn').fill(BODY_EN);
    const previewEn = page.getByTestId('post-bodyEn-preview');
    await expect.poll(() => previewEn.locator('strong').innerText(), eventually).toBe('new series');
    expect(await previewEn.innerText()).toContain('<script>alert("en")</script>');
    expect(await previewEn.locator('script, img').count()).toBe(0);

    await page.getByTestId('post-tab-ko').click();
    await page.getByTestId('post-title').fill(TITLE_KO);
    await page.getByTestId('post-excerpt').fill('새 연작을 시작합니다.');
    await page.getByTestId('post-body').fill(BODY_KO);
    const previewKo = page.getByTestId('post-body-preview');
    await expect.poll(() => previewKo.locator('h4').innerText(), eventually).toBe('봄 소식');
    expect(await previewKo.innerText()).toContain('<img src=x onerror="alert(1)">');
    expect(await previewKo.locator('script, img').count()).toBe(0);
    await page.getByTestId('post-tags').fill('studio');
    await page.keyboard.press('Enter');
    await page.getByTestId('post-published').check();
    await admin.screenshot('admin-content-02-post-editor');

    // Bad input is said on the field and nothing is sent.
    await page.getByTestId('post-textid').fill('Not An Address');
    await page.getByTestId('post-save').click();
    await expect.poll(() => page.getByTestId('post-textid').getAttribute('aria-invalid'), eventually).toBe('true');
    expect(page.url()).toBe(`${app.url}/admin/blog/new`);
    await page.getByTestId('post-textid').fill(TEXTID);

    await page.getByTestId('post-save').click();
    await page.waitForURL((url) => /\/admin\/blog\/(?!new)[^/]+$/.test(url.pathname), eventually);
    await page.getByTestId('post-view-en').waitFor(eventually);
    expect(await page.getByTestId('post-status').innerText()).toMatch(/published|게시됨/i);

    // The editor on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByTestId('post-editor').waitFor();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.screenshot('admin-content-03-post-editor-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // On the blog at once, in both languages, from the editor's own link.
    await page.getByTestId('post-view-en').click();
    await page.waitForURL(`${app.url}/blog/${TEXTID}?lang=en`, eventually);
    expect(await page.locator('h1').innerText()).toBe(TITLE_EN);
    expect(await page.locator('strong', { hasText: 'new series' }).count()).toBe(1);
    expect(await page.content()).toContain('&lt;script&gt;alert("en")&lt;/script&gt;');
    await expectNoScriptOfThePost(page);
    await admin.screenshot('admin-content-04-blog-post-en');

    await page.goto(`${app.url}/blog/${TEXTID}`);
    expect(await page.locator('h1').innerText()).toBe(TITLE_KO);
    expect(await page.content()).toContain('&lt;img src=x onerror="alert(1)"&gt;');
    await expectNoScriptOfThePost(page);

    for (const [path, title] of [
      ['/blog', TITLE_KO],
      ['/blog?lang=en', TITLE_EN],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      expect(await page.content(), path).toContain(title);
      await expectNoScriptOfThePost(page);
    }
    expect(dialogs).toEqual([]);

    // The list says it is published, in both languages.
    await page.goto(`${app.url}/admin/blog`);
    const row = page.locator('[data-testid="admin-post"]', { hasText: TEXTID });
    await row.waitFor(eventually);
    expect(await row.getByTestId('post-language-ko').count()).toBe(1);
    expect(await row.getByTestId('post-language-en').count()).toBe(1);
    expect(admin.problems).toEqual([]);
  });

  it('an admin features two published works, reorders them and removes one: each change is public at once', async () => {
    const { page } = admin;
    const [harbour, orchard] = workIds as [string, string];
    await page.goto(`${app.url}/admin/featured`);
    await page.getByTestId('admin-featured').waitFor(eventually);
    const before = await listedPicks(page);

    await page.getByTestId('featured-search').fill('Moonlit');
    const results = page.getByTestId('featured-result');
    await expect.poll(() => results.count(), eventually).toBe(2);
    const feature = (aid: string) =>
      page.locator(`[data-testid="featured-result"][data-aid="${aid}"]`).getByTestId('featured-result-feature').click();
    await feature(harbour);
    await expect.poll(() => listedPicks(page), eventually).toEqual([...before, harbour]);
    await feature(orchard);
    await expect.poll(() => listedPicks(page), eventually).toEqual([...before, harbour, orchard]);
    expect(await publicPicks()).toEqual([...before, harbour, orchard]);
    // …and at once on the platform's home page, as a visitor (no session) is served it.
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain(`data-testid="front-door-work" data-aid="${orchard}"`);
    await admin.screenshot('admin-content-05-featured');

    // The last pick moves up one place.
    const orchardRow = page.locator(`[data-testid="featured-pick"][data-aid="${orchard}"]`);
    await orchardRow.getByTestId('featured-pick-up').click();
    await expect.poll(() => listedPicks(page), eventually).toEqual([...before, orchard, harbour]);
    expect(await publicPicks()).toEqual([...before, orchard, harbour]);

    // Removed after a confirmation.
    await page
      .locator(`[data-testid="featured-pick"][data-aid="${harbour}"]`)
      .getByTestId('featured-pick-remove')
      .click();
    const confirm = page.getByTestId('featured-remove-confirm');
    await settled(confirm.getByTestId('confirm-action'));
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => listedPicks(page), eventually).toEqual([...before, orchard]);
    expect(await publicPicks()).toEqual([...before, orchard]);
    expect(admin.problems).toEqual([]);
  });

  it('an admin posts an opportunity whose deadline is set in Paris time', async () => {
    const { page } = admin;
    await page.goto(`${app.url}/admin/opportunities`);
    await page.getByTestId('admin-opportunities-new').click();
    await page.waitForURL(`${app.url}/admin/opportunities/new`, eventually);

    await page.getByTestId('opportunity-kind').click();
    await page.getByRole('option', { name: /^(Residency|레지던시)$/ }).click();
    await page.getByTestId('opportunity-title').fill('파리 레지던시 2030');
    await page.getByTestId('opportunity-title-en').fill(OPPORTUNITY);
    await page.getByTestId('opportunity-organiser').fill('Cité internationale des arts');
    await page.getByTestId('opportunity-deadline').fill(PARIS_DEADLINE.typed);
    await pickByTyping(
      page.getByTestId('opportunity-time-zone'),
      'Europe/Paris',
      page.getByRole('option', { name: 'Europe/Paris', exact: true }),
    );
    await expect
      .poll(() => page.getByTestId('opportunity-deadline-echo').getAttribute('data-instant'), eventually)
      .toBe(PARIS_DEADLINE.instant);
    await page.getByTestId('opportunity-description-en').fill('Three months in **Paris**, a studio and a stipend.');
    await pickByTyping(
      page.getByTestId('opportunity-countries'),
      '(FR)',
      page.getByRole('option', { name: /\(FR\)$/ }),
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('opportunity-fee').fill('Free');
    await page.getByTestId('opportunity-location').fill('Paris');
    await page.getByTestId('opportunity-link').fill('http://example.org/paris');
    await page.getByTestId('opportunity-published').check();
    // A plain http link is refused on its field; https is taken.
    await page.getByTestId('opportunity-save').click();
    await expect.poll(() => page.getByTestId('opportunity-link').getAttribute('aria-invalid'), eventually).toBe('true');
    await page.getByTestId('opportunity-link').fill('https://example.org/paris');
    await admin.screenshot('admin-content-06-opportunity-editor');
    await page.getByTestId('opportunity-save').click();
    await page.waitForURL((url) => /\/admin\/opportunities\/(?!new)[^/]+$/.test(url.pathname), eventually);
    // The saved deadline reads back as typed, in its own zone.
    await expect
      .poll(() => page.getByTestId('opportunity-deadline').inputValue(), eventually)
      .toBe(PARIS_DEADLINE.typed);

    const answer = await fetch(`${app.url}/api/opportunity/all?q=${encodeURIComponent('Paris Residency')}`, {
      headers: { version: '1.0' },
    });
    const listed = (
      (await answer.json()) as {
        items: { titleEn: string; deadline: string; timeZone: string; countries: string[]; kind: string }[];
      }
    ).items.find((item) => item.titleEn === OPPORTUNITY);
    expect(listed).toMatchObject({ timeZone: 'Europe/Paris', countries: ['FR'], kind: 'residency' });
    expect(Date.parse(listed!.deadline)).toBe(Date.parse(PARIS_DEADLINE.instant));

    await page.goto(`${app.url}/admin/opportunities`);
    const row = page
      .locator('[data-testid="admin-opportunity"]', { hasText: 'Paris Residency 2030' })
      .or(page.locator('[data-testid="admin-opportunity"]', { hasText: '파리 레지던시 2030' }));
    await row.waitFor(eventually);
    expect(await row.innerText()).toContain('18:00 (Europe/Paris)');
    await admin.screenshot('admin-content-07-opportunities');

    // Deleted after a confirmation: gone from the public list at once.
    await row.getByTestId('admin-opportunity-delete').click();
    const confirm = page.getByTestId('admin-opportunity-delete-confirm');
    await settled(confirm.getByTestId('confirm-action'));
    await confirm.getByTestId('confirm-action').click();
    await row.waitFor({ state: 'detached', ...eventually });
    const after = await fetch(`${app.url}/api/opportunity/all?q=${encodeURIComponent('Paris Residency')}`, {
      headers: { version: '1.0' },
    });
    const titles = ((await after.json()) as { items: { titleEn: string | null }[] }).items.map((item) => item.titleEn);
    expect(titles).not.toContain(OPPORTUNITY);
    expect(dialogs).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
