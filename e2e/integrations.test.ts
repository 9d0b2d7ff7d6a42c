import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '@vernissage/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, firstWorkspaceOf, signInThroughPage } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Working with the outside world from the settings page, in Chromium (issue 16, items 4 and 5).
 *
 * Webhooks: the gallery's owner registers a local receiver, copies its secret, sends a test event
 * and sees it delivered; a change of a work's availability arrives signed; a receiver that fails
 * shows in the log and a resend reaches it once it recovers; pausing and deleting; on a phone too.
 *
 * API tokens: she makes a token, sees it once, and an integration reads the inventory with it; a
 * call outside its scope is refused; the page shows the token's last use and its calls; revoked
 * there, the token is refused at the very next call.
 */

const eventually = { timeout: 15_000 };
const GALLERY = 'gallery@demo.vernissage.kr';

let app: RunningServer;
let gallery: BrowserSession;
let gid: string;
let authorization: string;
let secret: string;
let token: string;
let status = 200;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const port = await freePort();
  // On 127.0.0.1 only, so a local receiver is allowed (WEBHOOKS_ALLOW_PRIVATE's default there).
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  gallery = await openBrowser({ locale: 'ko-KR' });
  authorization = await bearerFor(app.url, GALLERY);
  gid = await firstWorkspaceOf(app.url, authorization);
}, 180_000);

afterAll(async () => {
  await gallery?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('webhooks in Chromium', () => {
  it('are registered on the settings page, with a secret to copy', async () => {
    const { page } = gallery;
    await signInThroughPage(page, app.url, GALLERY);
    await page.goto(`${app.url}/gallery/settings`);
    await page.getByTestId('webhook-form').waitFor(eventually);
    await page.getByTestId('webhooks-empty').waitFor(eventually);
    await page.getByTestId('webhook-url').fill(receiverUrl);
    await page.getByTestId('webhook-description').fill('재고 동기화');
    await page.getByTestId('webhook-event-share.changed').check();
    await page.getByTestId('webhook-create').click();

    const shown = page.getByTestId('webhook-secret-value');
    await shown.waitFor(eventually);
    secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    await settled(page.getByTestId('webhook-secret'));
    await gallery.screenshot('webhooks-01-created');
    await page.getByTestId('webhook-secret-hide').click();

    const row = page.getByTestId('webhook-row');
    expect(await row.getByTestId('webhook-row-url').innerText()).toBe(receiverUrl);
    expect(await row.getByTestId('webhook-status').innerText()).toBe('사용 중');
    expect(await row.innerText()).toContain('판매 상태 변경');
    // Revealed again on demand.
    await row.getByTestId('webhook-reveal').click();
    await expect.poll(() => row.getByTestId('webhook-secret-value').innerText(), eventually).toBe(secret);
    await row.getByTestId('webhook-secret-hide').click();
  });

  it('delivers a signed test event and shows it in the log', async () => {
    const { page } = gallery;
    const row = page.getByTestId('webhook-row');
    await row.getByTestId('webhook-ping').click();
    const log = row.getByTestId('webhook-delivery');
    await expect.poll(() => log.first().getByTestId('webhook-delivery-status').innerText(), eventually).toBe('전송됨');
    expect(received).toHaveLength(1);
    const [ping] = received;
    expect(ping!.headers['vernissage-event']).toBe('ping');
    expect(() =>
      verifyWebhookSignature({ payload: ping!.body, header: String(ping!.headers['vernissage-signature']), secret }),
    ).not.toThrow();
    await log.first().getByTestId('webhook-delivery-details').click();
    expect(await row.getByTestId('webhook-payload').innerText()).toContain('"type": "ping"');
    await settled(row);
    await gallery.screenshot('webhooks-02-delivered');
  });

  it("tells of a work's change of availability, signed", async () => {
    const inventory = (await (
      await fetch(`${app.url}/api/inventory?size=50`, { headers: { authorization, gid } })
    ).json()) as { items: { artwork: { aid: string; state: number } }[] };
    const work = inventory.items.find((item) => item.artwork.state === 0)!.artwork;
    const changed = await fetch(`${app.url}/api/artwork/state`, {
      method: 'PUT',
      headers: { authorization, gid, 'content-type': 'application/json' },
      body: JSON.stringify({ aid: work.aid, state: 5 }),
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => received.length, eventually).toBe(2);
    const event = received[1]!;
    verifyWebhookSignature({ payload: event.body, header: String(event.headers['vernissage-signature']), secret });
    expect(JSON.parse(event.body)).toMatchObject({
      type: 'availability.changed',
      gid,
      data: { aid: work.aid, previousState: 0, state: 5 },
    });
  });

  it('shows a failing receiver in the log, and resends once it recovers', async () => {
    const { page } = gallery;
    status = 500;
    const row = page.getByTestId('webhook-row');
    await row.getByTestId('webhook-ping').click();
    const newest = row.getByTestId('webhook-delivery').first();
    await expect.poll(() => newest.innerText(), eventually).toMatch(/대기 중[\s\S]*500/);
    status = 200;
    await newest.getByTestId('webhook-resend').click();
    await expect
      .poll(
        () => row.getByTestId('webhook-delivery').first().getByTestId('webhook-delivery-status').innerText(),
        eventually,
      )
      .toBe('전송됨');
    const pings = received.filter((request) => request.headers['vernissage-event'] === 'ping');
    expect(new Set(pings.slice(1).map((request) => (JSON.parse(request.body) as { id: string }).id)).size).toBe(1);
  });

  it('is paused and deleted, and works on a phone', async () => {
    const { page } = gallery;
    const row = page.getByTestId('webhook-row');
    await row.getByTestId('webhook-toggle').click();
    await expect.poll(() => row.getByTestId('webhook-status').innerText(), eventually).toBe('일시 중지');
    expect(await row.getByTestId('webhook-ping').isDisabled()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page.locator('main'));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), eventually)
      .toBeLessThanOrEqual(0);
    await row.scrollIntoViewIfNeeded();
    await gallery.screenshot('webhooks-03-paused-phone');

    await row.getByTestId('webhook-delete').click();
    await page.getByTestId('confirm-action').click();
    await page.getByTestId('webhooks-empty').waitFor(eventually);
    expect(gallery.problems).toEqual([]);
  });
});

/** A call as an outside integration makes it: the token and the workspace, nothing else. */
function callWith(path: string, init: RequestInit = {}) {
  return fetch(`${app.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, gid, ...init.headers },
  });
}

describe('API tokens in Chromium', () => {
  it('are made on the settings page and shown once', async () => {
    const { page } = gallery;
    await page.setViewportSize({ width: 1280, height: 900 });
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
