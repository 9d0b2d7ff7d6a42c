import { neutraliseFormula, PermissionLevel } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { inventoryItems } from '../../db/schema/index.js';
import { makeImage } from '../../platform/images/test-images.js';
import { multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let gid: string;
let fid: string;
type Work = Awaited<ReturnType<typeof createArtwork>>;
let formula: Work;
let filed: Work;
let closed: Work;
let trashed: Work;
let strangersWork: Work;
let moonJar: { iid: string; aid: string; original: string };
let noStock: { iid: string; aid: string };

const today = () => new Date().toISOString().slice(0, 10);

const exportOf = (user: SignedInUser | null, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/inventory/export?${new URLSearchParams({ gid, ...query }).toString()}`,
    headers: user?.auth ?? {},
  });

/** A CSV answer's records (BOM checked and dropped), each as its cells; the cells here hold no commas or line breaks. */
function csvRecords(raw: Buffer): string[][] {
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8').slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replace(/""/g, '"')),
    );
}

async function addWorkWithImage(data: Record<string, unknown>) {
  const body = await multipartBody(data, [{ name: 'work.jpg', bytes: await makeImage('jpeg') }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/item',
    payload: body.payload,
    headers: { ...owner.auth, gid, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  const item = response.json<{ iid: string; artwork: { aid: string; images: { urls: { original: string } }[] } }>();
  return { iid: item.iid, aid: item.artwork.aid, original: item.artwork.images[0]!.urls.original };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  member = await createUser(t.app, t.database.db, { type: 0 });
  await addMember(t.database.db, gid, member.uid);
  stranger = await createUser(t.app, t.database.db, { type: 0 });

  const folder = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/folder',
    headers: { ...owner.auth, gid },
    payload: { name: 'Consignments', accessLevel: PermissionLevel.write },
  });
  expect(folder.statusCode, folder.body).toBe(200);
  fid = folder.json<{ fid: string }>().fid;

  formula = await createArtwork(t.database.db, { gid, title: '=HYPERLINK("http://x")', priceAmount: 2_500_000 });
  await t.database.db.update(inventoryItems).set({ stockNumber: 'F-1' }).where(eq(inventoryItems.id, formula.item.id));
  filed = await createArtwork(t.database.db, { gid, title: 'Filed away', folderId: fid });
  closed = await createArtwork(t.database.db, { gid, title: 'Closed to members' });
  await t.database.db
    .update(inventoryItems)
    .set({ accessLevel: PermissionLevel.none })
    .where(eq(inventoryItems.id, closed.item.id));
  trashed = await createArtwork(t.database.db, { gid, title: 'In the trash' });
  const trash = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/item/delete',
    headers: { ...owner.auth, gid },
    payload: { iids: [trashed.item.id] },
  });
  expect(trash.statusCode, trash.body).toBe(200);
  moonJar = await addWorkWithImage({ title: '달항아리', titleEn: 'Moon Jar', stockNumber: 'GA/001' });
  noStock = await addWorkWithImage({ title: 'Untitled: blue?' });
  strangersWork = await createArtwork(t.database.db, { gid: stranger.gid, title: 'Not yours' });
});
afterAll(() => t.close());

const liveTitles = () => ['=HYPERLINK("http://x")', 'Filed away', 'Closed to members', '달항아리', 'Untitled: blue?'];

describe('GET /inventory/export as CSV', () => {
  it('answers a dated UTF-8 file with a BOM, the headings in Korean and one row per live work, formulas defused', async () => {
    const response = await exportOf(owner, { format: 'csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="inventory-${today()}.csv"`);
    const [header, ...rows] = csvRecords(response.rawPayload);
    expect(header).toEqual([
      '재고 번호',
      '제목',
      '제목 (영문)',
      '작가',
      '작가 (영문)',
      '제작 연도',
      '재료',
      '높이',
      '너비',
      '깊이',
      '단위',
      '에디션',
      '가격',
      '통화',
      '가격 표시',
      '판매 상태',
      '위치',
      '폴더',
      '태그',
      '설명',
      '메모',
      '등록일',
    ]);
    expect(rows.map((row) => row[1])).toEqual([
      `'=HYPERLINK("http://x")`,
      'Filed away',
      'Closed to members',
      '달항아리',
      'Untitled: blue?',
    ]);
    const formulaRow = rows[0]!;
    expect(formulaRow[0]).toBe('F-1');
    expect(formulaRow[12]).toBe('2500000');
    expect(formulaRow[15]).toBe('판매 가능');
    expect(rows[1]![17]).toBe('Consignments');
    expect(rows[3]![2]).toBe('Moon Jar');
  });

  it('writes the headings in English for locale=en', async () => {
    const response = await exportOf(owner, { format: 'csv', locale: 'en' });
    const [header, first] = csvRecords(response.rawPayload);
    expect(header!.slice(0, 3)).toEqual(['Stock number', 'Title', 'Title (English)']);
    expect(first![15]).toBe('Available');
  });

  it('exports a folder, a search, or exactly a selection', async () => {
    const titles = async (query: Record<string, string>) => {
      const response = await exportOf(owner, { format: 'csv', ...query });
      expect(response.statusCode, response.body).toBe(200);
      return csvRecords(response.rawPayload)
        .slice(1)
        .map((row) => row[1]);
    };
    expect(await titles({ fid })).toEqual(['Filed away']);
    expect(await titles({ q: 'moon' })).toEqual(['달항아리']);
    expect(await titles({ q: 'GA/0' })).toEqual(['달항아리']);
    expect(await titles({ iids: `${noStock.iid},${filed.item.id}` })).toEqual(['Filed away', 'Untitled: blue?']);
  });

  it("refuses a selection naming another workspace's work or a trashed one, and a folder of another workspace", async () => {
    for (const iids of [`${filed.item.id},${strangersWork.item.id}`, trashed.item.id]) {
      const response = await exportOf(owner, { iids });
      expect(response.statusCode, iids).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('not_found');
    }
    const strangersFolder = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...stranger.auth, gid: stranger.gid },
      payload: { name: 'Theirs', accessLevel: PermissionLevel.write },
    });
    expect((await exportOf(owner, { fid: strangersFolder.json<{ fid: string }>().fid })).statusCode).toBe(404);
  });

  it('gives a member only the works open to members', async () => {
    const response = await exportOf(member, { format: 'csv' });
    expect(response.statusCode, response.body).toBe(200);
    const titles = csvRecords(response.rawPayload)
      .slice(1)
      .map((row) => row[1]);
    expect(titles).toHaveLength(liveTitles().length - 1);
    expect(titles).not.toContain('Closed to members');
    expect((await exportOf(member, { iids: closed.item.id })).statusCode).toBe(404);
  });

  it("refuses another workspace's gid (403) and anonymous callers (401)", async () => {
    const refused = await exportOf(stranger, { format: 'csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Filed away');
    expect((await exportOf(null, { format: 'csv' })).statusCode).toBe(401);
    expect((await exportOf(owner, { iids: ',,' })).statusCode).toBe(400);
    expect((await exportOf(owner, { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('GET /inventory/export as .xlsx', () => {
  it('answers one sheet with bold, frozen headings, numbers as numbers and formulas defused', async () => {
    const response = await exportOf(owner, { format: 'xlsx', locale: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="inventory-${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer (it reads a Node Buffer too).
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(2).value).toBe('Title');
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(1 + liveTitles().length);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(first.getCell(2).formula).toBeUndefined();
    expect(first.getCell(13).value).toBe(2_500_000);
    expect(sheet.getRow(5).getCell(3).value).toBe('Moon Jar');
  });
});

describe('GET /inventory/export as images', () => {
  it('answers a .zip of the primary originals under readable names, with a manifest of every work', async () => {
    const response = await exportOf(owner, { format: 'images', locale: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="inventory-images-${today()}.zip"`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const moonJarName = 'GA_001-Moon Jar.jpg';
    const noStockName = `${noStock.aid}-Untitled_ blue_.jpg`;
    expect(Object.keys(files).sort()).toEqual([moonJarName, noStockName, 'manifest.csv'].sort());
    const original = await t.app.inject({ method: 'GET', url: moonJar.original, headers: owner.auth });
    expect(original.statusCode).toBe(200);
    expect(Buffer.from(files[moonJarName]!).equals(original.rawPayload)).toBe(true);

    const manifest = csvRecords(Buffer.from(files['manifest.csv']!));
    expect(manifest[0]).toEqual(['File', 'aid', 'Stock number', 'Title', 'Artist']);
    // An id is a text cell like any other: a random one that starts with "-" is defused too.
    expect(manifest).toContainEqual([moonJarName, neutraliseFormula(moonJar.aid), 'GA/001', 'Moon Jar', '']);
    expect(manifest).toContainEqual(['', neutraliseFormula(formula.artwork.id), 'F-1', `'=HYPERLINK("http://x")`, '']);
    expect(manifest).toHaveLength(1 + liveTitles().length);
  });

  it('zips only the selection', async () => {
    const response = await exportOf(owner, { format: 'images', iids: moonJar.iid });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['GA_001-달항아리.jpg', 'manifest.csv']);
  });
});
