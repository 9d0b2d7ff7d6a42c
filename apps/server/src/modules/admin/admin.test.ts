import { ErrorCode, type ContentChangeDto, type LeadDto, type Page, type UserDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { contentChanges, sessions, users } from '../../db/schema/index.js';
import { ContentClient } from '../../test/content.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let api: ContentClient;
let admin: SignedInUser;
let otherAdmin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  api = new ContentClient(t);
  admin = await api.admin();
  otherAdmin = await api.admin();
  member = await api.user();
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password';

const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '127.77.0.1',
    payload: { id: email, oauth: 'credentials', password },
  });

const lock = (by: SignedInUser | null, uid: string, body: unknown) =>
  api.call(by, 'PUT', `/admin/user/${uid}/lock`, { body });

const lockedAtOf = async (uid: string) =>
  (await t.database.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, uid)))[0]?.lockedAt;

const changesOf = (uid: string) => t.database.db.select().from(contentChanges).where(eq(contentChanges.subjectId, uid));

describe('locking a user', () => {
  it('ends her sessions at once, refuses her sign-in with a clear error, and unlocking lets her back', async () => {
    const ann = await createUser(t.app, t.database.db, { name: 'Ann Locked', password: PASSWORD });
    expect((await api.call(ann, 'GET', '/user')).statusCode).toBe(200);

    const locked = await lock(admin, ann.uid, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<UserDto>()).toMatchObject({ uid: ann.uid, lockedAt: expect.any(String) });

    // Her access token, her cookie and her refresh token stop working on the very next request.
    const byToken = await api.call(ann, 'GET', '/user');
    expect(byToken.statusCode).toBe(401);
    expect(byToken.json()).toMatchObject({ code: ErrorCode.unauthenticated });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: ann.cookie } })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { authorization: `Bearer ${ann.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ann.uid))).toEqual([]);

    // The right password meets the lock; a wrong one learns nothing about it.
    const refused = await signIn(ann.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.accountLocked, message: expect.stringMatching(/locked/) });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signIn(ann.email, 'a wrong password here')).json()).toMatchObject({
      code: ErrorCode.invalidCredentials,
    });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ann.uid))).toEqual([]);

    // Admins see the lock in their lookups.
    const found = await api.call(admin, 'GET', '/admin/users?q=Ann%20Locked');
    expect(found.json<Page<UserDto>>().items).toEqual([
      expect.objectContaining({ uid: ann.uid, lockedAt: expect.any(String) }),
    ]);
    expect((await api.call(admin, 'GET', `/admin/user/${ann.uid}`)).json()).toMatchObject({
      lockedAt: expect.any(String),
    });

    // Locking again changes and records nothing.
    const firstLockedAt = await lockedAtOf(ann.uid);
    expect((await lock(otherAdmin, ann.uid, { locked: true })).statusCode).toBe(200);
    expect(await lockedAtOf(ann.uid)).toEqual(firstLockedAt);
    expect((await changesOf(ann.uid)).map((change) => change.action)).toEqual(['lock']);

    const unlocked = await lock(otherAdmin, ann.uid, { locked: false });
    expect(unlocked.json<UserDto>().lockedAt).toBeNull();
    const back = await signIn(ann.email);
    expect(back.statusCode, back.body).toBe(200);
    const token = back.json<{ accessToken: string }>().accessToken;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect((await changesOf(ann.uid)).map((change) => [change.action, change.actorId]).sort()).toEqual([
      ['lock', admin.uid],
      ['unlock', otherAdmin.uid],
    ]);
  });

  it('refuses a locked account even with a session that survived (the session guard)', async () => {
    const bea = await createUser(t.app, t.database.db);
    // As if a session were opened between the lock and the deletion of her sessions.
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, bea.uid));
    expect((await api.call(bea, 'GET', '/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: bea.cookie } })).statusCode).toBe(
      401,
    );
    await t.database.db.update(users).set({ lockedAt: null }).where(eq(users.id, bea.uid));
    expect((await api.call(bea, 'GET', '/user')).statusCode).toBe(200);
  });

  it('is for platform admins only, never of herself, of a user that exists, with a well-formed body', async () => {
    const cat = await createUser(t.app, t.database.db);
    expect((await lock(member, cat.uid, { locked: true })).statusCode).toBe(403);
    expect((await lock(null, cat.uid, { locked: true })).statusCode).toBe(401);
    const self = await lock(admin, admin.uid, { locked: true });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: ErrorCode.forbidden, message: expect.stringMatching(/your own/) });
    expect((await lock(admin, 'no-such-user', { locked: true })).statusCode).toBe(404);
    for (const body of [{}, { locked: 'yes' }, { locked: null }, { locked: 1 }, [true]]) {
      const answer = await lock(admin, cat.uid, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: ErrorCode.validation });
    }
    expect(await lockedAtOf(cat.uid)).toBeNull();
    expect(await lockedAtOf(admin.uid)).toBeNull();
    expect(await changesOf(cat.uid)).toEqual([]);
    expect((await api.call(cat, 'GET', '/user')).statusCode).toBe(200);
    expect((await api.call(admin, 'GET', '/user')).statusCode).toBe(200);
  });
});

describe('leads', () => {
  it('are listed and exported as CSV for Excel, to platform admins only', async () => {
    const leave = (email: string, locale: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/lead', remoteAddress: '127.77.0.2', payload: { email, locale } });
    expect((await leave('first.lead@example.test', 'ko')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await leave('second.lead@example.test', 'en')).statusCode).toBe(200);

    const page = await api.call(admin, 'GET', '/admin/leads?size=1');
    expect(page.statusCode).toBe(200);
    expect(page.json<Page<LeadDto>>()).toEqual({
      items: [{ email: 'second.lead@example.test', locale: 'en', createdAt: expect.any(String) }],
      total: 2,
      page: 0,
      size: 1,
    });

    const csv = await api.call(admin, 'GET', '/admin/leads/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.split('\r\n');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('\uFEFF"email","locale","created_at"');
    expect(lines[1]).toMatch(/^"second\.lead@example\.test","en","\d{4}-\d{2}-\d{2}T[^"]+Z"$/);
    expect(lines[2]).toMatch(/^"first\.lead@example\.test","ko",/);
    expect(lines.slice(3)).toEqual(['']);

    for (const url of ['/admin/leads', '/admin/leads/export']) {
      expect((await api.call(member, 'GET', url)).statusCode).toBe(403);
      expect((await api.call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect((await api.call(admin, 'GET', '/admin/leads?size=100000')).statusCode).toBe(400);
  });
});

describe('the change log', () => {
  it("shows every kind of admins' change with who made it, the newest first, by subject", async () => {
    const post = await api.post(admin);
    const opportunity = await api.opportunity(otherAdmin);
    const aid = (await createArtwork(t.database.db, { gid: member.gid, published: true })).artwork.id;
    expect((await api.call(otherAdmin, 'PUT', `/search/featured/${aid}`, { body: {} })).statusCode).toBe(200);
    expect((await api.call(admin, 'DELETE', `/search/featured/${aid}`)).statusCode).toBe(200);
    const dan = await createUser(t.app, t.database.db);
    expect((await lock(otherAdmin, dan.uid, { locked: true })).statusCode).toBe(200);

    const log = await api.call(admin, 'GET', '/admin/changes?size=5');
    expect(log.statusCode).toBe(200);
    const { items, total } = log.json<Page<ContentChangeDto>>();
    expect(total).toBeGreaterThanOrEqual(5);
    const named = (by: SignedInUser) => ({ uid: by.uid, email: by.email, name: expect.any(String) });
    expect(items.map(({ subject, subjectId, action, actor }) => ({ subject, subjectId, action, actor }))).toEqual([
      { subject: 'user', subjectId: dan.uid, action: 'lock', actor: named(otherAdmin) },
      { subject: 'featured_work', subjectId: aid, action: 'unfeature', actor: named(admin) },
      { subject: 'featured_work', subjectId: aid, action: 'feature', actor: named(otherAdmin) },
      { subject: 'opportunity', subjectId: opportunity.id, action: 'create', actor: named(otherAdmin) },
      { subject: 'blog_post', subjectId: post.id, action: 'create', actor: named(admin) },
    ]);
    expect(items.every((item) => !Number.isNaN(Date.parse(item.at)))).toBe(true);
    // Each names its subject, as it was named then.
    expect(items.map(({ subjectLabel, subjectLabelEn }) => [subjectLabel, subjectLabelEn])).toEqual([
      [expect.any(String), null],
      ['Untitled', null],
      ['Untitled', null],
      ['공모', 'Open call'],
      [post.title, post.titleEn],
    ]);

    const featured = (await api.call(admin, 'GET', '/admin/changes?subject=featured_work')).json<
      Page<ContentChangeDto>
    >();
    expect(featured.items.map((item) => item.action)).toEqual(['unfeature', 'feature']);
    expect(featured.total).toBe(2);

    expect((await api.call(admin, 'GET', '/admin/changes?subject=artwork')).statusCode).toBe(400);
    expect((await api.call(admin, 'GET', '/admin/changes?page=-1')).statusCode).toBe(400);
    expect((await api.call(member, 'GET', '/admin/changes')).statusCode).toBe(403);
    expect((await api.call(null, 'GET', '/admin/changes')).statusCode).toBe(401);
  });

  it('names the subject of an entry from before names were kept as it is named now, else not at all', async () => {
    const eve = await createUser(t.app, t.database.db, { name: '이은비' });
    await t.database.db.update(users).set({ nameen: 'Eunbi Lee' }).where(eq(users.id, eve.uid));
    const old = (subjectId: string) => ({ id: `old-${subjectId}`, subject: 'user', subjectId, action: 'lock' });
    await t.database.db.insert(contentChanges).values([old(eve.uid), old('a-deleted-user')]);
    const { items } = (await api.call(admin, 'GET', '/admin/changes?subject=user&size=100')).json<
      Page<ContentChangeDto>
    >();
    expect(items.find((item) => item.id === `old-${eve.uid}`)).toMatchObject({
      subjectLabel: '이은비',
      subjectLabelEn: 'Eunbi Lee',
    });
    expect(items.find((item) => item.id === 'old-a-deleted-user')).toMatchObject({
      subjectLabel: null,
      subjectLabelEn: null,
    });
  });

  it('records of a staff-picks save only what changed: each work added, one reorder, nothing else', async () => {
    const work = async (title: string) =>
      (await createArtwork(t.database.db, { gid: member.gid, published: true, title })).artwork.id;
    const [jar, vase, bowl] = [await work('달항아리'), await work('백자 병'), await work('찻사발')];
    const featuredLog = async () =>
      (await api.call(admin, 'GET', '/admin/changes?subject=featured_work&size=100')).json<Page<ContentChangeDto>>();
    const save = (aids: string[]) => api.call(admin, 'PUT', '/search/featured', { body: { aids } });
    const newEntries = async (act: () => Promise<unknown>) => {
      const before = await featuredLog();
      await act();
      const after = await featuredLog();
      return after.items
        .slice(0, after.total - before.total)
        .map(({ subjectId, subjectLabel, action }) => ({ subjectId, subjectLabel, action }))
        .sort((a, b) => a.subjectId.localeCompare(b.subjectId));
    };
    const sorted = <T extends { subjectId: string }>(entries: T[]) =>
      entries.sort((a, b) => a.subjectId.localeCompare(b.subjectId));

    expect(await newEntries(() => save([jar, vase]))).toEqual(
      sorted([
        { subjectId: jar, subjectLabel: '달항아리', action: 'feature' },
        { subjectId: vase, subjectLabel: '백자 병', action: 'feature' },
      ]),
    );
    // Added at the end, as the admin page adds: the others are not featured again.
    expect(await newEntries(() => save([jar, vase, bowl]))).toEqual([
      { subjectId: bowl, subjectLabel: '찻사발', action: 'feature' },
    ]);
    // Moved up once: one reorder, named by the work that moved up.
    const moved = await save([jar, bowl, vase]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await featuredLog()).items[0]).toMatchObject({
      subjectId: bowl,
      subjectLabel: '찻사발',
      action: 'reorder',
    });
    const order = (await api.call(null, 'GET', '/search/featured/all')).json<Page<{ aid: string }>>();
    expect(order.items.map((item) => item.aid)).toEqual([jar, bowl, vase]);
    // The same order again, or one pick put where it is: nothing to record.
    expect(await newEntries(() => save([jar, bowl, vase]))).toEqual([]);
    expect(await newEntries(() => api.call(admin, 'PUT', `/search/featured/${jar}`, { body: { idx: 0 } }))).toEqual([]);
    expect(await newEntries(() => api.call(admin, 'PUT', `/search/featured/${jar}`, { body: { idx: 5 } }))).toEqual([
      { subjectId: jar, subjectLabel: '달항아리', action: 'reorder' },
    ]);

    // Bad saves are refused and change nothing.
    const unpublished = (await createArtwork(t.database.db, { gid: member.gid, published: false })).artwork.id;
    const refusals = await newEntries(async () => {
      expect((await save([jar, unpublished])).statusCode).toBe(404);
      expect((await save([jar, 'no-such-work'])).statusCode).toBe(404);
      expect((await save([jar, jar])).statusCode).toBe(400);
      expect((await save([])).statusCode).toBe(400);
      expect((await api.call(member, 'PUT', '/search/featured', { body: { aids: [vase] } })).statusCode).toBe(403);
      expect((await api.call(null, 'PUT', '/search/featured', { body: { aids: [vase] } })).statusCode).toBe(401);
    });
    expect(refusals).toEqual([]);
    const after = (await api.call(null, 'GET', '/search/featured/all')).json<Page<{ aid: string }>>();
    expect(after.items.map((item) => item.aid)).toEqual([bowl, vase, jar]);
  });

  it('keeps a change whose featuring failed out of the log', async () => {
    const before = (await api.call(admin, 'GET', '/admin/changes?subject=featured_work')).json<
      Page<ContentChangeDto>
    >();
    expect((await api.call(admin, 'PUT', '/search/featured/no-such-work', { body: {} })).statusCode).toBe(404);
    expect((await api.call(admin, 'DELETE', '/search/featured/no-such-work')).statusCode).toBe(404);
    const after = (await api.call(admin, 'GET', '/admin/changes?subject=featured_work')).json<Page<ContentChangeDto>>();
    expect(after.total).toBe(before.total);
  });
});
