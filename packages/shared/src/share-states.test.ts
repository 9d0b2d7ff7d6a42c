import { describe, expect, it } from 'vitest';
import { ArtworkState, ARTWORK_STATES } from './domain.js';
import { effectiveArtworkState, findTransition, type ShareAction, type ShareActor } from './share-states.js';

const { cancel, ready, shared, holding, waiting, confirmed, soldout, done } = ArtworkState;

describe('share transitions', () => {
  // The table of DESIGN.md §5, written out independently: [from, to, via, who].
  const legal: [number, number, ShareAction, ShareActor][] = [
    [shared, holding, 'hold', 'recipient'],
    [holding, ready, 'holdCancel', 'recipient'],
    [holding, ready, 'holdCancel', 'owner'],
    [shared, waiting, 'purchase', 'recipient'],
    [holding, waiting, 'purchase', 'recipient'],
    [waiting, ready, 'purchaseCancel', 'recipient'],
    [waiting, ready, 'purchaseCancel', 'owner'],
    [waiting, confirmed, 'setState', 'owner'],
    [confirmed, soldout, 'setState', 'owner'],
    [soldout, done, 'setState', 'owner'],
    ...[ready, shared, holding, waiting, confirmed, soldout].map(
      (from) => [from, cancel, 'setState', 'owner'] as [number, number, ShareAction, ShareActor],
    ),
  ];

  it('allows exactly the transitions of the table', () => {
    const actions: ShareAction[] = ['hold', 'holdCancel', 'purchase', 'purchaseCancel', 'setState'];
    const actors: ShareActor[] = ['owner', 'recipient'];
    const allowed: string[] = [];
    for (const from of ARTWORK_STATES)
      for (const to of ARTWORK_STATES)
        for (const via of actions)
          for (const actor of actors)
            if (findTransition(from, to, via, actor)) allowed.push(`${from}>${to}:${via}:${actor}`);
    expect(allowed.sort()).toEqual(legal.map(([from, to, via, who]) => `${from}>${to}:${via}:${who}`).sort());
  });

  it('refuses the owner holding and the recipient confirming', () => {
    expect(findTransition(shared, holding, 'hold', 'owner')).toBeNull();
    expect(findTransition(waiting, confirmed, 'setState', 'recipient')).toBeNull();
    expect(findTransition(done, cancel, 'setState', 'owner')).toBeNull();
    expect(findTransition(cancel, ready, 'setState', 'owner')).toBeNull();
  });
});

describe('effectiveArtworkState', () => {
  it.each([
    [ready, [], ready],
    [ready, [shared, ready, cancel], shared],
    [ready, [shared, holding], holding],
    [ready, [cancel, waiting, shared], waiting],
    [ready, [done, cancel], done],
    [soldout, [], soldout],
    [cancel, [shared], cancel],
    [soldout, [holding], holding],
  ])('base %i with shares %o is %i', (base, shares, expected) => {
    expect(effectiveArtworkState(base, shares)).toBe(expected);
  });
});
