import {
  ArtworkState,
  UserType,
  type ArtworkDto,
  type Page,
  type SearchPlaceDto,
  type SearchResultDto,
  type SearchSuggestionsDto,
} from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, artworks, siteDomains, siteWorks } from '../../db/schema/index.js';
import { newId } from '../../platform/ids.js';
import { ContestClient } from '../../test/contests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';

let t: TestApp;
let admin: SignedInUser;
let gallery: SignedInUser;
let hidden: SignedInUser;
const aid: Record<string, string> = {};
let whanki: string;
let ufan: string;
let unseen: string;

type WorkFields = Partial<typeof artworks.$inferInsert> & { title: string };

/** A work written straight to the table, published unless told otherwise. */
async function work(name: string, gid: string, fields: WorkFields) {
  const id = newId();
  await t.database.db.insert(artworks).values({ id, galleryId: gid, published: true, ...fields });
  aid[name] = id;
  return id;
}

async function artist(gid: string, name: string, nameEn: string | null) {
  const id = newId();
  await t.database.db.insert(artists).values({ id, galleryId: gid, name, nameEn });
  return id;
}

const get = <T>(url: string, user?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: user?.auth ?? {} }).then((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  });
const search = (params: Record<string, string>) => get<SearchResultDto>(`/search?${new URLSearchParams(params)}`);
const found = async (params: Record<string, string>) => (await search(params)).items.map((item) => item.aid);

beforeAll(async () => {
  t = await createTestApp();
  const client = new ContestClient(t);
  admin = await client.admin();
  [gallery, hidden] = await client.users(UserType.gallery, UserType.gallery);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  whanki = await artist(gallery.gid, '김환기', 'Kim Whanki');
  ufan = await artist(gallery.gid, '이우환', 'Lee Ufan');
  unseen = await artist(gallery.gid, '박서보', 'Park Seobo');
  await work('jar', gallery.gid, {
    title: '항아리',
    titleEn: 'Jar',
    artistId: whanki,
    mediumType: 'painting',
    mediumText: 'Oil on canvas',
    year: 1958,
    height: 100,
    width: 80,
    priceAmount: 50_000_000,
    priceDisplay: 'exact',
    createdAt: day(1),
  });
  await work('universe', gallery.gid, {
    title: '우주 05-IV-71 #200',
    titleEn: 'Universe',
    artistId: whanki,
    mediumType: 'painting',
    year: 1971,
    height: 254,
    width: 254,
    priceAmount: 13_000_000_000,
    priceDisplay: 'hidden',
    state: ArtworkState.soldout,
    baseState: ArtworkState.soldout,
    createdAt: day(2),
  });
  await work('draft', gallery.gid, {
    title: '무제 김환기 습작',
    artistId: whanki,
    published: false,
    createdAt: day(3),
  });
  await work('trashed', gallery.gid, {
    title: 'Moon jar 달항아리',
    artistId: whanki,
    deletedAt: new Date(),
    createdAt: day(4),
  });
  await work('point', gallery.gid, {
    title: '점으로부터',
    titleEn: 'From Point',
    descriptionEn: 'Blue points on a white ground',
    artistId: ufan,
    mediumType: 'print',
    year: 1976,
    height: 40,
    width: 30,
    priceAmount: 3000,
    priceCurrency: 'USD',
    priceDisplay: 'exact',
    state: ArtworkState.holding,
    baseState: ArtworkState.ready,
    tags: ['minimalism', '단색화'],
    createdAt: day(5),
  });
  await work('painting', hidden.gid, {
    title: 'Painting',
    mediumType: 'painting',
    year: 2020,
    priceAmount: 2_000_000,
    priceDisplay: 'on_request',
    createdAt: day(6),
  });
  await work('series', hidden.gid, {
    title: 'Blue paintings, a series',
    mediumType: 'drawing',
    year: 2023,
    createdAt: day(7),
  });
  await work('study', hidden.gid, {
    title: 'Study of light',
    mediumType: 'photography',
    year: 2024,
    createdAt: day(8),
  });
  await work('unseenDraft', gallery.gid, { title: 'Écriture', artistId: unseen, published: false });
  // The first gallery's site is live and shows Kim's jar; the second has a site that is not live.
  await t.database.db.insert(siteDomains).values([
    { id: newId(), galleryId: gallery.gid, name: 'kim-gallery', live: true },
    { id: newId(), galleryId: hidden.gid, name: 'secret-studio', live: false },
  ]);
  await t.database.db.insert(siteWorks).values({ galleryId: gallery.gid, artworkId: aid.jar!, idx: 0 });
});
afterAll(() => t.close());

describe('GET /search', () => {
  it('finds works by part of a Korean name ("김환" → 김환기), never unpublished or deleted ones', async () => {
    const ids = await found({ q: '김환' });
    expect(ids.sort()).toEqual([aid.jar, aid.universe].sort());
    expect(await found({ q: '항아' })).toEqual([aid.jar]);
    expect(await found({ q: 'whanki' })).toHaveLength(2);
  });

  it('tolerates typos in Korean and English', async () => {
    expect((await found({ q: '김한기' })).sort()).toEqual([aid.jar, aid.universe].sort());
    expect((await found({ q: 'whanky' })).sort()).toEqual([aid.jar, aid.universe].sort());
    expect(await found({ q: '점으로부타' })).toEqual([aid.point]);
  });

  it('stems English words ("studies" finds "Study"), and matches tags, medium and descriptions', async () => {
    expect(await found({ q: 'studies' })).toEqual([aid.study]);
    expect(await found({ q: '단색화' })).toEqual([aid.point]);
    expect(await found({ q: 'oil canvas' })).toEqual([aid.jar]);
    expect(await found({ q: 'white ground' })).toEqual([aid.point]);
    expect(await found({ q: 'kim jar' })).toEqual([aid.jar]);
  });

  it('ranks an exact title first, then prefix and similarity, the newest last among equals', async () => {
    const ids = await found({ q: 'painting' });
    expect(ids[0]).toBe(aid.painting);
    expect(ids).toContain(aid.series);
    // Without a query: newest first.
    expect((await found({}))[0]).toBe(aid.study);
  });

  it('counts facets over what the text finds, each without its own filter', async () => {
    const all = await search({});
    expect(all.total).toBe(6);
    expect(all.facets.medium).toEqual([
      { value: 'painting', count: 3 },
      { value: 'drawing', count: 1 },
      { value: 'photography', count: 1 },
      { value: 'print', count: 1 },
    ]);
    expect(all.facets.availability).toEqual([
      { value: 'available', count: 4 },
      { value: 'on_hold', count: 1 },
      { value: 'sold', count: 1 },
    ]);
    expect(all.facets.sizeClass).toEqual([
      { value: 'small', count: 1 },
      { value: 'medium', count: 1 },
      { value: 'large', count: 1 },
    ]);
    expect(all.facets.decade.map((facet) => facet.value)).toEqual([2020, 1970, 1950]);

    const paintings = await search({ medium: 'painting' });
    expect(paintings.total).toBe(3);
    expect(paintings.facets.medium).toContainEqual({ value: 'print', count: 1 });
    expect(paintings.facets.availability).toEqual([
      { value: 'available', count: 2 },
      { value: 'sold', count: 1 },
    ]);

    const kim = await search({ q: '김환기', availability: 'sold' });
    expect(kim.items.map((item) => item.aid)).toEqual([aid.universe]);
    expect(await found({ sizeClass: 'small' })).toEqual([aid.point]);
    expect(await found({ yearFrom: '1970', yearTo: '1979' })).toEqual([aid.point, aid.universe]);
  });

  it('bands only prices shown exactly: a hidden or on-request price is neither counted nor found by band', async () => {
    const all = await search({});
    // The jar (50,000,000 KRW) and the print (3,000 USD at the reference rate); the hidden
    // 13,000,000,000 and the price on request are in no band.
    expect(all.facets.price).toEqual([
      { value: '1m_5m', count: 1 },
      { value: '20m_100m', count: 1 },
    ]);
    expect(await found({ price: 'over_100m' })).toEqual([]);
    expect(await found({ price: 'under_1m' })).toEqual([]);
    expect(await found({ price: '1m_5m' })).toEqual([aid.point]);
    const universe = (await search({ q: 'universe' })).items[0]!;
    expect(universe.price).toBeNull();
    const painting = (await search({ q: 'painting' })).items[0]!;
    expect(painting.price).toEqual({ amount: null, currency: 'KRW', display: 'on_request' });
    expect(JSON.stringify(await search({ q: '김환기' }))).not.toContain('13000000000');
  });

  it('answers 400 with the error shape for bad parameters', async () => {
    for (const query of [
      'size=1000',
      'page=-1',
      'medium=gold',
      'price=cheap',
      'sizeClass=huge',
      'yearFrom=old',
      `q=${'가'.repeat(101)}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('GET /search/gallery', () => {
  it('finds galleries with live sites and artists in public view, nothing else', async () => {
    const places = await get<Page<SearchPlaceDto>>('/search/gallery?size=50');
    const names = places.items.map((place) => `${place.kind}:${place.name}`);
    expect(names).toContain('artist:김환기');
    expect(names).toContain('artist:이우환');
    expect(names).not.toContain('artist:박서보');
    const galleries = places.items.filter((place) => place.kind === 'gallery');
    expect(galleries.map((place) => place.id)).toEqual([gallery.gid]);
    expect(galleries[0]!.domain).toBe('kim-gallery');
    expect(JSON.stringify(places)).not.toContain('secret-studio');
    expect(places.total).toBe(3);

    const kim = await get<Page<SearchPlaceDto>>(`/search/gallery?q=${encodeURIComponent('김환')}`);
    expect(kim.items[0]).toMatchObject({ kind: 'artist', id: whanki, domain: 'kim-gallery', works: 2 });
    expect((await get<Page<SearchPlaceDto>>('/search/gallery?q=kim-gal&kind=gallery')).items).toHaveLength(1);
  });

  it('lists an artist with her own live site once, as an artist, never her workspace as a gallery', async () => {
    const [painter] = await new ContestClient(t).users(UserType.artist);
    const self = await artist(painter.gid, '홍소연', 'Hong Soyeon');
    await work('selfPortrait', painter.gid, { title: '자화상', artistId: self });
    await t.database.db
      .insert(siteDomains)
      .values({ id: newId(), galleryId: painter.gid, name: 'hong-soyeon', live: true });
    // A query not asked before: answers are kept until a change the API makes, and these rows were written straight.
    const places = await get<Page<SearchPlaceDto>>('/search/gallery?size=40');
    const hers = places.items.filter((place) => place.gid === painter.gid);
    expect(hers.map((place) => `${place.kind}:${place.name}`)).toEqual(['artist:홍소연']);
  });
});

describe('GET /search/query/{q}', () => {
  it('gives a few works, artists and galleries as the query is typed', async () => {
    const quick = await get<SearchSuggestionsDto>(`/search/query/${encodeURIComponent('김환')}`);
    expect(quick.works.map((item) => item.aid).sort()).toEqual([aid.jar, aid.universe].sort());
    expect(quick.artists.map((place) => place.id)).toEqual([whanki]);
    expect(quick.galleries).toEqual([]);
  });
});

describe('staff picks', () => {
  it('are set by platform admins only, for published works, and listed publicly in order', async () => {
    const put = (user: SignedInUser, id: string, idx?: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/search/featured/${id}`,
        headers: user.auth,
        payload: idx === undefined ? {} : { idx },
      });
    expect((await put(gallery, aid.jar!)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/search/featured/${aid.jar}`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await put(admin, aid.draft!)).statusCode).toBe(404);
    expect((await put(admin, aid.trashed!)).statusCode).toBe(404);
    expect((await put(admin, aid.point!, 1)).statusCode).toBe(200);
    const picked = await put(admin, aid.jar!, 0);
    expect(picked.json()).toMatchObject({ aid: aid.jar, idx: 0 });

    const featured = await get<Page<ArtworkDto>>('/search/featured/all');
    expect(featured.items.map((item) => item.aid)).toEqual([aid.jar, aid.point]);
    expect(featured.total).toBe(2);

    const remove = (user: SignedInUser, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/search/featured/${id}`, headers: user.auth });
    expect((await remove(gallery, aid.jar!)).statusCode).toBe(403);
    expect((await remove(admin, aid.jar!)).statusCode).toBe(200);
    expect((await remove(admin, aid.jar!)).statusCode).toBe(404);
    expect((await get<Page<ArtworkDto>>('/search/featured/all')).items.map((item) => item.aid)).toEqual([aid.point]);
  });
});
