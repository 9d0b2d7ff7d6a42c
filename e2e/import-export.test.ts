import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughPage } from './support/accounts.js';
import { loseNextAnswer, openBrowser, settled, type BrowserSession } from './support/browser.js';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server.js';

/**
 * Spreadsheet import and export in Chromium (issue 16, items 1 and 2): the demo gallery's owner
 * brings 200 works over from an Excel file with Korean headings, and a folder of their 200 images
 * (one named in Korean); maps the one column the import did not recognise, sees the two rows the
 * check flagged (a price written "12만 오천", a year "20x1"), fixes them in the table, imports (the
 * answer lost on the way back; started again, nothing is imported twice), and finds the works in
 * the inventory with their images; exports three of them to .xlsx and
 * reads the workbook back; and undoes the import, after which the works are gone.
 */

const eventually = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const OWNER = 'gallery@demo.vernissage.kr';
const ROWS = 200;
const FOLDER = '2026 봄 입고';
/** Sheet rows (the heading is row 1) the check must flag, and what fixes them. */
const BAD_PRICE_ROW = 38;
const BAD_YEAR_ROW = 151;
const KOREAN_IMAGE = '달항아리 7.jpg';
const HEADINGS = ['재고번호', '제목', '작가', '제작연도', '재료', '크기', '가격', '폴더', '이미지', '작품 설명'];

let app: RunningServer;
let owner: BrowserSession;
let workDir: string;
let sheetPath: string;
let imagesDir: string;

/** The stock number, title and price of data row `index` (1-based). */
function work(index: number) {
  const stock = `IMP-${String(index).padStart(3, '0')}`;
  return { stock, title: `봄의 정원 ${index}`, price: 1_000_000 + index * 10_000 };
}

/** The spreadsheet a gallery would bring: Korean headings and titles, two cells no import can read. */
async function writeSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('작품 목록');
  sheet.addRow(HEADINGS);
  for (let index = 1; index <= ROWS; index++) {
    const { stock, title, price } = work(index);
    const sheetRow = index + 1;
    sheet.addRow([
      stock,
      title,
      index % 2 === 0 ? '김서연' : '이도윤',
      sheetRow === BAD_YEAR_ROW ? '20x1' : index % 3 === 0 ? `${2020 + (index % 5)}년` : 2020 + (index % 5),
      '캔버스에 유채',
      `${50 + (index % 30)} x ${40 + (index % 20)} cm`,
      sheetRow === BAD_PRICE_ROW ? '12만 오천' : index % 2 === 0 ? `₩${price.toLocaleString('en')}` : price,
      FOLDER,
      index === 7 ? KOREAN_IMAGE : `${stock}.jpg`,
      `${title}에 대한 메모`,
    ]);
  }
  await workbook.xlsx.writeFile(file);
}

/** A folder of small images, one per row, each of its own colour. */
async function writeImages(dir: string) {
  await fs.mkdir(dir, { recursive: true });
  for (let index = 1; index <= ROWS; index++) {
    const name = index === 7 ? KOREAN_IMAGE : `${work(index).stock}.jpg`;
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: index, g: 255 - index, b: (index * 7) % 255 } },
    })
      .jpeg()
      .toBuffer();
    await fs.writeFile(path.join(dir, name), image);
  }
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

beforeAll(async () => {
  const port = await freePort();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-import-'));
  sheetPath = path.join(workDir, '재고 목록.xlsx');
  imagesDir = path.join(workDir, '작품 이미지');
  const [server] = await Promise.all([
    startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true' } }),
    writeSheet(sheetPath),
    writeImages(imagesDir),
  ]);
  app = server;
  owner = await openBrowser({ locale: 'ko-KR', viewport: DESKTOP });
  await signInThroughPage(owner.page, app.url, OWNER);
}, 180_000);

afterAll(async () => {
  await owner?.close();
  await app?.stop();
  if (app) await removeDataDir(app.dataDir);
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

describe('importing and exporting the inventory in Chromium', () => {
  it('imports 200 works from a spreadsheet and a folder of images, fixing two flagged rows', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/inventory`);
    await page.getByTestId('inventory-import').click();
    await page.waitForURL(`${app.url}/inventory/import`);
    await page.getByTestId('import-step-files').waitFor();
    await owner.screenshot('import-export-01-start');

    await page.getByTestId('import-sheet-input').setInputFiles(sheetPath);
    await expect
      .poll(() => page.getByTestId('import-sheet-chosen').textContent(), eventually)
      .toContain('재고 목록.xlsx');
    // The folder as a person picks it: the input with `webkitdirectory`.
    await page.getByTestId('import-folder-input').setInputFiles(imagesDir);
    const chosen = page.getByTestId('import-images-chosen');
    await expect.poll(() => chosen.getAttribute('data-count'), eventually).toBe(String(ROWS));
    expect(await chosen.textContent()).toContain('작품 이미지 폴더: 이미지 200개');
    await owner.screenshot('import-export-02-files');

    // Columns: the Korean headings are recognised; "작품 설명" is not, and goes to the notes.
    await page.getByTestId('import-to-columns').click();
    await page.getByTestId('import-step-columns').waitFor(eventually);
    const fieldOf = (header: string) =>
      page.locator(`[data-testid="import-column"][data-header="${header}"]`).getAttribute('data-field');
    expect(await fieldOf('제목')).toBe('title');
    expect(await fieldOf('가격')).toBe('price');
    expect(await fieldOf('이미지')).toBe('image');
    expect(await fieldOf('작품 설명')).toBe('');
    await choose(page, `import-column-field-${HEADINGS.indexOf('작품 설명')}`, '메모');
    await expect.poll(() => fieldOf('작품 설명'), eventually).toBe('notes');
    await expect.poll(() => page.getByTestId('import-to-review').getAttribute('data-loading'), eventually).toBeNull();
    expect(await page.getByTestId('import-row-count').textContent()).toContain('200');
    await owner.screenshot('import-export-03-columns');

    // Review: two rows flagged, each saying what is wrong in words.
    await page.getByTestId('import-to-review').click();
    await page.getByTestId('import-step-review').waitFor(eventually);
    await expect.poll(() => page.getByTestId('import-count-flagged').getAttribute('data-value'), eventually).toBe('2');
    expect(await page.getByTestId('import-count-valid').getAttribute('data-value')).toBe('198');
    expect(await page.getByTestId('import-count-images').getAttribute('data-value')).toBe('200');
    const flaggedRows = page.getByTestId('import-flagged-row');
    expect(await flaggedRows.evaluateAll((rows) => rows.map((row) => row.dataset.row))).toEqual([
      String(BAD_PRICE_ROW),
      String(BAD_YEAR_ROW),
    ]);
    const issues = await page.getByTestId('import-issue').allTextContents();
    expect(issues[0]).toContain('가격은 숫자여야 합니다 (예: 1,200,000)');
    expect(issues[1]).toContain('제작연도는 네 자리 연도여야 합니다');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await owner.screenshot('import-export-04-review');
    await page.setViewportSize(PHONE);
    await settled(page.getByTestId('import-step-review'));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), eventually)
      .toBeLessThanOrEqual(0);
    await owner.screenshot('import-export-04-review-phone');
    await page.setViewportSize(DESKTOP);
    // The table is back in place of the phone's cards (whose inputs carry the same test ids): else
    // the correction could be typed into a card the table then replaces.
    await page.locator('table[data-testid="import-flagged"]').waitFor(eventually);

    // Fixed in the table: each correction is checked again at once.
    const priceCell = page.getByTestId(`import-fix-${BAD_PRICE_ROW}-price`);
    expect(await priceCell.inputValue()).toBe('12만 오천');
    await priceCell.fill('125,000');
    await priceCell.press('Enter');
    await expect.poll(() => flaggedRows.count(), eventually).toBe(1);
    const yearCell = page.getByTestId(`import-fix-${BAD_YEAR_ROW}-year`);
    await yearCell.fill('2021');
    await yearCell.press('Enter');
    await page.getByTestId('import-none-flagged').waitFor(eventually);
    expect(await page.getByTestId('import-count-valid').getAttribute('data-value')).toBe('200');
    await expect.poll(() => page.getByTestId('import-start').isEnabled(), eventually).toBe(true);
    await owner.screenshot('import-export-05-fixed');

    // Import: the folder is zipped in the browser, sent with progress, then the server's own.
    const cdp = await owner.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });
    // The server's own progress (its `import` events on the page's event stream), as the bar shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { importProgress: string[] }).importProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="import-progress"][data-phase="importing"]');
        const done = Number(bar?.getAttribute('data-done') ?? 0);
        if (bar && done > 0) seen.push(`${done}/${bar.getAttribute('data-total')}`);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    // The connection drops as the server's answer comes back: everything was imported, and the
    // page cannot know it (a proxy cutting a long request off does the same).
    const importing = `${app.url}/api/inventory/import`;
    const { lost } = await loseNextAnswer(page, importing);
    const problemsBefore = owner.problems.length;
    await page.getByTestId('import-start').click();
    const progress = page.getByTestId('import-progress');
    await expect.poll(() => progress.getAttribute('data-phase'), eventually).toBe('uploading');
    await owner.screenshot('import-export-06-uploading');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const failed = page.locator('[data-testid="import-step-run"][data-phase="failed"]');
    await failed.waitFor({ timeout: 90_000 });
    expect(await lost).toBe(200);
    // The page does not say nothing was stored: it cannot know.
    expect(await page.getByTestId('import-run-failed').innerText()).toBe(
      '응답이 오지 않았습니다. 가져오기가 이미 끝났을 수 있습니다. 다시 시작해도 두 번 가져오지 않습니다.',
    );
    expect(await page.getByTestId('import-run-error').innerText()).toContain('서버에 연결할 수 없습니다');
    expect(owner.problems.splice(problemsBefore)).toEqual([expect.stringContaining('ERR_INTERNET_DISCONNECTED')]);
    await owner.screenshot('import-export-06b-answer-lost');
    // Started again as it was: the same key, and the folder not packed again. The server gives the
    // lost answer and imports nothing twice (the works are counted in the inventory below).
    const answeredAgain = page.waitForResponse((response) => response.url() === importing);
    await page.getByTestId('import-start-again').click();
    expect((await answeredAgain).headers()['idempotent-replayed']).toBe('true');
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('import-result-created').getAttribute('data-value')).toBe(String(ROWS));
    expect(await page.getByTestId('import-result-skipped').getAttribute('data-value')).toBe('0');
    expect(await page.getByTestId('import-result-matched').getAttribute('data-value')).toBe(String(ROWS));
    expect(await page.getByTestId('import-unmatched').count()).toBe(0);
    const progressSeen = await page.evaluate(() => (window as unknown as { importProgress: string[] }).importProgress);
    expect(progressSeen.length).toBeGreaterThan(0);
    await owner.screenshot('import-export-07-result');
  });

  it('shows the imported works in the inventory and exports three of them to .xlsx', async () => {
    const { page } = owner;
    await page.getByTestId('import-to-inventory').click();
    await page.waitForURL(`${app.url}/inventory`);
    await page.locator(`[data-testid="folder-item"][data-name="${FOLDER}"]`).first().click();
    await expect.poll(() => page.getByTestId('inventory-heading').textContent(), eventually).toBe(FOLDER);
    await expect.poll(() => page.getByTestId('inventory-total').textContent(), eventually).toContain('200');
    // The Korean-named image went to its work, as every other.
    await page.getByTestId('inventory-search').fill('봄의 정원 7');
    const seventh = page.locator('[data-testid="inventory-card"][data-title="봄의 정원 7"]');
    await seventh.waitFor(eventually);
    await expect
      .poll(() =>
        seventh
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await page.getByTestId('inventory-search').fill('');
    await expect.poll(() => page.getByTestId('inventory-total').textContent(), eventually).toContain('200');
    await owner.screenshot('import-export-08-inventory');

    const cards = page.getByTestId('inventory-card');
    const picked = await cards.evaluateAll((all) => all.slice(0, 3).map((card) => card.dataset.title ?? ''));
    expect(picked.every((title) => title.startsWith('봄의 정원 '))).toBe(true);
    for (let index = 0; index < 3; index++) await cards.nth(index).getByTestId('item-select').check();
    await page.getByTestId('inventory-export').click();
    await settled(page.getByTestId('inventory-export-xlsx'));
    await owner.screenshot('import-export-09-export-menu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('inventory-export-xlsx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const column = (heading: string) => headings.indexOf(heading) + 1;
    const rows = [] as { title: string; price: number }[];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push({ title: row.getCell(column('제목')).text, price: Number(row.getCell(column('가격')).value) });
    });
    expect(rows.map((row) => row.title).sort()).toEqual([...picked].sort());
    for (const row of rows) {
      const index = Number(row.title.replace('봄의 정원 ', ''));
      // The fixed row was imported with its corrected price.
      const expected = index + 1 === BAD_PRICE_ROW ? 125_000 : work(index).price;
      expect(row.price).toBe(expected);
    }
  });

  it('undoes the import from the list of recent imports, and the works are gone', async () => {
    const { page } = owner;
    await page.goto(`${app.url}/inventory/import`);
    const latest = page.getByTestId('import-recent-row').first();
    await latest.waitFor(eventually);
    expect(await latest.textContent()).toContain('재고 목록.xlsx');
    await latest.getByTestId('import-recent-undo').click();
    const dialog = page.getByTestId('import-undo-dialog');
    await settled(dialog.getByRole('button', { name: '되돌리기' }));
    await owner.screenshot('import-export-10-undo-confirm');
    await dialog.getByRole('button', { name: '되돌리기' }).click();
    await expect.poll(() => latest.getAttribute('data-undone'), eventually).toBe('true');
    expect(await latest.getByTestId('import-recent-undo').count()).toBe(0);
    await owner.screenshot('import-export-11-undone');

    await page.goto(`${app.url}/inventory?q=${encodeURIComponent('봄의 정원')}`);
    await page.getByTestId('inventory-empty').waitFor(eventually);
    expect(await page.getByTestId('inventory-card').count()).toBe(0);
    expect(owner.problems).toEqual([]);
  });
});
