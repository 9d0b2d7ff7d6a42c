import { ArtworkState, UserType, type SearchResultDto } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let gallery: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: UserType.gallery });
});
afterAll(() => t.close());

async function search(q: string) {
  const answer = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SearchResultDto>();
}

function write(method: 'POST' | 'PUT', data: object, headers: Record<string, string> = {}) {
  return injectMultipart(t.app, {
    method,
    url: '/api/artwork',
    data,
    headers: { ...gallery.auth, gid: gallery.gid, ...headers },
  });
}

describe('search answers (kept in the page cache, ADR 032)', () => {
  it('show every change of a work at once: a new published work, a hold, a new title, unpublishing', async () => {
    expect((await search('Persimmon')).total).toBe(0);
    const created = await write('POST', { title: 'Persimmon Still Life', published: true });
    expect(created.statusCode, created.body).toBe(200);
    const aid = created.json<{ aid: string }>().aid;
    expect((await search('Persimmon')).items.map((work) => work.aid)).toEqual([aid]);
    // Asked twice in a row, the answer is the same (the second from the cache).
    expect((await search('Persimmon')).items.map((work) => work.aid)).toEqual([aid]);

    const held = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/state',
      headers: { ...gallery.auth, gid: gallery.gid },
      payload: { aid, state: ArtworkState.soldout },
    });
    expect(held.statusCode, held.body).toBe(200);
    const afterSale = await search('Persimmon');
    expect(afterSale.items[0]?.state).toBe(ArtworkState.soldout);
    expect(afterSale.facets.availability).toEqual([{ value: 'sold', count: 1 }]);

    expect((await write('PUT', { title: 'Quince Still Life' }, { aid })).statusCode).toBe(200);
    expect((await search('Persimmon')).total).toBe(0);
    expect((await search('Quince')).total).toBe(1);

    expect((await write('PUT', { published: false }, { aid })).statusCode).toBe(200);
    expect((await search('Quince')).total).toBe(0);
  });

  it('find works by where their gallery is: the region its address starts with, in Korean or English', async () => {
    const busan = await createUser(t.app, t.database.db, { type: UserType.gallery });
    const nowhere = await createUser(t.app, t.database.db, { type: UserType.gallery });
    const settle = async (user: SignedInUser, address: string | null) => {
      const answer = await injectMultipart(t.app, {
        method: 'PUT',
        url: '/api/gallery/setting',
        data: { address },
        headers: { ...user.auth, gid: user.gid },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const publish = async (user: SignedInUser, title: string) => {
      const answer = await injectMultipart(t.app, {
        method: 'POST',
        url: '/api/artwork',
        data: { title, published: true },
        headers: { ...user.auth, gid: user.gid },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ aid: string }>().aid;
    };
    const inSeoul = await publish(gallery, 'Tidewater One');
    const inBusan = await publish(busan, 'Tidewater Two');
    await publish(nowhere, 'Tidewater Three');
    expect((await search('Tidewater')).facets.location).toEqual([]);

    // The answer changes as soon as the addresses do (a gallery's settings touch the catalogue).
    await settle(gallery, '서울특별시 종로구 삼청로 30');
    await settle(busan, '12 Marine City 2-ro, Haeundae-gu, Busan');
    await settle(nowhere, 'Rue de Seine 7, Paris');
    const all = await search('Tidewater');
    expect(all.total).toBe(3);
    expect(all.facets.location).toEqual([
      { value: 'seoul', count: 1 },
      { value: 'busan', count: 1 },
    ]);
    const narrowed = await t.app.inject({ method: 'GET', url: '/api/search?q=Tidewater&location=busan' });
    const found = narrowed.json<SearchResultDto>();
    expect(found.items.map((work) => work.aid)).toEqual([inBusan]);
    // A facet's own filter is left out of its counts: Seoul stays reachable.
    expect(found.facets.location).toEqual(all.facets.location);
    expect(inSeoul).not.toBe(inBusan);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/search?q=Tidewater&location=atlantis' });
    expect(unknown.statusCode).toBe(400);
  });
});
