import type { Page, UserDto } from '@vernissage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSearchText, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { setAdmin } from './admin.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform admin', () => {
  it('is refused to everyone until granted by the command, then lists and looks up users', async () => {
    const ann = await createUser(t.app, t.database.db, { name: 'Ann Admin' });
    const bob = await createUser(t.app, t.database.db, { name: 'Bob Member' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: ann.auth })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/user/${bob.uid}`, headers: ann.auth })).statusCode,
    ).toBe(403);

    expect(await setAdmin(t.database.db, ann.email.toUpperCase(), true)).toEqual({ email: ann.email, level: 9 });
    expect(await setAdmin(t.database.db, 'nobody@example.test', true)).toBeNull();

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=Member&size=5', headers: ann.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 0, size: 5, items: [{ uid: bob.uid, name: 'Bob Member' }] });
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/user/${bob.uid}`, headers: ann.auth });
    expect(one.json()).toMatchObject({ uid: bob.uid, workspaces: [{ role: 'owner' }] });
    const tooBig = await t.app.inject({ method: 'GET', url: '/api/admin/users?size=5000', headers: ann.auth });
    expect(tooBig.statusCode).toBe(400);

    // An admin may look at and delete another account; a member may not.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { ...ann.auth, uid: bob.uid } })).json(),
    ).toMatchObject({ uid: bob.uid });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user', headers: { ...ann.auth, deleteuid: bob.uid } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/user/${bob.uid}`, headers: ann.auth })).statusCode,
    ).toBe(404);

    await setAdmin(t.database.db, ann.email, false);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: ann.auth })).statusCode).toBe(403);
  });
});

describe("admins' user search", () => {
  it('finds a user by her name in Korean or English or her e-mail, in any case, off the trigram index', async () => {
    const admin = await createUser(t.app, t.database.db, { name: 'Search Admin' });
    await setAdmin(t.database.db, admin.email, true);
    const jihoon = await createUser(t.app, t.database.db, { name: '박지훈', email: 'jpark@search.test' });
    await t.database.db.update(users).set({ nameen: 'Jihoon Park' }).where(eq(users.id, jihoon.uid));
    const found = async (q: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(q)}`,
        headers: admin.auth,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Page<UserDto>>().items.map((user) => user.uid);
    };
    for (const q of ['Jihoon', 'jihoon park', '박지훈', '지훈', 'JPARK@search'])
      expect(await found(q), q).toEqual([jihoon.uid]);
    // A wildcard is a character like any other.
    expect(await found('%')).toEqual([]);

    // The search's expression is the index's: with sequential scans off, the plan reads the index.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select ${users.id} from ${users} where ${userSearchText(users)} ilike ${'%Jihoon%'}`,
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_search_trgm_idx');
  });
});

describe('rate limits', () => {
  it('stops repeated failed sign-ins for one account with 429, and changes nothing', async () => {
    const ann = await createUser(t.app, t.database.db, { password: 'the right password' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.9.9.9',
        payload: { id: ann.email, oauth: 'credentials', password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt('wrong guess')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await attempt('the right password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/try again in \d+ seconds/),
    });
    // Another address is not blocked.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '127.9.9.10',
      payload: { id: ann.email, oauth: 'credentials', password: 'the right password' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits public forms per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/lead',
        remoteAddress: '127.8.8.8',
        payload: { email: `lead${i}@example.test`, locale: 'ko' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
