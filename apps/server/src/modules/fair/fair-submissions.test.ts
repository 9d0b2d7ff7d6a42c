import {
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  UserType,
  type FairDto,
  type MemoDto,
  type ParticipantDetailDto,
  type ParticipantDto,
  type PublicFairDto,
  type SubmissionDto,
} from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { fairMemos, fairSubmissions } from '../../db/schema/index.js';
import { fairManagement, type FairCall } from '../../test/fairs.js';
import { holdAsCollector } from '../../test/holds.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let organiser: SignedInUser;
let gallery: SignedInUser;
let otherGallery: SignedInUser;
let collector: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, gallery, otherGallery, collector] = await Promise.all([
    createUser(t.app, t.database.db, { type: UserType.fair }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.gallery }),
    createUser(t.app, t.database.db, { type: UserType.collector }),
  ]);
});
afterAll(() => t.close());

const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
const api: FairCall = (...args) => fairManagement(t)(...args);
const as = (user: SignedInUser) => ({ gid: user.gid });

async function newFair(fields: Record<string, unknown> = {}): Promise<FairDto> {
  const answer = await api(organiser, 'POST', '/fair', as(organiser), {
    name: '서울 아트페어',
    nameEn: 'Seoul Art Fair',
    startDate: day(40),
    endDate: day(43),
    sections: ['Galleries', 'Focus'],
    published: true,
    ...fields,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FairDto>();
}

async function applied(user: SignedInUser, fairId: string): Promise<string> {
  const answer = await api(user, 'POST', '/join', {}, { gid: user.gid, artFairId: fairId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ParticipantDto>().participantId;
}

const submit = (user: SignedInUser, body: Record<string, unknown>) =>
  api(user, 'POST', '/fair/submission', as(user), body);
const review = (user: SignedInUser, id: string, body: unknown) =>
  api(user, 'PUT', `/fair/submission/${id}`, as(user), body);
const detail = async (user: SignedInUser, participantId: string) => {
  const answer = await api(user, 'GET', `/participant/${participantId}`, as(user));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ParticipantDetailDto>();
};
const publicFair = (fairId: string) =>
  t.app.inject({ method: 'GET', url: '/api/web/fair/exhibitors', headers: { fairid: fairId } });

async function works(user: SignedInUser, ...titles: string[]) {
  return Promise.all(
    titles.map(async (title) => (await createArtwork(t.database.db, { gid: user.gid, title })).artwork.id),
  );
}

const storedSubmissions = (participantId: string) =>
  t.database.db.select().from(fairSubmissions).where(eq(fairSubmissions.participantId, participantId));

const holdWork = (owner: SignedInUser, aid: string) => holdAsCollector(t, owner, collector, aid);

describe('submissions', () => {
  it('an exhibitor submits an artwork list of its inventory; the organiser reviews it; the public page shows it live', async () => {
    const fair = await newFair();
    const participantId = await applied(gallery, fair.fairId);
    const [tide, salt] = await works(gallery, 'Tide', 'Salt');

    const draft = await submit(gallery, {
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'draft',
      content: { aids: [salt] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const { id } = draft.json<SubmissionDto>();
    // The organiser does not see drafts.
    expect((await detail(organiser, participantId)).submissions).toEqual([]);
    expect((await review(organiser, id, { submissionStatus: 'approved' })).statusCode).toBe(404);

    const sent = await submit(gallery, {
      id,
      gid: gallery.gid,
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: [tide, salt] },
    });
    expect(sent.json<SubmissionDto>()).toMatchObject({ id, submissionStatus: 'submitted' });
    expect(sent.json<SubmissionDto>().works.map((work) => work.title)).toEqual(['Tide', 'Salt']);
    expect(sent.json<SubmissionDto>().submittedAt).not.toBeNull();

    const seen = await detail(organiser, participantId);
    expect(seen.submissions.map((entry) => entry.works.map((work) => work.aid))).toEqual([[tide, salt]]);
    const approved = await review(organiser, id, { submissionStatus: 'approved', reviewNote: 'Lovely hang' });
    expect(approved.json<SubmissionDto>()).toMatchObject({ submissionStatus: 'approved', reviewNote: 'Lovely hang' });
    // Decided: the exhibitor can no longer change it.
    const late = await submit(gallery, {
      id,
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: [tide] },
    });
    expect(late.statusCode).toBe(409);

    // Not accepted yet: the public page has no exhibitors.
    expect((await publicFair(fair.fairId)).json<PublicFairDto>().exhibitors).toEqual([]);
    await api(organiser, 'PUT', `/participant/${participantId}`, as(organiser), {
      status: 'accepted',
      booth: { number: 'B7' },
      section: 'Focus',
    });
    const page = await publicFair(fair.fairId);
    expect(page.statusCode, page.body).toBe(200);
    const [exhibitor] = page.json<PublicFairDto>().exhibitors;
    expect(exhibitor).toMatchObject({ gid: gallery.gid, booth: { number: 'B7' }, section: 'Focus', sitePath: null });
    expect(exhibitor!.works.map((work) => [work.title, work.availability])).toEqual([
      ['Tide', 'available'],
      ['Salt', 'available'],
    ]);
    expect(page.body).not.toMatch(/price|Lovely hang/i);
    expect(page.json<PublicFairDto>().slug).toBe(`seoul-art-fair-${fair.fairId}`);

    // A hold made in the inventory reads "on hold" on the fair page at once.
    await holdWork(gallery, tide!);
    const after = (await publicFair(fair.fairId)).json<PublicFairDto>();
    expect(after.exhibitors[0]!.works.find((work) => work.aid === tide)!.availability).toBe('on_hold');
  });

  it('checks the content by its type and the works by their workspace, storing nothing on refusal', async () => {
    const fair = await newFair();
    const participantId = await applied(gallery, fair.fairId);
    const [theirs] = await works(otherGallery, 'Not mine');
    const refusals: [Record<string, unknown>, number][] = [
      [
        { participantId, submissionType: 'artwork_list', submissionStatus: 'submitted', content: { aids: [theirs] } },
        400,
      ],
      [{ participantId, submissionType: 'artwork_list', submissionStatus: 'submitted', content: { aids: [] } }, 400],
      [{ participantId, submissionType: 'artwork_list', submissionStatus: 'approved', content: { aids: ['x'] } }, 400],
      [{ participantId, submissionType: 'booth_plan', submissionStatus: 'draft', content: { aids: ['x'] } }, 400],
      [{ participantId, submissionType: 'poster', submissionStatus: 'draft', content: {} }, 400],
      [
        {
          participantId,
          gid: otherGallery.gid,
          submissionType: 'catalogue_entry',
          submissionStatus: 'draft',
          content: { text: 'x' },
        },
        400,
      ],
      [
        {
          participantId,
          submissionType: 'catalogue_entry',
          submissionStatus: 'draft',
          content: { text: 'x' },
          extra: 1,
        },
        400,
      ],
    ];
    for (const [body, status] of refusals) {
      const answer = await submit(gallery, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json()).toHaveProperty('code', 'validation');
    }
    expect(await storedSubmissions(participantId)).toEqual([]);

    // A catalogue entry and an application with the fair's documents are fine.
    const entry = await submit(gallery, {
      participantId,
      submissionType: 'catalogue_entry',
      submissionStatus: 'submitted',
      content: { text: '갤러리 소개', textEn: 'About the gallery' },
    });
    expect(entry.statusCode, entry.body).toBe(200);
    expect(entry.json<SubmissionDto>().works).toEqual([]);
    // Its type does not change.
    const retyped = await submit(gallery, {
      id: entry.json<SubmissionDto>().id,
      participantId,
      submissionType: 'booth_plan',
      submissionStatus: 'draft',
      content: { description: 'x' },
    });
    expect(retyped.statusCode).toBe(400);
  });

  it('refuses the organiser, other workspaces, anonymous callers and withdrawn participants', async () => {
    const fair = await newFair();
    const participantId = await applied(gallery, fair.fairId);
    const [aid] = await works(gallery, 'Field');
    const body = {
      participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: [aid] },
    };
    expect((await submit(organiser, body)).statusCode).toBe(403);
    expect((await submit(otherGallery, body)).statusCode).toBe(404);
    expect((await api(null, 'POST', '/fair/submission', as(gallery), body)).statusCode).toBe(401);
    // A member of another workspace naming the gallery's gid is not a member of it.
    expect((await api(otherGallery, 'POST', '/fair/submission', as(gallery), body)).statusCode).toBe(403);
    expect(await storedSubmissions(participantId)).toEqual([]);

    const { id } = (await submit(gallery, body)).json<SubmissionDto>();
    expect((await review(gallery, id, { submissionStatus: 'approved' })).statusCode).toBe(403);
    expect((await review(otherGallery, id, { submissionStatus: 'approved' })).statusCode).toBe(404);
    expect((await review(organiser, id, { submissionStatus: 'submitted' })).statusCode).toBe(400);
    expect((await storedSubmissions(participantId))[0]).toMatchObject({ status: 'submitted', reviewNote: null });

    await api(gallery, 'PUT', `/participant/${participantId}`, as(gallery), { status: 'withdrawn' });
    expect((await submit(gallery, body)).statusCode).toBe(409);
    expect(await storedSubmissions(participantId)).toHaveLength(1);
  });
});

describe('memos', () => {
  it('the organiser writes memos with the author and time from the session; they never reach the exhibitor', async () => {
    const fair = await newFair();
    const participantId = await applied(gallery, fair.fairId);
    const before = Date.now();
    const written = await api(organiser, 'POST', `/participant/${participantId}/memo`, as(organiser), {
      id: 'mine',
      authorUid: gallery.uid,
      createdAt: '2001-01-01T00:00:00Z',
      content: 'Strong booth plan; ask about the large canvas.',
    });
    expect(written.statusCode, written.body).toBe(200);
    const memo = written.json<MemoDto>();
    expect(memo.id).not.toBe('mine');
    expect(memo.authorUid).toBe(organiser.uid);
    expect(Date.parse(memo.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    expect((await detail(organiser, participantId)).memos).toEqual([memo]);
    const theirs = await detail(gallery, participantId);
    expect(theirs).not.toHaveProperty('memos');
    expect(JSON.stringify(theirs)).not.toContain('large canvas');
    const list = await api(gallery, 'GET', '/participant', as(gallery));
    expect(list.body).not.toContain('large canvas');
    const page = await publicFair(fair.fairId);
    expect(page.body).not.toContain('large canvas');

    // The exhibitor, another workspace and anonymous callers write none; an empty memo is refused.
    const note = { content: 'Please accept us' };
    expect((await api(gallery, 'POST', `/participant/${participantId}/memo`, as(gallery), note)).statusCode).toBe(403);
    expect(
      (await api(otherGallery, 'POST', `/participant/${participantId}/memo`, as(otherGallery), note)).statusCode,
    ).toBe(404);
    expect((await api(null, 'POST', `/participant/${participantId}/memo`, as(organiser), note)).statusCode).toBe(401);
    expect(
      (await api(organiser, 'POST', `/participant/${participantId}/memo`, as(organiser), { content: '  ' })).statusCode,
    ).toBe(400);
    const stored = await t.database.db.select().from(fairMemos).where(eq(fairMemos.participantId, participantId));
    expect(stored.map((row) => row.content)).toEqual(['Strong booth plan; ask about the large canvas.']);
  });
});

describe('fairs open to an exhibitor, and the public page', () => {
  it('lists invited fairs and published fairs taking applications; not drafts or closed ones', async () => {
    const open = await newFair({ applicationClosesAt: new Date(Date.now() + 86_400_000).toISOString() });
    const closed = await newFair({ applicationClosesAt: new Date(Date.now() - 86_400_000).toISOString() });
    const draft = await newFair({ published: false });
    const invitedDraft = await newFair({ published: false });
    await api(organiser, 'PUT', '/fair/access', as(organiser), {
      fid: invitedDraft.fairId,
      gid: otherGallery.gid,
      accessLevel: 'invited',
    });
    const answer = await api(otherGallery, 'GET', '/fair/supported', as(otherGallery));
    expect(answer.statusCode, answer.body).toBe(200);
    const fairs = answer.json<{ fairs: FairDto[] }>().fairs;
    const roles = new Map(fairs.map((fair) => [fair.fairId, fair.role]));
    expect(roles.get(open.fairId)).toBe('open');
    expect(roles.get(invitedDraft.fairId)).toBe('invited');
    expect(roles.has(closed.fairId)).toBe(false);
    expect(roles.has(draft.fairId)).toBe(false);
    // Nobody's grants travel to an exhibitor.
    expect(fairs.every((fair) => fair.grants.length === 0)).toBe(true);

    expect((await api(organiser, 'GET', '/fair/supported', as(organiser))).statusCode).toBe(403);
    expect((await api(collector, 'GET', '/fair/supported', as(collector))).statusCode).toBe(403);
    expect((await api(null, 'GET', '/fair/supported', as(gallery))).statusCode).toBe(401);
    expect((await api(gallery, 'GET', '/fair/supported', as(otherGallery))).statusCode).toBe(403);
  });

  it('answers 404 for a draft or unknown fair and 400 without its id', async () => {
    const draft = await newFair({ published: false });
    expect((await publicFair(draft.fairId)).statusCode).toBe(404);
    expect((await publicFair('no-such-fair')).statusCode).toBe(404);
    const bare = await t.app.inject({ method: 'GET', url: '/api/web/fair/exhibitors' });
    expect(bare.statusCode).toBe(400);
  });
});
