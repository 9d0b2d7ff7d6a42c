import {
  CONTEST_OUTCOMES,
  DEFAULT_ROOM_VISIBILITY,
  type ContestDto,
  type ContestMark,
  type ContestOutcome,
  type ContestRoundSummaryDto,
  type ContestWorkDto,
  type EntryDto,
  type RoomVisibility,
  type RoundEntryDto,
  type ScoreDto,
} from '@vernissage/shared';
import type { ArtworkRecord } from '../artwork/artwork.presenter.js';
import { renderPressMarkdown } from '../exhibition/press-markdown.js';
import { presentRoomWork } from '../viewing-room/viewing-room.presenter.js';
import type { ContestRow, EntryRow, RoundRecord, ScoreRow } from './contest.repository.js';

/** Published and before its deadline: entries are taken at `now`. */
export function takesEntries(contest: ContestRow, now: Date): boolean {
  return contest.published && now < contest.deadline;
}

/** A contest as anyone signed in sees it; `rounds` for platform admins only. */
export function presentContest(contest: ContestRow, rounds?: ContestRoundSummaryDto[]): ContestDto {
  return {
    id: contest.id,
    title: contest.title,
    titleEn: contest.titleEn,
    rules: contest.rules,
    rulesEn: contest.rulesEn,
    rulesHtml: renderPressMarkdown(contest.rules),
    rulesHtmlEn: renderPressMarkdown(contest.rulesEn),
    eligibleTypes: contest.eligibleTypes,
    deadline: contest.deadline.toISOString(),
    timeZone: contest.timeZone,
    open: takesEntries(contest, new Date()),
    worksAllowed: contest.worksAllowed,
    prizes: contest.prizes,
    published: contest.published,
    resultsPublishedAt: contest.resultsPublishedAt?.toISOString() ?? null,
    ...(rounds && { rounds }),
    createdAt: contest.createdAt.toISOString(),
    updatedAt: contest.updatedAt.toISOString(),
  };
}

/** What a jury sees of a work: the work itself, never its price, stock number or location. */
const JURY_SEES: RoomVisibility = { ...DEFAULT_ROOM_VISIBILITY, price: false };

export function presentContestWork(record: ArtworkRecord): ContestWorkDto {
  const { availability: _availability, ...work } = presentRoomWork(record, undefined, null, JURY_SEES);
  return work;
}

/** An entry's works in the order the entrant gave them; works since deleted are left out. */
export function worksOfEntry(entry: EntryRow, works: ReadonlyMap<string, ContestWorkDto>): ContestWorkDto[] {
  return entry.aids.flatMap((aid) => {
    const work = works.get(aid);
    return work ? [work] : [];
  });
}

/** An entry for its own workspace: the result only once the contest's results are published. */
export function presentEntry(
  entry: EntryRow,
  contest: ContestRow,
  works: ReadonlyMap<string, ContestWorkDto>,
  callerId: string,
): EntryDto {
  const published = contest.resultsPublishedAt !== null && entry.resultOutcome !== null;
  return {
    id: entry.id,
    contestId: contest.id,
    contestTitle: contest.title,
    contestTitleEn: contest.titleEn,
    deadline: contest.deadline.toISOString(),
    gid: entry.galleryId,
    ownerUid: entry.ownerId,
    mine: entry.ownerId === callerId,
    aids: entry.aids,
    works: worksOfEntry(entry, works),
    statement: entry.statement,
    result: published
      ? {
          outcome: (CONTEST_OUTCOMES as readonly string[]).includes(entry.resultOutcome!)
            ? (entry.resultOutcome as ContestOutcome)
            : 'declined',
          rank: entry.resultRank,
        }
      : null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export function presentRoundSummary(
  { round, contest }: RoundRecord,
  entryCount: number,
  jurors: readonly { email: string; scored: number }[],
): ContestRoundSummaryDto {
  return {
    roundId: round.id,
    contestId: contest.id,
    contestTitle: contest.title,
    contestTitleEn: contest.titleEn,
    number: round.number,
    title: round.title,
    status: round.closedAt ? 'closed' : 'open',
    closedAt: round.closedAt?.toISOString() ?? null,
    entryCount,
    jurors: jurors.map(({ email, scored }) => ({ email, scored })),
    createdAt: round.createdAt.toISOString(),
  };
}

export function presentScore(score: ScoreRow): ScoreDto {
  return {
    entryId: score.entryId,
    score: score.score,
    mark: score.mark as ContestMark,
    note: score.note,
    updatedAt: score.updatedAt.toISOString(),
  };
}

/**
 * A round's entry for its jury. `closed` carries every juror's scores and the totals; without it
 * (an open round) nothing but the caller's own score is in the answer.
 */
export function presentRoundEntry(
  input: {
    entry: EntryRow;
    entrantName: string;
    entrantNameEn: string | null;
    works: ContestWorkDto[];
    myScore: ScoreRow | null;
  },
  closed?: { scores: (ScoreRow & { juror: string })[]; total: NonNullable<RoundEntryDto['total']> },
): RoundEntryDto {
  return {
    entryId: input.entry.id,
    entrantName: input.entrantName,
    entrantNameEn: input.entrantNameEn,
    statement: input.entry.statement,
    works: input.works,
    myScore: input.myScore && presentScore(input.myScore),
    ...(closed && {
      scores: closed.scores.map((score) => ({ ...presentScore(score), juror: score.juror })),
      total: closed.total,
    }),
  };
}
