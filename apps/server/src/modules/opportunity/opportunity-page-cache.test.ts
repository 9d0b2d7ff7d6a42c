import { SHARED_PAGE_BY_ADDRESS, SHARED_PAGE_CACHE_CONTROL, SHARED_PAGE_UNTIL, UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../db/schema/index.js';
import { ContentClient } from '../../test/content.js';
import { expectMadeForOnePerson, fetchCounted } from '../../test/kept-pages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

// The opportunities' public pages (`/opportunities?…` and `/opportunities/:id`) in the page cache
// (ADR 071), seen from outside: kept, served again without a database query, made stale by an
// admin's change and by the clock, when a countdown they show moves on. The probe: an organiser
// written straight to the database (no service, so nothing is made stale) shows only on a page
// rendered afresh. Needs the built web app.

let t: TestApp;
let content: ContentClient;
let admin: SignedInUser;
let collector: SignedInUser;
let queries = 0;
let residency = '';

const fetched = (url: string, headers: Record<string, string> = {}) =>
  fetchCounted(t, () => queries, url, { 'accept-language': 'en', ...headers });
const LIST = '/opportunities';
const PROBE = 'Organised quietly';

async function setOrganiserQuietly(id: string, organiser: string) {
  await t.database.db.update(opportunities).set({ organiser }).where(eq(opportunities.id, id));
}

/** Asks `page` (made already), writes the probe behind its back, runs `change`, and asks again. */
async function afterChange(page: string, change: () => Promise<{ statusCode: number; body: string }>) {
  await fetched(page);
  await setOrganiserQuietly(residency, PROBE);
  const changed = await change();
  expect(changed.statusCode, changed.body).toBe(200);
  const rendered = await fetched(page);
  await setOrganiserQuietly(residency, 'Seoul Art Space');
  return rendered;
}

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: () => void (queries += 1) });
  content = new ContentClient(t);
  admin = await content.admin();
  collector = await createUser(t.app, t.database.db, { type: UserType.collector });
  residency = (await content.opportunity(admin, { kind: 'residency', titleEn: 'Jeju residency' })).id;
});
afterAll(() => t?.close());

describe("the opportunities' public pages, kept", () => {
  it('are made once, then served again without asking the database, with an ETag answered by 304', async () => {
    for (const page of [LIST, `/opportunities/${residency}`]) {
      const first = await fetched(page);
      expect(first.status, page).toBe(200);
      expect(first.body, page).toContain('Jeju residency');
      const again = await fetched(page);
      expect(again.queries, page).toBe(0);
      expect(again.body, page).toBe(first.body);
      expect(again.headers['cache-control'], page).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(again.headers['content-security-policy'], page).not.toMatch(/nonce-/);
      // How it is kept (until when, by what address) stays on the server.
      expect(first.headers[SHARED_PAGE_UNTIL], page).toBeUndefined();
      expect(first.headers[SHARED_PAGE_BY_ADDRESS], page).toBeUndefined();
      const revalidated = await fetched(page, { 'if-none-match': String(again.headers.etag) });
      expect(revalidated.status, page).toBe(304);
      expect(revalidated.queries, page).toBe(0);
    }
  });

  it('keeps each list address as its own page', async () => {
    const residencies = await fetched(`${LIST}?kind=residency`);
    const grants = await fetched(`${LIST}?kind=grant`);
    expect(residencies.body).toContain('Jeju residency');
    expect(grants.body).not.toContain('Jeju residency');
    expect((await fetched(`${LIST}?kind=grant`)).queries).toBe(0);
    expect((await fetched(`${LIST}?kind=residency`)).body).toBe(residencies.body);
  });

  it('renders afresh for a signed-in person, and never keeps a 404', async () => {
    await fetched(LIST);
    expectMadeForOnePerson(await fetched(LIST, { cookie: collector.cookie }));
    for (let n = 0; n < 2; n += 1) {
      const unknown = await fetched('/opportunities/no-such-opportunity');
      expect(unknown.status).toBe(404);
      expect(unknown.queries).toBeGreaterThan(0);
    }
  });

  it('never keeps a list whose answer failed, so the next visitor gets a fresh try', async () => {
    // A page number past what the API takes: the list's answer is an error, which the browser asks again.
    const failed = `${LIST}?page=99999999999`;
    for (let n = 0; n < 2; n += 1) {
      const page = await fetched(failed);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('Jeju residency');
      expect(page.headers['cache-control']).not.toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(page.headers.etag).toBeUndefined();
    }
  });

  it("an admin's change reaches both pages: a new one, an edit, one taken down", async () => {
    const page = `/opportunities/${residency}`;
    const posted = await afterChange(LIST, async () => {
      const made = await content.call(admin, 'POST', '/opportunity', {
        body: {
          kind: 'grant',
          title: '창작 지원금',
          titleEn: 'Creation grant',
          organiser: 'Arts Council Korea',
          deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          timeZone: 'Asia/Seoul',
          published: true,
        },
      });
      return made;
    });
    expect(posted.body).toContain(PROBE);
    expect(posted.body).toContain('Creation grant');

    for (const url of [LIST, page]) {
      const edited = await afterChange(url, () =>
        content.call(admin, 'PUT', `/opportunity/${residency}`, { body: { titleEn: 'Jeju island residency' } }),
      );
      expect(edited.body, url).toContain(PROBE);
      expect(edited.body, url).toContain('Jeju island residency');
    }

    await fetched(page);
    const hidden = await content.call(admin, 'PUT', `/opportunity/${residency}`, { body: { published: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await fetched(page)).status).toBe(404);
    expect((await fetched(LIST)).body).not.toContain('Jeju island residency');
    const shown = await content.call(admin, 'PUT', `/opportunity/${residency}`, { body: { published: true } });
    expect(shown.statusCode, shown.body).toBe(200);
  });

  it('is made afresh once a countdown it shows moves on: here, a call closing in seconds leaves the list', async () => {
    // "Closes within the hour" until its deadline, then closed: the pages hold until then.
    const deadline = Date.now() + 4_000;
    const closing = await content.opportunity(admin, {
      titleEn: 'Last-minute call',
      deadline: new Date(deadline).toISOString(),
    });
    const page = `/opportunities/${closing.id}`;
    for (const url of [LIST, page]) {
      const made = await fetched(url);
      expect(made.body, url).toContain('Last-minute call');
      expect(made.body, url).toContain('data-kind="soon"');
      expect((await fetched(url)).queries, url).toBe(0);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 100));
    const list = await fetched(LIST);
    expect(list.queries).toBeGreaterThan(0);
    expect(list.body).not.toContain('Last-minute call');
    expect(list.body).toContain('Jeju');
    const closed = await fetched(page);
    expect(closed.queries).toBeGreaterThan(0);
    expect(closed.body).toContain('data-kind="closed"');
  });
});
