import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/** Issue 18: the inventory finds and sorts works by either language. */
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  const artist = (await send('/api/artist', { name: '김서연', nameEn: 'Seoyeon Kim' })).json();
  await send('/api/inventory/item', { title: '달항아리', titleEn: 'Moon Jar', artistid: artist.artistid });
  await send('/api/inventory/item', { title: '나무', titleEn: 'Tree' });
  // Only a Korean title: the English one left blank counts as missing.
  await send('/api/inventory/item', { title: '가을', titleEn: '' });
});
afterAll(() => t.close());

async function send(url: string, data: unknown) {
  const body = await multipartBody(data);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...owner.auth, gid: owner.gid, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/inventory?${query}`, headers: { ...owner.auth, gid: owner.gid } });
const titles = async (query: string): Promise<string[]> =>
  (await list(query)).json<{ items: { artwork: { title: string } }[] }>().items.map((item) => item.artwork.title);

describe('the inventory in two languages', () => {
  it("finds a work by its English title and by its artist's English name, and gives both names", async () => {
    expect(await titles('q=moon')).toEqual(['달항아리']);
    const byArtist = (await list('q=seoyeon')).json();
    expect(byArtist.items).toHaveLength(1);
    expect(byArtist.items[0].artwork).toMatchObject({
      title: '달항아리',
      titleEn: 'Moon Jar',
      artistName: '김서연',
      artistNameEn: 'Seoyeon Kim',
    });
    expect(await titles('q=김서연')).toEqual(['달항아리']);
  });

  it('sorts by the title the reader sees: the English one in English, the Korean one where there is none', async () => {
    expect(await titles('sort=title&locale=en')).toEqual(['달항아리', '나무', '가을']);
    expect(await titles('sort=title&locale=ko')).toEqual(['가을', '나무', '달항아리']);
    expect(await titles('sort=title')).toEqual(['가을', '나무', '달항아리']);
  });

  it('refuses a language it does not know', async () => {
    const refused = await list('sort=title&locale=fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation' });
  });
});
