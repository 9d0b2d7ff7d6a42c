import { ID_MAX, UserType, type PublicWorkDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artists, artworks, siteDomains } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/** GET `/search/work/{aid}`: the public page of one published work (an addition to SPEC §7). */

let t: TestApp;
let gallery: SignedInUser;
let studio: SignedInUser;
const aid: Record<string, string> = {};

const read = (id: string, user?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: `/api/search/work/${encodeURIComponent(id)}`, headers: user?.auth ?? {} });

async function work(name: string, gid: string, fields: Parameters<typeof createArtwork>[1] = { gid }) {
  const { artwork } = await createArtwork(t.database.db, { ...fields, gid, title: name });
  aid[name] = artwork.id;
  return artwork.id;
}

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: UserType.gallery, name: '환기 갤러리' });
  studio = await createUser(t.app, t.database.db, { type: UserType.artist });
  const whanki = newId();
  await t.database.db
    .insert(artists)
    .values({ id: whanki, galleryId: gallery.gid, name: '김환기', nameEn: 'Kim Whanki' });
  await work('jar', gallery.gid, {
    gid: gallery.gid,
    artistId: whanki,
    year: 1958,
    priceAmount: 50_000_000,
    priceDisplay: 'exact',
    published: true,
  });
  await work('universe', gallery.gid, {
    gid: gallery.gid,
    artistId: whanki,
    priceAmount: 13_000_000_000,
    priceDisplay: 'hidden',
    published: true,
  });
  await work('asked', studio.gid, {
    gid: studio.gid,
    priceAmount: 2_000_000,
    priceDisplay: 'on_request',
    published: true,
  });
  await work('draft', gallery.gid, { gid: gallery.gid, published: false });
  await work('trashed', gallery.gid, { gid: gallery.gid, published: true });
  await t.database.db.update(artworks).set({ deletedAt: new Date() }).where(eq(artworks.id, aid.trashed!));
  // The gallery's site is live; the artist's is not.
  await t.database.db.insert(siteDomains).values([
    { id: newId(), galleryId: gallery.gid, name: 'whanki', live: true },
    { id: newId(), galleryId: studio.gid, name: 'quiet-studio', live: false },
  ]);
});
afterAll(() => t.close());

describe('GET /search/work/{aid}', () => {
  it('answers a published work as the public sees it, with its gallery and the live site', async () => {
    const answer = await read(aid.jar!);
    expect(answer.statusCode, answer.body).toBe(200);
    const { work, gallery: shownBy } = answer.json<PublicWorkDto>();
    expect(work).toMatchObject({ aid: aid.jar, title: 'jar', artistName: '김환기', year: 1958, published: true });
    expect(work.price).toEqual({ amount: 50_000_000, currency: 'KRW', display: 'exact' });
    expect(shownBy).toEqual({ gid: gallery.gid, name: expect.any(String), nameEn: null, sitePath: '/web/whanki' });
  });

  it('never shows a hidden or on-request price, not even to the owner, and no site that is not live', async () => {
    const universe = await read(aid.universe!, gallery);
    expect(universe.statusCode).toBe(200);
    expect(universe.json<PublicWorkDto>().work.price).toBeNull();
    expect(universe.body).not.toContain('13000000000');

    const asked = (await read(aid.asked!)).json<PublicWorkDto>();
    expect(asked.work.price).toEqual({ amount: null, currency: 'KRW', display: 'on_request' });
    expect(asked.gallery.sitePath).toBeNull();
    expect(JSON.stringify(asked)).not.toContain('quiet-studio');
  });

  it('is the same 404 for unpublished, deleted and unknown works, even to their owner', async () => {
    for (const id of [aid.draft!, aid.trashed!, newId()]) {
      for (const user of [undefined, gallery]) {
        const answer = await read(id, user);
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
  });

  it('answers a 4xx in the error shape for a malformed id (the router refuses overlong ones with 414)', async () => {
    for (const [id, status] of [
      ['bad\u0000id', 400],
      ['x'.repeat(ID_MAX + 1), 414],
    ] as const) {
      const answer = await read(id);
      expect(answer.statusCode, id).toBe(status);
      expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
