import { calendarDayIn, EXHIBITION_TIME_ZONE, UserType, type TutorialDto } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorialSteps, users } from '../../db/schema/index.js';
import { makeImage } from '../../platform/images/test-images.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (type: UserType) => createUser(t.app, t.database.db, { type });

/** GET or PUT `/api/user/tutorial` as `user` (anonymous when null), in `gid` (her own unless told). */
function call(
  user: SignedInUser | null,
  method: 'GET' | 'PUT',
  body?: unknown,
  gid: string | null = user?.gid ?? null,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: '/api/user/tutorial',
    headers: { ...(user?.auth ?? {}), ...(gid !== null && { gid }) },
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
}

async function tutorialOf(user: SignedInUser, gid?: string | null): Promise<TutorialDto> {
  const answer = await call(user, 'GET', undefined, gid);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<TutorialDto>();
}

async function update(user: SignedInUser, body: unknown): Promise<TutorialDto> {
  const answer = await call(user, 'PUT', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<TutorialDto>();
}

/** Each step as `id: doneBy` (null while open), for short assertions. */
async function stepsOf(user: SignedInUser, gid?: string | null) {
  return Object.fromEntries((await tutorialOf(user, gid)).steps.map((step) => [step.id, step.doneBy]));
}

/** A work added to `user`'s inventory through the upload route; its aid. */
async function addWork(user: SignedInUser, title = 'First work'): Promise<string> {
  const answer = await injectMultipart(t.app, {
    method: 'POST',
    url: '/api/inventory/item',
    data: { title },
    files: [{ field: 'images', name: 'work.jpg', bytes: await makeImage('jpeg', { width: 64, height: 64 }) }],
    headers: { ...user.auth, gid: user.gid },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ aid: string }>().aid;
}

async function post(user: SignedInUser, url: string, payload: Record<string, unknown>, gid = user.gid) {
  const answer = await t.app.inject({ method: 'POST', url, headers: { ...user.auth, gid }, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

describe('the tutorial', () => {
  it('gives each user type its own steps, with the page that does each, open and not closed', async () => {
    const [gallery, artist, collector, fair, other] = await Promise.all(
      [UserType.gallery, UserType.artist, UserType.collector, UserType.fair, UserType.others].map(signUp),
    );
    expect(await tutorialOf(gallery!)).toEqual({
      type: UserType.gallery,
      steps: [
        { id: 'works', done: false, doneBy: null, href: '/inventory/new' },
        { id: 'share', done: false, doneBy: null, href: '/inventory' },
        { id: 'site', done: false, doneBy: null, href: '/websetting' },
      ],
      progress: { done: 0, total: 3 },
      closed: false,
      closedAt: null,
    });
    expect((await tutorialOf(artist!)).steps.map((step) => step.id)).toEqual(['portfolio', 'plan']);
    expect((await tutorialOf(collector!)).steps.map((step) => step.id)).toEqual(['offers', 'hold']);
    expect((await tutorialOf(fair!)).steps.map((step) => [step.id, step.href])).toEqual([['fair', '/fairs']]);
    expect((await tutorialOf(other!)).steps.map((step) => step.id)).toEqual(['works', 'share']);
  });

  it("ticks a gallery's and a collector's steps off as their data proves them", async () => {
    const [gallery, collector] = await Promise.all([signUp(UserType.gallery), signUp(UserType.collector)]);
    const aid = await addWork(gallery);
    expect(await stepsOf(gallery)).toEqual({ works: 'data', share: null, site: null });

    // Offering the work to the collector is the gallery's share and the collector's first offer.
    const share = await post(gallery, '/api/artwork/share', { aid, shareuid: collector.uid });
    expect(await stepsOf(gallery)).toEqual({ works: 'data', share: 'data', site: null });
    expect(await stepsOf(collector)).toEqual({ offers: 'data', hold: null });
    await post(collector, '/api/artwork/shared/hold', { sid: share.json<{ sid: string }>().sid });
    expect(await tutorialOf(collector)).toMatchObject({ progress: { done: 2, total: 2 } });

    const site = await t.app.inject({
      method: 'PUT',
      url: '/api/ovr/domain',
      headers: { ...gallery.auth, gid: gallery.gid },
      payload: {
        name: `tutorial-${Date.now()}`,
        allowprice: true,
        allowdescription: true,
        allowphoto: true,
        allowemail: true,
        allowphone: true,
      },
    });
    expect(site.statusCode, site.body).toBe(200);
    expect((await stepsOf(gallery)).site).toBeNull(); // made, not yet live
    const live = await t.app.inject({
      method: 'PUT',
      url: '/api/ovr/domain/live',
      headers: { ...gallery.auth, gid: gallery.gid },
      payload: { domainid: site.json<{ domainid: string }>().domainid, live: true },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(await tutorialOf(gallery)).toMatchObject({ progress: { done: 3, total: 3 } });
  });

  it('counts a viewing room as sharing', async () => {
    const gallery = await signUp(UserType.gallery);
    const aid = await addWork(gallery);
    const room = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/share',
      data: { title: 'For a friend', works: [{ aid }] },
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(room.statusCode, room.body).toBe(200);
    expect((await stepsOf(gallery)).share).toBe('data');
  });

  it("ticks an artist's steps off by her portfolio and her pro plan, and a fair's by its fair", async () => {
    const [artist, fair] = await Promise.all([signUp(UserType.artist), signUp(UserType.fair)]);
    await addWork(artist);
    expect(await stepsOf(artist)).toEqual({ portfolio: 'data', plan: null });
    const trial = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/plan/update/signup',
      headers: artist.auth,
      payload: { uid: artist.uid, productid: 'apro_default', currency: 'KRW' },
    });
    expect(trial.json(), trial.body).toMatchObject({ planid: 'apro', state: 'trial' });
    expect(await stepsOf(artist)).toEqual({ portfolio: 'data', plan: 'data' });

    const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
    await post(fair, '/api/fairManagement/fair', {
      name: '아트 페어',
      startDate: day(30),
      endDate: day(31),
      venue: { name: 'COEX', address: null },
      sections: ['Galleries'],
      requiredDocuments: [],
    });
    expect(await stepsOf(fair)).toEqual({ fair: 'data' });
  });

  it('proves workspace steps by the workspace named in gid, and refuses one she is not a member of', async () => {
    const [gallery, stranger] = await Promise.all([signUp(UserType.gallery), signUp(UserType.gallery)]);
    await addWork(gallery);
    expect((await stepsOf(gallery, null)).works).toBeNull();
    expect((await stepsOf(gallery)).works).toBe('data');
    expect((await call(stranger, 'GET', undefined, gallery.gid)).statusCode).toBe(403);
    expect((await call(stranger, 'PUT', { closed: true }, gallery.gid)).statusCode).toBe(403);
    expect((await tutorialOf(stranger)).closed).toBe(false);
  });

  it('lets her mark steps done and undone, data winning over a mark', async () => {
    const gallery = await signUp(UserType.gallery);
    let tutorial = await update(gallery, { step: 'share', done: true });
    expect(tutorial.steps.find((step) => step.id === 'share')).toMatchObject({ done: true, doneBy: 'marked' });
    expect(tutorial.progress).toEqual({ done: 1, total: 3 });
    // Marked twice is marked once.
    await update(gallery, { step: 'share', done: true });
    expect(await t.database.db.select().from(tutorialSteps).where(eq(tutorialSteps.userId, gallery.uid))).toHaveLength(
      1,
    );

    await update(gallery, { step: 'works', done: true });
    await addWork(gallery);
    expect(await stepsOf(gallery)).toMatchObject({ works: 'data', share: 'marked' });

    tutorial = await update(gallery, { step: 'share', done: false });
    expect(tutorial.steps.find((step) => step.id === 'share')).toMatchObject({ done: false, doneBy: null });
    // Unmarking a step the data proves leaves it done.
    tutorial = await update(gallery, { step: 'works', done: false });
    expect(tutorial.steps.find((step) => step.id === 'works')).toMatchObject({ done: true, doneBy: 'data' });
  });

  it('is skipped (closed) and reopened, the first close time kept', async () => {
    const collector = await signUp(UserType.collector);
    const closed = await update(collector, { closed: true });
    expect(closed).toMatchObject({ closed: true, progress: { done: 0, total: 2 } });
    expect(Date.parse(closed.closedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await update(collector, { closed: true })).closedAt).toBe(closed.closedAt);
    expect(await tutorialOf(collector)).toMatchObject({ closed: true, closedAt: closed.closedAt });

    const reopened = await update(collector, { closed: false, step: 'offers', done: true });
    expect(reopened).toMatchObject({ closed: false, closedAt: null, progress: { done: 1, total: 2 } });
  });

  it("keeps each user's progress her own", async () => {
    const [one, other] = await Promise.all([signUp(UserType.gallery), signUp(UserType.gallery)]);
    await update(one, { step: 'share', done: true, closed: true });
    await addWork(one);
    expect(await tutorialOf(other)).toMatchObject({ closed: false, progress: { done: 0, total: 3 } });
    expect(await stepsOf(other)).toEqual({ works: null, share: null, site: null });
  });

  it('refuses bad input and other types’ steps with a 400, storing nothing', async () => {
    const artist = await signUp(UserType.artist);
    const cases: unknown[] = [
      {},
      { step: 'works', done: true }, // a gallery's step, not an artist's
      { step: 'no-such-step', done: true },
      { step: 'portfolio' },
      { done: true },
      { step: 'portfolio', done: 'yes' },
      { closed: 'true' },
      { closed: null },
      { step: 'portfolio', done: true, userId: 'someone-else' },
      { step: 'x'.repeat(41), done: true },
      [],
    ];
    for (const body of cases) {
      const answer = await call(artist, 'PUT', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    expect(await t.database.db.select().from(tutorialSteps).where(eq(tutorialSteps.userId, artist.uid))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, artist.uid));
    expect(row!.tutorialClosedAt).toBeNull();
  });

  it('answers 401 to anonymous callers, changing nothing', async () => {
    const before = await t.database.db.select().from(tutorialSteps);
    expect((await call(null, 'GET')).statusCode).toBe(401);
    const put = await call(null, 'PUT', { closed: true });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ code: 901 });
    expect(await t.database.db.select().from(tutorialSteps)).toEqual(before);
  });
});
