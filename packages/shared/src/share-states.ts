import { ArtworkState } from './domain.js';

const { cancel, ready, shared, holding, waiting, confirmed, soldout, done } = ArtworkState;

/** The calls that move a share (DESIGN.md §5). */
export type ShareAction = 'share' | 'hold' | 'holdCancel' | 'purchase' | 'purchaseCancel' | 'setState';
/** Who acts: the owner (write on the artwork) or the recipient (`shareuid`). */
export type ShareActor = 'owner' | 'recipient';

export interface ShareTransition {
  from: readonly ArtworkState[];
  to: ArtworkState;
  via: ShareAction;
  by: readonly ShareActor[];
  /** Allowed only while no other share of the artwork is committed (holding and beyond). */
  exclusive?: boolean;
}

/** Every legal move of a share; anything else is 409 invalid_transition. */
export const SHARE_TRANSITIONS: readonly ShareTransition[] = [
  { from: [shared], to: holding, via: 'hold', by: ['recipient'], exclusive: true },
  { from: [holding], to: ready, via: 'holdCancel', by: ['recipient', 'owner'] },
  { from: [shared, holding], to: waiting, via: 'purchase', by: ['recipient'], exclusive: true },
  { from: [waiting], to: ready, via: 'purchaseCancel', by: ['recipient', 'owner'] },
  { from: [waiting], to: confirmed, via: 'setState', by: ['owner'] },
  { from: [confirmed], to: soldout, via: 'setState', by: ['owner'] },
  { from: [soldout], to: done, via: 'setState', by: ['owner'] },
  { from: [ready, shared, holding, waiting, confirmed, soldout], to: cancel, via: 'setState', by: ['owner'] },
];

/** The transition a call asks for, when it is legal for this actor; null otherwise. */
export function findTransition(from: number, to: number, via: ShareAction, actor: ShareActor): ShareTransition | null {
  return (
    SHARE_TRANSITIONS.find(
      (transition) =>
        transition.via === via &&
        transition.to === to &&
        (transition.from as readonly number[]).includes(from) &&
        transition.by.includes(actor),
    ) ?? null
  );
}

/** What each action leads to, where it does not name its target itself. */
export const ACTION_TARGET: Record<Exclude<ShareAction, 'setState' | 'share'>, ArtworkState> = {
  hold: holding,
  holdCancel: ready,
  purchase: waiting,
  purchaseCancel: ready,
};

/** Share states that take the work off the market for everyone else. */
export const COMMITTED_SHARE_STATES: readonly ArtworkState[] = [holding, waiting, confirmed, soldout, done];

/** States an owner may set on an artwork by hand: available, sold elsewhere, done, withdrawn. */
export const MANUAL_ARTWORK_STATES: readonly ArtworkState[] = [ready, soldout, done, cancel];

/**
 * An artwork's effective state (DESIGN.md §5): its most advanced committed share; else what
 * the owner set by hand; else shared when it is on offer; else ready.
 */
export function effectiveArtworkState(baseState: number, shareStates: readonly number[]): ArtworkState {
  const committed = shareStates.filter((state) => (COMMITTED_SHARE_STATES as readonly number[]).includes(state));
  if (committed.length > 0) return Math.max(...committed) as ArtworkState;
  if (baseState !== ready) return baseState as ArtworkState;
  return shareStates.includes(shared) ? shared : ready;
}

/** Whether the work can still be offered, held or bought. */
export function isAvailable(state: number): boolean {
  return state === ready || state === shared;
}
