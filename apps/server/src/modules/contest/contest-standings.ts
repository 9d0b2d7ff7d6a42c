import { ADVANCING_MARKS, type ContestMark, type ContestOutcome } from '@vernissage/shared';

/**
 * How a jury comes out (ADR 031), as pure functions of the scores, so the jury page, the next
 * round and the published results all read the same rule.
 */

/** Marks from the least favourable to the most: a tie between marks goes to the lower one. */
const FAVOUR: readonly ContestMark[] = ['declined', 'to_review', 'maybe', 'accepted'];

export interface ScoreLike {
  roundId: string;
  entryId: string;
  score: number;
  mark: string;
}

/** An entry's standing in one round. */
export interface Standing {
  count: number;
  sum: number;
  /** Rounded to two decimals; null when no juror scored it. */
  average: number | null;
  /** The mark most jurors gave, a tie going to the less favourable; `to_review` when no one marked it. */
  mark: ContestMark;
  /** 1 for the highest average, equal averages sharing a place (1, 2, 2, 4); null when unscored. */
  rank: number | null;
}

function majorityMark(marks: readonly string[]): ContestMark {
  if (marks.length === 0) return 'to_review';
  const counts = FAVOUR.map((mark) => marks.filter((given) => given === mark).length);
  const most = Math.max(...counts);
  return FAVOUR[counts.indexOf(most)]!;
}

/** The standing of each entry (by id) from one round's scores. */
export function standings(entryIds: readonly string[], scores: readonly ScoreLike[]): Map<string, Standing> {
  const result = new Map<string, Standing>();
  for (const entryId of entryIds) {
    const own = scores.filter((score) => score.entryId === entryId);
    const sum = own.reduce((total, score) => total + score.score, 0);
    result.set(entryId, {
      count: own.length,
      sum,
      average: own.length > 0 ? Math.round((sum / own.length) * 100) / 100 : null,
      mark: majorityMark(own.map((score) => score.mark)),
      rank: null,
    });
  }
  const averages = [...result.values()].flatMap((standing) => (standing.average === null ? [] : [standing.average]));
  for (const standing of result.values()) {
    if (standing.average !== null) {
      standing.rank = 1 + averages.filter((average) => average > standing.average!).length;
    }
  }
  return result;
}

/**
 * The entries each round judges, by round id: the first round every entry; each later round the
 * entries the round before it marked accepted or maybe (by its standings). `rounds` in order.
 */
export function roundEntrySets<E extends { entry: { id: string } }>(
  entries: readonly E[],
  rounds: readonly { id: string }[],
  scores: readonly ScoreLike[],
): Map<string, E[]> {
  const sets = new Map<string, E[]>();
  let judged = [...entries];
  for (const round of rounds) {
    sets.set(round.id, judged);
    const outcome = standings(
      judged.map(({ entry }) => entry.id),
      scores.filter((score) => score.roundId === round.id),
    );
    judged = judged.filter(({ entry }) => ADVANCING_MARKS.includes(outcome.get(entry.id)!.mark));
  }
  return sets;
}

/**
 * The published result of each entry: accepted when the last round's jury mostly accepted it,
 * with its place there; declined otherwise (an entry that did not reach the last round has no place).
 */
export function finalResults(
  entryIds: readonly string[],
  lastRound: { entryIds: readonly string[]; scores: readonly ScoreLike[] },
): { entryId: string; outcome: ContestOutcome; rank: number | null }[] {
  const last = standings(lastRound.entryIds, lastRound.scores);
  return entryIds.map((entryId) => {
    const standing = last.get(entryId);
    return {
      entryId,
      outcome: standing?.mark === 'accepted' ? 'accepted' : 'declined',
      rank: standing?.rank ?? null,
    };
  });
}
