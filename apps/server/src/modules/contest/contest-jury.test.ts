import {
  UserType,
  type ContestDto,
  type ContestRoundDto,
  type ContestRoundSummaryDto,
  type EntryDto,
} from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestJurors, contestRounds, contestScores, galleries } from '../../db/schema/index.js';
import { sendQueuedMail } from '../../platform/mail/mail-queue.js';
import { ContestClient } from '../../test/contests.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SignedInUser } from '../../test/users.js';

let t: TestApp;
let smtp: SmtpTestServer;
let api: ContestClient;
let admin: SignedInUser;
let jurorA: SignedInUser;
let jurorB: SignedInUser;
let outsider: SignedInUser;
let artist: SignedInUser;
let gallery: SignedInUser;
let painter: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  api = new ContestClient(t);
  admin = await api.admin();
  const { others, collector, artist: a, gallery: g } = UserType;
  [jurorA, jurorB, outsider, artist, gallery, painter] = await api.users(others, collector, others, a, g, a);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Round = ContestRoundDto;

async function newRound(contest: ContestDto, jurors: SignedInUser[]): Promise<ContestRoundSummaryDto> {
  const created = await api.call(admin, 'POST', `/${contest.id}/round`, { body: { title: 'First round' } });
  expect(created.statusCode, created.body).toBe(200);
  const round = created.json<ContestRoundSummaryDto>();
  for (const juror of jurors) {
    // Invited in capitals: a juror is matched by address whatever its case.
    const invited = await api.call(admin, 'POST', `/round/${round.roundId}/juror`, {
      body: { email: juror.email.toUpperCase() },
    });
    expect(invited.statusCode, invited.body).toBe(200);
  }
  return round;
}

/** A contest with entries of the artist, the gallery and the painter, and a round judged by jurors A and B. */
async function judgedContest() {
  const contest = await api.contest(admin);
  const entries = {
    artist: await api.enter(artist, contest.id, await api.works(artist, 2)),
    gallery: await api.enter(gallery, contest.id, await api.works(gallery, 1)),
    painter: await api.enter(painter, contest.id, await api.works(painter, 1)),
  };
  const round = await newRound(contest, [jurorA, jurorB]);
  return { contest, entries, round };
}

const score = (user: SignedInUser, roundId: string, body: Record<string, unknown>) =>
  api.call(user, 'PUT', `/round/${roundId}/score`, { body });
const readRound = async (user: SignedInUser, roundId: string) => {
  const answer = await api.call(user, 'GET', `/round/${roundId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Round>();
};

describe('jury rounds', () => {
  it('are opened by admins, who invite jurors by mail; a juror finds the rounds they judge', async () => {
    const { contest, round } = await judgedContest();
    expect(round).toMatchObject({ number: 1, status: 'open', entryCount: 3, contestId: contest.id });
    await sendQueuedMail(t.app.ctx);
    const mail = await smtp.mailTo(jurorA.email, /Invitation to judge/);
    expect(mail.subject).toContain(contest.title);
    expect(mail.text).toContain(`/contests/jury/${round.roundId}`);

    const jury = await api.call(jurorA, 'GET', '/jury');
    expect(jury.json<{ rounds: ContestRoundSummaryDto[] }>().rounds).toContainEqual(
      expect.objectContaining({
        roundId: round.roundId,
        jurors: [
          { email: jurorA.email, scored: 0 },
          { email: jurorB.email, scored: 0 },
        ],
      }),
    );
    expect((await api.call(outsider, 'GET', '/jury')).json()).toEqual({ rounds: [] });
    // The admin's view of the contest carries its rounds.
    const asAdmin = await api.call(admin, 'GET', `/${contest.id}`);
    expect(asAdmin.json<ContestDto>().rounds).toEqual([expect.objectContaining({ roundId: round.roundId })]);

    // Twice the same address, a second open round, and non-admins are refused.
    const twice = await api.call(admin, 'POST', `/round/${round.roundId}/juror`, { body: { email: jurorA.email } });
    expect(twice.statusCode).toBe(409);
    expect((await api.call(admin, 'POST', `/${contest.id}/round`, { body: {} })).statusCode).toBe(409);
    for (const user of [jurorA, artist, gallery]) {
      expect((await api.call(user, 'POST', `/${contest.id}/round`, { body: {} })).statusCode).toBe(403);
      const invite = await api.call(user, 'POST', `/round/${round.roundId}/juror`, {
        body: { email: outsider.email },
      });
      expect(invite.statusCode).toBe(403);
      expect((await api.call(user, 'POST', `/round/${round.roundId}/close`)).statusCode).toBe(403);
      expect((await api.call(user, 'POST', `/${contest.id}/publish-results`)).statusCode).toBe(403);
    }
    const badEmail = await api.call(admin, 'POST', `/round/${round.roundId}/juror`, { body: { email: 'not-mail' } });
    expect(badEmail.statusCode).toBe(400);
    expect(
      (await api.call(admin, 'POST', '/round/no-such-round/juror', { body: { email: 'a@b.test' } })).statusCode,
    ).toBe(404);
    expect((await api.call(admin, 'POST', '/no-such-contest/round', { body: {} })).statusCode).toBe(404);
    const jurors = await t.database.db.select().from(contestJurors).where(eq(contestJurors.roundId, round.roundId));
    expect(jurors.map((juror) => juror.email).sort()).toEqual([jurorA.email, jurorB.email].sort());
    const rounds = await t.database.db.select().from(contestRounds).where(eq(contestRounds.contestId, contest.id));
    expect(rounds).toHaveLength(1);
  });

  it('are blind: a juror reads only their own scores until the round closes, then every score and the totals', async () => {
    const { contest, entries, round } = await judgedContest();
    const id = round.roundId;
    expect(
      (await score(jurorA, id, { entryId: entries.artist.id, score: 9, mark: 'accepted', note: 'Strong.' })).statusCode,
    ).toBe(200);
    await score(jurorA, id, { entryId: entries.gallery.id, score: 4, mark: 'declined' });
    await score(jurorB, id, { entryId: entries.artist.id, score: 7, mark: 'maybe', note: 'Promising.' });
    // Changing one's mind is allowed while the round is open.
    const changed = await score(jurorB, id, { entryId: entries.artist.id, score: 8, mark: 'accepted' });
    expect(changed.json()).toMatchObject({ entryId: entries.artist.id, score: 8, mark: 'accepted', note: null });

    const asA = await readRound(jurorA, id);
    expect(asA.juror).toBe(true);
    const artistEntry = asA.entries.find((entry) => entry.entryId === entries.artist.id)!;
    expect(artistEntry.myScore).toMatchObject({ score: 9, mark: 'accepted', note: 'Strong.' });
    expect(artistEntry.works).toHaveLength(2);
    expect(artistEntry.statement).toBe('An artist statement.');
    const asB = await readRound(jurorB, id);
    expect(asB.entries.find((entry) => entry.entryId === entries.gallery.id)!.myScore).toBeNull();
    // Nothing of the other juror's scores is in either answer, nor any total.
    for (const view of [asA, asB]) {
      for (const entry of view.entries) {
        expect(entry).not.toHaveProperty('scores');
        expect(entry).not.toHaveProperty('total');
      }
    }
    expect(JSON.stringify(asB)).not.toContain('Strong.');
    expect(JSON.stringify(asA)).not.toContain('Promising.');
    // Admins see progress, not scores.
    const asAdmin = await readRound(admin, id);
    expect(asAdmin.juror).toBe(false);
    expect(asAdmin.jurors).toEqual([
      { email: jurorA.email, scored: 2 },
      { email: jurorB.email, scored: 1 },
    ]);
    expect(asAdmin.entries.every((entry) => entry.myScore === null && !('scores' in entry))).toBe(true);

    // A round closes only after the deadline.
    expect((await api.call(admin, 'POST', `/round/${id}/close`)).statusCode).toBe(409);
    await api.pastDeadline(admin, contest.id);
    const closed = await api.call(admin, 'POST', `/round/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });

    const after = await readRound(jurorB, id);
    const artistAfter = after.entries.find((entry) => entry.entryId === entries.artist.id)!;
    expect(artistAfter.scores!.map(({ juror, score: given, note }) => [juror, given, note])).toEqual(
      [
        [jurorA.email, 9, 'Strong.'],
        [jurorB.email, 8, null],
      ].sort(),
    );
    expect(artistAfter.total).toEqual({ count: 2, sum: 17, average: 8.5, mark: 'accepted', rank: 1 });
    expect(after.entries.find((entry) => entry.entryId === entries.gallery.id)!.total).toMatchObject({
      average: 4,
      mark: 'declined',
      rank: 2,
    });
    expect(after.entries.find((entry) => entry.entryId === entries.painter.id)!.total).toMatchObject({
      count: 0,
      average: null,
      mark: 'to_review',
      rank: null,
    });

    // Closed: scores are final, the deadline stays, and closing again is refused.
    expect((await score(jurorA, id, { entryId: entries.painter.id, score: 10, mark: 'accepted' })).statusCode).toBe(
      409,
    );
    expect((await api.call(admin, 'POST', `/round/${id}/close`)).statusCode).toBe(409);
    const moved = await api.call(admin, 'PUT', `/${contest.id}`, {
      body: { deadline: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(moved.statusCode).toBe(409);
    const invite = await api.call(admin, 'POST', `/round/${id}/juror`, { body: { email: outsider.email } });
    expect(invite.statusCode).toBe(409);
  });

  it('name each entrant in both languages, the English name beside its own (null when it has none)', async () => {
    await t.database.db
      .update(galleries)
      .set({ name: '김서연', nameen: 'Seoyeon Kim' })
      .where(eq(galleries.id, artist.gid));
    await t.database.db.update(galleries).set({ name: '갤러리 현', nameen: null }).where(eq(galleries.id, gallery.gid));
    const { entries, round } = await judgedContest();
    for (const reader of [jurorA, admin]) {
      const view = await readRound(reader, round.roundId);
      const named = (id: string) => view.entries.find((entry) => entry.entryId === id);
      expect(named(entries.artist.id)).toMatchObject({ entrantName: '김서연', entrantNameEn: 'Seoyeon Kim' });
      expect(named(entries.gallery.id)).toMatchObject({ entrantName: '갤러리 현', entrantNameEn: null });
    }
  });

  it('open one at a time, however many are asked for at once', async () => {
    const contest = await api.contest(admin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call(admin, 'POST', `/${contest.id}/round`, { body: {} })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const rounds = await t.database.db.select().from(contestRounds).where(eq(contestRounds.contestId, contest.id));
    expect(rounds.map((round) => round.number)).toEqual([1]);
  });

  it('are closed to everyone but their jurors and admins; scores are checked and nothing wrong is stored', async () => {
    const { entries, round } = await judgedContest();
    const other = await judgedContest();
    const id = round.roundId;
    // Not a juror: the round does not exist for them.
    for (const user of [outsider, artist]) {
      expect((await api.call(user, 'GET', `/round/${id}`)).statusCode).toBe(404);
      expect((await score(user, id, { entryId: entries.artist.id, score: 5, mark: 'maybe' })).statusCode).toBe(404);
    }
    // An admin who is not a juror reads it but does not score.
    expect((await score(admin, id, { entryId: entries.artist.id, score: 5, mark: 'maybe' })).statusCode).toBe(403);
    // Another contest's entry; bad scores, marks and fields.
    expect((await score(jurorA, id, { entryId: other.entries.artist.id, score: 5, mark: 'maybe' })).statusCode).toBe(
      404,
    );
    const cases: Record<string, unknown>[] = [
      { entryId: entries.artist.id, score: 0, mark: 'maybe' },
      { entryId: entries.artist.id, score: 11, mark: 'maybe' },
      { entryId: entries.artist.id, score: 5.5, mark: 'maybe' },
      { entryId: entries.artist.id, score: 5, mark: 'great' },
      { entryId: entries.artist.id, score: 5 },
      { entryId: entries.artist.id, score: 5, mark: 'maybe', juror: jurorB.email },
    ];
    for (const body of cases) {
      const answer = await score(jurorA, id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(contestScores).where(eq(contestScores.roundId, id))).toEqual([]);
    expect((await api.call(jurorA, 'GET', '/round/no-such-round')).statusCode).toBe(404);
  });

  it('pass on what a round accepted or thought maybe; results reach each entrant, for their own entry only, once published', async () => {
    const { contest, entries, round } = await judgedContest();
    await score(jurorA, round.roundId, { entryId: entries.artist.id, score: 9, mark: 'accepted' });
    await score(jurorB, round.roundId, { entryId: entries.artist.id, score: 8, mark: 'maybe' });
    await score(jurorA, round.roundId, { entryId: entries.gallery.id, score: 6, mark: 'maybe' });
    await score(jurorB, round.roundId, { entryId: entries.gallery.id, score: 6, mark: 'maybe' });
    await score(jurorA, round.roundId, { entryId: entries.painter.id, score: 2, mark: 'declined' });
    // Results come from closed rounds only.
    expect((await api.call(admin, 'POST', `/${contest.id}/publish-results`)).statusCode).toBe(409);
    await api.pastDeadline(admin, contest.id);
    await api.call(admin, 'POST', `/round/${round.roundId}/close`);

    const second = await newRound(contest, [jurorB]);
    expect(second).toMatchObject({ number: 2, entryCount: 2 });
    const view = await readRound(jurorB, second.roundId);
    expect(view.entries.map((entry) => entry.entryId).sort()).toEqual([entries.artist.id, entries.gallery.id].sort());
    expect(view.entries.every((entry) => entry.myScore === null)).toBe(true);
    // The painter's entry did not pass: it is not in this round.
    expect(
      (await score(jurorB, second.roundId, { entryId: entries.painter.id, score: 9, mark: 'accepted' })).statusCode,
    ).toBe(404);
    // Juror A was not invited to this round.
    expect((await api.call(jurorA, 'GET', `/round/${second.roundId}`)).statusCode).toBe(404);
    await score(jurorB, second.roundId, { entryId: entries.artist.id, score: 10, mark: 'accepted' });
    await score(jurorB, second.roundId, { entryId: entries.gallery.id, score: 7, mark: 'declined' });

    // Before publication: no result for anyone.
    const resultOf = async (user: SignedInUser) => {
      const answer = await api.call(user, 'GET', '/submission', { gid: user.gid });
      return answer.json<{ entries: EntryDto[] }>().entries.filter((entry) => entry.contestId === contest.id);
    };
    expect((await resultOf(artist)).map((entry) => entry.result)).toEqual([null]);
    expect((await api.call(admin, 'POST', `/${contest.id}/publish-results`)).statusCode).toBe(409);
    await api.call(admin, 'POST', `/round/${second.roundId}/close`);

    const published = await api.call(admin, 'POST', `/${contest.id}/publish-results`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<ContestDto>().resultsPublishedAt).not.toBeNull();
    expect((await api.call(admin, 'POST', `/${contest.id}/publish-results`)).statusCode).toBe(409);
    expect((await api.call(admin, 'POST', `/${contest.id}/round`, { body: {} })).statusCode).toBe(409);

    const artistResults = await resultOf(artist);
    expect(artistResults).toMatchObject([{ id: entries.artist.id, result: { outcome: 'accepted', rank: 1 } }]);
    expect(await resultOf(gallery)).toMatchObject([
      { id: entries.gallery.id, result: { outcome: 'declined', rank: 2 } },
    ]);
    expect(await resultOf(painter)).toMatchObject([
      { id: entries.painter.id, result: { outcome: 'declined', rank: null } },
    ]);
    // An entrant's answer holds their own entry, and no juror's mark, score or note.
    const body = JSON.stringify(artistResults);
    expect(body).not.toContain(entries.gallery.id);
    expect(body).not.toContain('"score"');
    expect(body).not.toContain('"mark"');
    await sendQueuedMail(t.app.ctx);
    for (const entrant of [artist, gallery, painter]) {
      expect((await smtp.mailTo(entrant.email, /Results of/)).subject).toContain(contest.title);
    }
  });
});
