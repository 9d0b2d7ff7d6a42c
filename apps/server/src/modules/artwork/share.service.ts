import {
  ACTION_TARGET,
  ADMIN_LEVEL,
  answerPage,
  ArtworkState,
  canManageWorkspace,
  ErrorCode,
  findTransition,
  HOLD_EXTEND_MAX_DAYS,
  isAvailable,
  PermissionLevel,
  type createShareRoute,
  type Locale,
  type ParsedBody,
  type ParsedQuery,
  type ShareAction,
  type ShareActor,
  type ShareDto,
  type updateShareRoute,
  type workspaceSharesRoute,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import { actorOf as auditActorOf } from '../audit/audit.service.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { mailLocale, mailTo, type Recipient } from '../../platform/mail/recipient.js';
import {
  confirmedMail,
  holdExtendedMail,
  holdMail,
  offerInvitationMail,
  offerMail,
  purchaseMail,
} from '../../platform/mail/templates.js';
import {
  changeAvailability,
  type LockedWork,
  OPEN_OFFER_STATES,
  shareUrl,
} from '../availability/availability.service.js';
import { findUserByEmail, findUserById } from '../user/user.service.js';
import { requireArtworkAccess } from '../inventory/inventory-access.js';
import { callerRoleIn, requireAccess } from '../workspace/access.js';
import { roleIn } from '../workspace/workspace.service.js';
import type { ArtworkViewer } from './artwork.presenter.js';
import { findArtwork, findArtworks, galleryNames, loadArtworkRecords, type ArtworkRow } from './artwork.repository.js';
import * as repo from './share.repository.js';
import type { ShareRow } from './share.repository.js';
import { presentShareRow, type RecipientAccount } from './share.presenter.js';

const STATE_NAMES: Record<ArtworkState, string> = {
  [ArtworkState.cancel]: 'cancelled',
  [ArtworkState.ready]: 'ready',
  [ArtworkState.shared]: 'shared',
  [ArtworkState.holding]: 'holding',
  [ArtworkState.waiting]: 'waiting',
  [ArtworkState.confirmed]: 'confirmed',
  [ArtworkState.soldout]: 'sold out',
  [ArtworkState.done]: 'done',
};

function stateName(state: number): string {
  return STATE_NAMES[state as ArtworkState] ?? String(state);
}

const DAY_MS = 24 * 3600 * 1000;

// ——— presenting ———

/** What a caller already holds of what presenting needs: it is not loaded again. */
interface KnownParts {
  artworks?: readonly ArtworkRow[];
  accounts?: readonly RecipientAccount[];
  galleryNames?: ReadonlyMap<string, string>;
}

/** What a change of availability has already loaded: the work as committed, its accounts and workspace. */
function knownFrom(work: LockedWork): KnownParts {
  return {
    artworks: [work.artwork],
    accounts: work.shares.flatMap((share) => work.accountOf(share) ?? []),
    galleryNames: new Map([[work.artwork.galleryId, work.galleryName]]),
  };
}

/** Shares as their viewer may see them, loaded together. */
async function presentShares(
  db: Database,
  rows: ShareRow[],
  viewer: ArtworkViewer,
  known: KnownParts = {},
): Promise<ShareDto[]> {
  if (rows.length === 0) return [];
  const knownArtworks = (known.artworks ?? []).filter((artwork) => artwork.deletedAt === null);
  const missing = (ids: string[], have: (id: string) => boolean) => [...new Set(ids)].filter((id) => !have(id));
  const aids = missing(
    rows.map((row) => row.artworkId),
    (aid) => knownArtworks.some((artwork) => artwork.id === aid),
  );
  const gids = missing(
    rows.map((row) => row.galleryId),
    (gid) => known.galleryNames?.has(gid) ?? false,
  );
  const uids = missing(
    rows.flatMap((row) => (row.shareuid ? [row.shareuid] : [])),
    (uid) => known.accounts?.some((account) => account.uid === uid) ?? false,
  );
  // A place in a queue means something only while the offer is open.
  const queued = [...new Set(rows.filter((row) => row.state === ArtworkState.shared).map((row) => row.artworkId))];
  const [records, accounts, positions, names] = await Promise.all([
    findArtworks(db, aids).then((found) => loadArtworkRecords(db, [...knownArtworks, ...found])),
    repo.recipientsOf(db, uids),
    repo.waitlistPositions(db, queued),
    galleryNames(db, gids),
  ]);
  const recordOf = new Map(records.map((record) => [record.artwork.id, record]));
  const accountOf = new Map([...(known.accounts ?? []), ...accounts].map((account) => [account.uid, account]));
  const nameOf = new Map([...(known.galleryNames ?? []), ...names]);
  return rows.flatMap((row) => {
    const record = recordOf.get(row.artworkId);
    if (!record) return [];
    const account = row.shareuid ? accountOf.get(row.shareuid) : undefined;
    const parts = {
      record,
      account,
      galleryName: nameOf.get(row.galleryId) ?? '',
      waitlistPosition:
        (row.state === ArtworkState.shared && row.shareuid && positions.get(`${row.artworkId}|${row.shareuid}`)) ||
        null,
    };
    return [presentShareRow(row, parts, viewer)];
  });
}

/**
 * Offers of a workspace as its members see them (the home of issue 17 lists them), presented in
 * one batch; offers of works no longer live are left out.
 */
export function presentWorkspaceShares(ctx: AppContext, rows: ShareRow[]): Promise<ShareDto[]> {
  return presentShares(ctx.db, rows, 'member');
}

async function presentShare(
  db: Database,
  row: ShareRow,
  viewer: ArtworkViewer,
  known: KnownParts = {},
): Promise<ShareDto> {
  const [dto] = await presentShares(db, [row], viewer, known);
  if (!dto) throw new AppError(ErrorCode.notFound, 'No such offer.');
  return dto;
}

// ——— who is acting ———

/** Write access to the artwork for the owning workspace, by the inventory's one rule. */
async function requireOwnerAccess(ctx: AppContext, identity: Identity, aid: string) {
  return (await requireArtworkAccess(ctx, identity, aid, PermissionLevel.write)).artwork;
}

/** The caller's part in a share: its recipient, or a member of the workspace that made it. */
async function actorOf(ctx: AppContext, identity: Identity, share: ShareRow, action: ShareAction): Promise<ShareActor> {
  // A token acts for its workspace, never as a recipient of someone else's offer (ADR 040).
  if (share.shareuid === identity.userId && action !== 'setState' && !identity.apiToken) return 'recipient';
  const role = await callerRoleIn(ctx, identity, share.galleryId);
  if (!role) {
    // Neither party: the offer does not exist for them.
    throw new AppError(ErrorCode.notFound, 'No such offer.');
  }
  await requireOwnerAccess(ctx, identity, share.artworkId);
  return 'owner';
}

// ——— offering ———

/**
 * Who an offer goes to. By `shareuid`: that user. By e-mail: the address itself, with the
 * account attached at once only when its owner has verified the address; otherwise the offer
 * waits for whoever does (ADR 013). Members of the workspace cannot be offered its works.
 */
async function recipientOf(
  ctx: AppContext,
  gid: string,
  input: Pick<ParsedBody<typeof createShareRoute>, 'shareuid' | 'email'>,
): Promise<{ email: string | null; uid: string | null; verified: boolean; locale: Locale | null }> {
  if (input.shareuid) {
    const user = await findUserById(ctx, input.shareuid);
    if (!user) throw new AppError(ErrorCode.notFound, 'No such user.');
    await refuseMember(ctx, gid, user.id);
    return { email: null, uid: user.id, verified: true, locale: mailLocale(user.locale) };
  }
  // The contract lets a body through only with a shareuid or an e-mail.
  const email = input.email!;
  const account = await findUserByEmail(ctx, email);
  if (account) await refuseMember(ctx, gid, account.id);
  const verified = account?.emailVerified === true;
  // An address nobody signed up with gets its mail in both languages.
  return { email, uid: account && verified ? account.id : null, verified, locale: mailLocale(account?.locale) };
}

async function refuseMember(ctx: AppContext, gid: string, uid: string) {
  if (await roleIn(ctx, gid, uid)) {
    throw new AppError(ErrorCode.badRequest, 'Members of the workspace cannot be offered its own works.');
  }
}

/**
 * Offers a work to a user by uid, or to an e-mail address; offering it again to the same
 * recipient updates the offer. An offer by e-mail answers the same whether or not an account
 * uses the address, and mails it: the offer itself to a verified account, an invitation to sign
 * up otherwise.
 */
export async function createShare(
  ctx: AppContext,
  identity: Identity,
  input: ParsedBody<typeof createShareRoute>,
): Promise<ShareDto> {
  const artwork = await requireOwnerAccess(ctx, identity, input.aid);
  const recipient = await recipientOf(ctx, artwork.galleryId, input);
  const by = auditActorOf(identity);
  const { result: row, work } = await changeAvailability(ctx, artwork.id, by, async (work, { queueMail }) => {
    if (!isAvailable(work.state)) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `This work is ${stateName(work.state)}: it cannot be offered now.`,
      );
    }
    const terms = {
      shareat: input.shareat ? new Date(input.shareat) : new Date(),
      shareprice: input.shareprice ?? work.artwork.priceAmount,
      currency: work.artwork.priceCurrency,
    };
    const existing = work.shares.find((share) =>
      recipient.email ? share.email === recipient.email : share.shareuid === recipient.uid && share.email === null,
    );
    const share = existing
      ? await work.updateShare(existing.id, {
          ...terms,
          state: ArtworkState.shared,
          holdExpiresAt: null,
          ...(existing.shareuid === null && recipient.uid && { shareuid: recipient.uid }),
        })
      : await work.insertShare(
          { ...terms, shareuid: recipient.uid, email: recipient.email, createdBy: identity.userId },
          ArtworkState.shared,
        );
    if (recipient.email) {
      queueMail(
        offerMailFor(ctx, work, share, { email: recipient.email, locale: recipient.locale }, recipient.verified),
      );
    }
    return share;
  });
  return presentShare(ctx.db, row, 'member', knownFrom(work));
}

function offerMailFor(ctx: AppContext, work: LockedWork, share: ShareRow, to: Recipient, verified: boolean) {
  const link = shareUrl(ctx, share.id);
  return verified
    ? offerMail(to, work.galleryInBoth, work.titleInBoth, link)
    : offerInvitationMail(to, work.galleryInBoth, work.titleInBoth, `${ctx.config.publicUrl}/signup`, link);
}

/**
 * A share by id, first handing the caller any offers waiting for their verified address: an
 * invitee who signed up reaches their offer by its link, or acts on it, like any recipient.
 */
async function loadShare(ctx: AppContext, identity: Identity, sid: string): Promise<ShareRow | undefined> {
  const share = await repo.findShare(ctx.db, sid);
  if (share?.shareuid !== null || !isClaimableBy(identity, share.email)) return share;
  await claimOffersOf(ctx, identity);
  return repo.findShare(ctx.db, sid);
}

function isClaimableBy(identity: Identity, email: string | null): boolean {
  return email !== null && identity.user.emailVerified && identity.user.email.toLowerCase() === email;
}

async function claimOffersOf(ctx: AppContext, identity: Identity): Promise<void> {
  if (!identity.user.emailVerified) return;
  await repo.claimOffers(ctx.db, identity.userId, identity.user.email.toLowerCase());
}

/** Changes the terms of an offer; an offer released earlier is offered again. */
export async function updateShare(
  ctx: AppContext,
  identity: Identity,
  input: ParsedBody<typeof updateShareRoute>,
): Promise<ShareDto> {
  const share = await repo.findShare(ctx.db, input.sid);
  if (!share) throw new AppError(ErrorCode.notFound, 'No such offer.');
  await actorOf(ctx, identity, share, 'setState');
  const by = auditActorOf(identity);
  const { result: row, work } = await changeAvailability(ctx, share.artworkId, by, async (work) => {
    const current = work.share(share.id)!;
    if (!(OPEN_OFFER_STATES as readonly number[]).includes(current.state)) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `This offer is ${stateName(current.state)}: its terms are settled.`,
      );
    }
    const patch = {
      ...(input.shareat && { shareat: new Date(input.shareat) }),
      ...(input.shareprice !== undefined && { shareprice: input.shareprice }),
      // An offer released earlier is offered again.
      ...(current.state === ArtworkState.ready && { state: ArtworkState.shared }),
    };
    if (Object.keys(patch).length === 0) {
      throw new AppError(ErrorCode.validation, 'Nothing to change: name a new shareat or shareprice.', [
        { field: 'body', message: 'names nothing to change' },
      ]);
    }
    return work.updateShare(share.id, patch);
  });
  return presentShare(ctx.db, row, 'member', knownFrom(work));
}

// ——— moving a share ———

/**
 * Moves a share along DESIGN.md §5's table through the one entry of availability: under the
 * artwork's lock, with its expired holds released, exclusive moves check that no other share has
 * the work; the mail the move causes is queued with it and sent after the commit.
 */
export async function moveShare(
  ctx: AppContext,
  identity: Identity,
  input: { sid: string; action: Exclude<ShareAction, 'share'>; state?: number },
): Promise<ShareDto> {
  const share = await loadShare(ctx, identity, input.sid);
  if (!share) throw new AppError(ErrorCode.notFound, 'No such offer.');
  const actor = await actorOf(ctx, identity, share, input.action);
  const to = input.action === 'setState' ? input.state : ACTION_TARGET[input.action];
  if (to === undefined)
    throw new AppError(ErrorCode.validation, 'Invalid request: body.state', [
      { field: 'body.state', message: 'is required' },
    ]);

  const by = auditActorOf(identity);
  const { result: row, work } = await changeAvailability(ctx, share.artworkId, by, async (work, { tx, queueMail }) => {
    const current = work.share(share.id)!;
    if (current.shareat > new Date() && actor === 'recipient') {
      throw new AppError(ErrorCode.invalidTransition, 'This offer is not open yet.');
    }
    const transition = findTransition(current.state, to, input.action, actor);
    if (!transition) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `An offer that is ${stateName(current.state)} cannot become ${stateName(to)} this way.`,
      );
    }
    if (transition.exclusive) {
      if (work.artwork.baseState !== ArtworkState.ready) {
        throw new AppError(ErrorCode.conflict, 'This work is no longer available.');
      }
      if (work.takenBy(share.id)) {
        throw new AppError(ErrorCode.conflict, 'Someone else is holding or buying this work right now.');
      }
    }
    const row = await work.updateShare(share.id, {
      state: transition.to,
      holdExpiresAt: transition.to === ArtworkState.holding ? new Date(Date.now() + work.holdDays * DAY_MS) : null,
      // A hold or a purchase request names the recipient to the workspace (so does its mail):
      // from now on an offer by e-mail shows the account's name too (ADR 013).
      ...((transition.via === 'hold' || transition.via === 'purchase') &&
        !current.recipientKnownAt && { recipientKnownAt: new Date() }),
    });
    // Only a recipient holds or buys, so these moves always have a shareuid.
    if ((transition.to === ArtworkState.holding || transition.to === ArtworkState.waiting) && row.shareuid)
      await repo.leaveWaitlist(tx, share.artworkId, row.shareuid);
    for (const message of await moveMail(ctx, tx, work, row)) queueMail(message);
    return row;
  });
  return presentShare(ctx.db, row, actor === 'owner' ? 'member' : 'outsider', knownFrom(work));
}

/**
 * The owner side extends a running hold by the workspace's hold length, counted from when the
 * hold would end, and the holder is told by mail until when it now runs. A hold may not run
 * more than `HOLD_EXTEND_MAX_DAYS` days ahead: a longer one is refused and nothing changes.
 */
export async function extendHold(ctx: AppContext, identity: Identity, sid: string): Promise<ShareDto> {
  const share = await repo.findShare(ctx.db, sid);
  if (!share) throw new AppError(ErrorCode.notFound, 'No such offer.');
  // Only the owner side extends: to the recipient this is an owner's move, like setting the state.
  await actorOf(ctx, identity, share, 'setState');
  const by = auditActorOf(identity);
  const { result: row, work } = await changeAvailability(ctx, share.artworkId, by, async (work, { queueMail }) => {
    // A hold that had run out was released when the work was locked: it is no longer holding.
    const current = work.share(share.id)!;
    const now = Date.now();
    if (current.state !== ArtworkState.holding || !current.holdExpiresAt || current.holdExpiresAt.getTime() <= now) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `This offer is ${stateName(current.state)}: only a running hold can be extended.`,
      );
    }
    const until = new Date(current.holdExpiresAt.getTime() + work.holdDays * DAY_MS);
    if (until.getTime() - now > HOLD_EXTEND_MAX_DAYS * DAY_MS) {
      throw new AppError(
        ErrorCode.conflict,
        `A hold cannot run more than ${HOLD_EXTEND_MAX_DAYS} days ahead: extended by ${work.holdDays} days, this one would end on ${day(until)}.`,
      );
    }
    const extended = await work.updateShare(share.id, { holdExpiresAt: until });
    const holder = work.accountOf(extended);
    if (holder) {
      queueMail(
        holdExtendedMail(
          mailTo(holder.email, holder.locale),
          work.galleryInBoth,
          work.titleInBoth,
          day(until),
          shareUrl(ctx, share.id),
        ),
      );
    }
    return extended;
  });
  return presentShare(ctx.db, row, 'member', knownFrom(work));
}

/** The calendar day a mail or message names (as hold mails do). */
function day(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A visitor of a viewing room holds one of its works (ADR 017): an offer is made for them at the
 * room's price (or their open offer takes the room's terms), then held through the same table —
 * in one change of availability, so exclusivity and expiry are the offers' own. Members of the
 * workspace cannot hold its works.
 */
export async function holdForVisitor(
  ctx: AppContext,
  identity: Identity,
  input: { aid: string; price: number | null; offeredBy: string | null },
): Promise<ShareDto> {
  const artwork = await findArtwork(ctx.db, input.aid);
  if (!artwork) throw new AppError(ErrorCode.notFound, 'No such artwork.');
  await refuseMember(ctx, artwork.galleryId, identity.userId);
  const by = auditActorOf(identity);
  const { result: row, work } = await changeAvailability(ctx, input.aid, by, async (work, { tx, queueMail }) => {
    if (work.artwork.baseState !== ArtworkState.ready || work.takenBy()) {
      throw new AppError(ErrorCode.conflict, 'This work is not available to hold right now.');
    }
    const terms = { shareprice: input.price ?? work.artwork.priceAmount, currency: work.artwork.priceCurrency };
    const existing = work.shares.find(
      (share) => share.shareuid === identity.userId && share.email === null && share.state !== ArtworkState.cancel,
    );
    const offer = existing
      ? await work.updateShare(existing.id, { ...terms, shareat: new Date(), state: ArtworkState.shared })
      : await work.insertShare(
          { ...terms, shareat: new Date(), shareuid: identity.userId, email: null, createdBy: input.offeredBy },
          ArtworkState.shared,
        );
    const transition = findTransition(offer.state, ArtworkState.holding, 'hold', 'recipient');
    if (!transition) throw new AppError(ErrorCode.invalidTransition, 'This offer cannot be held now.');
    const held = await work.updateShare(offer.id, {
      state: transition.to,
      holdExpiresAt: new Date(Date.now() + work.holdDays * DAY_MS),
    });
    await repo.leaveWaitlist(tx, input.aid, identity.userId);
    const told = await repo.notifiedMembersOf(tx, held.galleryId, held.createdBy);
    const until = held.holdExpiresAt!.toISOString().slice(0, 10);
    const holder = { ko: identity.user.name, en: identity.user.nameen };
    for (const to of told) queueMail(holdMail(to, holder, work.titleInBoth, until, shareUrl(ctx, held.id)));
    return held;
  });
  return presentShare(ctx.db, row, 'outsider', knownFrom(work));
}

// ——— the waitlist ———

export async function joinWaitlist(ctx: AppContext, identity: Identity, sid: string): Promise<ShareDto> {
  const share = await loadShare(ctx, identity, sid);
  if (!share || share.shareuid !== identity.userId) throw new AppError(ErrorCode.notFound, 'No such offer.');
  if (share.state !== ArtworkState.shared) {
    throw new AppError(ErrorCode.invalidTransition, 'Only an open offer can wait for a held work.');
  }
  const artwork = await findArtwork(ctx.db, share.artworkId);
  if (!artwork || isAvailable(artwork.state)) {
    throw new AppError(ErrorCode.conflict, 'This work is available: hold it instead of waiting.');
  }
  await repo.joinWaitlist(ctx.db, share, identity.userId);
  return presentShare(ctx.db, share, 'outsider');
}

export async function leaveWaitlist(ctx: AppContext, identity: Identity, sid: string): Promise<ShareDto> {
  const share = await loadShare(ctx, identity, sid);
  if (!share || share.shareuid !== identity.userId) throw new AppError(ErrorCode.notFound, 'No such offer.');
  await repo.leaveWaitlist(ctx.db, share.artworkId, identity.userId);
  return presentShare(ctx.db, share, 'outsider');
}

// ——— mail ———

/**
 * The mail a move causes: the member who made the offer (else the owners) hears of holds and
 * purchases, the recipient of a confirmation. An offer still waiting for its address has no one
 * to tell.
 */
async function moveMail(ctx: AppContext, tx: Database, work: LockedWork, share: ShareRow): Promise<MailMessage[]> {
  const account = work.accountOf(share);
  if (!account) return [];
  const link = shareUrl(ctx, share.id);
  const title = work.titleInBoth;
  if (share.state === ArtworkState.holding || share.state === ArtworkState.waiting) {
    const told = await repo.notifiedMembersOf(tx, share.galleryId, share.createdBy);
    const who = { ko: account.name, en: account.nameen };
    return told.map((to) =>
      share.state === ArtworkState.holding
        ? holdMail(to, who, title, share.holdExpiresAt!.toISOString().slice(0, 10), link)
        : purchaseMail(to, who, title, link),
    );
  }
  if (share.state === ArtworkState.confirmed) {
    return [confirmedMail(mailTo(account.email, account.locale), work.galleryInBoth, title, link)];
  }
  return [];
}

// ——— reading ———

/** "Shared with me": the caller's own offers (an admin may look at anyone's). */
export async function sharedWith(ctx: AppContext, identity: Identity, uid: string): Promise<ShareDto[]> {
  if (uid !== identity.userId && identity.user.level < ADMIN_LEVEL) {
    throw new AppError(ErrorCode.forbidden, 'You may only see the offers made to you.');
  }
  if (uid === identity.userId) await claimOffersOf(ctx, identity);
  const rows = await repo.sharesFor(ctx.db, uid);
  return presentShares(
    ctx.db,
    rows.map((row) => row.shares),
    'outsider',
  );
}

export async function getShare(ctx: AppContext, identity: Identity, sid: string): Promise<ShareDto> {
  const share = await loadShare(ctx, identity, sid);
  if (!share) throw new AppError(ErrorCode.notFound, 'No such offer.');
  if (share.shareuid === identity.userId && !identity.apiToken) return presentShare(ctx.db, share, 'outsider');
  if (!(await callerRoleIn(ctx, identity, share.galleryId))) throw new AppError(ErrorCode.notFound, 'No such offer.');
  await requireArtworkAccess(ctx, identity, share.artworkId, PermissionLevel.read);
  return presentShare(ctx.db, share, 'member');
}

export async function workspaceShares(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  filter: ParsedQuery<typeof workspaceSharesRoute>,
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const { rows, total } = await repo.sharesOfWorkspace(ctx.db, gid, {
    ...filter,
    hideClosed: !canManageWorkspace(role),
  });
  return answerPage(filter, await presentShares(ctx.db, rows, 'member'), total);
}
