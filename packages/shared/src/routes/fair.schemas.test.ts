import { describe, expect, it } from 'vitest';
import { boothHolder, boothKey } from './fair.schemas.js';

const participant = (participantId: string, number: string | null) => ({
  participantId,
  booth: number === null ? null : { number },
});

describe('booths', () => {
  it('are the same booth whatever the spaces, case or full-width letters and digits', () => {
    expect(new Set(['A12', ' a12 ', 'a12', 'Ａ１２'].map(boothKey))).toEqual(new Set(['a12']));
    expect(boothKey('A12')).not.toBe(boothKey('A1 2'));
  });

  it('are held by another participant with that booth, never the one asking', () => {
    const list = [participant('p1', 'A12'), participant('p2', null), participant('p3', 'B1')];
    expect(boothHolder(list, 'p2', ' a12')?.participantId).toBe('p1');
    expect(boothHolder(list, 'p1', 'A12')).toBeUndefined();
    expect(boothHolder(list, 'p2', 'A13')).toBeUndefined();
  });
});
