import { roomAvailabilityOf, SHARED_PAGE_CACHE_CONTROL, UserType, type PublicWorkDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks } from '../../db/schema/index.js';
import { holdAsCollector } from '../../test/holds.js';
import {
  expectChangeReachesPage,
  expectMadeForOnePerson,
  fetchCounted,
  galleryNameChange,
  shownWorkChanges,
  unpublishWork,
  type KeptPageProbe,
} from '../../test/kept-pages.js';
import { injectMultipartAs } from '../../test/multipart.js';
import { liveSite } from '../../test/sites.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// A published work's public answer and page (`/works/{aid}`) in the page cache (ADR 068), seen
// from outside: served again without a database query, made stale by each kind of change to what
// they show, and by no other. The probe: the work's year written straight to the database (no
// service, so nothing is made stale) shows only on a page rendered afresh. Needs the built web app.

let t: TestApp;
let gallery: SignedInUser;
let neighbour: SignedInUser;
let collector: SignedInUser;
let queries = 0;
let artistid: string;
const work = { jar: '', sibling: '', elsewhere: '' };

const fetched = (url: string, headers: Record<string, string> = {}) => fetchCounted(t, () => queries, url, headers);

const answer = () => fetched(`/api/search/work/${work.jar}`);
const page = () => fetched(`/works/${work.jar}`, { 'accept-language': 'en' });

/** The work's year changed behind the services' back: only an answer or page made afresh shows it. */
async function setYearQuietly(year: number) {
  await t.database.db.update(artworks).set({ year }).where(eq(artworks.id, work.jar));
}
const YEAR = 1958;
const PROBE = 1961;
const probe: KeptPageProbe = {
  page,
  writeQuietly: () => setYearQuietly(PROBE),
  shown: String(PROBE),
  undo: () => setYearQuietly(YEAR),
};

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: () => void (queries += 1) });
  [gallery, neighbour, collector] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.collector }),
  ]);
  artistid = (await injectMultipartAs(t.app, gallery, 'POST', '/api/artist', { name: 'Kim Whanki' })).json<{
    artistid: string;
  }>().artistid;
  const made = async (owner: SignedInUser, title: string) =>
    (await createArtwork(t.database.db, { gid: owner.gid, title, artistId: artistid, year: YEAR, published: true }))
      .artwork.id;
  work.jar = await made(gallery, 'Moon Jar');
  work.sibling = await made(gallery, 'Universe');
  work.elsewhere = (
    await createArtwork(t.database.db, { gid: neighbour.gid, title: 'Star', year: YEAR, published: true })
  ).artwork.id;
});
afterAll(() => t?.close());

describe("a published work's public answer and page, kept", () => {
  it('are made once, then served again without asking the database, with an ETag answered by 304', async () => {
    for (const get of [answer, page]) {
      const first = await get();
      expect(first.status, first.body).toBe(200);
      const again = await get();
      expect(again.queries).toBe(0);
      expect(again.body).toBe(first.body);
    }
    const kept = await page();
    expect(kept.body).toContain('Moon Jar');
    expect(kept.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(kept.headers['content-security-policy']).not.toMatch(/nonce-/);
    const revalidated = await fetched(`/works/${work.jar}`, {
      'accept-language': 'en',
      'if-none-match': String(kept.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.queries).toBe(0);
  });

  it('renders afresh for a signed-in person, and keeps no page of an unknown work', async () => {
    await page();
    expectMadeForOnePerson(await fetched(`/works/${work.jar}`, { cookie: collector.cookie, 'accept-language': 'en' }));

    for (let n = 0; n < 2; n += 1) {
      const unknown = await fetched(`/works/${work.jar}x`, { 'accept-language': 'en' });
      expect(unknown.status).toBe(404);
      expect(unknown.queries).toBeGreaterThan(0);
    }
  });

  it('a hold shows at once, on the answer and the page', async () => {
    await answer();
    await page();
    await setYearQuietly(PROBE);
    await holdAsCollector(t, gallery, collector, work.jar);

    const fresh = JSON.parse((await answer()).body) as PublicWorkDto;
    expect(fresh.work.year).toBe(PROBE);
    expect(roomAvailabilityOf(fresh.work.state)).toBe('on_hold');
    const rendered = await page();
    expect(rendered.body).toContain(String(PROBE));
    expect(rendered.body).toContain('data-availability="on_hold"');
    await setYearQuietly(YEAR);
  });

  // Each kind of change to what the page shows, and what the page then shows.
  it.each([
    ...shownWorkChanges(() => ({ t, owner: gallery, aid: work.jar, artistid })),
    galleryNameChange(() => ({ t, gallery })),
  ])('%s reaches the page', (_kind, change, shown) => expectChangeReachesPage(probe, change, shown));

  it("the gallery's site going live links to it", async () => {
    await page();
    await liveSite(t, gallery, 'whanki');
    expect((await page()).body).toContain('href="/web/whanki"');
  });

  it('stays kept through changes to what it does not show', async () => {
    const kept = await page();
    for (const [user, aid] of [
      [gallery, work.sibling],
      [neighbour, work.elsewhere],
    ] as const) {
      const edited = await injectMultipartAs(t.app, user, 'PUT', '/api/artwork', { title: 'Renamed' }, { aid });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const again = await page();
    expect(again.queries).toBe(0);
    expect(again.body).toBe(kept.body);
  });

  it('a work taken out of public view, or put in the trash, is gone from the answer and the page at once', async () => {
    expect((await page()).status).toBe(200);
    await unpublishWork(t, gallery, work.jar);
    expect((await answer()).status).toBe(404);
    expect((await page()).status).toBe(404);

    expect((await fetched(`/works/${work.sibling}`, { 'accept-language': 'en' })).status).toBe(200);
    const trashed = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/delete',
      headers: { ...gallery.auth, aid: work.sibling },
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await fetched(`/works/${work.sibling}`, { 'accept-language': 'en' })).status).toBe(404);
  });
});
