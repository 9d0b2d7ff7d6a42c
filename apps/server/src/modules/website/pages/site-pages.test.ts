import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../../db/factories/artwork.factory.js';
import { ArtworkState } from '@vernissage/shared';
import { inventoryItems } from '../../../db/schema/index.js';
import { makeImage } from '../../../platform/images/test-images.js';
import { injectMultipart } from '../../../test/multipart.js';
import { HELMET_HEADERS } from '../../../platform/security.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser, type SignedInUser } from '../../../test/users.js';
import { structuredData } from '../../../test/structured-data.js';

let t: TestApp;
let gallery: SignedInUser;
let moonJar: string;
let secret: string;
let domainid: string;
let origin: string;

const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const owner = (method: 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...gallery.auth, gid: gallery.gid }, payload });

beforeAll(async () => {
  t = await createTestApp();
  origin = t.app.ctx.config.publicUrl.replace(/\/$/, '');
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const made = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/artwork',
    data: {
      title: '달항아리',
      titleEn: 'Moon Jar',
      year: 2023,
      price: { amount: 12_000_000 },
      description: 'Porcelain, a full moon.',
      medium: { type: 'sculpture', text: 'Porcelain' },
    },
    files: [{ name: 'moon.jpg', type: 'image/jpeg', bytes: await makeImage('jpeg', { width: 600, height: 800 }) }],
    headers: { ...gallery.auth, gid: gallery.gid },
  });
  moonJar = made.json<{ aid: string }>().aid;
  secret = (await createArtwork(t.database.db, { gid: gallery.gid, title: '<script>alert(1)</script>' })).artwork.id;
  const domain = await owner('PUT', '/api/ovr/domain', { name: 'moon', ...ALL });
  domainid = domain.json<{ domainid: string }>().domainid;
  await owner('PUT', '/api/ovr/items', { aids: [moonJar, secret] });
});
afterAll(() => t.close());

describe('site pages', () => {
  it('answer 404 until the site is live', async () => {
    for (const path of ['/web/moon', '/web/moon/works', '/web/moon/about', '/web/moon/sitemap.xml', '/web/nobody'])
      expect((await get(path)).statusCode, path).toBe(404);
    await owner('PUT', '/api/ovr/domain/live', { domainid, live: true });
  });

  it('render the home, works, work and about pages with their SEO', async () => {
    const home = await get('/web/moon');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/web/moon" />`);
    expect(home.body).toContain(`hreflang="en" href="${origin}/web/moon?lang=en"`);
    expect(structuredData(home.body)[0]).toMatchObject({
      '@type': 'ArtGallery',
      url: `${origin}/web/moon`,
    });

    const works = await get('/web/moon/works?lang=en');
    expect(works.body).toContain('<html lang="en">');
    expect(works.body).toContain('Moon Jar');
    const slug = /href="\/web\/moon\/works\/([^"?]+)\?lang=en"/.exec(works.body)?.[1];
    expect(slug).toBe(`moon-jar-${moonJar}`);

    const work = await get(`/web/moon/works/${slug}`);
    expect(work.statusCode).toBe(200);
    expect(work.body).toContain('<title>달항아리 · ');
    expect(work.body).toContain('₩12,000,000');
    // The picture at the sizes it exists in (600 × 800 is stored at 300 and 600 wide), its size
    // set, a blurred placeholder behind it.
    const img = /<img[^>]*>/s.exec(work.body)![0].replace(/\s+/g, ' ');
    expect(img).toMatch(/srcset="\/files\/\S+thumbnail\.webp 300w, \/files\/\S+medium\.webp 600w"/);
    expect(img).toContain('width="600" height="800"');
    expect(img).toContain("background-image:url('data:image/webp;base64,");
    const [artwork] = structuredData(work.body);
    expect(artwork).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: '달항아리',
      artMedium: 'Porcelain',
      dateCreated: '2023',
      offers: { '@type': 'Offer', price: 12_000_000, priceCurrency: 'KRW' },
    });
    expect(String(artwork!.image)).toMatch(/^http:\/\/localhost:3000\/files\/.+large\.webp$/);
    expect(work.body).toContain('og:image');

    expect((await get('/web/moon/works/no-such-work-xyz')).statusCode).toBe(404);
    // A link made under an earlier title moves to the current address.
    const moved = await get(`/web/moon/works/old-title-${moonJar}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/web/moon/works/${slug}`);
    expect((await get('/web/moon/about')).statusCode).toBe(200);
  });

  it('escape what owners type', async () => {
    const works = await get('/web/moon/works');
    expect(works.body).not.toContain('<script>alert(1)</script>');
    expect(works.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('allow their one inline script by hash, and answer 304 to an unchanged page', async () => {
    const home = await get('/web/moon');
    const script = /<script>(.*?)<\/script>/s.exec(home.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(home.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    const again = await get('/web/moon', { 'if-none-match': String(home.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('hide the price everywhere on the page when prices are off, and show a sale on the next load', async () => {
    await owner('PUT', '/api/ovr/domain', { name: 'moon', ...ALL, allowprice: false, allowdescription: false });
    const work = await get(`/web/moon/works/moon-jar-${moonJar}`);
    expect(work.body).not.toMatch(/12,000,000|12000000/);
    expect(work.body).not.toContain('Porcelain, a full moon.');
    expect(structuredData(work.body)[0]).not.toHaveProperty('offers');
    expect(work.body).toContain('data-availability="available"');

    const [item] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.artworkId, moonJar));
    const sold = await t.app.inject({
      method: 'PUT',
      url: '/api/inventory/item/state',
      headers: { ...gallery.auth, gid: gallery.gid },
      payload: { iid: item!.id, state: ArtworkState.soldout },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const page = await get(`/web/moon/works/moon-jar-${moonJar}`);
    expect(page.body).toContain('data-availability="sold"');
    expect(page.body).toContain('판매됨');
    const soldList = await get('/web/moon/works?availability=sold');
    expect(soldList.body.match(/data-testid="site-work"/g)).toHaveLength(1);
  });

  it('carry the same security headers as every other answer (set in one go, not by helmet)', async () => {
    const page = await get('/web/moon');
    const api = await get('/api/health');
    const ours = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'x-request-id']);
    const ownPolicy = new Set(['content-security-policy', 'cache-control', 'etag', 'vary']);
    const security = Object.entries(api.headers).filter(([name]) => !ours.has(name) && !ownPolicy.has(name));
    expect(security.length).toBeGreaterThan(5);
    for (const [name, value] of security) expect(page.headers[name], name).toBe(value);
    expect(Object.fromEntries(security)).toEqual(HELMET_HEADERS);
  });

  it("serve the platform's font from this process, and nothing else from its folder", async () => {
    const css = await get('/site-assets/fonts.css');
    expect(css.headers['content-type']).toContain('text/css');
    const file = /url\(\/site-assets\/fonts\/([^)]+\.woff2)\)/.exec(css.body)![1]!;
    expect(css.body).not.toContain('.woff)');
    const font = await get(`/site-assets/fonts/${file}`);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    for (const path of ['..%2F400.css', 'noto-sans-kr-x.woff2', '%2E%2E%2Fpackage.json'])
      expect((await get(`/site-assets/fonts/${path}`)).statusCode, path).toBe(404);
  });

  it('list exactly the public pages in the sitemap', async () => {
    const map = await get('/web/moon/sitemap.xml');
    expect(map.statusCode, map.body).toBe(200);
    expect(map.headers['content-type']).toContain('application/xml');
    const locations = [...map.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      [
        `${origin}/web/moon`,
        `${origin}/web/moon/works`,
        `${origin}/web/moon/about`,
        `${origin}/web/moon/works/moon-jar-${moonJar}`,
        `${origin}/web/moon/works/script-alert-1-script-${secret}`,
      ].sort(),
    );
  });

  it("are named in the platform's robots.txt while live, and the private rooms and the API are not crawled", async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /showcase/');
    expect(robots.body).toContain(`Sitemap: ${origin}/web/moon/sitemap.xml`);
  });

  it('answer 404 again, with nothing left over, once the site goes off line', async () => {
    await owner('PUT', '/api/ovr/domain/live', { domainid, live: false });
    for (const path of ['/web/moon', `/web/moon/works/moon-jar-${moonJar}`, '/web/moon/sitemap.xml'])
      expect((await get(path)).statusCode, path).toBe(404);
    expect((await get('/robots.txt')).body).not.toContain('/web/moon/');
  });
});
