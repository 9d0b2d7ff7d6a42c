import { describe, expect, it } from 'vitest';
import { finalResults, roundEntrySets, standings } from './contest-standings.js';

const given = (roundId: string, entryId: string, score: number, mark: string) => ({ roundId, entryId, score, mark });

describe('how a jury comes out', () => {
  it('gives the mark most jurors gave, a tie to the less favourable, and places equal averages together', () => {
    const result = standings(
      ['a', 'b', 'c', 'd'],
      [
        given('r', 'a', 9, 'accepted'),
        given('r', 'a', 8, 'maybe'),
        given('r', 'b', 7, 'maybe'),
        given('r', 'b', 10, 'maybe'),
        given('r', 'c', 9, 'accepted'),
        given('r', 'c', 8, 'declined'),
      ],
    );
    expect(result.get('a')).toEqual({ count: 2, sum: 17, average: 8.5, mark: 'maybe', rank: 1 });
    expect(result.get('b')).toEqual({ count: 2, sum: 17, average: 8.5, mark: 'maybe', rank: 1 });
    expect(result.get('c')).toEqual({ count: 2, sum: 17, average: 8.5, mark: 'declined', rank: 1 });
    expect(result.get('d')).toEqual({ count: 0, sum: 0, average: null, mark: 'to_review', rank: null });
    expect(standings(['x', 'y'], [given('r', 'x', 3, 'maybe'), given('r', 'y', 4, 'maybe')]).get('x')!.rank).toBe(2);
  });

  it('takes to each round what the round before accepted or thought maybe, and publishes the last round', () => {
    const entries = ['a', 'b', 'c'].map((id) => ({ entry: { id } }));
    const scores = [
      given('r1', 'a', 9, 'accepted'),
      given('r1', 'b', 5, 'maybe'),
      given('r1', 'c', 2, 'declined'),
      given('r2', 'a', 6, 'maybe'),
      given('r2', 'b', 8, 'accepted'),
    ];
    const sets = roundEntrySets(entries, [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }], scores);
    expect(sets.get('r1')!.map(({ entry }) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(sets.get('r2')!.map(({ entry }) => entry.id)).toEqual(['a', 'b']);
    expect(sets.get('r3')!.map(({ entry }) => entry.id)).toEqual(['a', 'b']);
    expect(
      finalResults(['a', 'b', 'c'], { entryIds: ['a', 'b'], scores: scores.filter((score) => score.roundId === 'r2') }),
    ).toEqual([
      { entryId: 'a', outcome: 'declined', rank: 2 },
      { entryId: 'b', outcome: 'accepted', rank: 1 },
      { entryId: 'c', outcome: 'declined', rank: null },
    ]);
  });
});
