import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PermissionLevel,
  type ImportCheckDto,
  type ImportProgressEvent,
  type ImportRejectedBody,
  type ImportResultDto,
  type ImportSummaryDto,
} from '@vernissage/shared';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import {
  artists,
  artworkImages,
  artworks,
  folders,
  inventoryImports,
  inventoryItems,
  users,
} from '../../db/schema/index.js';
import type { AppEvent } from '../../platform/event-bus.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { evaluateRow } from './inventory-import.rules.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let gid: string;
let filesDir: string;

type Cells = (string | number)[];
type Upload = { field?: string; name: string; bytes: Buffer };

/** A CSV as Excel saves it: BOM, CRLF, fields quoted when they need it. */
function csv(rows: Cells[], separator = ','): Buffer {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`, 'utf8');
}

async function xlsx(rows: (ExcelJS.CellValue | undefined)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('재고');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sheetFile = (name: string, bytes: Buffer): Upload => ({ field: 'file', name, bytes });

function call(user: SignedInUser, url: string, data: unknown, files: Upload[], workspace = gid) {
  return injectMultipart(t.app, { method: 'POST', url, data, files, headers: { ...user.auth, gid: workspace } });
}

async function check(user: SignedInUser, file: Upload, data: unknown = {}) {
  const response = await call(user, '/api/inventory/import/check', data, [file]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportCheckDto>();
}

async function importOk(user: SignedInUser, files: Upload[], data: unknown = {}) {
  const response = await call(user, '/api/inventory/import', data, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResultDto>();
}

/** What the workspace has: every table an import writes to, and the files in storage. */
async function footprint(on: TestApp = t) {
  const db = on.database.db;
  const of = async (table: typeof artworks | typeof inventoryItems | typeof artists | typeof folders) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    artworks: await of(artworks),
    items: await of(inventoryItems),
    artists: await of(artists),
    folders: await of(folders),
    imports: (await db.select({ n: count() }).from(inventoryImports))[0]!.n,
    images: (await db.select({ n: count() }).from(artworkImages))[0]!.n,
    files: await storedFiles(path.join(on.app.ctx.config.dataDir, 'files')),
  };
}

async function storedFiles(dir = filesDir): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  // Stored files only: not their metadata sidecars (`.meta/`) nor writes in progress (`.tmp/`).
  return entries.filter(
    (entry) =>
      entry.isFile() && !entry.parentPath.includes(`${path.sep}.tmp`) && !entry.parentPath.includes(`${path.sep}.meta`),
  ).length;
}

const HEADERS = ['작품명', '작가', '제작연도', '크기', '가격', '재고번호', '폴더', '이미지'];

/** `count` plain rows: titles, two artists, sizes, prices, stock numbers `<prefix>-<n>`. */
function plainRows(count: number, prefix: string): Cells[] {
  return Array.from({ length: count }, (_, index) => [
    `${prefix} 작품 ${index + 1}`,
    index % 2 === 0 ? '이우환' : '박서보',
    2000 + (index % 20),
    `${50 + (index % 30)} x 40 cm`,
    `₩${(1_000_000 + index).toLocaleString('en')}`,
    `${prefix}-${index + 1}`,
    '',
    '',
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  filesDir = path.join(t.app.ctx.config.dataDir, 'files');
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  member = await createUser(t.app, t.database.db, { type: 0 });
  await addMember(t.database.db, gid, member.uid);
  stranger = await createUser(t.app, t.database.db, { type: 0 });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('checking a spreadsheet', () => {
  it('reads Korean headers, full-width digits and won prices, and imports them as written', async () => {
    const file = sheetFile(
      '재고.csv',
      csv([
        ['작품명', '영문 제목', '작가', '제작연도', '크기', '판매가', '관리번호', '폴더', '태그'],
        [
          '달항아리',
          'Moon Jar',
          '김환기',
          '２０２１년',
          '１００ × ８０ cm',
          '₩1,200,000',
          'ＫＯ-１',
          '신규 입고',
          '도자, 백자',
        ],
      ]),
    );
    const checked = await check(owner, file);
    expect(checked.suggested).toEqual([
      'title',
      'titleEn',
      'artist',
      'year',
      'dimensions',
      'price',
      'stockNumber',
      'folder',
      'tags',
    ]);
    expect(checked).toMatchObject({ rowCount: 1, valid: 1, flagged: [], duplicates: [] });

    const result = await importOk(owner, [file], { mapping: checked.mapping });
    expect(result).toMatchObject({ created: 1, skipped: 0, images: { matched: 0, unmatched: [] } });
    const [row] = await t.database.db
      .select({ artwork: artworks, item: inventoryItems, artist: artists.name, folder: folders.name })
      .from(inventoryItems)
      .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
      .leftJoin(artists, eq(artists.id, artworks.artistId))
      .leftJoin(folders, eq(folders.id, inventoryItems.folderId))
      .where(eq(inventoryItems.importId, result.importId));
    expect(row).toMatchObject({
      artwork: {
        title: '달항아리',
        titleEn: 'Moon Jar',
        year: 2021,
        height: 100,
        width: 80,
        dimensionUnit: 'cm',
        priceCurrency: 'KRW',
        tags: ['도자', '백자'],
        state: 0,
      },
      item: { stockNumber: 'ＫＯ-１', galleryId: gid },
      artist: '김환기',
      folder: '신규 입고',
    });
    expect(Number(row!.artwork.priceAmount)).toBe(1_200_000);
  });

  it('reads a CSV Korean Excel saved in EUC-KR (CP949)', async () => {
    // "작품명,작가,가격 / 달항아리,김환기,"1,200,000원"" as CP949 bytes.
    const bytes = Buffer.from(
      'c0dbc7b0b8ed2cc0dbb0a12cb0a1b0dd0d0ab4dec7d7bec6b8ae2cb1e8c8afb1e22c22312c3230302c303030bff8220d0a',
      'hex',
    );
    const checked = await check(owner, sheetFile('legacy.csv', bytes));
    expect(checked).toMatchObject({
      headers: ['작품명', '작가', '가격'],
      suggested: ['title', 'artist', 'price'],
      sample: [['달항아리', '김환기', '1,200,000원']],
      valid: 1,
    });
  });

  it('gives the same check for an .xlsx as for the CSV of the same sheet (numbers, rich text, semicolons)', async () => {
    const rows: Cells[] = [
      ['Title', 'Artist', 'Year', 'Price', 'Currency', 'Stock No.'],
      ['Untitled', 'Lee Ufan', 2019, 12000, 'USD', 'X-1'],
      ['', 'Park Seo-bo', 'circa', '$1,000', '', 'X-2'],
    ];
    const fromCsv = await check(owner, sheetFile('stock.csv', csv(rows, ';')));
    const book = await xlsx([
      rows[0]!,
      [{ richText: [{ text: 'Unti' }, { font: { bold: true }, text: 'tled' }] }, 'Lee Ufan', 2019, 12000, 'USD', 'X-1'],
      [null, 'Park Seo-bo', 'circa', '$1,000', null, 'X-2'],
    ]);
    const fromXlsx = await check(owner, sheetFile('stock.xlsx', book));
    const { fileName: csvName, ...csvCheck } = fromCsv;
    const { fileName: xlsxName, ...xlsxCheck } = fromXlsx;
    expect([csvName, xlsxName]).toEqual(['stock.csv', 'stock.xlsx']);
    expect(xlsxCheck).toEqual(csvCheck);
    expect(fromCsv).toMatchObject({
      mapping: ['title', 'artist', 'year', 'price', 'currency', 'stockNumber'],
      valid: 1,
      flagged: [
        {
          row: 3,
          issues: [
            { field: 'title', code: 'required' },
            { field: 'year', code: 'year' },
          ],
        },
      ],
    });
  });

  it('flags each row with its issue codes, and fixes clear them', async () => {
    const header = ['title', 'year', 'width', 'unit', 'size', 'edition', 'price', 'currency', 'tags'];
    const file = sheetFile(
      'issues.csv',
      csv([
        header,
        ['', '2020', '', '', '', '', '', '', ''],
        ['B', 'last year', '', '', '', '', '', '', ''],
        ['C', '', 'wide', 'ft', '', '', '', '', ''],
        ['D', '', '', '', 'big', 'many', '', '', ''],
        ['E', '', '', '', '', '', 'a lot', 'EUR', ''],
        ['F', '', '', '', '', '', '', '', 'x'.repeat(41)],
      ]),
    );
    const flagged = await check(owner, file);
    expect(flagged.valid).toBe(0);
    expect(flagged.flagged.map((row) => [row.row, row.issues.map((issue) => `${issue.field}:${issue.code}`)])).toEqual([
      [2, ['title:required']],
      [3, ['year:year']],
      [4, ['dimensionUnit:unit', 'width:number']],
      [5, ['dimensions:dimensions', 'editionSize:edition']],
      [6, ['currency:currency', 'price:number']],
      [7, ['tags:too-long']],
    ]);
    const rejected = await call(owner, '/api/inventory/import', {}, [file]);
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json<ImportRejectedBody>()).toMatchObject({ code: 'validation', flagged: flagged.flagged });

    const fixes = [
      { row: 2, field: 'title', value: 'A' },
      { row: 3, field: 'year', value: '２０１９' },
      { row: 4, field: 'width', value: '120' },
      { row: 4, field: 'dimensionUnit', value: 'mm' },
      { row: 5, field: 'dimensions', value: '30*20*10' },
      { row: 5, field: 'editionSize', value: '에디션 5' },
      { row: 6, field: 'price', value: '12000 USD' },
      { row: 6, field: 'currency', value: 'USD' },
      { row: 7, field: 'tags', value: 'paper, ink' },
    ];
    const fixed = await check(owner, file, { fixes });
    expect(fixed).toMatchObject({ valid: 6, flagged: [] });
    const result = await importOk(owner, [file], { fixes });
    expect(result.created).toBe(6);
    const made = await t.database.db
      .select()
      .from(artworks)
      .innerJoin(inventoryItems, eq(inventoryItems.artworkId, artworks.id))
      .where(eq(inventoryItems.importId, result.importId));
    const byTitle = new Map(made.map((row) => [row.artworks.title, row.artworks]));
    expect(byTitle.get('C')).toMatchObject({ width: 12, dimensionUnit: 'cm' });
    expect(byTitle.get('D')).toMatchObject({
      height: 30,
      width: 20,
      depth: 10,
      editionType: 'edition',
      editionSize: 5,
    });
    expect(byTitle.get('E')).toMatchObject({ priceCurrency: 'USD' });
  });

  it('flags a row the artwork contract refuses though no import rule names it, at the cell it is about', () => {
    // A NUL cannot come in a CSV (not a spreadsheet) nor an .xlsx; the last check still catches it.
    expect(evaluateRow({ title: 'G\u0000H' }, 'KRW')).toEqual({
      issues: [{ field: 'title', code: 'invalid' }],
      work: null,
    });
    expect(evaluateRow({ title: 'GH' }, 'KRW').issues).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet with 400, and another workspace or a read-only one with 403', async () => {
    const png = await makeImage('png', { width: 20, height: 20 });
    for (const file of [
      sheetFile('photo.png', png),
      sheetFile('photo.csv', png),
      sheetFile('empty.csv', Buffer.from('')),
    ]) {
      const response = await call(owner, '/api/inventory/import/check', {}, [file]);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', details: [{ field: 'body.file' }] });
    }
    const file = sheetFile('a.csv', csv([['title'], ['A']]));
    expect((await call(stranger, '/api/inventory/import/check', {}, [file])).statusCode).toBe(403);
    expect((await call(stranger, '/api/inventory/import', {}, [file])).statusCode).toBe(403);

    const artist = await createUser(t.app, t.database.db, { type: 7 });
    await t.database.db.update(users).set({ planid: 'abasic', planState: 'expired' }).where(eq(users.id, artist.uid));
    const before = await footprint();
    const readOnly = await call(artist, '/api/inventory/import', {}, [file], artist.gid);
    expect(readOnly.statusCode, readOnly.body).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});

describe('importing', () => {
  it('leaves nothing behind when row 150 of 200 has an invalid cell (422)', async () => {
    const rows = plainRows(200, 'F');
    rows[149]![2] = '이천이십년';
    rows[10]![7] = 'F-11.jpg';
    const zip = Buffer.from(zipSync({ 'F-1.jpg': await makeImage('jpeg', { width: 40, height: 30 }) }));
    const before = await footprint();
    const response = await call(owner, '/api/inventory/import', {}, [
      sheetFile('failing.csv', csv([HEADERS, ...rows])),
      { field: 'images', name: 'images.zip', bytes: zip },
    ]);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<ImportRejectedBody>();
    expect(body.flagged).toEqual([
      { row: 151, values: expect.objectContaining({ year: '이천이십년' }), issues: [{ field: 'year', code: 'year' }] },
    ]);
    expect(body.details).toEqual([{ field: 'rows.151.year', message: 'year' }]);
    expect(await footprint()).toEqual(before);
  });

  it('removes the images it stored when a later one is refused, and refuses a folder closed to the caller', async () => {
    const rows = plainRows(20, 'R');
    const images: Record<string, Uint8Array> = {};
    for (const row of rows) images[`${row[5]}.png`] = await makeImage('png', { width: 24, height: 16 });
    images['R-15.png'] = Buffer.from('not a picture at all, though named like one');
    const before = await footprint();
    const refused = await call(owner, '/api/inventory/import', {}, [
      sheetFile('broken-image.csv', csv([HEADERS, ...rows])),
      { field: 'images', name: 'images.zip', bytes: Buffer.from(zipSync(images)) },
    ]);
    expect([400, 415]).toContain(refused.statusCode);
    expect(refused.json<{ message: string }>().message).toContain('R-15.png');
    expect(await footprint()).toEqual(before);

    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...owner.auth, gid },
      payload: { name: 'Private sales', accessLevel: PermissionLevel.read },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    rows[14]![6] = 'private sales';
    delete images['R-15.png'];
    const afterFolder = await footprint();
    const forbidden = await call(member, '/api/inventory/import', {}, [
      sheetFile('member.csv', csv([HEADERS, ...rows])),
      { field: 'images', name: 'images.zip', bytes: Buffer.from(zipSync(images)) },
    ]);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(await footprint()).toEqual(afterFolder);
  });

  it('imports 200 rows with a zip of images matched by file name (NFD Korean names too) or stock number', async () => {
    const rows = plainRows(200, 'IMG');
    rows[0]![7] = '달항아리.jpg';
    rows[1]![7] = 'Folder/ROW-TWO.PNG';
    // Rows 3 to 200 name no image: 3 to 5 match `<stockNumber>.<ext>`, the others have none in the zip.
    const jpeg = await makeImage('jpeg', { width: 48, height: 32 });
    const png = await makeImage('png', { width: 32, height: 48 });
    const zip = Buffer.from(
      zipSync({
        ['사진/' + '달항아리.jpg'.normalize('NFD')]: jpeg,
        'row-two.png': png,
        'IMG-3.jpg': jpeg,
        'img-4.webp': await makeImage('webp', { width: 20, height: 20 }),
        'IMG-5.png': png,
        '__MACOSX/._IMG-5.png': Buffer.from('resource fork'),
        'nobody.jpg': jpeg,
      }),
    );
    const beforeFiles = await storedFiles();
    const result = await importOk(owner, [
      sheetFile('with-images.csv', csv([HEADERS, ...rows])),
      { field: 'images', name: 'images.zip', bytes: zip },
    ]);
    expect(result).toEqual({
      importId: expect.any(String),
      created: 200,
      skipped: 0,
      images: { matched: 5, unmatched: ['nobody.jpg'] },
    });
    const withImages = await t.database.db
      .select({ title: artworks.title, primary: artworkImages.isPrimary, width: artworkImages.width })
      .from(artworkImages)
      .innerJoin(artworks, eq(artworks.id, artworkImages.artworkId))
      .innerJoin(inventoryItems, eq(inventoryItems.artworkId, artworks.id))
      .where(eq(inventoryItems.importId, result.importId))
      .orderBy(inventoryItems.idx);
    expect(withImages).toEqual([
      { title: 'IMG 작품 1', primary: true, width: 48 },
      { title: 'IMG 작품 2', primary: true, width: 32 },
      { title: 'IMG 작품 3', primary: true, width: 48 },
      { title: 'IMG 작품 4', primary: true, width: 20 },
      { title: 'IMG 작품 5', primary: true, width: 32 },
    ]);
    // An original and three derivatives each.
    expect((await storedFiles()) - beforeFiles).toBe(5 * 4);
  });

  it('finds duplicate stock numbers in the file and in the inventory, and skips them unless asked', async () => {
    const { item } = await createArtwork(t.database.db, { gid, createdBy: owner.uid, title: 'Already here' });
    await t.database.db.update(inventoryItems).set({ stockNumber: 'DUP-1' }).where(eq(inventoryItems.id, item.id));
    const file = sheetFile(
      'dups.csv',
      csv([
        ['title', 'stock number'],
        ['One', 'dup-1'],
        ['Two', 'DUP-2'],
        ['Three', 'DUP-2'],
        ['Four', 'DUP-3'],
      ]),
    );
    const checked = await check(owner, file);
    expect(checked.duplicates).toEqual([
      { row: 2, stockNumber: 'dup-1', inFile: false },
      { row: 4, stockNumber: 'DUP-2', inFile: true },
    ]);
    expect(await importOk(owner, [file])).toMatchObject({ created: 2, skipped: 2 });
    expect(await importOk(owner, [file], { duplicates: 'create' })).toMatchObject({ created: 4, skipped: 0 });
  });

  it('imports once when sent again with its Idempotency-Key after a lost answer, even making duplicates', async () => {
    const file = sheetFile('again.csv', csv([['title'], ['Sent twice, kept once'], ['Without a stock number']]));
    const keyed = (data: unknown) =>
      injectMultipart(t.app, {
        method: 'POST',
        url: '/api/inventory/import',
        data,
        files: [file],
        headers: { ...owner.auth, gid, 'idempotency-key': 'import-sent-again' },
      });
    const first = await keyed({ duplicates: 'create' });
    expect(first.statusCode, first.body).toBe(200);
    const after = await footprint();
    const again = await keyed({ duplicates: 'create' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await footprint()).toEqual(after);
    // The key with other options is another request: refused with the error's shape, nothing imported.
    const reused = await keyed({ duplicates: 'skip' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await footprint()).toEqual(after);
  });

  it('sends progress events in order, ending at the total', async () => {
    const events: ImportProgressEvent[] = [];
    const stop = t.app.ctx.events.subscribe(`u:${owner.uid}`, (event: AppEvent) => {
      if (event.type === 'import') events.push(event);
    });
    try {
      await importOk(owner, [sheetFile('progress.csv', csv([HEADERS, ...plainRows(600, 'P')]))], {
        progressKey: 'tab-1',
      });
    } finally {
      stop();
    }
    expect(events.length).toBeGreaterThan(1);
    expect(events.every((event) => event.progressKey === 'tab-1' && event.total === 600)).toBe(true);
    const done = events.map((event) => event.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(new Set(done).size).toBe(done.length);
    expect(done.at(-1)).toBe(600);
  });

  it('imports 10,000 rows', async () => {
    const rows = plainRows(10_000, 'BIG');
    for (const [index, row] of rows.entries()) row[6] = `Shelf ${index % 5}`;
    const started = performance.now();
    const result = await importOk(owner, [sheetFile('big.csv', csv([HEADERS, ...rows]))]);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`[inventory-import] 10,000 rows imported in ${seconds.toFixed(1)} s on PGlite\n`);
    expect(result.created).toBe(10_000);
    const [made] = await t.database.db
      .select({ n: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.importId, result.importId));
    expect(made!.n).toBe(10_000);
  }, 300_000);
});

describe('undoing an import', () => {
  const undo = (user: SignedInUser, id: string, workspace = gid) =>
    t.app.inject({
      method: 'POST',
      url: `/api/inventory/imports/${id}/undo`,
      headers: { ...user.auth, gid: workspace },
    });
  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/imports',
      headers: { ...owner.auth, gid },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportSummaryDto[]>();
  };
  const trashed = async (importId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.importId, importId), isNotNull(inventoryItems.deletedAt)))
    )[0]!.n;

  it('moves the latest import’s works to the trash, once', async () => {
    const { importId } = await importOk(owner, [sheetFile('undo.csv', csv([HEADERS, ...plainRows(30, 'U')]))]);
    expect((await list())[0]).toMatchObject({ id: importId, fileName: 'undo.csv', rowCount: 30, canUndo: true });
    expect((await undo(stranger, importId, stranger.gid)).statusCode).toBe(404);
    expect((await undo(stranger, importId)).statusCode).toBe(403);

    const response = await undo(owner, importId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportSummaryDto>()).toMatchObject({
      id: importId,
      undoneAt: expect.any(String),
      canUndo: false,
    });
    expect(await trashed(importId)).toBe(30);
    const inTrash = await t.app.inject({
      method: 'GET',
      url: '/api/inventory?trash=true&size=100',
      headers: { ...owner.auth, gid },
    });
    expect(inTrash.json<{ total: number }>().total).toBeGreaterThanOrEqual(30);
    expect((await undo(owner, importId)).statusCode).toBe(409);
  });

  it('is refused once a later import exists, or once one of its works has an offer', async () => {
    const first = await importOk(owner, [sheetFile('first.csv', csv([HEADERS, ...plainRows(3, 'L1')]))]);
    const second = await importOk(owner, [sheetFile('second.csv', csv([HEADERS, ...plainRows(3, 'L2')]))]);
    const later = await undo(owner, first.importId);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'conflict' });

    const [work] = await t.database.db
      .select({ aid: inventoryItems.artworkId })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.importId, second.importId), isNull(inventoryItems.deletedAt)));
    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/artwork/share',
      headers: owner.auth,
      payload: { aid: work!.aid, email: 'collector@example.test' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await list()).find((entry) => entry.id === second.importId)).toMatchObject({ canUndo: false });
    const refused = await undo(owner, second.importId);
    expect(refused.statusCode).toBe(409);
    expect(await trashed(second.importId)).toBe(0);
  });
});

describe('a gallery’s folder of photographs, larger than one image may be', () => {
  const MiB = 1024 * 1024;
  // One image may have 1 MiB here; the images .zip keeps IMPORT_IMAGES_MAX_BYTES (2 GiB).
  let small: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    small = await createTestApp({ env: { IMAGE_MAX_BYTES: String(MiB) } });
    user = await createUser(small.app, small.database.db, { type: 0 });
  }, 180_000);
  afterAll(async () => {
    await small?.close();
  });

  const send = (rows: Cells[], zip: Buffer) =>
    injectMultipart(small.app, {
      method: 'POST',
      url: '/api/inventory/import',
      data: {},
      files: [
        sheetFile('photographs.csv', csv([HEADERS, ...rows])),
        { field: 'images', name: 'images.zip', bytes: zip },
      ],
      headers: { ...user.auth, gid: user.gid },
    });

  /** Makes the central directory declare `size` bytes for `name`, as a forged archive might. */
  function understate(zip: Buffer, name: string, size: number): Buffer {
    for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 4, 'latin1')) {
      if (zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)) !== name) continue;
      zip.writeUInt32LE(size, at + 24);
      return zip;
    }
    throw new Error(`${name} is not in the archive`);
  }

  it('imports a 3 MiB .zip entry by entry, matching every image and passing over the other files', async () => {
    const rows = plainRows(6, 'Z');
    const formats = ['jpeg', 'png', 'webp'] as const;
    const entries: Record<string, Uint8Array> = {};
    for (const [index, row] of rows.entries()) {
      const format = formats[index % 3]!;
      entries[`사진/${row[5]}.${format === 'jpeg' ? 'jpg' : format}`] = await makeImage(format, {
        width: 40 + index,
        height: 30,
      });
    }
    // Scans that are no image of a work, one larger than an image may be: listed as unmatched.
    entries['scans/raw-1.bin'] = randomBytes(1.5 * MiB);
    entries['scans/raw-2.bin'] = randomBytes(0.9 * MiB);
    entries['scans/raw-3.bin'] = randomBytes(0.9 * MiB);
    const zip = Buffer.from(zipSync(entries));
    expect(zip.length).toBeGreaterThan(3 * MiB);

    const response = await send(rows, zip);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResultDto>();
    expect(result).toEqual({
      importId: expect.any(String),
      created: 6,
      skipped: 0,
      images: { matched: 6, unmatched: ['raw-1.bin', 'raw-2.bin', 'raw-3.bin'] },
    });
    const widths = await small.database.db
      .select({ width: artworkImages.width })
      .from(artworkImages)
      .innerJoin(inventoryItems, eq(inventoryItems.artworkId, artworkImages.artworkId))
      .where(eq(inventoryItems.importId, result.importId))
      .orderBy(inventoryItems.idx);
    expect(widths.map((row) => row.width)).toEqual([40, 41, 42, 43, 44, 45]);
  });

  it('refuses an image entry larger than one image may be with 413 naming it, storing nothing', async () => {
    const rows = plainRows(3, 'Y');
    const before = await footprint(small);
    const refused = await send(
      rows,
      Buffer.from(
        zipSync({
          'Y-1.png': await makeImage('png', { width: 24, height: 16 }),
          'Y-2.jpg': randomBytes(MiB + 1),
        }),
      ),
    );
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'too_large', message: expect.stringContaining('“Y-2.jpg”') });
    expect(refused.json<{ message: string }>().message).toContain('1 MiB');
    expect(await footprint(small)).toEqual(before);

    // An archive whose directory understates the entry is refused while it is inflated, and the
    // image stored before it is removed again.
    const forged = understate(
      Buffer.from(
        zipSync({
          'Y-1.png': await makeImage('png', { width: 24, height: 16 }),
          'Y-2.jpg': randomBytes(MiB + 1),
        }),
      ),
      'Y-2.jpg',
      1000,
    );
    const understated = await send(rows, forged);
    expect(understated.statusCode, understated.body).toBe(413);
    expect(understated.json()).toMatchObject({ code: 'too_large', message: expect.stringContaining('“Y-2.jpg”') });
    expect(await footprint(small)).toEqual(before);
  });
});
