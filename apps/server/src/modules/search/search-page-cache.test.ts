import { SHARED_PAGE_BY_ADDRESS, SHARED_PAGE_CACHE_CONTROL, UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks } from '../../db/schema/index.js';
import { ContentClient } from '../../test/content.js';
import { holdAsCollector } from '../../test/holds.js';
import {
  expectChangeReachesPage,
  expectMadeForOnePerson,
  fetchCounted,
  shownWorkChanges,
  unpublishWork,
  type KeptPageProbe,
} from '../../test/kept-pages.js';
import { injectMultipartAs } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// Search's pages (`/search?…`) in the page cache (ADR 069), seen from outside: each address kept
// as a page of its own, served again without a database query, and made stale by changes to the
// catalogue or the staff picks. The probe: a work's year written straight to the database (no
// service, so nothing is made stale) shows only on a page rendered afresh. Needs the built web app.

let t: TestApp;
let content: ContentClient;
let admin: SignedInUser;
let gallery: SignedInUser;
let collector: SignedInUser;
let queries = 0;
let artistid: string;
const work = { jar: '', river: '' };

const fetched = (url: string, headers: Record<string, string> = {}) =>
  fetchCounted(t, () => queries, url, { 'accept-language': 'en', ...headers });
const MOON = '/search?q=Moon';
const RIVER = '/search?q=River';

async function setYearQuietly(year: number) {
  await t.database.db.update(artworks).set({ year }).where(eq(artworks.id, work.jar));
}
const YEAR = 1958;
const PROBE = 1961;
const probe: KeptPageProbe = {
  page: () => fetched(MOON),
  writeQuietly: () => setYearQuietly(PROBE),
  shown: `· ${PROBE}`,
  undo: () => setYearQuietly(YEAR),
};

/** The staff picks' part of a bare search page (they come before the results). */
const picksIn = (html: string) => html.slice(html.indexOf('data-testid="staff-picks"'), html.indexOf('search-results'));

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: () => void (queries += 1) });
  content = new ContentClient(t);
  admin = await content.admin();
  [gallery, collector] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.collector }),
  ]);
  artistid = (await injectMultipartAs(t.app, gallery, 'POST', '/api/artist', { name: 'Kim Whanki' })).json<{
    artistid: string;
  }>().artistid;
  const made = async (title: string) =>
    (await createArtwork(t.database.db, { gid: gallery.gid, title, artistId: artistid, year: YEAR, published: true }))
      .artwork.id;
  work.jar = await made('Moon Jar');
  work.river = await made('River at Dusk');
  const featured = await content.call(admin, 'PUT', `/search/featured/${work.jar}`, { body: { idx: 0 } });
  expect(featured.statusCode, featured.body).toBe(200);
});
afterAll(() => t?.close());

describe("search's pages, kept by their address", () => {
  it('are made once, then served again without asking the database, with an ETag answered by 304', async () => {
    const first = await fetched(MOON);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Moon Jar');
    expect(first.body).not.toContain('River at Dusk');
    const again = await fetched(MOON);
    expect(again.queries).toBe(0);
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(again.headers['content-security-policy']).not.toMatch(/nonce-/);
    // The mark that keeps it by its address stays on the server.
    expect(first.headers[SHARED_PAGE_BY_ADDRESS]).toBeUndefined();
    const revalidated = await fetched(MOON, { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.queries).toBe(0);
  });

  it('keeps each address as its own page: another query, and the bare page with the staff picks', async () => {
    const bare = await fetched('/search');
    expect(picksIn(bare.body)).toContain(`data-aid="${work.jar}"`);
    const river = await fetched(RIVER);
    expect(river.body).toContain('River at Dusk');
    expect(river.body).not.toContain('Moon Jar');
    expect(river.body).not.toContain('data-testid="staff-picks"');
    for (const [url, body] of [
      ['/search', bare.body],
      [RIVER, river.body],
      [MOON, (await fetched(MOON)).body],
    ] as const) {
      const again = await fetched(url);
      expect(again.queries, url).toBe(0);
      expect(again.body, url).toBe(body);
    }
  });

  it('renders an address too long to keep for each visitor, and sends no trace of the mark either', async () => {
    const long = `${MOON}&utm_content=${'x'.repeat(600)}`;
    for (let n = 0; n < 2; n += 1) {
      const rendered = await fetched(long);
      expect(rendered.status).toBe(200);
      // Rendered for this visitor (its own nonce), from the kept answer.
      expect(rendered.headers['content-security-policy']).toMatch(/nonce-/);
      expect(rendered.body).toContain('Moon Jar');
      expect(rendered.headers[SHARED_PAGE_BY_ADDRESS]).toBeUndefined();
    }
  });

  it('renders afresh for a signed-in person', async () => {
    await fetched(MOON);
    expectMadeForOnePerson(await fetched(MOON, { cookie: collector.cookie }));
  });

  it('a hold on a found work shows at once', async () => {
    await fetched(MOON);
    await setYearQuietly(PROBE);
    await holdAsCollector(t, gallery, collector, work.jar);
    const rendered = await fetched(MOON);
    expect(rendered.body).toContain(probe.shown);
    expect(rendered.body).toMatch(new RegExp(`data-aid="${work.jar}"[\\s\\S]*?data-availability="on_hold"`));
    await setYearQuietly(YEAR);
  });

  it.each(shownWorkChanges(() => ({ t, owner: gallery, aid: work.jar, artistid })))(
    '%s reaches the page',
    (_kind, change, shown) => expectChangeReachesPage(probe, change, shown),
  );

  it('a work featured, or no longer, reaches the page with the staff picks', async () => {
    expect(picksIn((await fetched('/search')).body)).not.toContain(`data-aid="${work.river}"`);
    const featured = await content.call(admin, 'PUT', `/search/featured/${work.river}`, { body: { idx: 1 } });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(picksIn((await fetched('/search')).body)).toContain(`data-aid="${work.river}"`);
    const unfeatured = await content.call(admin, 'DELETE', `/search/featured/${work.jar}`);
    expect(unfeatured.statusCode, unfeatured.body).toBe(200);
    expect(picksIn((await fetched('/search')).body)).not.toContain(`data-aid="${work.jar}"`);
  });

  it('a work taken out of public view leaves the results at once', async () => {
    expect((await fetched(MOON)).body).toContain(`data-aid="${work.jar}"`);
    await unpublishWork(t, gallery, work.jar);
    expect((await fetched(MOON)).body).not.toContain(`data-aid="${work.jar}"`);
  });
});
