import { SHARED_PAGE_CACHE_CONTROL } from '@vernissage/shared';
import { expect } from 'vitest';
import { injectMultipartAs } from './multipart.js';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';

/**
 * How a test tells a kept page from one made afresh: a change written straight to the database
 * (no service, so nothing is made stale) that only a page rendered again shows.
 */
export interface KeptPageProbe {
  /** The page, as a visitor without a session asks for it. */
  page: () => Promise<{ body: string }>;
  /** Writes the probe's change behind the services' back. */
  writeQuietly: () => Promise<void>;
  /** What a page made after `writeQuietly` shows. */
  shown: string;
  /** Writes the value back, as quietly. */
  undo: () => Promise<void>;
}

/** A GET as a visitor, with the number of database queries it made (`queries`: the app's count so far). */
export async function fetchCounted(
  t: TestApp,
  queries: () => number,
  url: string,
  headers: Record<string, string> = {},
) {
  const before = queries();
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body, headers: response.headers, queries: queries() - before };
}

/** A page asked for with a session (`fetchCounted`'s answer): made for that person, never marked to share. */
export function expectMadeForOnePerson(answer: { status: number; queries: number; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(200);
  expect(answer.queries).toBeGreaterThan(0);
  expect(answer.headers['cache-control']).not.toBe(SHARED_PAGE_CACHE_CONTROL);
}

/** A change through the routes to what a kept page shows reaches the next visitor's page. */
export async function expectChangeReachesPage(
  probe: KeptPageProbe,
  change: PageChange[1],
  shown: string,
): Promise<void> {
  await probe.page();
  await probe.writeQuietly();
  const changed = await change();
  expect(changed.statusCode, changed.body).toBe(200);
  const rendered = await probe.page();
  expect(rendered.body).toContain(probe.shown);
  expect(rendered.body).toContain(shown);
  await probe.undo();
}

/** A change through the routes, what a page then shows, and what kind of change it is. */
export type PageChange = [kind: string, change: () => Promise<{ statusCode: number; body: string }>, shown: string];

/** Who and what a page showing a work is made from, read when the test runs (after `beforeAll`). */
interface ShownWork {
  t: TestApp;
  /** The work's workspace, and the work and its artist there. */
  owner: SignedInUser;
  aid: string;
  artistid: string;
}

const putAs = (t: TestApp, user: SignedInUser, url: string, data: object, headers: Record<string, string> = {}) =>
  injectMultipartAs(t.app, user, 'PUT', url, data, headers);

/**
 * The changes every kept page that shows a work must follow (ADR 022, 067, 068, 069): the work's
 * title and its artist's name, each through its own route.
 */
export function shownWorkChanges(shown: () => ShownWork): PageChange[] {
  return [
    [
      "a work's title",
      () => putAs(shown().t, shown().owner, '/api/artwork', { title: 'Full Moon Jar' }, { aid: shown().aid }),
      'Full Moon Jar',
    ],
    [
      "a work's artist's name",
      () =>
        putAs(shown().t, shown().owner, '/api/artist', { name: 'Kim Whanki (金煥基)' }, { artistid: shown().artistid }),
      'Kim Whanki (金煥基)',
    ],
  ];
}

/** A gallery's new name, for the pages that show it. */
export function galleryNameChange(shown: () => { t: TestApp; gallery: SignedInUser }): PageChange {
  return [
    "a gallery's name",
    () => putAs(shown().t, shown().gallery, '/api/gallery/setting', { name: 'Whanki Gallery' }),
    'Whanki Gallery',
  ];
}

/** The owner takes a work out of public view, through the route; fails the test if refused. */
export async function unpublishWork(t: TestApp, owner: SignedInUser, aid: string): Promise<void> {
  const hidden = await putAs(t, owner, '/api/artwork', { published: false }, { aid });
  expect(hidden.statusCode, hidden.body).toBe(200);
}
