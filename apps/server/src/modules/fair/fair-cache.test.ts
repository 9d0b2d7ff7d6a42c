import { brotliDecompressSync } from 'node:zlib';
import { SHARED_PAGE_CACHE_CONTROL, UserType, type FairDto, type PublicFairDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { fairs } from '../../db/schema/index.js';
import { fairManagement, type FairCall } from '../../test/fairs.js';
import { holdAsCollector } from '../../test/holds.js';
import {
  expectChangeReachesPage,
  expectMadeForOnePerson,
  fetchCounted,
  galleryNameChange,
  shownWorkChanges,
  type KeptPageProbe,
} from '../../test/kept-pages.js';
import { injectMultipartAs } from '../../test/multipart.js';
import { liveSite } from '../../test/sites.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// A fair's public answer and page in the page cache (ADR 067), seen from outside: served again
// without a database query, and made stale by each kind of change to what they show, and by no
// other. The probe: the fair's last day written straight to the database (no service, so nothing
// is made stale) shows only on a page rendered afresh. Needs the built web app.

let t: TestApp;
let organiser: SignedInUser;
let gallery: SignedInUser;
let neighbour: SignedInUser;
let collector: SignedInUser;
let queries = 0;
let fairId: string;
let pageUrl: string;
const participant = { gallery: '', neighbour: '' };
let listId: string;
let artistid: string;
const work = { moon: '', river: '', unlisted: '', star: '' };

const api: FairCall = (...args) => fairManagement(t)(...args);
const as = (user: SignedInUser) => ({ gid: user.gid });

const fetched = (url: string, headers: Record<string, string> = {}) => fetchCounted(t, () => queries, url, headers);

const answer = () => fetched('/api/web/fair/exhibitors', { fairid: fairId });
const page = () => fetched(pageUrl, { 'accept-language': 'en' });

/** The fair's last day moved behind the services' back: only an answer or page made afresh shows it. */
async function moveLastDayQuietly(endDate: string) {
  await t.database.db.update(fairs).set({ endDate }).where(eq(fairs.id, fairId));
}
const PROBE = { endDate: '2027-03-09', shown: 'Mar 9, 2027' };
const LAST_DAY = '2027-03-04';
const probe: KeptPageProbe = {
  page,
  writeQuietly: () => moveLastDayQuietly(PROBE.endDate),
  shown: PROBE.shown,
  undo: () => moveLastDayQuietly(LAST_DAY),
};

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: () => void (queries += 1) });
  [organiser, gallery, neighbour, collector] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.fair }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.collector }),
  ]);
  artistid = (await injectMultipartAs(t.app, gallery, 'POST', '/api/artist', { name: 'Lee Kang' })).json<{
    artistid: string;
  }>().artistid;
  const made = (owner: SignedInUser, title: string, artistId?: string) =>
    createArtwork(t.database.db, { gid: owner.gid, title, ...(artistId && { artistId }) });
  work.moon = (await made(gallery, 'Moon Jar')).artwork.id;
  work.river = (await made(gallery, 'River', artistid)).artwork.id;
  work.unlisted = (await made(gallery, 'Unlisted')).artwork.id;
  work.star = (await made(neighbour, 'Star')).artwork.id;

  const fair = await api(organiser, 'POST', '/fair', as(organiser), {
    name: 'Cache Fair',
    nameEn: 'Cache Fair',
    startDate: '2027-03-01',
    endDate: LAST_DAY,
    sections: ['Galleries'],
    published: true,
  });
  fairId = fair.json<FairDto>().fairId;
  for (const [side, user, aids] of [
    ['gallery', gallery, [work.moon, work.river]],
    ['neighbour', neighbour, [work.star]],
  ] as const) {
    const joined = await api(user, 'POST', '/join', {}, { gid: user.gid, artFairId: fairId });
    participant[side] = joined.json<{ participantId: string }>().participantId;
    const list = await api(user, 'POST', '/fair/submission', as(user), {
      participantId: participant[side],
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids },
    });
    if (side === 'gallery') listId = list.json<{ id: string }>().id;
    await api(organiser, 'PUT', `/participant/${participant[side]}`, as(organiser), {
      status: 'accepted',
      booth: { number: side === 'gallery' ? 'A1' : 'B1' },
      section: 'Galleries',
    });
  }
  pageUrl = `/fair/${(JSON.parse((await answer()).body) as PublicFairDto).slug}`;
});
afterAll(() => t?.close());

describe("a fair's public answer and page, kept", () => {
  it('are made once, then served again without asking the database, with an ETag answered by 304', async () => {
    for (const get of [answer, page]) {
      await moveLastDayQuietly(LAST_DAY);
      const first = await get();
      expect(first.status).toBe(200);
      const again = await get();
      expect(again.queries).toBe(0);
      expect(again.body).toBe(first.body);
    }
    const kept = await page();
    expect(kept.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(kept.headers['content-security-policy']).not.toMatch(/nonce-/);
    const revalidated = await fetched(pageUrl, {
      'accept-language': 'en',
      'if-none-match': String(kept.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.queries).toBe(0);
    // Compressed as the browser asks, like a static file: the same bytes each time.
    const compressed = () =>
      t.app.inject({ method: 'GET', url: pageUrl, headers: { 'accept-language': 'en', 'accept-encoding': 'br' } });
    const [one, two] = [await compressed(), await compressed()];
    expect(one.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(one.rawPayload).toString()).toBe(kept.body);
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
  });

  it('renders afresh for a signed-in person, whose page is their own', async () => {
    await page();
    expectMadeForOnePerson(await fetched(pageUrl, { cookie: collector.cookie, 'accept-language': 'en' }));
  });

  it('serves one copy to visitors who arrive with tracking parameters', async () => {
    const kept = await page();
    const tracked = await fetched(`${pageUrl}?utm_source=instagram&fbclid=IwAR0abc`, { 'accept-language': 'en' });
    expect(tracked.status).toBe(200);
    expect(tracked.queries).toBe(0);
    expect(tracked.body).toBe(kept.body);
  });

  it('keeps each language apart', async () => {
    const english = await page();
    const korean = await fetched(pageUrl, { 'accept-language': 'ko' });
    expect(english.body).toContain('lang="en"');
    expect(korean.body).toContain('lang="ko"');
    expect((await fetched(pageUrl, { 'accept-language': 'ko' })).queries).toBe(0);
  });

  it('a hold on a listed work shows at once, on the answer and the page', async () => {
    await answer();
    await page();
    await moveLastDayQuietly(PROBE.endDate);
    await holdAsCollector(t, gallery, collector, work.moon);

    const fresh = JSON.parse((await answer()).body) as PublicFairDto;
    expect(fresh.fair.endDate).toBe(PROBE.endDate);
    const moon = fresh.exhibitors.flatMap((exhibitor) => exhibitor.works).find((listed) => listed.aid === work.moon);
    expect(moon?.availability).toBe('on_hold');
    const rendered = await page();
    expect(rendered.body).toContain(PROBE.shown);
    expect(rendered.body).toMatch(new RegExp(`data-aid="${work.moon}"[\\s\\S]*?data-availability="on_hold"`));
    await moveLastDayQuietly(LAST_DAY);
  });

  // Each kind of change to what the page shows, and what the page then shows.
  it.each([
    [
      'the fair itself (its venue)',
      () => api(organiser, 'PUT', '/fair', { ...as(organiser), fairid: fairId }, { venue: { name: 'Hall of Cache' } }),
      'Hall of Cache',
    ],
    [
      "an exhibitor's booth",
      () => api(organiser, 'PUT', `/participant/${participant.gallery}`, as(organiser), { booth: { number: 'C9' } }),
      'C9',
    ],
    ...shownWorkChanges(() => ({ t, owner: gallery, aid: work.moon, artistid })),
    galleryNameChange(() => ({ t, gallery: neighbour })),
  ])('%s reaches the page', (_kind, change, shown) => expectChangeReachesPage(probe, change, shown));

  it("an exhibitor's site going live links its name; a work put in the trash, or a list sent back, leaves", async () => {
    await page();
    await liveSite(t, gallery, 'cachefair');
    expect((await page()).body).toContain('href="/web/cachefair"');

    const trashed = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/delete',
      headers: { ...gallery.auth, aid: work.river },
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await page()).body).not.toContain(`data-aid="${work.river}"`);

    const sentBack = await api(organiser, 'PUT', `/fair/submission/${listId}`, as(organiser), {
      submissionStatus: 'rejected',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect((await page()).body).not.toContain(`data-aid="${work.moon}"`);
  });

  it('stays kept through changes to what it does not show', async () => {
    const kept = await page();
    const elsewhere = await injectMultipartAs(
      t.app,
      gallery,
      'PUT',
      '/api/artwork',
      { title: 'Still unlisted' },
      { aid: work.unlisted },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const otherFair = await api(organiser, 'POST', '/fair', as(organiser), {
      name: 'Another Fair',
      startDate: '2027-05-01',
      endDate: '2027-05-02',
      published: true,
    });
    expect(otherFair.statusCode, otherFair.body).toBe(200);
    const again = await page();
    expect(again.queries).toBe(0);
    expect(again.body).toBe(kept.body);
  });

  it("an exhibitor's closed account takes it off the page", async () => {
    expect((await page()).body).toContain(`data-gid="${neighbour.gid}"`);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { ...neighbour.auth, deleteuid: neighbour.uid },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await page()).body).not.toContain(`data-gid="${neighbour.gid}"`);
  });
});
