import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, settled, tickInPicker, type BrowserSession } from './support/browser.js';
import { cookieHeaderOf } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Contests and their jury in Chromium (issue 12, "Done when": an artist enters a contest; a juror
 * scores it): the demo platform admin creates an open call and invites two jurors to its first
 * round; an artist enters it with works of her inventory and a statement, changes, withdraws and
 * enters again; the first juror scores and marks the entry; the second, on a phone, cannot see
 * that score; once the deadline has passed the admin closes the round and the jury reads every
 * score and the totals; the published result reaches the artist.
 */

const eventually = { timeout: 15_000 };
const PASSWORD = 'correct horse battery';
const ARTIST = { email: 'mina@artist.test', password: PASSWORD, name: '윤미나', type: 7 };
const JUROR_ONE = { email: 'one@jury.test', password: PASSWORD, name: 'Hana Cho', type: 3 };
const JUROR_TWO = { email: 'two@jury.test', password: PASSWORD, name: '정두리', type: 3 };
const WORKS = ['Night Garden', 'Salt Road', 'Blue Hour'];
const STATEMENT = '밤의 정원을 그린 연작입니다.';
const TITLE = '2027 달빛 공모';

let app: RunningServer;
let admin: BrowserSession;
let artist: BrowserSession;
let jurorOne: BrowserSession;
let jurorTwo: BrowserSession;
let contestId: string;
let roundId: string;

/** How many mails to `email` the server has kept in its outbox so far (it prints each in its log). */
function mailsTo(email: string): number {
  return app.output().split(`Mail to ${email} kept in the outbox`).length - 1;
}

/** `YYYY-MM-DDTHH:mm` in Seoul, `days` from now, for the deadline's datetime-local input. */
function seoulInput(days: number, time: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${time}`;
}

beforeAll(async () => {
  const port = await freePort();
  // The demo seed brings the platform admin (and its own open call).
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  const links = await Promise.all([ARTIST, JUROR_ONE, JUROR_TWO].map((account) => signUpThroughApi(app, account)));
  [admin, artist, jurorOne, jurorTwo] = await Promise.all([
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
    openBrowser({ locale: 'ko-KR', viewport: { width: 390, height: 844 } }),
  ]);
  await Promise.all([
    verifyIn(artist.page, app.url, links[0]!),
    verifyIn(jurorOne.page, app.url, links[1]!),
    verifyIn(jurorTwo.page, app.url, links[2]!),
  ]);
  // The artist's inventory: three works with an image each, added the way the item editor does.
  const [workspace] = (await (await artist.context.request.get(`${app.url}/api/user/galleries`)).json()) as {
    gid: string;
  }[];
  for (const [index, title] of WORKS.entries()) {
    const added = await artist.context.request.post(`${app.url}/api/inventory/item`, {
      headers: { gid: workspace!.gid },
      multipart: {
        data: JSON.stringify({ title, year: 2021 + index, published: true }),
        images: { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: await makeImage('jpeg', { noise: true }) },
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const { page } = admin;
  await page.goto(`${app.url}/login`);
  await page.getByTestId('login-email').fill('admin@demo.vernissage.kr');
  await page.getByTestId('login-password').fill('vernissage-demo');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${app.url}/`, eventually);
}, 180_000);

afterAll(async () => {
  await Promise.all([admin?.close(), artist?.close(), jurorOne?.close(), jurorTwo?.close()]);
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('contests and their jury in Chromium', () => {
  it('the platform admin creates an open call and invites two jurors to its first round', async () => {
    const { page } = admin;
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-admin-contests').click();
    await page.waitForURL(`${app.url}/admin/contests`);
    // The demo's own open call is there already.
    await expect.poll(() => page.getByTestId('admin-contest').count(), eventually).toBe(1);
    await admin.screenshot('contests-01-admin-list');

    await page.getByTestId('admin-contests-new').click();
    await page.waitForURL(`${app.url}/admin/contests/new`);
    await page.getByTestId('contest-title').fill(TITLE);
    await page.getByTestId('contest-title-en').fill('Moonlight Open Call 2027');
    await page
      .getByTestId('contest-rules-input')
      .fill('## 요강\n\n- 작품 **두 점**까지\n- 작가 노트\n\n<script>alert(1)</script>');
    await page.getByTestId('contest-rules-en').fill('## Rules\n\n- Up to **two** works\n- A statement');
    await page.getByTestId('contest-deadline-input').fill(seoulInput(14, '18:00'));
    await page.getByTestId('contest-works-allowed-input').fill('2');
    await page.getByTestId('contest-prizes-input').fill('Grand prize ₩3,000,000 and a solo show');
    await page.getByTestId('contest-published').check();
    await admin.screenshot('contests-02-admin-new');
    await page.getByTestId('contest-save').click();
    await page.waitForURL((url) => /\/admin\/contests\/(?!new)[^/]+$/.test(url.pathname), eventually);
    contestId = new URL(page.url()).pathname.split('/').at(-1)!;

    await page.getByTestId('round-add-title').fill('First round');
    await page.getByTestId('round-add').click();
    const round = page.getByTestId('admin-round');
    await expect.poll(() => round.count(), eventually).toBe(1);
    roundId = (await round.getAttribute('data-round'))!;
    for (const juror of [JUROR_ONE, JUROR_TWO]) {
      // Each had one mail so far: the link that verified the address.
      const before = mailsTo(juror.email);
      await page.getByTestId('juror-email').fill(juror.email);
      await page.getByTestId('juror-invite').click();
      await expect
        .poll(() => round.locator(`[data-testid="juror"][data-email="${juror.email}"]`).count(), eventually)
        .toBe(1);
      await expect.poll(() => mailsTo(juror.email), eventually).toBe(before + 1);
    }
    // Entries are still coming in: the round cannot close yet.
    expect(await round.getByTestId('admin-round-close').isDisabled()).toBe(true);
    await admin.screenshot('contests-03-admin-round-jurors');
    expect(admin.problems).toEqual([]);
  });

  it('an artist enters it with two works of her inventory and a statement, changes it, withdraws and enters again', async () => {
    const { page } = artist;
    await page.getByTestId('nav-contests').first().click();
    await page.waitForURL(`${app.url}/contests`);
    const card = page.locator(`[data-testid="contest-card"][data-id="${contestId}"]`);
    await expect.poll(() => card.isVisible(), eventually).toBe(true);
    expect(await card.getByTestId('contest-card-title').innerText()).toBe(TITLE);
    expect(await card.getByTestId('contest-deadline').innerText()).toMatch(/18:00 \(Asia\/Seoul\)$/);
    expect(await card.getByTestId('contest-closes').getAttribute('data-kind')).toBe('days');
    expect(await card.getByTestId('contest-closes').innerText()).toMatch(/^1[34]일 후 마감$/);
    expect(await card.getByTestId('contest-works-allowed').innerText()).toBe('응모당 최대 2점');
    await expect.poll(() => page.getByTestId('entries-empty').isVisible(), eventually).toBe(true);
    await artist.screenshot('contests-04-list-artist');

    await card.getByTestId('contest-card-title').click();
    await page.waitForURL(`${app.url}/contests/${contestId}`);
    const rules = page.getByTestId('contest-rules');
    expect(await rules.locator('strong').innerText()).toBe('두 점');
    expect(await rules.innerText()).toContain('<script>alert(1)</script>');
    expect(await rules.locator('script').count()).toBe(0);

    // Two works at most: once two are ticked, the third cannot be.
    await page.getByTestId('entry-add-works').click();
    const picker = page.getByTestId('artwork-picker');
    await expect.poll(() => picker.getByTestId('artwork-picker-item').count(), eventually).toBe(3);
    await tickInPicker(picker, WORKS.slice(0, 2));
    expect(await picker.getByRole('checkbox', { name: WORKS[2] }).isDisabled()).toBe(true);
    await settled(picker.getByTestId('artwork-picker-add'));
    await picker.getByTestId('artwork-picker-add').click();
    await expect.poll(() => page.getByTestId('entry-work').count(), eventually).toBe(2);
    await page
      .locator('[data-testid="artwork-picker"] .mantine-Modal-overlay')
      .waitFor({ state: 'detached', ...eventually });
    expect(await page.getByTestId('entry-add-works').isDisabled()).toBe(true);
    await page.getByTestId('entry-statement').fill(STATEMENT);
    await artist.screenshot('contests-05-entry-form');
    await page.getByTestId('entry-submit').click();
    await expect.poll(() => page.getByTestId('entry-withdraw').isVisible(), eventually).toBe(true);

    // Changed before the deadline (PUT), and the change is kept.
    await page.getByTestId('entry-statement').fill(`${STATEMENT} 두 점을 골랐습니다.`);
    await page.getByTestId('entry-submit').click();
    await expect.poll(() => page.getByText('응모를 수정했습니다.').isVisible(), eventually).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('entry-statement').inputValue(), eventually)
      .toBe(`${STATEMENT} 두 점을 골랐습니다.`);

    // Withdrawn after a confirmation, then entered again.
    await page.getByTestId('entry-withdraw').click();
    const confirm = page.getByTestId('entry-withdraw-confirm');
    await settled(confirm.getByTestId('confirm-action'));
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => page.getByTestId('entry-no-works').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('entry-withdraw').count()).toBe(0);
    await page.getByTestId('entry-add-works').click();
    await expect.poll(() => picker.getByTestId('artwork-picker-item').count(), eventually).toBe(3);
    await picker.getByRole('checkbox', { name: WORKS[0] }).check();
    await picker.getByRole('checkbox', { name: WORKS[2] }).check();
    await settled(picker.getByTestId('artwork-picker-add'));
    await picker.getByTestId('artwork-picker-add').click();
    await expect.poll(() => page.getByTestId('entry-work').count(), eventually).toBe(2);
    await page.getByTestId('entry-statement').fill(STATEMENT);
    await page.getByTestId('entry-submit').click();
    await expect.poll(() => page.getByTestId('entry-withdraw').isVisible(), eventually).toBe(true);

    await page.goto(`${app.url}/contests`);
    const row = page.locator(`[data-testid="entry-row"][data-contest="${contestId}"]`);
    await expect.poll(() => row.isVisible(), eventually).toBe(true);
    expect(await row.getByTestId('entry-stage').getAttribute('data-stage')).toBe('open');
    expect(await row.getByTestId('contest-work-title').allInnerTexts()).toEqual([WORKS[0], WORKS[2]]);
    expect(await card.getByTestId('contest-entered').isVisible()).toBe(true);
    await artist.screenshot('contests-06-artist-entered');
    expect(artist.problems).toEqual([]);
  });

  it('the first juror scores and marks the entry', async () => {
    const { page } = jurorOne;
    await page.goto(`${app.url}/contests/jury`);
    const listed = page.locator(`[data-testid="jury-round"][data-round="${roundId}"]`);
    await expect.poll(() => listed.isVisible(), eventually).toBe(true);
    expect(await listed.innerText()).toContain('Moonlight Open Call 2027');
    expect(await listed.innerText()).toContain('you have scored 0 of 1');
    await listed.getByTestId('jury-round-open').click();
    await page.waitForURL(`${app.url}/contests/jury/${roundId}`);

    const entry = page.getByTestId('round-entry');
    await expect.poll(() => entry.count(), eventually).toBe(1);
    expect(await page.getByTestId('round-blind-notice').isVisible()).toBe(true);
    expect(await entry.getByTestId('round-entrant').innerText()).toBe(ARTIST.name);
    expect(await entry.getByTestId('round-statement').innerText()).toBe(STATEMENT);
    expect(await entry.getByTestId('contest-work-title').allInnerTexts()).toEqual([WORKS[0], WORKS[2]]);
    await expect
      .poll(() => entry.getByTestId('contest-work').first().locator('img').getAttribute('src'), eventually)
      .toMatch(/\/files\/.+medium\.webp$/);

    await entry.getByTestId('score-value').fill('8');
    await entry.getByTestId('score-mark-accepted').check();
    await entry.getByTestId('score-note').fill('A strong, quiet series.');
    await entry.getByTestId('score-save').click();
    await expect.poll(() => entry.getByTestId('score-saved').innerText(), eventually).toBe('Saved: 8 · Accepted');
    await jurorOne.screenshot('contests-07-juror-scores');
    expect(jurorOne.problems).toEqual([]);
  });

  it('the second juror, on a phone, cannot see the first juror’s score before the round closes', async () => {
    const { page } = jurorTwo;
    await page.goto(`${app.url}/contests/jury/${roundId}`);
    const entry = page.getByTestId('round-entry');
    await expect.poll(() => entry.count(), eventually).toBe(1);
    expect(await entry.getByTestId('score-value').inputValue()).toBe('');
    expect(await entry.getByTestId('score-saved').count()).toBe(0);
    expect(await page.getByTestId('round-scores').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('A strong, quiet series.');
    // Nor does the API tell: only the caller's own score, no one else's, no totals.
    const cookie = await cookieHeaderOf(jurorTwo.context, app.url);
    const round = (await (await fetch(`${app.url}/api/contest/round/${roundId}`, { headers: { cookie } })).json()) as {
      entries: { myScore: unknown; scores?: unknown; total?: unknown }[];
    };
    expect(round.entries[0]).toMatchObject({ myScore: null });
    expect(round.entries[0]!.scores).toBeUndefined();
    expect(round.entries[0]!.total).toBeUndefined();

    await entry.getByTestId('score-value').fill('6');
    await entry.getByTestId('score-mark-accepted').check();
    await entry.getByTestId('score-save').click();
    await expect.poll(() => entry.getByTestId('score-saved').innerText(), eventually).toBe('저장됨: 6점 · 선정');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await jurorTwo.screenshot('contests-08-second-juror-phone');
    expect(jurorTwo.problems).toEqual([]);
  });

  it('once the deadline has passed the admin closes the round, and the jury reads every score and the totals', async () => {
    const { page } = admin;
    // While it is open the admin sees each juror's progress, not their scores.
    await page.goto(`${app.url}/contests/jury/${roundId}`);
    await expect.poll(() => page.getByTestId('round-admin-notice').isVisible(), eventually).toBe(true);
    expect(await page.getByTestId('juror-scored').allInnerTexts()).toEqual(['1 of 1 scored', '1 of 1 scored']);
    expect(await page.getByTestId('round-scores').count()).toBe(0);

    // The call closed yesterday (as it would have by now); then the round closes.
    await page.goto(`${app.url}/admin/contests/${contestId}`);
    await page.getByTestId('contest-deadline-input').fill(seoulInput(-1, '18:00'));
    await page.getByTestId('contest-save').click();
    const round = page.getByTestId('admin-round');
    await expect.poll(() => round.getByTestId('admin-round-close').isEnabled(), eventually).toBe(true);
    await round.getByTestId('admin-round-close').click();
    const confirm = page.getByTestId('admin-round-close-confirm');
    await settled(confirm.getByTestId('confirm-action'));
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => round.getAttribute('data-status'), eventually).toBe('closed');
    await confirm.getByTestId('confirm-action').waitFor({ state: 'detached', ...eventually });
    await admin.screenshot('contests-09-admin-round-closed');

    await jurorOne.page.reload();
    const entry = jurorOne.page.getByTestId('round-entry');
    await expect.poll(() => jurorOne.page.getByTestId('round-closed-notice').isVisible(), eventually).toBe(true);
    expect(await entry.getByTestId('round-score').count()).toBe(2);
    expect(await entry.getByTestId('round-average').innerText()).toBe('7');
    expect(await entry.getByTestId('round-mark').getAttribute('data-mark')).toBe('accepted');
    expect(await entry.getByTestId('round-rank').textContent()).toBe('Place 1');
    expect(await entry.getByTestId('round-scores').innerText()).toContain('A strong, quiet series.');
    expect(await entry.getByTestId('score-form').count()).toBe(0);
    await jurorOne.screenshot('contests-10-round-totals');

    // The artist's entry form is closed now.
    await artist.page.goto(`${app.url}/contests/${contestId}`);
    await expect.poll(() => artist.page.getByTestId('entry-closed').isVisible(), eventually).toBe(true);
    expect(await artist.page.getByTestId('entry-form').count()).toBe(0);
    expect(await artist.page.getByTestId('entry-summary').getByTestId('entry-stage').getAttribute('data-stage')).toBe(
      'judging',
    );
    expect([...admin.problems, ...jurorOne.problems, ...artist.problems]).toEqual([]);
  });

  it('the admin publishes the results, which reach the artist', async () => {
    const { page } = admin;
    const before = mailsTo(ARTIST.email);
    await page.getByTestId('results-publish').click();
    const confirm = page.getByTestId('results-publish-confirm');
    await settled(confirm.getByTestId('confirm-action'));
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(() => page.getByTestId('results-published').isVisible(), eventually).toBe(true);
    await expect.poll(() => mailsTo(ARTIST.email), eventually).toBe(before + 1);

    await artist.page.goto(`${app.url}/contests`);
    const row = artist.page.locator(`[data-testid="entry-row"][data-contest="${contestId}"]`);
    await expect.poll(() => row.getByTestId('entry-stage').getAttribute('data-stage'), eventually).toBe('accepted');
    expect(await row.getByTestId('entry-stage').textContent()).toBe('선정 · 1위');
    await artist.screenshot('contests-11-artist-result');

    // And on her phone, the contest page with her entry and its result.
    await artist.page.setViewportSize({ width: 390, height: 844 });
    await artist.page.goto(`${app.url}/contests/${contestId}`);
    const summary = artist.page.getByTestId('entry-summary');
    await expect.poll(() => summary.getByTestId('entry-stage').getAttribute('data-stage'), eventually).toBe('accepted');
    const overflow = await artist.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await artist.screenshot('contests-12-artist-result-phone');
    await artist.page.setViewportSize({ width: 1280, height: 900 });
    expect([...admin.problems, ...artist.problems]).toEqual([]);
  });
});
