import { ArtworkState } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { offerEnded, ownerActions, recipientActions, recipientLabel, type ShareFacts } from './share-actions';

const now = new Date('2025-05-01T12:00:00Z');
const offer = (state: number, artworkState: number, patch: Partial<ShareFacts> = {}): ShareFacts => ({
  state,
  shareat: '2025-05-01T00:00:00Z',
  waitlistPosition: null,
  artwork: { state: artworkState },
  ...patch,
});
const { cancel, ready, shared, holding, waiting, confirmed, soldout, done } = ArtworkState;

describe('recipientActions', () => {
  it('holds or buys an open offer of an available work', () => {
    expect(recipientActions(offer(shared, shared), now)).toEqual(['hold', 'purchase']);
  });

  it('waits until the offer opens', () => {
    expect(recipientActions(offer(shared, shared, { shareat: '2025-06-01T00:00:00Z' }), now)).toEqual([]);
  });

  it('buys or releases its own hold, and withdraws its own purchase', () => {
    expect(recipientActions(offer(holding, holding), now)).toEqual(['purchase', 'holdCancel']);
    expect(recipientActions(offer(waiting, waiting), now)).toEqual(['purchaseCancel']);
  });

  it('queues while someone else holds the work, and leaves the queue', () => {
    expect(recipientActions(offer(shared, holding), now)).toEqual(['joinWaitlist']);
    expect(recipientActions(offer(shared, holding, { waitlistPosition: 2 }), now)).toEqual(['leaveWaitlist']);
    expect(recipientActions(offer(shared, soldout), now)).toEqual([]);
  });

  it('offers nothing on settled offers', () => {
    for (const state of [cancel, ready, confirmed, soldout, done]) {
      expect(recipientActions(offer(state, state), now)).toEqual([]);
    }
  });
});

describe('offerEnded', () => {
  it('calls a released hold or purchase request an ended offer: the recipient has no move left', () => {
    expect(offerEnded({ state: ready })).toBe(true);
    expect(recipientActions(offer(ready, ready), now)).toEqual([]);
    for (const state of [cancel, shared, holding, waiting, confirmed, soldout, done]) {
      expect(offerEnded({ state })).toBe(false);
    }
  });
});

describe('ownerActions', () => {
  const names = (state: number) => ownerActions({ state }).map((action) => action.name);

  it('moves a purchase on to confirmed, sold and done', () => {
    expect(names(waiting)).toEqual(['confirm', 'releasePurchase', 'withdraw']);
    expect(names(confirmed)).toEqual(['sold', 'withdraw']);
    expect(names(soldout)).toEqual(['done', 'withdraw']);
    expect(names(done)).toEqual([]);
  });

  it('releases holds, withdraws open offers and offers released ones again', () => {
    expect(names(holding)).toEqual(['extendHold', 'releaseHold', 'withdraw']);
    expect(names(shared)).toEqual(['withdraw']);
    expect(names(ready)).toEqual(['reoffer', 'withdraw']);
    expect(names(cancel)).toEqual([]);
  });
});

describe('recipientLabel', () => {
  it('names the recipient by what the workspace gave: the name of a uid, or the address it typed', () => {
    expect(recipientLabel({ uid: 'u1', name: 'Ann', email: null })).toBe('Ann');
    expect(recipientLabel({ uid: null, name: null, email: 'ann@example.test' })).toBe('ann@example.test');
  });
});
