import type { SiteDomainDto } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { startDnsTestServer } from '../../test/dns-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// Own host names (ADR 023), proven by a TXT record that a local DNS server answers, as the site
// owner's DNS provider would.

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsTestServer>>;
let gallery: SignedInUser;
let slug: string;

const HOST = 'www.gallery-moon.test';
const ALL = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };
const call = (user: SignedInUser, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid: user.gid }, ...(payload && { payload }) });
const onHost = (url: string, host = HOST) => t.app.inject({ method: 'GET', url, headers: { host } });
const siteOf = async (user = gallery) => (await call(user, 'GET', '/api/ovr/domain')).json<SiteDomainDto>();

beforeAll(async () => {
  dns = await startDnsTestServer();
  t = await createTestApp({ env: { SITE_DNS_SERVERS: dns.address } });
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  const { artwork } = await createArtwork(t.database.db, { gid: gallery.gid, title: 'Moon Jar' });
  const site = (await call(gallery, 'PUT', '/api/ovr/domain', { name: 'hosted', ...ALL })).json<SiteDomainDto>();
  await call(gallery, 'PUT', '/api/ovr/items', { aids: [artwork.id] });
  await call(gallery, 'PUT', '/api/ovr/domain/live', { domainid: site.domainid, live: true });
  slug = `moon-jar-${artwork.id}`;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('own host names', () => {
  it('tells which TXT record proves a host, and serves nothing there until it is found', async () => {
    const attached = await call(gallery, 'PUT', '/api/ovr/domain/host', { host: 'WWW.Gallery-Moon.test.' });
    expect(attached.statusCode, attached.body).toBe(200);
    const { host } = attached.json<SiteDomainDto>();
    expect(host).toMatchObject({
      name: HOST,
      verified: false,
      record: {
        type: 'TXT',
        name: `_vernissage.${HOST}`,
        value: expect.stringMatching(/^vernissage-site-verification=/),
      },
      target: new URL(t.app.ctx.config.publicUrl).hostname,
      problem: null,
    });
    expect((await onHost('/')).body).not.toContain('Moon Jar');

    const verify = async () => (await call(gallery, 'POST', '/api/ovr/domain/host/verify')).json<SiteDomainDto>().host;
    expect(await verify()).toMatchObject({ verified: false, problem: 'not_found' });
    dns.setTxt(host!.record.name, ['vernissage-site-verification=someone-elses']);
    expect(await verify()).toMatchObject({ verified: false, problem: 'mismatch' });
    expect((await onHost('/')).body).not.toContain('Moon Jar');

    dns.setTxt(host!.record.name, ['v=spf1 -all', host!.record.value]);
    const proven = await verify();
    expect(proven).toMatchObject({ verified: true, problem: null });
    expect(proven?.checkedAt).toEqual(expect.any(String));
  });

  it('serves the site at / on its host, with the host in every address', async () => {
    const home = await onHost('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Moon Jar');
    expect(home.body).toContain(`<link rel="canonical" href="http://${HOST}/"`);
    expect(home.body).toContain(`href="/works/${slug}"`);
    expect(home.body).not.toContain('/web/hosted');

    expect((await onHost(`/works/${slug}`)).body).toContain('<h1>Moon Jar</h1>');
    expect((await onHost('/?lang=en')).body).toContain('lang="en"');
    expect((await onHost('/', `${HOST}:3000`)).statusCode).toBe(200);
    const sitemap = await onHost('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>http://${HOST}/works/${slug}</loc>`);
    expect(sitemap.body).not.toContain('/web/hosted');
    expect((await onHost('/robots.txt')).body).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    // The pictures, fonts and the API are the platform's, on any host.
    expect((await onHost('/site-assets/fonts.css')).headers['content-type']).toContain('text/css');
    const file = await onHost('/files/g/nothing-here.webp');
    const platformFile = await t.app.inject({ method: 'GET', url: '/files/g/nothing-here.webp' });
    const answer = (response: typeof file) => [response.statusCode, response.json<{ message: string }>().message];
    expect(answer(file)).toEqual(answer(platformFile));
    expect((await onHost('/api/health')).statusCode).toBe(200);
    // Unknown pages are the site's 404.
    expect((await onHost('/login')).statusCode).toBe(404);

    // The platform's address of the site goes on as before.
    const platform = await t.app.inject({ method: 'GET', url: '/web/hosted' });
    expect(platform.body).toContain(`href="/web/hosted/works/${slug}"`);
  });

  it("refuses what is not a host name, the platform's own, or another site's, and changes nothing", async () => {
    for (const host of ['not a host', 'localhost', '127.0.0.1', 'example', `${'a'.repeat(250)}.com`, 42]) {
      const refused = await call(gallery, 'PUT', '/api/ovr/domain/host', { host });
      expect(refused.statusCode, String(host)).toBe(400);
    }
    const other = await createUser(t.app, t.database.db, { type: 0 });
    await call(other, 'PUT', '/api/ovr/domain', { name: 'other-site', ...ALL });
    const taken = await call(other, 'PUT', '/api/ovr/domain/host', { host: HOST.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect((await siteOf(other)).host).toBeNull();
    // Nobody changes another workspace's host.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/ovr/domain/host',
      headers: { ...other.auth, gid: gallery.gid },
      payload: { host: 'stolen.example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await siteOf()).host).toMatchObject({ name: HOST, verified: true });
  });

  it('lets the host go: it stops serving the site at once, and a new host needs a new record', async () => {
    const before = (await siteOf()).host!;
    const gone = await call(gallery, 'PUT', '/api/ovr/domain/host', { host: null });
    expect(gone.json<SiteDomainDto>().host).toBeNull();
    expect((await onHost('/')).body).not.toContain('Moon Jar');

    const again = (await call(gallery, 'PUT', '/api/ovr/domain/host', { host: HOST })).json<SiteDomainDto>().host!;
    expect(again.verified).toBe(false);
    expect(again.record.value).not.toBe(before.record.value);
    expect((await onHost('/')).body).not.toContain('Moon Jar');
  });
});
