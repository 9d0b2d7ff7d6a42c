import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendPageIdentity } from '../auth/session-guard.js';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { galleryMembers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

/**
 * App pages read their data in their loaders, through the API inside the server as the page
 * request's session, so the first HTML already holds it (DESIGN.md §9; issue 8, "Done when").
 * Needs the built web app (`npm run build`; `npm test` builds it first).
 */

let t: TestApp;
let gallery: SignedInUser;
let stranger: SignedInUser;
const TITLES = ['Moon Jar', 'Blue Hour', 'Moonrise'];

/** Statements sent while `recording`, for counting what a page costs. */
let recording = false;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ web: 'production', onQuery: (query) => void (recording && statements.push(query)) });
  [gallery, stranger] = [
    await createUser(t.app, t.database.db, { type: 0 }),
    await createUser(t.app, t.database.db, { type: 0 }),
  ];
  for (const title of TITLES) await createArtwork(t.database.db, { gid: gallery.gid, title });
});
afterAll(() => t?.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });

/** The titles of the inventory cards in a page's HTML, in order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/data-testid="inventory-card"[^>]*?data-title="([^"]*)"/g)].map((match) => match[1]);

describe('the first HTML of an app page', () => {
  it("holds the inventory's works by name, with nothing left to load", async () => {
    const answer = await page('/inventory', gallery.cookie);
    expect(answer.statusCode).toBe(200);
    expect(cardTitles(answer.body).sort()).toEqual([...TITLES].sort());
    // The folders came along too; no list is waiting for the browser.
    expect(answer.body).toContain('data-testid="folder-all"');
    expect(answer.body).not.toContain('data-testid="inventory-loading"');
    expect(answer.body).not.toContain('data-testid="workspace-loading"');
  });

  it('looks its session up once, however many calls its loaders make', async () => {
    const lookups = async (url: string) => {
      statements.length = 0;
      recording = true;
      const answer = await page(url, gallery.cookie);
      recording = false;
      expect(answer.statusCode).toBe(200);
      const reads = (table: string) => statements.filter((query) => query.includes(`from "${table}"`)).length;
      const roles = statements.filter((query) => query.startsWith('select "role" from "gallery_members"')).length;
      return { body: answer.body, sessions: reads('sessions'), users: reads('users'), roles };
    };
    const inventory = await lookups('/inventory');
    expect(cardTitles(inventory.body)).toHaveLength(TITLES.length);
    // The session row and its user are read in one statement (a join: no `from "users"`) by the
    // page's own lookup only, not again by each API call: the page's user and its calls'
    // identity share it (ADR 077).
    expect(inventory).toMatchObject({ sessions: 1, users: 0 });
    // Its loaders' three calls in the workspace read her role in it once.
    expect(inventory.roles).toBe(1);
    // The home passes the front door (ADR 035), which looks the session up to send her on: once.
    const home = await lookups('/');
    expect(home.body).toContain('data-testid="nav-dashboard"');
    expect(home).toMatchObject({ sessions: 1 });
  });

  it("lends a page's session only to calls with the page's own cookie, and never beside a token", async () => {
    // A real page request of another server, lending its identity while it is being answered.
    const probe = Fastify();
    const seen: Record<string, unknown> = {};
    probe.get('/page', async (request, reply) => {
      const lent = lendPageIdentity(request, reply, t.app.ctx);
      await lent.identity;
      const whoAmI = async (headers: Record<string, string>) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { ...lent.headers, ...headers },
        });
        return answer.statusCode === 200 ? answer.json<{ uid: string }>().uid : answer.statusCode;
      };
      seen.own = await whoAmI({ cookie: gallery.cookie });
      seen.otherCookie = await whoAmI({ cookie: stranger.cookie });
      seen.noCookie = await whoAmI({});
      seen.withToken = await whoAmI({ cookie: gallery.cookie, authorization: stranger.auth.authorization });
      return { ok: true };
    });
    await probe.inject({ method: 'GET', url: '/page', headers: { cookie: gallery.cookie } });
    await probe.close();
    expect(seen).toEqual({ own: gallery.uid, otherCookie: stranger.uid, noCookie: 401, withToken: stranger.uid });
  });

  it("shares one reading of a role among a render's reads, and lends it to no write", async () => {
    const ann = await createUser(t.app, t.database.db, { type: 0 });
    const probe = Fastify();
    const seen: Record<string, number>[] = [];
    probe.get('/page', async (request, reply) => {
      const lent = lendPageIdentity(request, reply, t.app.ctx);
      await lent.identity;
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
        (
          await t.app.inject({
            method,
            url,
            headers: { ...lent.headers, cookie: ann.cookie, gid: ann.gid },
            ...(payload && { payload }),
          })
        ).statusCode;
      const calls: Record<string, number> = { before: await call('GET', '/api/inventory') };
      if (seen.length === 0) {
        // She leaves the workspace while the page renders: its reads keep the role they read.
        await t.database.db.delete(galleryMembers).where(eq(galleryMembers.userId, ann.uid));
        calls.read = await call('GET', '/api/inventory/folder');
        calls.write = await call('POST', '/api/inventory/folder', { name: 'After leaving' });
      }
      seen.push(calls);
      return { ok: true };
    });
    // The second page reads her role again.
    for (let n = 0; n < 2; n++) await probe.inject({ method: 'GET', url: '/page', headers: { cookie: ann.cookie } });
    await probe.close();
    expect(seen).toEqual([{ before: 200, read: 200, write: 403 }, { before: 403 }]);
  });

  it('reads the filter from the address', async () => {
    const answer = await page('/inventory?q=moon&sort=title', gallery.cookie);
    expect(cardTitles(answer.body)).toEqual(['Moon Jar', 'Moonrise']);
  });

  it("reads as the page's own person: another workspace named in the cookie is not taken", async () => {
    const answer = await page('/inventory', `${stranger.cookie}; vernissage.gid=${gallery.gid}`);
    expect(answer.statusCode).toBe(200);
    expect(cardTitles(answer.body)).toEqual([]);
    expect(answer.body).toContain('data-testid="inventory-empty"');
    for (const title of TITLES) expect(answer.body).not.toContain(title);
  });

  it('sends a visitor to /login, coming back afterwards', async () => {
    const answer = await page('/inventory');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login?redirectTo=%2Finventory');
  });

  it('renders the page of a list the address asks for, not always the first', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    // The portfolio shows 24 works a page, newest first: Study 0, the oldest, is on page 2.
    for (let n = 0; n <= 25; n += 1) {
      await createArtwork(t.database.db, { gid: artist.gid, createdBy: artist.uid, title: `Study ${n}` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await page('/portfolio', artist.cookie);
    expect(first.body).toContain('Study 25<');
    expect(first.body).not.toContain('Study 0<');
    const second = await page('/portfolio?page=1', artist.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Study 0<');
    expect(second.body).not.toContain('Study 2<');
    expect(second.body).not.toContain('data-testid="portfolio-loading"');
  });

  it('answers a navigation in the browser with the data too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/inventory.data', headers: { cookie: gallery.cookie } });
    expect(answer.statusCode).toBe(200);
    for (const title of TITLES) expect(answer.body).toContain(title);
  });
});
