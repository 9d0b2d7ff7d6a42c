import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, shares } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { makeImage } from '../../platform/images/test-images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

type Urls = { thumbnail: string; medium: string; large: string; original?: string };
interface Work {
  iid: string;
  aid: string;
  urls: Urls;
}

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let collector: SignedInUser;
let stranger: SignedInUser;
let gid: string;
let privateWork: Work;
let publishedWork: Work;

async function addWork(data: Record<string, unknown>): Promise<Work> {
  const body = await multipartBody(data, [{ name: 'work.jpg', bytes: await makeImage('jpeg') }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/item',
    payload: body.payload,
    headers: { ...owner.auth, gid, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  const item = response.json<{ iid: string; artwork: { aid: string; images: { urls: Urls }[] } }>();
  return { iid: item.iid, aid: item.artwork.aid, urls: item.artwork.images[0]!.urls };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  member = await createUser(t.app, t.database.db, { type: 0 });
  await addMember(t.database.db, gid, member.uid);
  collector = await createUser(t.app, t.database.db, { type: 3 });
  stranger = await createUser(t.app, t.database.db, { type: 0 });
  privateWork = await addWork({ title: 'Unshared' });
  publishedWork = await addWork({ title: 'On the website', published: true });
  // The collector is offered the private work.
  await t.database.db.insert(shares).values({
    id: newId(),
    galleryId: gid,
    artworkId: privateWork.aid,
    shareuid: collector.uid,
    shareprice: 1_000_000,
    shareat: new Date(),
    state: 1,
    createdBy: owner.uid,
  });
});
afterAll(() => t.close());

describe('originals', () => {
  it('are served to members of the workspace, by bearer token or cookie, and never cached by others', async () => {
    const original = privateWork.urls.original!;
    expect(original).toMatch(/\/original\.jpg$/);
    for (const headers of [owner.auth, { cookie: owner.cookie }, member.auth]) {
      const response = await get(original, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('are a 404 to anyone else: anonymous, another workspace, the recipient of an offer', async () => {
    const callers: Record<string, string>[] = [
      {},
      stranger.auth,
      { cookie: stranger.cookie },
      collector.auth,
      { authorization: 'Bearer x' },
    ];
    for (const headers of callers) {
      expect((await get(privateWork.urls.original!, headers)).statusCode).toBe(404);
      expect((await get(publishedWork.urls.original!, headers)).statusCode).toBe(404);
    }
  });

  it('are a 404 to a member kept out of the work by its access level', async () => {
    const closed = await addWork({ title: 'Closed' });
    await t.database.db.update(inventoryItems).set({ accessLevel: -1 }).where(eq(inventoryItems.id, closed.iid));
    expect((await get(closed.urls.original!, member.auth)).statusCode).toBe(404);
    expect((await get(closed.urls.original!, owner.auth)).statusCode).toBe(200);
  });

  it('of a work in the trash stay with its members only', async () => {
    const trashed = await addWork({ title: 'Trashed', published: true });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/item/delete',
      headers: { ...owner.auth, gid },
      payload: { iids: [trashed.iid] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const headers of [{}, stranger.auth, collector.auth] as Record<string, string>[]) {
      expect((await get(trashed.urls.original!, headers)).statusCode).toBe(404);
    }
    expect((await get(trashed.urls.original!, owner.auth)).statusCode).toBe(200);
  });

  it('of a logo are the workspace’s only', async () => {
    const body = await multipartBody({ about: 'With a logo' }, [
      { field: 'logo', name: 'logo.png', bytes: await makeImage('png', { width: 64, height: 64 }) },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gallery/setting',
      payload: body.payload,
      headers: { ...owner.auth, gid, ...body.headers },
    });
    const logo = saved.json<{ logo: Urls }>().logo;
    expect((await get(logo.original!, owner.auth)).statusCode).toBe(200);
    expect((await get(logo.original!, stranger.auth)).statusCode).toBe(404);
    expect((await get(logo.thumbnail)).statusCode).toBe(200);
  });
});

describe('what outsiders are given', () => {
  it('the recipient’s view of an offered work carries the derivatives and no original', async () => {
    const detail = await get(`/api/artwork/detail/${privateWork.aid}`, collector.auth);
    expect(detail.statusCode, detail.body).toBe(200);
    const urls = detail.json<{ images: { urls: Urls }[] }>().images[0]!.urls;
    expect(urls).not.toHaveProperty('original');
    expect(urls).toEqual({
      thumbnail: privateWork.urls.thumbnail,
      medium: privateWork.urls.medium,
      large: privateWork.urls.large,
    });
    const offers = await get(`/api/artwork/shared/${collector.uid}`, collector.auth);
    expect(offers.statusCode, offers.body).toBe(200);
    expect(offers.body).toContain(privateWork.urls.thumbnail);
    expect(offers.body).not.toContain('original');
  });

  it('the public list of published works carries no original, and its derivatives are publicly cacheable', async () => {
    const list = await get('/api/artwork?size=50');
    expect(list.body).toContain(publishedWork.urls.large);
    expect(list.body).not.toContain('original');
    const large = await get(publishedWork.urls.large);
    expect(large.statusCode).toBe(200);
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('members still see the original in their own views', async () => {
    const detail = await get(`/api/artwork/detail/${privateWork.aid}`, member.auth);
    expect(detail.json<{ images: { urls: Urls }[] }>().images[0]!.urls.original).toBe(privateWork.urls.original);
  });
});
