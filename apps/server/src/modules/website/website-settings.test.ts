import { DEFAULT_SITE_SETTINGS, type SiteSeoDto, type SiteSettingsConfigDto } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let gallery: SignedInUser;

const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const call = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, user = gallery) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid: user.gid }, ...(payload && { payload }) });
const config = async () => (await call('GET', '/api/websettings/config')).json<SiteSettingsConfigDto>();
const page = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const inbox = async () =>
  (await call('GET', '/api/inbox')).json<{ items: { message: string; source: { kind: string; path?: string } }[] }>()
    .items;

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const { artwork } = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Moon Jar' });
  const site = (await call('PUT', '/api/ovr/domain', { name: 'moonlight', ...ALL })).json<{ domainid: string }>();
  await call('PUT', '/api/ovr/items', { aids: [artwork.id] });
  await call('PUT', '/api/ovr/domain/live', { domainid: site.domainid, live: true });
});
afterAll(() => t.close());

describe('website settings', () => {
  it('start from the defaults, are saved once with POST and changed in part with PUT', async () => {
    expect(await config()).toMatchObject({ ...DEFAULT_SITE_SETTINGS, saved: false, updatedAt: null });
    const created = await call('POST', '/api/websettings', { ...DEFAULT_SITE_SETTINGS, template: 'minimal' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ template: 'minimal', saved: true });
    expect((await call('POST', '/api/websettings', DEFAULT_SITE_SETTINGS)).statusCode).toBe(409);

    const changed = await call('PUT', '/api/websettings', { template: 'editorial' });
    expect(changed.json()).toMatchObject({ template: 'editorial', menu: DEFAULT_SITE_SETTINGS.menu });
  });

  it('refuse what is malformed, or another workspace, and change nothing', async () => {
    const before = await config();
    for (const patch of [
      { template: 'fancy' },
      { menu: [{ kind: 'works' }, { kind: 'works' }] },
      { menu: [] },
      { menu: [{ kind: 'link', label: { ko: '상점' }, url: 'javascript:alert(1)' }] },
      { social: [{ network: 'myspace', url: 'https://example.com' }] },
      { analytics: { googleMeasurementId: 'UA-1234' } },
      { about: { ko: 'x'.repeat(10_001), en: '' } },
      { defaultLanguage: 'ja' },
    ]) {
      const refused = await call('PUT', '/api/websettings', patch);
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/websettings',
      headers: { ...stranger.auth, gid: gallery.gid },
      payload: { template: 'grid' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await config()).toEqual(before);
  });

  it("shape the site's pages: template, menu, about, social links, language and analytics", async () => {
    await call('PUT', '/api/websettings', {
      template: 'editorial',
      menu: [
        { kind: 'works' },
        { kind: 'home' },
        { kind: 'link', label: { ko: '상점', en: 'Shop' }, url: 'https://shop.example.com' },
      ],
      about: { ko: '달빛 아래의 갤러리', en: 'A gallery under the moon' },
      social: [{ network: 'instagram', url: 'https://instagram.com/moon.gallery' }],
      defaultLanguage: 'en',
      analytics: { googleMeasurementId: 'G-ABC123XYZ' },
    });
    const home = await page('/web/moonlight');
    expect(home.body).toContain('<html lang="en"');
    expect(home.body).toContain('class="t-editorial"');
    expect(home.body).toContain('A gallery under the moon');
    expect(home.body).toContain('href="https://shop.example.com"');
    expect(home.body).toContain('>Shop</a');
    expect(home.body).not.toContain('/web/moonlight/about"');
    expect(home.body.indexOf('/web/moonlight/works"')).toBeLessThan(home.body.indexOf('>Home</a'));
    expect(home.body).toContain('href="https://instagram.com/moon.gallery" rel="me noopener"');
    expect(home.body).toContain('data-ga="G-ABC123XYZ"');
    expect(String(home.headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
    // English plain, Korean at ?lang=ko; search engines are told which is the default.
    expect(home.body).toMatch(/hreflang="x-default" href="[^"]*\/web\/moonlight"/);
    const korean = await page('/web/moonlight?lang=ko');
    expect(korean.body).toContain('<html lang="ko"');
    expect(korean.body).toContain('달빛 아래의 갤러리');
    expect(korean.body).toContain('href="/web/moonlight/works?lang=ko"');

    // What the site tells search engines, as the settings page shows it.
    const seo = (await call('GET', '/api/ovr/seo')).json<SiteSeoDto>();
    const origin = t.app.ctx.config.publicUrl.replace(/\/$/, '');
    expect(seo).toMatchObject({
      url: `${origin}/web/moonlight`,
      description: { ko: '달빛 아래의 갤러리', en: 'A gallery under the moon' },
      alternates: {
        en: `${origin}/web/moonlight`,
        ko: `${origin}/web/moonlight?lang=ko`,
        'x-default': `${origin}/web/moonlight`,
      },
      sitemap: `${origin}/web/moonlight/sitemap.xml`,
      indexable: true,
    });
    expect(home.body).toContain(`<title>${seo.title.en}</title>`);

    // Its own words for search engines, when it has them.
    await call('PUT', '/api/websettings', {
      seo: {
        title: { ko: '달빛 갤러리 | 서울', en: 'Moonlight Gallery, Seoul' },
        description: { ko: '', en: 'Ceramics.' },
      },
    });
    const titled = await page('/web/moonlight');
    expect(titled.body).toContain('<title>Moonlight Gallery, Seoul</title>');
    expect(titled.body).toContain('<meta name="description" content="Ceramics." />');
    expect((await call('GET', '/api/ovr/seo')).json<SiteSeoDto>()).toMatchObject({
      title: { ko: '달빛 갤러리 | 서울', en: 'Moonlight Gallery, Seoul' },
      description: { ko: '달빛 아래의 갤러리', en: 'Ceramics.' },
    });
  });
});

describe('the contact page', () => {
  it('takes a message without script, into the inbox, and says so', async () => {
    const form = await page('/web/moonlight/contact');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('data-testid="site-contact-form"');
    const sent = await post('/web/moonlight/contact', {
      name: 'Ann',
      email: 'ann@collector.test',
      message: 'Is the Moon Jar still available?',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/web/moonlight/contact?sent=1');
    expect((await page(String(sent.headers.location))).body).toContain('data-testid="site-contact-sent"');
    expect(await inbox()).toEqual([
      expect.objectContaining({
        message: 'Is the Moon Jar still available?',
        source: expect.objectContaining({ kind: 'website', path: '/web/moonlight/contact' }),
      }),
    ]);
  });

  it('sends back an empty message or a bad address with what was written, and keeps nothing', async () => {
    const empty = await post('/web/moonlight/contact', { name: 'Bob', email: 'bob@collector.test', message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('role="alert"');
    expect(empty.body).toContain('value="bob@collector.test"');
    const badAddress = await post('/web/moonlight/contact', { email: 'not an address', message: 'Hello' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.body).toContain('>Hello</textarea>');
    // A robot that fills the hidden field is thanked, and nothing is kept.
    expect(
      (await post('/web/moonlight/contact', { message: 'Buy now', homepage: 'http://spam.test' })).statusCode,
    ).toBe(303);
    expect(await inbox()).toHaveLength(1);
  });

  it('has no form once the settings turn it off', async () => {
    await call('PUT', '/api/websettings', {
      contact: { hours: { ko: '화–일 11–18시', en: 'Tue–Sun 11–6' }, showForm: false },
    });
    const contact = await page('/web/moonlight/contact');
    expect(contact.body).not.toContain('site-contact-form');
    expect(contact.body).toContain('Tue–Sun 11–6');
    expect((await post('/web/moonlight/contact', { message: 'Hello' })).statusCode).toBe(404);
    expect(await inbox()).toHaveLength(1);
  });
});
