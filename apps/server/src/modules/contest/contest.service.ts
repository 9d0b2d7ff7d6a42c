import {
  answerPage,
  ErrorCode,
  pageWindow,
  type ContestDto,
  type ContestInput,
  type ContestRoundSummaryDto,
  type ContestUpdate,
  type ContestWorkDto,
  type PageQuery,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { artworkRecords } from '../artwork/artwork.service.js';
import { isAdmin, requireAdmin } from '../user/user.service.js';
import { roundEntrySets } from './contest-standings.js';
import { presentContest, presentContestWork, presentRoundSummary } from './contest.presenter.js';
import * as repo from './contest.repository.js';
import type { ContestRow, ContestValues, EntryRecord, EntryRow, RoundRecord } from './contest.repository.js';

export function noSuchContest(): AppError {
  return new AppError(ErrorCode.notFound, 'No such contest.');
}

/** The works of these entries as the inventory has them now, by aid. */
export async function worksOfEntries(
  ctx: AppContext,
  entries: readonly EntryRow[],
): Promise<Map<string, ContestWorkDto>> {
  const rows = await repo.liveArtworks(
    ctx.db,
    entries.flatMap((entry) => entry.aids),
  );
  const records = await artworkRecords(ctx, rows);
  return new Map(records.map((record) => [record.artwork.id, presentContestWork(record)]));
}

/** Everything a contest's jury has done: its entries, rounds (in order), scores and each round's entries. */
export async function loadJury(db: Database, contestId: string) {
  const [entries, rounds] = await Promise.all([
    repo.entriesOfContest(db, contestId),
    repo.roundsOfContest(db, contestId),
  ]);
  const scores = await repo.scoresOfRounds(
    db,
    rounds.map(({ round }) => round.id),
  );
  const sets = roundEntrySets(
    entries,
    rounds.map(({ round }) => round),
    scores,
  );
  return { entries, rounds, scores, entriesOf: (roundId: string): EntryRecord[] => sets.get(roundId) ?? [] };
}

/** Summaries of rounds (of any contests): how many entries each judges, its jurors and their progress. */
export async function roundSummaries(
  ctx: AppContext,
  records: readonly RoundRecord[],
): Promise<ContestRoundSummaryDto[]> {
  const contestIds = [...new Set(records.map(({ contest }) => contest.id))];
  const [juries, jurors] = await Promise.all([
    Promise.all(contestIds.map(async (contestId) => [contestId, await loadJury(ctx.db, contestId)] as const)),
    repo.jurorsOfRounds(
      ctx.db,
      records.map(({ round }) => round.id),
    ),
  ]);
  const juryOf = new Map(juries);
  return records.map((record) =>
    presentRoundSummary(
      record,
      juryOf.get(record.contest.id)!.entriesOf(record.round.id).length,
      jurors.get(record.round.id) ?? [],
    ),
  );
}

/** A contest as a platform admin sees it: with its rounds. */
async function presentForAdmin(ctx: AppContext, contest: ContestRow): Promise<ContestDto> {
  return presentContest(contest, await roundSummaries(ctx, await repo.roundsOfContest(ctx.db, contest.id)));
}

/** The stored form of the fields given; those left out are left out. */
function valuesOf(input: ContestUpdate): Partial<ContestValues> {
  const values: Partial<ContestValues> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.titleEn !== undefined) values.titleEn = input.titleEn ?? null;
  if (input.rules !== undefined) values.rules = input.rules ?? null;
  if (input.rulesEn !== undefined) values.rulesEn = input.rulesEn ?? null;
  if (input.eligibleTypes !== undefined) values.eligibleTypes = input.eligibleTypes;
  if (input.deadline !== undefined) values.deadline = new Date(input.deadline);
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  if (input.worksAllowed !== undefined) values.worksAllowed = input.worksAllowed;
  if (input.prizes !== undefined) values.prizes = input.prizes ?? null;
  if (input.published !== undefined) values.published = input.published;
  return values;
}

/** POST `/contest` (platform admins). */
export async function createContest(ctx: AppContext, identity: Identity, input: ContestInput): Promise<ContestDto> {
  requireAdmin(identity);
  const contest = await repo.insertContest(ctx.db, {
    ...valuesOf(input),
    id: newId(),
    createdBy: identity.userId,
    title: input.title,
    eligibleTypes: input.eligibleTypes,
    deadline: new Date(input.deadline),
    timeZone: input.timeZone,
    worksAllowed: input.worksAllowed,
  });
  return presentContest(contest, []);
}

/**
 * The works an entry may have never go below what an entry already holds: the entry would break
 * the contest's own rule, and its works cannot be cut for the entrant. A 409 naming that number,
 * on the field (`limit`), so the form can say it.
 */
async function assertWorksAllowed(db: Database, contestId: string, worksAllowed: number) {
  const most = await repo.mostWorksInAnEntry(db, contestId);
  if (worksAllowed >= most) return;
  const message = `must be at least ${most}: an entry of this contest holds ${most} works`;
  throw new AppError(ErrorCode.conflict, `Works per entry ${message}.`, [
    { field: 'body.worksAllowed', message, limit: most },
  ]);
}

/**
 * PUT `/contest/{id}` (platform admins). Once a round has closed the deadline stays where it is:
 * a round closes only after it, so that every entry was before the jury, and moving it would let
 * in entries no closed round has judged. The works allowed stay at least what an entry holds.
 */
export async function updateContest(
  ctx: AppContext,
  identity: Identity,
  contestId: string,
  input: ContestUpdate,
): Promise<ContestDto> {
  requireAdmin(identity);
  const contest = await repo.findContest(ctx.db, contestId);
  if (!contest) throw noSuchContest();
  const values = valuesOf(input);
  if (values.deadline && values.deadline.getTime() !== contest.deadline.getTime()) {
    const rounds = await repo.roundsOfContest(ctx.db, contestId);
    if (contest.resultsPublishedAt || rounds.some(({ round }) => round.closedAt)) {
      throw new AppError(ErrorCode.invalidTransition, 'The deadline is fixed once a jury round has closed.');
    }
  }
  if (values.worksAllowed !== undefined) await assertWorksAllowed(ctx.db, contestId, values.worksAllowed);
  return presentForAdmin(ctx, await repo.updateContest(ctx.db, contestId, values));
}

/** GET `/contest`: published contests, the latest deadline first; platform admins see drafts too. */
export async function listContests(ctx: AppContext, identity: Identity, query: PageQuery) {
  const { rows, total } = await repo.listContests(ctx.db, { withDrafts: isAdmin(identity), ...pageWindow(query) });
  return answerPage(
    query,
    rows.map((contest) => presentContest(contest)),
    total,
  );
}

/** GET `/contest/{id}`: a published contest; a draft is a 404 but for platform admins, who also get its rounds. */
export async function getContest(ctx: AppContext, identity: Identity, contestId: string): Promise<ContestDto> {
  const contest = await repo.findContest(ctx.db, contestId);
  const admin = isAdmin(identity);
  if (!contest || (!contest.published && !admin)) throw noSuchContest();
  return admin ? presentForAdmin(ctx, contest) : presentContest(contest);
}
