import {
  PermissionLevel,
  UserType,
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  type ParticipantDto,
} from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artists, inventoryItems } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { makeImage } from '../../platform/images/test-images.js';
import { fairManagement } from '../../test/fairs.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let organiser: SignedInUser;
let gid: string;
let fid: string;
let moonJar: { iid: string; aid: string };
let print: { iid: string; aid: string };
let closed: Awaited<ReturnType<typeof createArtwork>>;
let strangersWork: Awaited<ReturnType<typeof createArtwork>>;
let exhibitionid: string;
let participantId: string;

/** The text of every page of a PDF, as pdf.js reads it back (lines joined by spaces), and its page sizes. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    sizes.push(page.view.map((value) => Math.round(value)));
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { text: pages.join('\n'), pages, sizes };
}

/** The width and height of every image the first page of a PDF paints, as pdf.js reads its drawing operations. */
async function imagesOf({ raw }: { raw: Buffer }): Promise<[number, number][]> {
  const pdf = await getDocument({ data: new Uint8Array(raw), useSystemFonts: false, isEvalSupported: false }).promise;
  const operations = await (await pdf.getPage(1)).getOperatorList();
  await pdf.destroy();
  return operations.fnArray.flatMap((operation, index) =>
    operation === OPS.paintImageXObject ? [operations.argsArray[index].slice(1, 3) as [number, number]] : [],
  );
}

const documentOf = (user: SignedInUser | null, path: 'infoSheet' | 'priceList', query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/document/${path}?${new URLSearchParams({ gid, ...query }).toString()}`,
    headers: user?.auth ?? {},
  });

async function pdfOf(user: SignedInUser, path: 'infoSheet' | 'priceList', query: Record<string, string>) {
  const response = await documentOf(user, path, query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/,
  );
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const disposition = String(response.headers['content-disposition']);
  const fileName = decodeURIComponent(disposition.slice(disposition.indexOf("filename*=UTF-8''") + 17));
  return { raw: response.rawPayload, fileName, ...(await readPdf(response.rawPayload)) };
}

async function addWork(data: Record<string, unknown>) {
  const response = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/inventory/item',
    data,
    files: [{ field: 'images', name: 'work.jpg', bytes: await makeImage('jpeg', { width: 900, height: 700 }) }],
    headers: { ...owner.auth, gid },
  });
  expect(response.statusCode, response.body).toBe(200);
  const item = response.json<{ iid: string; artwork: { aid: string } }>();
  return { iid: item.iid, aid: item.artwork.aid };
}

const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: UserType.gallery });
  gid = owner.gid;
  member = await createUser(t.app, t.database.db, { type: UserType.gallery });
  await addMember(t.database.db, gid, member.uid);
  stranger = await createUser(t.app, t.database.db, { type: UserType.gallery });
  organiser = await createUser(t.app, t.database.db, { type: UserType.fair });

  const setting = await injectMultipart(t.app, {
    method: 'PUT',
    url: '/api/gallery/setting',
    data: { name: '갤러리 현', nameen: 'Gallery Hyun', address: '서울 종로구 삼청로 1', phone: '02-123-4567' },
    files: [{ field: 'logo', name: 'logo.png', bytes: await makeImage('png', { width: 200, height: 200 }) }],
    headers: { ...owner.auth, gid },
  });
  expect(setting.statusCode, setting.body).toBe(200);

  const artistid = newId();
  await t.database.db.insert(artists).values({ id: artistid, galleryId: gid, name: '김환기', nameEn: 'Kim Whanki' });
  moonJar = await addWork({
    title: '달항아리',
    titleEn: 'Moon Jar',
    artistid,
    year: 1958,
    medium: { type: 'painting', text: null },
    dimensions: { height: 100, width: 80, unit: 'cm' },
    price: { amount: 12_000_000, currency: 'KRW', display: 'exact' },
    stockNumber: 'GH-001',
  });
  print = await addWork({
    title: '새벽',
    titleEn: 'Dawn',
    artistid,
    edition: { type: 'edition', size: 10, artistProofs: 2 },
    price: { amount: 900_000, currency: 'KRW', display: 'on_request' },
  });
  const folder = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/folder',
    headers: { ...owner.auth, gid },
    payload: { name: '아트페어 2027', accessLevel: PermissionLevel.write },
  });
  fid = folder.json<{ fid: string }>().fid;
  await t.database.db.update(inventoryItems).set({ folderId: fid }).where(eq(inventoryItems.id, print.iid));
  closed = await createArtwork(t.database.db, { gid, title: 'Closed to members' });
  await t.database.db
    .update(inventoryItems)
    .set({ accessLevel: PermissionLevel.none })
    .where(eq(inventoryItems.id, closed.item.id));
  strangersWork = await createArtwork(t.database.db, { gid: stranger.gid, title: 'Not yours' });

  const exhibition = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/exhibition',
    data: {
      title: '바다',
      titleEn: 'Sea',
      startDate: day(5),
      endDate: day(40),
      venue: { type: 'physical', name: 'Main hall', address: 'Seoul' },
      works: [{ aid: print.aid }, { aid: moonJar.aid }],
      published: false,
    },
    headers: { ...owner.auth, gid },
  });
  expect(exhibition.statusCode, exhibition.body).toBe(200);
  exhibitionid = exhibition.json<{ exhibitionid: string }>().exhibitionid;

  const fairs = fairManagement(t);
  const fair = await fairs(
    organiser,
    'POST',
    '/fair',
    { gid: organiser.gid },
    {
      name: '서울 아트페어',
      nameEn: 'Seoul Art Fair',
      startDate: day(40),
      endDate: day(43),
      published: true,
    },
  );
  expect(fair.statusCode, fair.body).toBe(200);
  const joined = await fairs(owner, 'POST', '/join', {}, { gid, artFairId: fair.json<{ fairId: string }>().fairId });
  participantId = joined.json<ParticipantDto>().participantId;
  const list = await fairs(
    owner,
    'POST',
    '/fair/submission',
    { gid },
    {
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: [moonJar.aid] },
    },
  );
  expect(list.statusCode, list.body).toBe(200);
  const booth = await fairs(
    organiser,
    'PUT',
    `/participant/${participantId}`,
    { gid: organiser.gid },
    {
      status: 'accepted',
      booth: { number: 'A12' },
    },
  );
  expect(booth.statusCode, booth.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /document/infoSheet', () => {
  it('prints one work in Korean on A4: letterhead, both titles, caption, price, availability, print time', async () => {
    const { text, sizes, pages, fileName } = await pdfOf(owner, 'infoSheet', {
      aid: moonJar.aid,
      locale: 'ko',
      paper: 'a4',
    });
    expect(fileName).toBe('GH-001 달항아리.pdf');
    expect(pages).toHaveLength(1);
    expect(sizes[0]).toEqual([0, 0, 595, 842]);
    for (const expected of [
      '갤러리 현',
      'Gallery Hyun',
      '서울 종로구 삼청로 1',
      '김환기',
      'Kim Whanki',
      '달항아리',
      'Moon Jar',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('1958');
    expect(text).toContain('회화');
    expect(text).toContain('100 × 80 cm');
    expect(text).toContain('단품');
    expect(text).toContain('₩12,000,000');
    expect(text).toContain('판매 가능');
    expect(text).toContain('GH-001');
    expect(text).toMatch(/출력 \d{4}년/);
    expect(text.indexOf('달항아리')).toBeLessThan(text.indexOf('Moon Jar'));
  });

  it('prints in English on US Letter, the English title first; an edition and "price on request"', async () => {
    const english = await pdfOf(owner, 'infoSheet', { aid: moonJar.aid, locale: 'en', paper: 'letter' });
    expect(english.sizes[0]).toEqual([0, 0, 612, 792]);
    expect(english.text.indexOf('Moon Jar')).toBeLessThan(english.text.indexOf('달항아리'));
    expect(english.text).toContain('Painting');
    expect(english.text).toContain('Available');
    expect(english.text).toContain('Printed');
    const edition = await pdfOf(owner, 'infoSheet', { aid: print.aid, locale: 'en' });
    expect(edition.text).toContain('Edition of 10 + 2 AP');
    expect(edition.text).toContain('Price on request');
    expect(edition.text).not.toContain('900,000');
  });

  it('leaves prices out with prices=false', async () => {
    const { text } = await pdfOf(owner, 'infoSheet', { aid: moonJar.aid, locale: 'en', prices: 'false' });
    expect(text).not.toContain('12,000,000');
    expect(text).not.toContain('Price on request');
    expect(text).toContain('Available');
  });

  it("draws the workspace's logo and the work's image; a work without one, the logo alone", async () => {
    const withImage = await imagesOf(await pdfOf(owner, 'infoSheet', { aid: moonJar.aid }));
    // The logo (200 × 200) and the work (900 × 700, as its large rendition keeps it).
    expect(withImage).toHaveLength(2);
    expect(withImage.some(([width, height]) => width === height)).toBe(true);
    expect(withImage.some(([width, height]) => Math.abs(width / height - 900 / 700) < 0.01)).toBe(true);
    const withoutImage = await imagesOf(await pdfOf(owner, 'infoSheet', { aid: closed.artwork.id }));
    expect(withoutImage).toEqual([withImage.find(([width, height]) => width === height)]);
  });

  it('embeds its fonts as subsets', async () => {
    const { raw } = await pdfOf(owner, 'infoSheet', { aid: moonJar.aid });
    const objects = raw.toString('latin1');
    const fonts = [...objects.matchAll(/\/BaseFont \/([A-Z]{6})\+(Pretendard[-\w]*)/g)].map((match) => match[2]);
    expect(new Set(fonts)).toEqual(new Set(['Pretendard-Regular', 'Pretendard-SemiBold']));
    expect(objects.match(/\/FontFile2 \d+ 0 R/g)?.length).toBeGreaterThanOrEqual(2);
    // Subsets: the document is a fraction of the two 2.7 MB font files.
    expect(raw.length).toBeLessThan(1_000_000);
  });

  it('refuses closed works to members, and other workspaces\u2019 works, with 404', async () => {
    expect((await pdfOf(member, 'infoSheet', { aid: moonJar.aid })).text).toContain('달항아리');
    expect((await documentOf(owner, 'infoSheet', { aid: closed.artwork.id })).statusCode).toBe(200);
    const refused = await documentOf(member, 'infoSheet', { aid: closed.artwork.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ code: string }>().code).toBe('not_found');
    expect((await documentOf(owner, 'infoSheet', { aid: strangersWork.artwork.id })).statusCode).toBe(404);
  });

  it('answers 400 to a bad query, 403 to a stranger, 401 without a session', async () => {
    const queries: Record<string, string>[] = [
      { aid: moonJar.aid, paper: 'a3' },
      { aid: moonJar.aid, locale: 'fr' },
      { aid: moonJar.aid, prices: 'yes' },
      {},
    ];
    for (const query of queries) {
      const response = await documentOf(owner, 'infoSheet', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
    expect((await documentOf(stranger, 'infoSheet', { aid: moonJar.aid })).statusCode).toBe(403);
    const anonymous = await documentOf(null, 'infoSheet', { aid: moonJar.aid });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code: number }>().code).toBe(901);
  });
});

describe('GET /document/priceList', () => {
  it('lists a selection in its order with thumbnails, prices or "price on request", and availability', async () => {
    const { text, sizes } = await pdfOf(owner, 'priceList', { iids: `${moonJar.iid},${print.iid}`, locale: 'ko' });
    expect(sizes[0]).toEqual([0, 0, 595, 842]);
    expect(text).toContain('가격표');
    expect(text).toContain('선택한 작품');
    expect(text).toContain('작품 2점');
    expect(text).toContain('₩12,000,000');
    expect(text).toContain('가격 문의');
    expect(text).toContain('에디션 10점 + AP 2점');
    expect(text.indexOf('달항아리')).toBeLessThan(text.indexOf('새벽'));
    expect(text).toContain('1 / 1 페이지');
  });

  it('lists a folder, an exhibition and a fair booth', async () => {
    const folder = await pdfOf(owner, 'priceList', { fid, locale: 'en', paper: 'letter' });
    expect(folder.sizes[0]).toEqual([0, 0, 612, 792]);
    expect(folder.text).toContain('아트페어 2027');
    expect(folder.text).toContain('Dawn');
    expect(folder.text).not.toContain('Moon Jar');
    const exhibition = await pdfOf(owner, 'priceList', { exhibitionid, locale: 'en' });
    expect(exhibition.text).toContain('Sea');
    expect(exhibition.text).toContain('2 works');
    expect(exhibition.text.indexOf('Dawn')).toBeLessThan(exhibition.text.indexOf('Moon Jar'));
    const booth = await pdfOf(owner, 'priceList', { participantid: participantId, locale: 'en' });
    expect(booth.text).toContain('Seoul Art Fair');
    expect(booth.text).toContain('Booth A12');
    expect(booth.text).toContain('Moon Jar');
    expect(booth.text).not.toContain('Dawn');
    expect(booth.text).toContain('₩12,000,000');
  });

  it('runs over pages with page numbers and stays small: thumbnails, not the images', async () => {
    const many = [];
    for (let index = 0; index < 24; index++) many.push((await addWork({ title: `연작 ${index + 1}` })).iid);
    const { raw, pages, text } = await pdfOf(owner, 'priceList', { iids: many.join(','), locale: 'en' });
    expect(pages.length).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).toContain('연작 24');
    // About 15 KB a work with its thumbnail: 200 works stay a few MB.
    expect(raw.length / many.length).toBeLessThan(30_000);
  }, 120_000);

  it('gives a member only what is open to members', async () => {
    const all = `${moonJar.iid},${closed.item.id}`;
    expect((await documentOf(owner, 'priceList', { iids: all })).statusCode).toBe(200);
    expect((await documentOf(member, 'priceList', { iids: all })).statusCode).toBe(404);
    expect((await pdfOf(member, 'priceList', { iids: moonJar.iid })).text).toContain('달항아리');
  });

  it("refuses another workspace's records, booth and exhibition", async () => {
    expect((await documentOf(owner, 'priceList', { iids: `${moonJar.iid},${strangersWork.item.id}` })).statusCode).toBe(
      404,
    );
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/document/priceList?${new URLSearchParams({ gid: stranger.gid, exhibitionid }).toString()}`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    const organiserSide = await t.app.inject({
      method: 'GET',
      url: `/api/document/priceList?${new URLSearchParams({ gid: organiser.gid, participantid: participantId }).toString()}`,
      headers: organiser.auth,
    });
    expect(organiserSide.statusCode).toBe(404);
  });

  it('answers 400 without exactly one source or with a bad value, 401 without a session', async () => {
    const queries: Record<string, string>[] = [
      {},
      { iids: moonJar.iid, fid },
      { iids: '' },
      { iids: moonJar.iid, paper: 'legal' },
    ];
    for (const query of queries) {
      const response = await documentOf(owner, 'priceList', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await documentOf(null, 'priceList', { iids: moonJar.iid })).statusCode).toBe(401);
  });
});
