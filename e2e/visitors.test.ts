import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi, verifyIn } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { unexpected } from './support/identity.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Visitors in Chromium against the real server process (issue 9, item 5, "Done when"): a visitor
 * on a phone writes to a gallery through the message form of a public page; the gallery sees it
 * in its inbox (the menu counts it), opens it, replies by mail and exports the inbox as CSV.
 * Until the showcase pages exist, the form is the one /showcase shows for `?gid=`.
 */

const eventually = { timeout: 15_000 };
const GALLERY = { email: 'hana@gallery.test', password: 'correct horse battery', name: '갤러리 하나', type: 0 };
const VISITOR = { name: 'Mina Lee', email: 'mina@visitor.test' };
const QUESTION = 'Is the spring series still available? 봄 연작 문의드립니다.';
const REPLY = 'Yes — two works are still available. We will send you the list.';

let app: RunningServer;
let gallery: BrowserSession;
let visitor: BrowserSession;
let gid: string;

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  const link = await signUpThroughApi(app, GALLERY);
  [gallery, visitor] = await Promise.all([
    openBrowser({ locale: 'ko-KR' }),
    openBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 } }),
  ]);
  await verifyIn(gallery.page, app.url, link);
  gid = await gallery.page.evaluate(async () => {
    const response = await fetch('/api/user/galleries', { headers: { version: '1.0' } });
    return ((await response.json()) as { gid: string }[])[0]!.gid;
  });
});

afterAll(async () => {
  await gallery?.close();
  await visitor?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

describe('visitors and the inbox in Chromium', () => {
  it('a visitor on a phone sends a message from a public page, without an account', async () => {
    const { page } = visitor;
    await page.goto(`${app.url}/showcase?gid=${encodeURIComponent(gid)}`);
    const form = page.getByTestId('visitor-message-form');
    await form.waitFor();
    // Sending nothing is refused on the spot, in the visitor's language.
    await page.getByTestId('visitor-send').click();
    await expect.poll(() => form.getByText('Please fill this in.').isVisible()).toBe(true);

    await page.getByTestId('visitor-name').fill(VISITOR.name);
    await page.getByTestId('visitor-email').fill(VISITOR.email);
    await page.getByTestId('visitor-message').fill(QUESTION);
    await form.scrollIntoViewIfNeeded();
    await visitor.screenshot('visitors-01-form-phone');
    await page.getByTestId('visitor-send').click();
    await page.getByTestId('visitor-message-sent').waitFor(eventually);
    await visitor.screenshot('visitors-02-sent-phone');
    expect(unexpected(visitor.problems)).toEqual([]);
  });

  it('the gallery sees it in the inbox, counted in the menu, with where it came from', async () => {
    const { page } = gallery;
    await page.reload();
    await expect.poll(() => page.getByTestId('inbox-unread-badge').textContent(), eventually).toBe('1');
    await page.getByTestId('nav-inbox').click();
    await page.waitForURL(`${app.url}/inbox`);
    const row = page.getByTestId('inbox-row').filter({ hasText: VISITOR.name });
    await row.waitFor(eventually);
    expect(await row.getAttribute('data-status')).toBe('unread');
    expect(await row.textContent()).toContain('봄 연작 문의드립니다');
    await gallery.screenshot('visitors-03-inbox-desktop');

    await row.getByRole('button').click();
    const detail = page.getByTestId('inbox-detail');
    await settled(detail);
    expect(await page.getByTestId('inbox-detail-message').textContent()).toBe(QUESTION);
    expect(await detail.textContent()).toContain('쇼케이스');
    expect(await page.getByTestId('inbox-source-link').getAttribute('href')).toBe('/showcase');
    // Opening it marks it read: the row and the menu say so.
    await expect.poll(() => row.getAttribute('data-status'), eventually).toBe('read');
    await expect.poll(() => page.getByTestId('inbox-unread-badge').count(), eventually).toBe(0);
    await gallery.screenshot('visitors-04-detail-desktop');
  });

  it('replies by mail, and the reply is kept on the message', async () => {
    const { page } = gallery;
    await page.getByTestId('inbox-reply-text').fill(REPLY);
    await page.getByTestId('inbox-reply-send').click();
    const replies = page.getByTestId('inbox-replies');
    await replies.waitFor(eventually);
    expect(await replies.textContent()).toContain(REPLY);
    // No SMTP here: the mail is kept in the outbox, announced in the server's log.
    await expect
      .poll(() => app.output().includes(`Mail to ${VISITOR.email} kept in the outbox`), eventually)
      .toBe(true);
    const line = app
      .output()
      .split('\n')
      .find((entry) => entry.includes(`Mail to ${VISITOR.email}`))!;
    expect(line).toContain('Reply from 갤러리 하나');
  });

  it('exports the inbox as CSV that Excel opens with Korean intact', async () => {
    const { page } = gallery;
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('inbox-detail').count(), eventually).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inbox-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv).toContain('\r\n');
    expect(csv).toContain(`"${QUESTION}"`);
    expect(csv).toContain(`"${VISITOR.email}"`);
  });

  it('works on a phone, and archives', async () => {
    const { page } = gallery;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const row = page.getByTestId('inbox-row').first();
    await row.waitFor(eventually);
    await gallery.screenshot('visitors-05-inbox-phone');
    await row.getByRole('button').click();
    await settled(page.getByTestId('inbox-detail'));
    await gallery.screenshot('visitors-06-detail-phone');

    // Archived, it leaves the inbox for the archive.
    await page.getByTestId('inbox-archive').click();
    await expect.poll(() => page.getByTestId('inbox-detail').count(), eventually).toBe(0);
    await page.getByTestId('inbox-empty').waitFor(eventually);
    await page.getByTestId('inbox-view').getByText('보관함').click();
    await expect
      .poll(() => page.getByTestId('inbox-row').first().getAttribute('data-status'), eventually)
      .toBe('archived');
    expect(unexpected(gallery.problems), JSON.stringify(gallery.problemsAt)).toEqual([]);
  });
});
