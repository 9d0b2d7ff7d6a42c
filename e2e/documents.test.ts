import fs from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage } from './support/accounts.js';
import { openBrowser, settled, type BrowserSession } from './support/browser.js';
import { renderPdf } from './support/pdf.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Printed documents (issue 16 item 3, ADR 043), on the demo data: the demo gallery downloads a
 * work's info sheet from the inventory (Korean, A4) and a price list of three picked works
 * (English, US Letter); each PDF is read back — its text, Korean included, its paper — and its
 * first page drawn by pdf.js in the browser and kept as a screenshot.
 */

const eventually = { timeout: 15_000 };
const A4 = [595, 842];
const LETTER = [612, 792];

let app: RunningServer;
let gallery: BrowserSession;

beforeAll(async () => {
  const port = await freePort();
  app = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } });
  gallery = await openBrowser({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  await signInThroughPage(gallery.page, app.url, 'gallery@demo.vernissage.kr');
}, 400_000);

afterAll(async () => {
  await gallery?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
});

/** Starts the download the modal offers and waits for it; the file's bytes. */
async function downloadFrom(page: Page): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('document-download').click()]);
  const file = await download.path();
  return { download, bytes: await fs.readFile(file) };
}

describe('printed documents', () => {
  it("downloads a work's info sheet from its menu in the inventory, in Korean on A4", async () => {
    const { page } = gallery;
    await page.goto(`${app.url}/inventory`);
    const card = page.locator('[data-testid="inventory-card"][data-title="달항아리"]').first();
    await card.waitFor(eventually);
    await card.getByTestId('item-menu').click();
    await page.getByTestId('item-info-sheet').click();
    const modal = page.getByRole('dialog');
    await settled(modal);
    // Korean interface: A4 and Korean to begin with, prices shown.
    await expect.poll(() => modal.getByRole('radio', { name: 'A4' }).isChecked()).toBe(true);
    await expect.poll(() => modal.getByRole('radio', { name: '한국어' }).isChecked()).toBe(true);
    expect(await page.getByTestId('document-prices').isChecked()).toBe(true);
    await gallery.screenshot('documents-01-info-sheet-modal');

    const { download, bytes } = await downloadFrom(page);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await renderPdf(gallery.context, bytes, 'documents-02-info-sheet-ko-a4');
    expect(pdf.sizes).toEqual([A4]);
    for (const expected of ['갤러리 현', 'Gallery Hyun', '김서연', 'Seoyeon Kim', '달항아리', 'Moon Jar', '출력']) {
      expect(pdf.text).toContain(expected);
    }
    // The caption's title in Korean first, the English under it; availability as of printing.
    expect(pdf.text.indexOf('달항아리')).toBeLessThan(pdf.text.indexOf('Moon Jar'));
    expect(pdf.text).toMatch(/판매 가능|홀드 중|판매 완료/);
    expect(pdf.text).toMatch(/₩[\d,]+|가격 문의/);
    await expect.poll(() => page.getByTestId('document-modal').count(), eventually).toBe(0);
    expect(gallery.problems).toEqual([]);
  });

  it('downloads a price list of three picked works, in English on US Letter', async () => {
    const { page } = gallery;
    const cards = page.getByTestId('inventory-card');
    const picked = await cards.evaluateAll((all) => all.slice(0, 3).map((card) => card.dataset.title ?? ''));
    for (let index = 0; index < 3; index++) await cards.nth(index).getByTestId('item-select').check();
    await page.getByTestId('inventory-export').click();
    await page.getByTestId('inventory-price-list').click();
    const modal = page.getByRole('dialog');
    await settled(modal);
    await modal.getByText('English', { exact: true }).click();
    await modal.getByText('US Letter', { exact: true }).click();
    await expect.poll(() => modal.getByRole('radio', { name: 'US Letter' }).isChecked()).toBe(true);
    await gallery.screenshot('documents-03-price-list-modal');

    const { bytes } = await downloadFrom(page);
    const pdf = await renderPdf(gallery.context, bytes, 'documents-04-price-list-en-letter');
    expect(pdf.sizes.every((size) => size[0] === LETTER[0] && size[1] === LETTER[1])).toBe(true);
    expect(pdf.text).toContain('Price list');
    expect(pdf.text).toContain('Selected works');
    expect(pdf.text).toContain('3 works');
    expect(pdf.text).toContain('Gallery Hyun');
    // Each picked work by its Korean title (kept under the English one), in the inventory's order.
    const positions = picked.map((title) => pdf.text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(pdf.text).toMatch(/Available|On hold|Sold/);
    expect(pdf.text).toMatch(/Printed/);
    expect(gallery.problems).toEqual([]);
  });
});
