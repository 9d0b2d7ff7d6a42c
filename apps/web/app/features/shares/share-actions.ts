import { ArtworkState, findTransition, isAvailable, type ShareDto } from '@vernissage/shared';

/** What the recipient of an offer can do. */
export type RecipientAction = 'hold' | 'purchase' | 'holdCancel' | 'purchaseCancel' | 'joinWaitlist' | 'leaveWaitlist';

/** What the workspace that made an offer can do, each with the name its button goes by. */
export type OwnerAction =
  | { kind: 'setState'; name: 'confirm' | 'sold' | 'done' | 'withdraw'; state: ArtworkState }
  | { kind: 'holdExtend'; name: 'extendHold' }
  | { kind: 'holdCancel'; name: 'releaseHold' }
  | { kind: 'purchaseCancel'; name: 'releasePurchase' }
  | { kind: 'reoffer'; name: 'reoffer' };

/** As much of an offer as its legal moves depend on. */
export type ShareFacts = Pick<ShareDto, 'state' | 'shareat' | 'waitlistPosition'> & { artwork: { state: number } };

const { cancel, ready, shared, holding, waiting, confirmed, soldout, done } = ArtworkState;

/**
 * The recipient's legal moves now (DESIGN.md §5 through `findTransition`): hold and buy only
 * once the offer has opened and while no one else has the work; queue while someone holds or
 * buys it; leave the queue once in it.
 */
export function recipientActions(share: ShareFacts, now: Date): RecipientAction[] {
  const open = new Date(share.shareat).getTime() <= now.getTime();
  const free = isAvailable(share.artwork.state);
  const can = (to: ArtworkState, via: 'hold' | 'purchase' | 'holdCancel' | 'purchaseCancel') =>
    findTransition(share.state, to, via, 'recipient') !== null;
  const actions: RecipientAction[] = [];
  if (open && free && can(holding, 'hold')) actions.push('hold');
  if (open && (free || share.state === holding) && can(waiting, 'purchase')) actions.push('purchase');
  if (can(ready, 'holdCancel')) actions.push('holdCancel');
  if (can(ready, 'purchaseCancel')) actions.push('purchaseCancel');
  const heldElsewhere = share.artwork.state === holding || share.artwork.state === waiting;
  if (share.waitlistPosition === null && share.state === shared && heldElsewhere) actions.push('joinWaitlist');
  if (share.waitlistPosition !== null) actions.push('leaveWaitlist');
  return actions;
}

/**
 * Whether an offer has ended for its recipient: their hold or purchase request was released (by
 * them or by the gallery), which leaves the offer `ready`, where DESIGN.md §5 gives the recipient
 * no move; only the gallery can offer the work again (`PUT /artwork/share`).
 */
export function offerEnded(share: Pick<ShareDto, 'state'>): boolean {
  return share.state === ArtworkState.ready;
}

/** The owner's legal moves now: on to confirmed, sold and done; extend or release; withdraw; offer again. */
export function ownerActions(share: Pick<ShareDto, 'state'>): OwnerAction[] {
  const setState = (to: ArtworkState) => findTransition(share.state, to, 'setState', 'owner') !== null;
  const actions: OwnerAction[] = [];
  if (setState(confirmed)) actions.push({ kind: 'setState', name: 'confirm', state: confirmed });
  if (setState(soldout)) actions.push({ kind: 'setState', name: 'sold', state: soldout });
  if (setState(done)) actions.push({ kind: 'setState', name: 'done', state: done });
  // Extending keeps the hold (no move of the table): the server checks the 30-day limit.
  if (share.state === holding) actions.push({ kind: 'holdExtend', name: 'extendHold' });
  if (findTransition(share.state, ready, 'holdCancel', 'owner'))
    actions.push({ kind: 'holdCancel', name: 'releaseHold' });
  if (findTransition(share.state, ready, 'purchaseCancel', 'owner'))
    actions.push({ kind: 'purchaseCancel', name: 'releasePurchase' });
  if (share.state === ready) actions.push({ kind: 'reoffer', name: 'reoffer' });
  if (setState(cancel)) actions.push({ kind: 'setState', name: 'withdraw', state: cancel });
  return actions;
}

/**
 * How the workspace names the person an offer is for: only what it gave (ADR 013) — the name
 * that goes with a uid it chose, or the address it typed.
 */
export function recipientLabel(recipient: ShareDto['recipient']): string {
  return recipient.name ?? recipient.email ?? '';
}
