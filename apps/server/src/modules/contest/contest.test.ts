import { UserType, type ContestDto, type EntryDto, type Page } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestEntries, contests } from '../../db/schema/index.js';
import { ContestClient } from '../../test/contests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';
import { addMemberDirectly } from '../workspace/workspace.service.js';

let t: TestApp;
let api: ContestClient;
let admin: SignedInUser;
let artist: SignedInUser;
let gallery: SignedInUser;
let collector: SignedInUser;
let fair: SignedInUser;
/** An admin of the artist's workspace: a member, not the owner of her entries. */
let assistant: SignedInUser;
let artistWorks: string[];
let galleryWorks: string[];

beforeAll(async () => {
  t = await createTestApp();
  api = new ContestClient(t);
  admin = await api.admin();
  const { artist: a, gallery: g, collector: c, fair: f } = UserType;
  [artist, gallery, collector, fair, assistant] = await api.users(a, g, c, f, g);
  await addMemberDirectly(t.app.ctx, artist.gid, assistant.uid, 'admin');
  artistWorks = await api.works(artist, 4);
  galleryWorks = await api.works(gallery, 2);
});
afterAll(() => t.close());

const storedContests = () => t.database.db.select().from(contests);
const storedEntries = (contestId: string) =>
  t.database.db.select().from(contestEntries).where(eq(contestEntries.contestId, contestId));

describe('contests', () => {
  it('are made by platform admins, with rules rendered to safe HTML and drafts kept from everyone else', async () => {
    const contest = await api.contest(admin, {
      rules: '# 규칙\n<script>alert(1)</script> **bold**',
      published: false,
    });
    expect(contest).toMatchObject({
      titleEn: 'Open call',
      eligibleTypes: [UserType.artist, UserType.gallery],
      timeZone: 'Asia/Seoul',
      worksAllowed: 3,
      published: false,
      open: false,
      resultsPublishedAt: null,
      rounds: [],
    });
    expect(contest.rulesHtml).toBe('<h3>규칙</h3>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; <strong>bold</strong></p>');

    // A draft: a 404 and no list entry for anyone but admins.
    expect((await api.call(artist, 'GET', `/${contest.id}`)).statusCode).toBe(404);
    const listed = (user: SignedInUser) =>
      api.call(user, 'GET', '?size=100').then((answer) => answer.json<Page<ContestDto>>().items.map((item) => item.id));
    expect(await listed(artist)).not.toContain(contest.id);
    expect(await listed(admin)).toContain(contest.id);

    const published = await api.call(admin, 'PUT', `/${contest.id}`, { body: { published: true } });
    expect(published.json()).toMatchObject({ published: true, open: true, title: contest.title });
    const asArtist = await api.call(artist, 'GET', `/${contest.id}`);
    expect(asArtist.statusCode).toBe(200);
    // The jury's rounds are the admins' business.
    expect(asArtist.json()).not.toHaveProperty('rounds');
    expect(await listed(artist)).toContain(contest.id);
  });

  it('are listed the latest deadline first', async () => {
    const soon = await api.contest(admin, { deadline: new Date(Date.now() + 86_400_000).toISOString() });
    const later = await api.contest(admin, { deadline: new Date(Date.now() + 90 * 86_400_000).toISOString() });
    const ids = (await api.call(gallery, 'GET', '?size=100')).json<Page<ContestDto>>().items.map((item) => item.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(soon.id));
  });

  it('refuses anyone but platform admins, and bad input, storing nothing', async () => {
    const contest = await api.contest(admin);
    const before = (await storedContests()).length;
    const body = {
      title: 'x',
      eligibleTypes: [7],
      deadline: new Date().toISOString(),
      timeZone: 'UTC',
      worksAllowed: 1,
    };
    for (const user of [artist, gallery, fair, collector]) {
      expect((await api.call(user, 'POST', '', { body })).statusCode).toBe(403);
      expect((await api.call(user, 'PUT', `/${contest.id}`, { body: { title: 'Taken' } })).statusCode).toBe(403);
    }
    const cases: unknown[] = [
      { ...body, title: '' },
      { ...body, eligibleTypes: [] },
      { ...body, eligibleTypes: [UserType.collector] },
      { ...body, eligibleTypes: [7, 7] },
      { ...body, deadline: '2027-01-01' },
      { ...body, timeZone: 'Mars/Olympus_Mons' },
      { ...body, worksAllowed: 0 },
      { ...body, worksAllowed: 1.5 },
      { ...body, published: 'yes' },
      { ...body, createdBy: admin.uid },
    ];
    for (const bad of cases) {
      const answer = await api.call(admin, 'POST', '', { body: bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    expect((await api.call(admin, 'PUT', `/${contest.id}`, { body: { worksAllowed: -1 } })).statusCode).toBe(400);
    expect((await api.call(admin, 'PUT', '/no-such-contest', { body: { title: 'x' } })).statusCode).toBe(404);
    expect(await storedContests()).toHaveLength(before);
    const [stored] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(stored).toMatchObject({ title: contest.title, worksAllowed: 3 });
  });

  it('answers 401 to anonymous callers on every route, changing nothing', async () => {
    const contest = await api.contest(admin);
    const entry = await api.enter(artist, contest.id, [artistWorks[0]!]);
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
      ['GET', ''],
      ['GET', `/${contest.id}`],
      ['POST', '', { title: 'x' }],
      ['PUT', `/${contest.id}`, { title: 'x' }],
      ['POST', `/${contest.id}/round`, {}],
      ['POST', '/round/some-round/juror', { email: 'juror@example.test' }],
      ['POST', '/round/some-round/close'],
      ['POST', `/${contest.id}/publish-results`],
      ['GET', '/jury'],
      ['GET', '/round/some-round'],
      ['PUT', '/round/some-round/score', { entryId: entry.id, score: 5, mark: 'maybe' }],
      ['GET', '/submission'],
      ['POST', '/submission', { contestId: contest.id, aids: [artistWorks[1]], statement: 'x' }],
      ['PUT', '/submission', { id: entry.id, contestId: contest.id, aids: [artistWorks[1]], statement: 'x' }],
      ['DELETE', `/submission/${entry.id}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call(null, method, path, { gid: artist.gid, body });
      expect(answer.statusCode, `${method} ${path}`).toBe(401);
      expect(answer.json()).toMatchObject({ code: 901 });
    }
    expect(await storedEntries(contest.id)).toMatchObject([{ id: entry.id, aids: [artistWorks[0]] }]);
  });
});

describe('entries', () => {
  it('an artist enters with works of her inventory and a statement; her workspace lists it as hers', async () => {
    const contest = await api.contest(admin);
    const entry = await api.enter(artist, contest.id, artistWorks.slice(0, 2), '빛과 그림자에 관한 연작.');
    expect(entry).toMatchObject({
      contestId: contest.id,
      gid: artist.gid,
      ownerUid: artist.uid,
      mine: true,
      aids: artistWorks.slice(0, 2),
      statement: '빛과 그림자에 관한 연작.',
      result: null,
    });
    expect(entry.works.map((work) => [work.aid, work.title])).toEqual([
      [artistWorks[0], 'Work 0'],
      [artistWorks[1], 'Work 1'],
    ]);
    // The jury and the entrant see the work, never its price.
    expect(entry.works[0]).not.toHaveProperty('price');
    const mine = await api.call(artist, 'GET', '/submission', { gid: artist.gid });
    expect(mine.json<{ entries: EntryDto[] }>().entries).toContainEqual(
      expect.objectContaining({ id: entry.id, mine: true }),
    );
    // Another member of the workspace reads it, and is told it is not theirs.
    const asAssistant = await api.call(assistant, 'GET', '/submission', { gid: artist.gid });
    expect(asAssistant.json<{ entries: EntryDto[] }>().entries).toContainEqual(
      expect.objectContaining({ id: entry.id, mine: false }),
    );
    // A workspace enters once: a second entry is refused.
    const again = await api.call(artist, 'POST', '/submission', {
      gid: artist.gid,
      body: { contestId: contest.id, aids: [artistWorks[2]], statement: 'Again.' },
    });
    expect(again.statusCode).toBe(409);
    expect(await storedEntries(contest.id)).toHaveLength(1);
  });

  it('takes one entry per workspace, however many arrive at once', async () => {
    const contest = await api.contest(admin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api.call(gallery, 'POST', '/submission', {
          gid: gallery.gid,
          body: { contestId: contest.id, aids: [galleryWorks[n % 2]], statement: `Entry ${n}.` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await storedEntries(contest.id)).toHaveLength(1);
  });

  it('refuses the wrong account type, another workspace, other works and bad bodies, storing nothing', async () => {
    const artistsOnly = await api.contest(admin, { eligibleTypes: [UserType.artist], worksAllowed: 2 });
    const enter = (user: SignedInUser, body: Record<string, unknown>, gid = user.gid) =>
      api.call(user, 'POST', '/submission', { gid, body: { contestId: artistsOnly.id, statement: 'S.', ...body } });
    // Galleries are not eligible for this one; collectors and fairs for none.
    expect((await enter(gallery, { aids: [galleryWorks[0]] })).statusCode).toBe(403);
    expect((await enter(collector, { aids: ['x'] })).statusCode).toBe(403);
    expect((await enter(fair, { aids: ['x'] })).statusCode).toBe(403);
    // A workspace the caller is not a member of.
    expect((await enter(gallery, { aids: [artistWorks[0]] }, artist.gid)).statusCode).toBe(403);
    // A draft or missing contest.
    const draft = await api.contest(admin, { published: false });
    expect((await enter(artist, { contestId: draft.id, aids: [artistWorks[0]] })).statusCode).toBe(404);
    expect((await enter(artist, { contestId: 'no-such-contest', aids: [artistWorks[0]] })).statusCode).toBe(404);
    // Works that are not hers, too many, twice, none; a missing statement; a field of its own.
    const cases: Record<string, unknown>[] = [
      { aids: [galleryWorks[0]] },
      { aids: artistWorks.slice(0, 3) },
      { aids: [artistWorks[0], artistWorks[0]] },
      { aids: [] },
      { aids: [artistWorks[0]], statement: '' },
      { aids: [artistWorks[0]], ownerUid: gallery.uid },
      { aids: [artistWorks[0]], gid: gallery.gid },
    ];
    for (const body of cases) {
      const answer = await enter(artist, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
    expect((await api.call(artist, 'POST', '/submission', { body: { contestId: artistsOnly.id } })).statusCode).toBe(
      400,
    );
    expect(await storedEntries(artistsOnly.id)).toEqual([]);
    expect(await storedEntries(draft.id)).toEqual([]);
  });

  it('are refused after the deadline, new or changed, and nothing is stored', async () => {
    const contest = await api.contest(admin);
    const entry = await api.enter(artist, contest.id, [artistWorks[0]!]);
    await api.pastDeadline(admin, contest.id);
    const late = await api.call(gallery, 'POST', '/submission', {
      gid: gallery.gid,
      body: { contestId: contest.id, aids: [galleryWorks[0]], statement: 'Late.' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'conflict' });
    const change = await api.call(artist, 'PUT', '/submission', {
      gid: artist.gid,
      body: { id: entry.id, contestId: contest.id, aids: [artistWorks[1]], statement: 'Changed.' },
    });
    expect(change.statusCode).toBe(409);
    expect(await storedEntries(contest.id)).toMatchObject([
      { id: entry.id, aids: [artistWorks[0]], statement: 'An artist statement.' },
    ]);
    expect((await api.call(artist, 'GET', `/${contest.id}`)).json()).toMatchObject({ open: false });
  });

  it('are changed and withdrawn by their owner only: 403 for the workspace’s other members, 404 for other workspaces', async () => {
    const contest = await api.contest(admin);
    const entry = await api.enter(artist, contest.id, [artistWorks[0]!]);
    const change = (user: SignedInUser, gid: string, fields: Record<string, unknown> = {}) =>
      api.call(user, 'PUT', '/submission', {
        gid,
        body: { id: entry.id, contestId: contest.id, aids: [artistWorks[1]], statement: 'Changed.', ...fields },
      });
    expect((await change(assistant, artist.gid)).statusCode).toBe(403);
    expect((await change(gallery, gallery.gid, { aids: [galleryWorks[0]] })).statusCode).toBe(404);
    expect((await change(gallery, artist.gid)).statusCode).toBe(403);
    expect((await change(artist, artist.gid, { contestId: 'another-contest' })).statusCode).toBe(404);
    expect((await api.call(assistant, 'DELETE', `/submission/${entry.id}`)).statusCode).toBe(403);
    expect((await api.call(gallery, 'DELETE', `/submission/${entry.id}`)).statusCode).toBe(404);
    expect((await api.call(admin, 'DELETE', `/submission/${entry.id}`)).statusCode).toBe(404);
    expect(await storedEntries(contest.id)).toMatchObject([{ aids: [artistWorks[0]] }]);

    const changed = await change(artist, artist.gid, { aids: [artistWorks[1], artistWorks[2]] });
    expect(changed.json()).toMatchObject({
      id: entry.id,
      aids: [artistWorks[1], artistWorks[2]],
      statement: 'Changed.',
    });
    const withdrawn = await api.call(artist, 'DELETE', `/submission/${entry.id}`);
    expect(withdrawn.json()).toEqual({ ok: true });
    expect(await storedEntries(contest.id)).toEqual([]);
    expect((await api.call(artist, 'DELETE', `/submission/${entry.id}`)).statusCode).toBe(404);
  });
});
