import {
  ErrorCode,
  type ContestDto,
  type ContestRoundDto,
  type ContestRoundSummaryDto,
  type ScoreDto,
  type ScoreInput,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { recipientAt } from '../../platform/mail/recipient.js';
import { contestJurorMail, contestResultsMail } from '../../platform/mail/templates.js';
import { isAdmin, requireAdmin } from '../user/user.service.js';
import { finalResults, standings } from './contest-standings.js';
import { presentContest, presentRoundEntry, presentScore, worksOfEntry } from './contest.presenter.js';
import * as repo from './contest.repository.js';
import type { JurorRow, RoundRecord } from './contest.repository.js';
import { loadJury, noSuchContest, roundSummaries, worksOfEntries } from './contest.service.js';

/**
 * Jury rounds (ADR 031). A juror is whoever is signed in with the (verified) e-mail address a
 * platform admin invited. Until a round closes nobody — jurors and admins alike — reads any score
 * but their own: admins see only how many entries each juror has scored. Once it closes, its
 * jurors and admins read every score and the totals. Entrants never read scores: once the results
 * are published, each reads the outcome and place of their own entry.
 */

function noSuchRound(): AppError {
  return new AppError(ErrorCode.notFound, 'No such jury round.');
}

/** The address a juror is invited by, when the caller's is verified: account e-mails compared lower-cased. */
function jurorEmailOf(identity: Identity): string | null {
  return identity.user.emailVerified ? identity.user.email.toLowerCase() : null;
}

function jurorsUrl(ctx: AppContext, roundId: string): string {
  return `${ctx.config.publicUrl}/contests/jury/${roundId}`;
}

async function summaryOf(ctx: AppContext, record: RoundRecord): Promise<ContestRoundSummaryDto> {
  const [summary] = await roundSummaries(ctx, [record]);
  return summary!;
}

/** A round for a platform admin; 404 when there is none. */
async function requireAdminRound(ctx: AppContext, identity: Identity, roundId: string): Promise<RoundRecord> {
  requireAdmin(identity);
  const record = await repo.findRound(ctx.db, roundId);
  if (!record) throw noSuchRound();
  return record;
}

/** A round its juror or a platform admin may read; to anyone else it is a 404, as a missing one is. */
async function requireRoundReader(
  ctx: AppContext,
  identity: Identity,
  roundId: string,
): Promise<{ record: RoundRecord; juror: JurorRow | null }> {
  const record = await repo.findRound(ctx.db, roundId);
  const email = jurorEmailOf(identity);
  const juror = (record && email && (await repo.jurorOf(ctx.db, roundId, email))) || null;
  if (!record || (!juror && !isAdmin(identity))) throw noSuchRound();
  return { record, juror };
}

function closedRound(): AppError {
  return new AppError(ErrorCode.invalidTransition, 'This round is closed: its scores are final.');
}

function assertOpen(record: RoundRecord) {
  if (record.round.closedAt) throw closedRound();
}

/** POST `/contest/{id}/round` (platform admins): the next round, once every earlier round is closed. */
export async function createRound(
  ctx: AppContext,
  identity: Identity,
  contestId: string,
  body: { title?: string | null },
): Promise<ContestRoundSummaryDto> {
  requireAdmin(identity);
  const record = await ctx.db.transaction(async (tx) => {
    const contest = await repo.lockContest(tx, contestId);
    if (!contest) throw noSuchContest();
    if (contest.resultsPublishedAt) {
      throw new AppError(ErrorCode.invalidTransition, 'The results of this contest are published.');
    }
    const rounds = await repo.roundsOfContest(tx, contestId);
    if (rounds.some(({ round }) => !round.closedAt)) {
      throw new AppError(ErrorCode.invalidTransition, 'Close the open round before opening the next.');
    }
    const round = await repo.insertRound(tx, { id: newId(), contestId, title: body.title ?? null });
    return { round, contest };
  });
  return summaryOf(ctx, record);
}

/** POST `/contest/round/{id}/juror` (platform admins): invites an address to an open round, by mail. */
export async function inviteJuror(
  ctx: AppContext,
  identity: Identity,
  roundId: string,
  email: string,
): Promise<ContestRoundSummaryDto> {
  const record = await requireAdminRound(ctx, identity, roundId);
  assertOpen(record);
  await ctx.db.transaction(async (tx) => {
    const juror = await repo.insertJuror(tx, {
      id: newId(),
      roundId,
      email: email.toLowerCase(),
      invitedBy: identity.userId,
    });
    if (!juror) throw new AppError(ErrorCode.conflict, 'This address is a juror of this round already.');
    await queueMail(tx, [
      contestJurorMail(
        await recipientAt(tx, juror.email),
        { ko: record.contest.title, en: record.contest.titleEn },
        record.round.number,
        jurorsUrl(ctx, roundId),
      ),
    ]);
  });
  ctx.jobs.wake(sendMailJob);
  return summaryOf(ctx, record);
}

/** GET `/contest/jury`: the rounds the caller judges. */
export async function juryRounds(ctx: AppContext, identity: Identity): Promise<{ rounds: ContestRoundSummaryDto[] }> {
  const email = jurorEmailOf(identity);
  if (!email) return { rounds: [] };
  return { rounds: await roundSummaries(ctx, await repo.roundsJudgedBy(ctx.db, email)) };
}

/**
 * A round with its entries for `juror` (null: a platform admin who is not one of its jurors).
 * While it is open, the answer holds no score but the juror's own; closed, every score and the totals.
 */
async function roundView(ctx: AppContext, record: RoundRecord, juror: JurorRow | null): Promise<ContestRoundDto> {
  const jury = await loadJury(ctx.db, record.contest.id);
  const entries = jury.entriesOf(record.round.id);
  const scores = jury.scores.filter((score) => score.roundId === record.round.id);
  const [summary, works] = await Promise.all([
    summaryOf(ctx, record),
    worksOfEntries(
      ctx,
      entries.map(({ entry }) => entry),
    ),
  ]);
  const totals = record.round.closedAt
    ? standings(
        entries.map(({ entry }) => entry.id),
        scores,
      )
    : null;
  return {
    ...summary,
    juror: juror !== null,
    entries: entries.map(({ entry, entrantName, entrantNameEn }) => {
      const own = scores.filter((score) => score.entryId === entry.id);
      const input = {
        entry,
        entrantName,
        entrantNameEn,
        works: worksOfEntry(entry, works),
        myScore: (juror && own.find((score) => score.jurorId === juror.id)) ?? null,
      };
      return totals
        ? presentRoundEntry(input, { scores: own, total: totals.get(entry.id)! })
        : presentRoundEntry(input);
    }),
  };
}

/** GET `/contest/round/{id}`: for its jurors and platform admins. */
export async function getRound(ctx: AppContext, identity: Identity, roundId: string): Promise<ContestRoundDto> {
  const { record, juror } = await requireRoundReader(ctx, identity, roundId);
  return roundView(ctx, record, juror);
}

/**
 * PUT `/contest/round/{id}/score`: a juror scores and marks an entry of the round while it is
 * open. The round is read under a share lock, so a score cannot land after it has closed.
 */
export async function scoreEntry(
  ctx: AppContext,
  identity: Identity,
  roundId: string,
  input: ScoreInput,
): Promise<ScoreDto> {
  const { record, juror } = await requireRoundReader(ctx, identity, roundId);
  if (!juror) throw new AppError(ErrorCode.forbidden, 'Only the jurors of this round score it.');
  assertOpen(record);
  const jury = await loadJury(ctx.db, record.contest.id);
  if (!jury.entriesOf(roundId).some(({ entry }) => entry.id === input.entryId)) {
    throw new AppError(ErrorCode.notFound, 'No such entry in this round.');
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const round = await repo.lockRoundForScoring(tx, roundId);
    if (!round || round.closedAt) throw closedRound();
    return repo.upsertScore(tx, {
      jurorId: juror.id,
      entryId: input.entryId,
      roundId,
      score: input.score,
      mark: input.mark,
      note: input.note ?? null,
    });
  });
  return presentScore(saved);
}

/**
 * POST `/contest/round/{id}/close` (platform admins): scoring ends and the jury reads every score.
 * Only after the contest's deadline, so that every entry was before the round.
 */
export async function closeRound(ctx: AppContext, identity: Identity, roundId: string): Promise<ContestRoundDto> {
  const record = await requireAdminRound(ctx, identity, roundId);
  assertOpen(record);
  if (new Date() < record.contest.deadline) {
    throw new AppError(ErrorCode.conflict, 'A round closes after the contest’s deadline, once every entry is in.');
  }
  // Closed by a concurrent call since it was read: the same answer as a round found closed.
  if (!(await repo.closeRound(ctx.db, roundId))) throw closedRound();
  const closed = (await repo.findRound(ctx.db, roundId))!;
  const email = jurorEmailOf(identity);
  return roundView(ctx, closed, (email && (await repo.jurorOf(ctx.db, roundId, email))) || null);
}

/**
 * POST `/contest/{id}/publish-results` (platform admins): each entry's outcome and place are
 * written from the last round (every round closed), once; the entrants are mailed.
 */
export async function publishResults(ctx: AppContext, identity: Identity, contestId: string): Promise<ContestDto> {
  requireAdmin(identity);
  const contest = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockContest(tx, contestId);
    if (!locked) throw noSuchContest();
    if (locked.resultsPublishedAt)
      throw new AppError(ErrorCode.invalidTransition, 'The results are published already.');
    const jury = await loadJury(tx, contestId);
    const last = jury.rounds.at(-1);
    if (!last || jury.rounds.some(({ round }) => !round.closedAt)) {
      throw new AppError(ErrorCode.invalidTransition, 'Results come from closed jury rounds: close every round first.');
    }
    await repo.setEntryResults(
      tx,
      finalResults(
        jury.entries.map(({ entry }) => entry.id),
        {
          entryIds: jury.entriesOf(last.round.id).map(({ entry }) => entry.id),
          scores: jury.scores.filter((score) => score.roundId === last.round.id),
        },
      ),
    );
    const published = await repo.updateContest(tx, contestId, { resultsPublishedAt: new Date() });
    const url = `${ctx.config.publicUrl}/contests`;
    await queueMail(
      tx,
      (await repo.entryOwners(tx, contestId)).map((to) =>
        contestResultsMail(to, { ko: published.title, en: published.titleEn }, url),
      ),
    );
    return published;
  });
  ctx.jobs.wake(sendMailJob);
  return presentContest(contest, await roundSummaries(ctx, await repo.roundsOfContest(ctx.db, contestId)));
}
