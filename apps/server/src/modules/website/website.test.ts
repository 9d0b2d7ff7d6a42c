import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, galleries, siteDomains, siteWorks, users } from '../../db/schema/index.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let gallery: SignedInUser;
let stranger: SignedInUser;
let artist: SignedInUser;
let aids: string[];

const TOGGLES_ON = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };

function putDomain(user: SignedInUser, body: Record<string, unknown>, gid = user.gid) {
  return t.app.inject({ method: 'PUT', url: '/api/ovr/domain', headers: { ...user.auth, gid }, payload: body });
}
function call(
  user: SignedInUser,
  method: 'GET' | 'PUT',
  url: string,
  extra: { headers?: Record<string, string>; payload?: unknown } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...user.auth, gid: user.gid, ...extra.headers },
    payload: extra.payload as object,
  });
}
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

async function domainRows() {
  return t.database.db.select().from(siteDomains);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  gallery = await createUser(t.app, db, { type: 0 });
  stranger = await createUser(t.app, db, { type: 0 });
  artist = await createUser(t.app, db, { type: 7 });
  await db
    .update(galleries)
    .set({ email: 'hello@moon.gallery', phone: '+82 2 555 0101', about: '달 갤러리' })
    .where(eq(galleries.id, gallery.gid));
  // Moon Jar is added as a person does, with a picture; the others straight to the database.
  const moonJar = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/artwork',
    data: { title: 'Moon Jar', price: { amount: 12_000_000 }, description: 'Porcelain, a full moon.' },
    files: [{ name: 'moon.jpg', type: 'image/jpeg', bytes: await makeImage('jpeg', { width: 400, height: 500 }) }],
    headers: { ...gallery.auth, gid: gallery.gid },
  });
  expect(moonJar.statusCode, moonJar.body).toBe(200);
  const made = await Promise.all([
    createArtwork(db, { gid: gallery.gid, title: '푸른 시간', priceAmount: 8_500_000 }),
    createArtwork(db, { gid: gallery.gid, title: 'Not shown', priceAmount: 100 }),
  ]);
  aids = [moonJar.json<{ aid: string }>().aid, ...made.map((work) => work.artwork.id)];
});
afterAll(() => t.close());

describe('a workspace sets up its site', () => {
  it('checks names: free, invalid, reserved', async () => {
    const check = (name: string) => call(gallery, 'GET', '/api/ovr/domain/exists', { headers: { name } });
    expect((await check('moon-gallery')).json()).toEqual({ name: 'moon-gallery', available: true, reason: null });
    expect((await check('-bad-')).json()).toMatchObject({ available: false, reason: 'invalid' });
    expect((await check('ab')).json()).toMatchObject({ available: false, reason: 'invalid' });
    expect((await check('달갤러리')).json()).toMatchObject({ available: false, reason: 'invalid' });
    expect((await check('admin')).json()).toMatchObject({ available: false, reason: 'reserved' });
  });

  it('has no site until it makes one, and makes it off line', async () => {
    expect((await call(gallery, 'GET', '/api/ovr/domain')).statusCode).toBe(404);
    const made = await putDomain(gallery, { name: 'Moon-Gallery', ...TOGGLES_ON, links: [] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      name: 'moon-gallery',
      live: false,
      path: '/web/moon-gallery',
      gid: gallery.gid,
    });
    expect((await call(gallery, 'GET', '/api/ovr/domain')).json()).toMatchObject({ name: 'moon-gallery' });
  });

  it('refuses a taken name (409), a reserved or malformed one (400), and changes nothing', async () => {
    const before = await domainRows();
    const taken = await putDomain(stranger, { name: 'moon-gallery', ...TOGGLES_ON });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ details: [{ field: 'name', message: 'is taken' }] });
    expect(
      (await call(stranger, 'GET', '/api/ovr/domain/exists', { headers: { name: 'moon-gallery' } })).json(),
    ).toMatchObject({
      available: false,
      reason: 'taken',
    });
    for (const body of [
      { name: 'www', ...TOGGLES_ON },
      { name: 'a b c', ...TOGGLES_ON },
      { name: 'fine-name', ...TOGGLES_ON, allowprice: 'yes' },
      { name: 'fine-name', allowprice: true },
      { name: 'fine-name', ...TOGGLES_ON, links: [{ label: 'x', url: 'javascript:alert(1)' }] },
    ]) {
      const refused = await putDomain(stranger, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await domainRows()).toEqual(before);
  });

  it("refuses another workspace's gid, a uid that is not the caller's, and anonymous callers", async () => {
    const before = await domainRows();
    expect((await putDomain(stranger, { name: 'stolen', ...TOGGLES_ON }, gallery.gid)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', '/api/ovr/domain', { headers: { gid: gallery.gid } })).statusCode).toBe(403);
    expect((await putDomain(gallery, { uid: stranger.uid, name: 'moon-gallery', ...TOGGLES_ON })).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/ovr/domain',
      headers: { gid: gallery.gid },
      payload: { name: 'x-y-z', ...TOGGLES_ON },
    });
    expect(anon.statusCode).toBe(401);
    const [domain] = before;
    const live = await call(stranger, 'PUT', '/api/ovr/domain/live', { payload: { domainid: domain!.id, live: true } });
    expect([403, 404]).toContain(live.statusCode);
    expect(await domainRows()).toEqual(before);
  });

  it('lets an artist without the pro plan read the website area but not change it', async () => {
    await t.database.db.update(users).set({ planid: 'abasic', planState: 'active' }).where(eq(users.id, artist.uid));
    expect((await putDomain(artist, { name: 'studio-kim', ...TOGGLES_ON })).statusCode).toBe(403);
    expect((await call(artist, 'GET', '/api/ovr/domain/exists', { headers: { name: 'studio-kim' } })).statusCode).toBe(
      200,
    );
    await t.database.db.update(users).set({ planid: 'apro', planState: 'active' }).where(eq(users.id, artist.uid));
    expect((await putDomain(artist, { name: 'studio-kim', ...TOGGLES_ON })).statusCode).toBe(200);
  });

  it('chooses works in order, only its own', async () => {
    const other = await createArtwork(t.database.db, { gid: stranger.gid, title: 'Theirs' });
    const before = await t.database.db.select().from(siteWorks);
    const foreign = await call(gallery, 'PUT', '/api/ovr/items', { payload: { aids: [aids[0], other.artwork.id] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ details: [{ field: 'aids.1' }] });
    expect((await call(gallery, 'PUT', '/api/ovr/items', { payload: { aids: [aids[0], aids[0]] } })).statusCode).toBe(
      400,
    );
    expect(await t.database.db.select().from(siteWorks)).toEqual(before);

    const chosen = await call(gallery, 'PUT', '/api/ovr/items', { payload: { aids: [aids[1], aids[0]] } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<{ title: string }[]>().map((work) => work.title)).toEqual(['푸른 시간', 'Moon Jar']);
    const listed = (await call(gallery, 'GET', '/api/ovr/items')).json<{ aid: string; slug: string }[]>();
    expect(listed.map((work) => work.aid)).toEqual([aids[1], aids[0]]);
    expect(listed[0]!.slug).toBe(`푸른-시간-${aids[1]}`);
    expect(listed[1]!.slug).toBe(`moon-jar-${aids[0]}`);
    expect((await call(gallery, 'GET', '/api/ovr/item', { headers: { aid: aids[2]! } })).statusCode).toBe(404);
  });
});

describe('the public web', () => {
  it('answers 404 while the site is off line, then shows it once live', async () => {
    expect((await anonymous('/api/web/moon-gallery/main')).statusCode).toBe(404);
    expect((await anonymous(`/api/web/moon-gallery/artwork/${aids[0]}`)).statusCode).toBe(404);
    expect((await anonymous('/api/web/nobody-here/main')).statusCode).toBe(404);
    const [domain] = (await domainRows()).filter((row) => row.galleryId === gallery.gid);
    const live = await call(gallery, 'PUT', '/api/ovr/domain/live', { payload: { domainid: domain!.id, live: true } });
    expect(live.json()).toMatchObject({ live: true });

    const main = await anonymous('/api/web/Moon-Gallery/main');
    expect(main.statusCode).toBe(200);
    const body = main.json<{ site: Record<string, unknown>; works: Record<string, unknown>[] }>();
    expect(body.site).toMatchObject({
      name: 'moon-gallery',
      kind: 'gallery',
      email: 'hello@moon.gallery',
      phone: '+82 2 555 0101',
    });
    expect(body.works.map((work) => work.title)).toEqual(['푸른 시간', 'Moon Jar']);
    expect(body.works[1]).toMatchObject({
      price: { amount: 12_000_000 },
      description: 'Porcelain, a full moon.',
      availability: 'available',
    });
    expect((body.works[1]!.images as unknown[]).length).toBe(1);
    expect(body.works[1]).not.toHaveProperty('location');
    expect(body.works[1]).not.toHaveProperty('stockNumber');
    // Not chosen for the site: not on it.
    expect((await anonymous(`/api/web/moon-gallery/artwork/${aids[2]}`)).statusCode).toBe(404);
    const directory = (await anonymous('/api/web/domains')).json<{ items: { name: string }[] }>();
    expect(directory.items.map((entry) => entry.name)).toContain('moon-gallery');
    expect(directory.items.map((entry) => entry.name)).not.toContain('studio-kim');
  });

  it('hides each toggled field in every response', async () => {
    const toggles = [
      ['allowprice', 'price', 'works'],
      ['allowdescription', 'description', 'works'],
      ['allowphoto', 'images', 'works'],
      ['allowemail', 'email', 'site'],
      ['allowphone', 'phone', 'site'],
    ] as const;
    for (const [toggle, field, where] of toggles) {
      expect((await putDomain(gallery, { name: 'moon-gallery', ...TOGGLES_ON, [toggle]: false })).statusCode).toBe(200);
      const texts = await Promise.all(
        ['/main', '/artworks', `/artwork/${aids[0]}`].map(
          async (path) => (await anonymous(`/api/web/moon-gallery${path}`)).body,
        ),
      );
      const main = JSON.parse(texts[0]!) as { site: Record<string, unknown>; works: Record<string, unknown>[] };
      if (where === 'site') expect(main.site, toggle).not.toHaveProperty(field);
      else if (field === 'images') for (const work of main.works) expect(work.images).toEqual([]);
      else for (const work of main.works) expect(work, toggle).not.toHaveProperty(field);
      const leaked = {
        price: '12000000',
        description: 'Porcelain',
        images: '/files/',
        email: 'hello@moon.gallery',
        phone: '555 0101',
      }[field];
      for (const text of texts) expect(text, `${toggle} leaked`).not.toContain(leaked);
    }
    await putDomain(gallery, { name: 'moon-gallery', ...TOGGLES_ON });
  });

  it('shows a hold as "on hold" and filters by availability', async () => {
    await t.database.db.update(artworks).set({ state: 2 }).where(eq(artworks.id, aids[0]!));
    const work = (await anonymous(`/api/web/moon-gallery/artwork/${aids[0]}`)).json<{ availability: string }>();
    expect(work.availability).toBe('on_hold');
    const held = (await anonymous('/api/web/moon-gallery/artworks?availability=on_hold')).json<{
      items: { aid: string }[];
      total: number;
    }>();
    expect(held.items.map((entry) => entry.aid)).toEqual([aids[0]]);
    expect(held.total).toBe(1);
    expect((await anonymous('/api/web/moon-gallery/artworks?availability=gone')).statusCode).toBe(400);
  });

  it('answers 404 again the moment the site goes off line', async () => {
    const [domain] = (await domainRows()).filter((row) => row.galleryId === gallery.gid);
    await call(gallery, 'PUT', '/api/ovr/domain/live', { payload: { domainid: domain!.id, live: false } });
    expect((await anonymous('/api/web/moon-gallery/main')).statusCode).toBe(404);
    expect((await anonymous('/api/web/moon-gallery/artworks')).statusCode).toBe(404);
  });
});
