import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../../db/factories/artwork.factory.js';
import { artworks } from '../../../db/schema/index.js';
import { injectMultipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser, type SignedInUser } from '../../../test/users.js';
import { structuredData } from '../../../test/structured-data.js';

// A public site in each of its languages (issue 18, ADR 038): titles, names and texts in the
// page's language, else the other one; schema.org names in the page's language with the other
// one as `alternateName`; both pages linked by hreflang.

let t: TestApp;
let gallery: SignedInUser;
let moonJar: string;
let whiteJar: string;
let origin: string;

const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const get = (url: string) => t.app.inject({ method: 'GET', url });
const asOwner = () => ({ ...gallery.auth, gid: gallery.gid });

beforeAll(async () => {
  t = await createTestApp();
  origin = t.app.ctx.config.publicUrl.replace(/\/$/, '');
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const artist = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/artist',
    data: { name: '김서연', nameEn: 'Seoyeon Kim' },
    headers: asOwner(),
  });
  const artistId = artist.json<{ artistid: string }>().artistid;
  moonJar = (await createArtwork(t.database.db, { gid: gallery.gid, title: '달항아리', artistId })).artwork.id;
  await t.database.db
    .update(artworks)
    .set({ titleEn: 'Moon Jar', description: '보름달 같은 백자.', descriptionEn: 'Porcelain, a full moon.' })
    .where(eq(artworks.id, moonJar));
  // A work titled only in Korean keeps that title on the English page.
  whiteJar = (await createArtwork(t.database.db, { gid: gallery.gid, title: '백자', artistId })).artwork.id;
  const site = await t.app.inject({
    method: 'PUT',
    url: '/api/ovr/domain',
    headers: asOwner(),
    payload: { name: 'bilingual', ...ALL },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/ovr/items',
    headers: asOwner(),
    payload: { aids: [moonJar, whiteJar] },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/ovr/domain/live',
    headers: asOwner(),
    payload: { domainid: site.json<{ domainid: string }>().domainid, live: true },
  });
});
afterAll(() => t.close());

describe('a public site page', () => {
  it("in English shows a work's English title, artist and description, and declares both languages", async () => {
    const page = await get(`/web/bilingual/works/moon-jar-${moonJar}?lang=en`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Moon Jar</h1>');
    expect(page.body).toContain('<title>Moon Jar · Seoyeon Kim · ');
    expect(page.body).toContain('Porcelain, a full moon.');
    expect(page.body).not.toContain('달항아리</h1>');
    expect(structuredData(page.body)[0]).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Moon Jar',
      alternateName: '달항아리',
      creator: { '@type': 'Person', name: 'Seoyeon Kim', alternateName: '김서연' },
      description: 'Porcelain, a full moon.',
    });
    // The page exists in both languages, and says so.
    const path = `/web/bilingual/works/moon-jar-${moonJar}`;
    expect(page.body).toContain(`<link rel="alternate" hreflang="ko" href="${origin}${path}" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${origin}${path}?lang=en" />`);
  });

  it('in Korean shows the Korean ones, declaring the English as the alternate', async () => {
    const page = await get(`/web/bilingual/works/moon-jar-${moonJar}`);
    expect(page.body).toContain('<h1>달항아리</h1>');
    expect(page.body).toContain('보름달 같은 백자.');
    expect(structuredData(page.body)[0]).toMatchObject({
      name: '달항아리',
      alternateName: 'Moon Jar',
      creator: { name: '김서연', alternateName: 'Seoyeon Kim' },
    });
  });

  it('keeps the only title a work has in either language, with no alternate to declare', async () => {
    const list = await get('/web/bilingual/works?lang=en');
    expect(list.body).toContain('<h3>Moon Jar</h3>');
    expect(list.body).toContain('<h3>백자</h3>');
    expect(list.body).toContain('Seoyeon Kim');
    const slug = [...list.body.matchAll(/href="\/web\/bilingual\/works\/([^"?]+)\?lang=en"/g)]
      .map((match) => match[1]!)
      .find((found) => found.endsWith(whiteJar));
    const page = await get(`/web/bilingual/works/${slug}?lang=en`);
    const [artwork] = structuredData(page.body);
    expect(artwork).toMatchObject({ name: '백자' });
    expect(artwork).not.toHaveProperty('alternateName');
  });
});
