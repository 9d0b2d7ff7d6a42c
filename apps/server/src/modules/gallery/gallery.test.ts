import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { makeImage } from '../../platform/images/test-images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let gid: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
  gid = owner.gid;
});
afterAll(() => t.close());

async function send(
  user: SignedInUser,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: Parameters<typeof multipartBody>[1] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(data, files);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...user.auth, gid, ...body.headers, ...headers },
  });
}

describe('gallery settings', () => {
  it('reads and changes the settings with a logo; the hold period is the workspace’s', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/gallery/setting', headers: { ...owner.auth, gid } });
    expect(before.json()).toMatchObject({ gid, name: 'Gallery Hyun', holdDays: 7, logo: null });
    const changed = await send(
      owner,
      'PUT',
      '/api/gallery/setting',
      {
        name: '갤러리 현',
        nameen: 'Gallery Hyun',
        address: '서울 종로구',
        website: 'https://hyun.example',
        holdDays: 3,
        aboutEn: 'Contemporary ceramics.',
      },
      [{ field: 'logo', name: 'logo.png', bytes: await makeImage('png', { width: 200, height: 200 }) }],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: '갤러리 현',
      holdDays: 3,
      logo: { thumbnail: expect.stringMatching(/^\/files\/g\//) },
    });
    expect((await t.app.inject({ method: 'GET', url: changed.json().logo.thumbnail })).statusCode).toBe(200);
    const invalid = await send(owner, 'PUT', '/api/gallery/setting', { website: 'not a url', holdDays: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it('is refused to members and strangers', async () => {
    const stranger = await createUser(t.app, t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/gallery/setting', headers: { ...stranger.auth, gid } }))
        .statusCode,
    ).toBe(403);
    expect((await send(stranger, 'PUT', '/api/gallery/setting', { name: 'Taken over' })).statusCode).toBe(403);
  });
});

describe('artists', () => {
  it('adds, changes, lists and deletes artists; their works stay without one', async () => {
    const created = await send(
      owner,
      'POST',
      '/api/artist',
      { name: '김서연', nameEn: 'Seoyeon Kim', birthYear: 1987, nationality: 'KR' },
      [{ field: 'photo', name: 'portrait.jpg', bytes: await makeImage('jpeg') }],
    );
    expect(created.statusCode, created.body).toBe(200);
    const artistid = created.json().artistid as string;
    expect(created.json()).toMatchObject({ name: '김서연', photo: { medium: expect.any(String) }, artworkCount: 0 });

    const work = await createArtwork(t.database.db, { gid, title: 'By Seoyeon', artistId: artistid });
    const updated = await send(owner, 'PUT', '/api/artist', { biographyEn: 'Works in porcelain.' }, [], { artistid });
    expect(updated.json()).toMatchObject({ biographyEn: 'Works in porcelain.', artworkCount: 1 });
    const list = await t.app.inject({ method: 'GET', url: `/api/artist/gallery/${gid}`, headers: owner.auth });
    expect(list.json()).toEqual([expect.objectContaining({ artistid, name: '김서연' })]);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/inventory?q=Seoyeon',
      headers: { ...owner.auth, gid },
    });
    expect(search.json().items.map((item: { aid: string }) => item.aid)).toEqual([work.artwork.id]);

    const stranger = await createUser(t.app, t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/artist/${artistid}`, headers: stranger.auth })).statusCode,
    ).toBe(403);
    const strangerGid = stranger.gid;
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/artist/delete',
      headers: { ...stranger.auth, gid: strangerGid },
      payload: { artistids: [artistid] },
    });
    expect(sneaky.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/artist/delete',
      headers: { ...owner.auth, gid },
      payload: { artistids: [artistid] },
    });
    expect(removed.json()).toEqual({ deleted: 1 });
    const item = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/item',
      headers: { ...owner.auth, gid, iid: work.item.id },
    });
    expect(item.json().artwork).toMatchObject({ artistid: null, title: 'By Seoyeon' });
  });

  it('refuses an artwork naming an artist of another workspace', async () => {
    const other = await createUser(t.app, t.database.db, { type: 0 });
    const otherGid = other.gid;
    const theirs = (await send(other, 'POST', '/api/artist', { name: 'Their artist' }, [], { gid: otherGid })).json();
    const response = await send(owner, 'POST', '/api/inventory/item', { title: 'Borrowed', artistid: theirs.artistid });
    expect(response.statusCode).toBe(404);
  });
});
