import { describe, expect, it } from 'vitest';
import { applyIdxs, dropPosition, moveEntry, newIdxsFor } from './reorder';

const list = (...idxs: number[]) => idxs.map((idx, index) => ({ iid: `i${index}`, idx }));

describe('moveEntry', () => {
  it('moves one entry and clamps the target', () => {
    expect(moveEntry(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('dropPosition', () => {
  it('lands before or after the target', () => {
    const entries = list(0, 1, 2, 3);
    expect(dropPosition(entries, 'i0', 'i2', false)).toBe(1);
    expect(dropPosition(entries, 'i0', 'i2', true)).toBe(2);
    expect(dropPosition(entries, 'i3', 'i0', false)).toBe(0);
    expect(dropPosition(entries, 'i3', 'i1', true)).toBe(2);
    expect(dropPosition(entries, 'x', 'i1', true)).toBe(-1);
  });
});

describe('newIdxsFor', () => {
  it('keeps the places the records held and sends only the changed ones', () => {
    const before = list(10, 11, 15, 20);
    const after = moveEntry(before, 0, 2);
    expect(newIdxsFor(before, after)).toEqual([
      { iid: 'i1', idx: 10 },
      { iid: 'i2', idx: 11 },
      { iid: 'i0', idx: 15 },
    ]);
    expect(applyIdxs(after, newIdxsFor(before, after)).map((entry) => entry.idx)).toEqual([10, 11, 15, 20]);
  });

  it('numbers afresh from the smallest when places repeat', () => {
    const before = list(3, 3, 3);
    const after = moveEntry(before, 2, 0);
    expect(newIdxsFor(before, after)).toEqual([
      { iid: 'i0', idx: 4 },
      { iid: 'i1', idx: 5 },
    ]);
  });

  it('is empty when nothing moved', () => {
    const before = list(0, 1, 2);
    expect(newIdxsFor(before, before)).toEqual([]);
  });
});
