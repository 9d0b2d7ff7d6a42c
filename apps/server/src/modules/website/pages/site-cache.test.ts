import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../../db/factories/artwork.factory.js';
import { artworks } from '../../../db/schema/index.js';
import { injectMultipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser, type SignedInUser } from '../../../test/users.js';

// The page cache (ADR 022), seen from outside: a page served again costs no database query, and
// each kind of change makes stale exactly the pages built from what it changed. A title written
// straight to the database (no service, so no invalidation) is the probe: a page that still shows
// the old title after a change was not touched by it.

let t: TestApp;
let gallery: SignedInUser;
let queries = 0;
let domainid: string;
const work = { moon: { aid: '', iid: '' }, river: { aid: '', iid: '' } };
let artistid: string;

const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const as = { headers: () => ({ ...gallery.auth, gid: gallery.gid }) };
const owner = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: as.headers(), payload });

async function page(url: string) {
  const before = queries;
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, queries: queries - before, headers: response.headers };
}

/** A title changed behind the services' back: only a page rendered afresh can show it. */
async function retitleQuietly(aid: string, title: string) {
  await t.database.db.update(artworks).set({ title }).where(eq(artworks.id, aid));
}

const workUrl = async (aid: string) => {
  const list = await t.app.inject({ method: 'GET', url: `/api/web/cache/artwork/${aid}` });
  return `/web/cache/works/${list.json<{ slug: string }>().slug}`;
};

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => void (queries += 1) });
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const artist = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/artist',
    data: { name: '이강' },
    headers: as.headers(),
  });
  artistid = artist.json<{ artistid: string }>().artistid;
  const moon = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Moon Jar', priceAmount: 9_000_000 });
  const river = await createArtwork(t.database.db, { gid: gallery.gid, title: 'River', artistId: artistid });
  work.moon = { aid: moon.artwork.id, iid: moon.item.id };
  work.river = { aid: river.artwork.id, iid: river.item.id };
  domainid = (await owner('PUT', '/api/ovr/domain', { name: 'cache', ...ALL })).json<{ domainid: string }>().domainid;
  await owner('PUT', '/api/ovr/items', { aids: [work.moon.aid, work.river.aid] });
  await owner('PUT', '/api/ovr/domain/live', { domainid, live: true });
});
afterAll(() => t.close());

describe('the site page cache', () => {
  it('renders a page once, then serves it again without asking the database', async () => {
    const first = await page('/web/cache');
    expect(first.status).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const again = await page('/web/cache');
    expect(again.body).toBe(first.body);
    expect(again.queries).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/web/cache',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // Browsers always ask again; a CDN keeps nothing past a change by default.
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate');
  });

  it('keeps each language and each list filter apart', async () => {
    const english = await page('/web/cache?lang=en');
    expect(english.body).toContain('lang="en"');
    expect((await page('/web/cache')).body).toContain('lang="ko"');
    const held = await page('/web/cache/works?availability=on_hold');
    expect(held.body).not.toContain('Moon Jar');
    expect((await page('/web/cache/works')).body).toContain('Moon Jar');
  });

  it("a work's hold reaches its page, the home and the filtered lists, and no other work's page", async () => {
    const moonUrl = await workUrl(work.moon.aid);
    const riverUrl = await workUrl(work.river.aid);
    await page(moonUrl);
    await page(riverUrl);
    await page('/web/cache/works?availability=on_hold');
    await retitleQuietly(work.river.aid, 'River (quietly renamed)');

    // A collector holds the work from a viewing room: the one entry of availability.
    const room = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/share',
      data: { title: 'For Ann', works: [{ aid: work.moon.aid }] },
      headers: as.headers(),
    });
    const ann = await createUser(t.app, t.database.db, { type: 3 });
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/share/url/${room.json<{ path: string }>().path}/hold`,
      headers: ann.auth,
      payload: { aid: work.moon.aid },
    });
    expect(held.statusCode, held.body).toBe(200);

    expect((await page(moonUrl)).body).toContain('data-availability="on_hold"');
    expect((await page('/web/cache/works?availability=on_hold')).body).toContain('Moon Jar');
    const river = await page(riverUrl);
    expect(river.queries).toBe(0);
    expect(river.body).not.toContain('quietly renamed');
    await retitleQuietly(work.river.aid, 'River');
  });

  it("a work's new title reaches its page and the sitemap's address for it", async () => {
    const moonUrl = await workUrl(work.moon.aid);
    expect((await page('/web/cache/sitemap.xml')).body).toContain('/works/moon-jar-');
    const changed = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/artwork',
      data: { title: 'Full Moon Jar' },
      headers: { ...as.headers(), aid: work.moon.aid },
    });
    expect(changed.statusCode).toBe(200);
    const moved = await t.app.inject({ method: 'GET', url: moonUrl });
    expect(moved.statusCode).toBe(301);
    expect((await page('/web/cache/sitemap.xml')).body).toContain('/works/full-moon-jar-');
    expect((await page(await workUrl(work.moon.aid))).body).toContain('Full Moon Jar');
  });

  it("an artist's new name reaches the pages of their works only", async () => {
    const moonUrl = await workUrl(work.moon.aid);
    const riverUrl = await workUrl(work.river.aid);
    await page(moonUrl);
    await page(riverUrl);
    await retitleQuietly(work.moon.aid, 'Moon (quietly renamed)');
    const renamed = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/artist',
      data: { name: '이강 (李江)' },
      headers: { ...as.headers(), artistid },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await page(riverUrl)).body).toContain('이강 (李江)');
    expect((await page(moonUrl)).body).not.toContain('quietly renamed');
    await retitleQuietly(work.moon.aid, 'Full Moon Jar');
  });

  it('a toggle reaches every page of the site at once', async () => {
    const moonUrl = await workUrl(work.moon.aid);
    expect((await page(moonUrl)).body).toMatch(/9,000,000/);
    await owner('PUT', '/api/ovr/domain', { name: 'cache', ...ALL, allowprice: false });
    for (const url of [moonUrl, '/web/cache', '/web/cache/works'])
      expect((await page(url)).body, url).not.toMatch(/9,000,000/);
    await owner('PUT', '/api/ovr/domain', { name: 'cache', ...ALL });
  });

  it('a changed gallery name reaches the about page', async () => {
    await page('/web/cache/about');
    const changed = await injectMultipart(t.app, {
      method: 'PUT',
      url: '/api/gallery/setting',
      data: { name: '캐시 갤러리' },
      headers: as.headers(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await page('/web/cache/about')).body).toContain('캐시 갤러리');
  });

  it('a work taken off the site, or put in the trash, leaves its pages and every list', async () => {
    const riverUrl = await workUrl(work.river.aid);
    await page(riverUrl);
    await page('/web/cache/works');
    await owner('PUT', '/api/ovr/items', { aids: [work.moon.aid] });
    expect((await page(riverUrl)).status).toBe(404);
    expect((await page('/web/cache/works')).body).not.toContain('River');

    await owner('PUT', '/api/ovr/items', { aids: [work.moon.aid, work.river.aid] });
    expect((await page('/web/cache/works')).body).toContain('River');
    const trashed = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/delete',
      headers: { ...gallery.auth, aid: work.river.aid },
    });
    expect(trashed.statusCode).toBe(200);
    expect((await page('/web/cache/works')).body).not.toContain('River');
    expect((await page('/web/cache/sitemap.xml')).body).not.toContain('river-');
  });

  it('nothing cached is served once the site goes off line, or after its name changes', async () => {
    for (const url of ['/web/cache', '/web/cache/works', '/web/cache/about', '/web/cache/sitemap.xml'])
      expect((await page(url)).status).toBe(200);
    await owner('PUT', '/api/ovr/domain/live', { domainid, live: false });
    for (const url of ['/web/cache', '/web/cache/works', '/web/cache/about', '/web/cache/sitemap.xml'])
      expect((await page(url)).status, url).toBe(404);

    await owner('PUT', '/api/ovr/domain/live', { domainid, live: true });
    expect((await page('/web/cache')).status).toBe(200);
    await owner('PUT', '/api/ovr/domain', { name: 'cached', ...ALL });
    expect((await page('/web/cache')).status).toBe(404);
    expect((await page('/web/cached')).status).toBe(200);
  });
});
