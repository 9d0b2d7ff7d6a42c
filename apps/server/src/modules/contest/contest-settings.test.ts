import { ErrorCode, UserType } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests } from '../../db/schema/index.js';
import { ContestClient } from '../../test/contests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';

let t: TestApp;
let api: ContestClient;
let admin: SignedInUser;
let artist: SignedInUser;
let works: string[];

beforeAll(async () => {
  t = await createTestApp();
  api = new ContestClient(t);
  admin = await api.admin();
  [artist] = await api.users(UserType.artist);
  works = await api.works(artist, 3);
});
afterAll(() => t.close());

const stored = async (contestId: string) =>
  (await t.database.db.select().from(contests).where(eq(contests.id, contestId)))[0]!;

describe('the works an entry may have', () => {
  it('never go below what an entry already holds: 409 naming that number, nothing changed', async () => {
    const contest = await api.contest(admin, { worksAllowed: 3 });
    await api.enter(artist, contest.id, works.slice(0, 2), 'Two works.');
    const before = await stored(contest.id);

    const lowered = await api.call(admin, 'PUT', `/${contest.id}`, { body: { worksAllowed: 1, title: 'Renamed' } });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({
      code: ErrorCode.conflict,
      message: expect.stringContaining('holds 2 works'),
      details: [{ field: 'body.worksAllowed', limit: 2 }],
    });
    expect(await stored(contest.id)).toEqual(before);

    // Down to what the entry holds is fine, and so is any change that leaves the limit out.
    const toTwo = await api.call(admin, 'PUT', `/${contest.id}`, { body: { worksAllowed: 2 } });
    expect(toTwo.statusCode, toTwo.body).toBe(200);
    expect(toTwo.json()).toMatchObject({ worksAllowed: 2 });
    expect((await api.call(admin, 'PUT', `/${contest.id}`, { body: { title: 'Renamed' } })).statusCode).toBe(200);
  });

  it('go as low as one while no entry holds more', async () => {
    const contest = await api.contest(admin, { worksAllowed: 3 });
    const answer = await api.call(admin, 'PUT', `/${contest.id}`, { body: { worksAllowed: 1 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await stored(contest.id)).worksAllowed).toBe(1);
  });

  it('are at least one: 0 or less is a 400, nothing changed', async () => {
    const contest = await api.contest(admin, { worksAllowed: 3 });
    for (const worksAllowed of [0, -1]) {
      const answer = await api.call(admin, 'PUT', `/${contest.id}`, { body: { worksAllowed } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ details: [{ field: 'body.worksAllowed' }] });
    }
    expect((await stored(contest.id)).worksAllowed).toBe(3);
  });
});
