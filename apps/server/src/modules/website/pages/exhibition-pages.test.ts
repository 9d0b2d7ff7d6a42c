import type { PublicSiteArtistDto, PublicSiteExhibitionDto, PublicSiteExhibitionSummaryDto } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../../db/factories/artwork.factory.js';
import { injectMultipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser, type SignedInUser } from '../../../test/users.js';
import { structuredData } from '../../../test/structured-data.js';

// The site's exhibitions and artists (ADR 025): JSON and pages, the site's toggles applied,
// schema.org that says what they are, and pages that follow every change.

let t: TestApp;
let gallery: SignedInUser;
let shown: string;
let hidden: string;
let artistid: string;
let moon: string;

const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const asOwner = () => ({ ...gallery.auth, gid: gallery.gid });
const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: asOwner(), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function exhibition(data: object): Promise<string> {
  const made = await injectMultipart(t.app, { method: 'POST', url: '/api/exhibition', data, headers: asOwner() });
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ exhibitionid: string }>().exhibitionid;
}

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const artist = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/artist',
    data: { name: '이강', nameEn: 'Kang Lee', birthYear: 1981, biography: '바다를 그린다.' },
    headers: asOwner(),
  });
  artistid = artist.json<{ artistid: string }>().artistid;
  moon = (await createArtwork(t.database.db, { gid: gallery.gid, title: 'Moon Jar', priceAmount: 7_000_000 })).artwork
    .id;
  const river = (await createArtwork(t.database.db, { gid: gallery.gid, title: 'River', artistId: artistid })).artwork
    .id;
  const site = (await call('PUT', '/api/ovr/domain', { name: 'shows', ...ALL })).json<{ domainid: string }>();
  await call('PUT', '/api/ovr/items', { aids: [moon, river] });
  await call('PUT', '/api/ovr/domain/live', { domainid: site.domainid, live: true });
  shown = await exhibition({
    title: '봄빛',
    titleEn: 'Spring Light',
    startDate: today,
    endDate: inDays(30),
    venue: { type: 'physical', name: 'Gallery Hyun', address: '서울 종로구 삼청로 1' },
    curator: 'Mina Park',
    pressText: '**Spring** in clay. <script>alert(1)</script>\n\n## The works\n\n### Clay',
    works: [{ aid: moon, caption: 'The first moon' }],
    published: true,
  });
  hidden = await exhibition({ title: 'Draft', startDate: today, endDate: today, works: [{ aid: river }] });
});
afterAll(() => t.close());

describe("the site's exhibitions", () => {
  it('lists published exhibitions only, and shows each with its works through the toggles', async () => {
    const list = (await get('/api/web/shows/exhibitions')).json<PublicSiteExhibitionSummaryDto[]>();
    expect(list).toEqual([
      expect.objectContaining({ exhibitionid: shown, status: 'current', slug: `spring-light-${shown}` }),
    ]);
    expect((await get(`/api/web/shows/exhibition/${hidden}`)).statusCode).toBe(404);

    const one = (await get(`/api/web/shows/exhibition/${shown}`)).json<PublicSiteExhibitionDto>();
    expect(one.works).toEqual([
      { caption: 'The first moon', work: expect.objectContaining({ aid: moon, price: expect.anything() }) },
    ]);
    expect(one.pressHtml).toContain('<strong>Spring</strong>');
    expect(one.pressHtml).not.toContain('<script');

    await call('PUT', '/api/ovr/domain', { name: 'shows', ...ALL, allowprice: false });
    const priceless = (await get(`/api/web/shows/exhibition/${shown}`)).json<PublicSiteExhibitionDto>();
    expect(priceless.works[0]!.work).not.toHaveProperty('price');
    const page = await get(`/web/shows/exhibitions/spring-light-${shown}?lang=en`);
    expect(page.body).not.toMatch(/7,000,000/);
    await call('PUT', '/api/ovr/domain', { name: 'shows', ...ALL });
  });

  it('renders the list and a page per exhibition, described as an ExhibitionEvent', async () => {
    const list = await get('/web/shows/exhibitions?lang=en');
    expect(list.statusCode).toBe(200);
    expect(list.body.match(/data-testid="site-exhibition"/g)).toHaveLength(1);
    expect(list.body).toContain(`href="/web/shows/exhibitions/spring-light-${shown}?lang=en"`);

    const page = await get(`/web/shows/exhibitions/spring-light-${shown}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Spring Light</h1>');
    expect(page.body).toContain('<strong>Spring</strong>');
    expect(page.body).not.toContain('<script>alert');
    // The press text's headings start right under the page's title, in order (written h4, h5).
    expect(page.body).toContain('<h2>The works</h2>');
    expect(page.body).toContain('<h3>Clay</h3>');
    expect(page.body).toContain('Mina Park');
    const event = structuredData(page.body).find((data) => data['@type'] === 'ExhibitionEvent');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Spring Light',
      startDate: today,
      endDate: inDays(30),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Gallery Hyun', address: '서울 종로구 삼청로 1' },
      organizer: expect.objectContaining({ '@type': 'ArtGallery' }),
      workFeatured: [expect.objectContaining({ '@type': 'VisualArtwork', name: 'Moon Jar' })],
    });
    // An old or shortened slug finds the exhibition and moves to its address.
    const moved = await get(`/web/shows/exhibitions/${shown}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/web/shows/exhibitions/spring-light-${shown}`);
    expect((await get(`/web/shows/exhibitions/draft-${hidden}`)).statusCode).toBe(404);
  });

  it('follows a change of the exhibition at once, and drops it when unpublished', async () => {
    const url = `/web/shows/exhibitions/spring-light-${shown}?lang=en`;
    await get(url);
    const changed = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/exhibition',
      data: { subtitle: 'Clay and light' },
      headers: { ...asOwner(), exhibitionid: shown },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(url)).body).toContain('Clay and light');
    await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/exhibition',
      data: { published: false },
      headers: { ...asOwner(), exhibitionid: shown },
    });
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('/web/shows/exhibitions')).body).not.toContain('site-exhibition"');
    await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/exhibition',
      data: { published: true },
      headers: { ...asOwner(), exhibitionid: shown },
    });
  });
});

describe("the site's artists", () => {
  it('are the artists of the works it shows, each with a page described as a Person', async () => {
    const artists = (await get('/api/web/shows/artists')).json<PublicSiteArtistDto[]>();
    expect(artists).toEqual([
      expect.objectContaining({ artistid, name: '이강', workCount: 1, slug: `kang-lee-${artistid}` }),
    ]);
    const list = await get('/web/shows/artists');
    expect(list.body.match(/data-testid="site-artist"/g)).toHaveLength(1);

    const page = await get(`/web/shows/artists/kang-lee-${artistid}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Kang Lee</h1>');
    expect(page.body).toContain('River');
    expect(page.body).not.toContain('Moon Jar</h3>');
    expect(structuredData(page.body).find((data) => data['@type'] === 'Person')).toMatchObject({
      name: 'Kang Lee',
      birthDate: '1981',
      description: '바다를 그린다.',
    });
    // The works list filters by artist, with a choice for each artist of the site's works.
    const other = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/artist',
      data: { name: '김하늘' },
      headers: asOwner(),
    });
    const otherId = other.json<{ artistid: string }>().artistid;
    await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/artwork',
      data: { artistid: otherId },
      headers: { ...asOwner(), aid: moon },
    });
    const all = await get('/web/shows/works');
    expect(all.body).toContain(`href="/web/shows/works?artist=${artistid}"`);
    expect(all.body).toContain(`href="/web/shows/works?artist=${otherId}"`);
    const theirs = await get(`/web/shows/works?artist=${artistid}`);
    expect(theirs.body.match(/data-testid="site-work"/g)).toHaveLength(1);
    expect(theirs.body).toContain('River');

    const one = await get(`/api/web/shows/artist/${artistid}`);
    expect(one.json()).toMatchObject({ name: '이강', works: [expect.objectContaining({ title: 'River' })] });
  });

  it('the sitemap lists the exhibitions and artists pages too, and nothing unpublished', async () => {
    const map = (await get('/web/shows/sitemap.xml')).body;
    expect(map).toContain('/web/shows/exhibitions</loc>');
    expect(map).toContain(`/web/shows/exhibitions/spring-light-${shown}</loc>`);
    expect(map).toContain(`/web/shows/artists/kang-lee-${artistid}</loc>`);
    expect(map).not.toContain(hidden);
  });
});
