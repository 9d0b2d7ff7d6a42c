import {
  ACTION_TARGET,
  ADMIN_LEVEL,
  ArtworkState,
  canManageWorkspace,
  ErrorCode,
  findTransition,
  isAvailable,
  PermissionLevel,
  type ShareAction,
  type ShareActor,
  type ShareDto,
} from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { galleries, galleryMembers } from '../../db/schema/index.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import {
  confirmedMail,
  holdMail,
  offerInvitationMail,
  offerMail,
  purchaseMail,
  waitlistOfferMail,
} from '../../platform/mail/templates.js';
import { findUserByEmail, findUserById } from '../user/user.repository.js';
import { requireArtworkAccess } from '../inventory/inventory-access.js';
import { requireAccess } from '../workspace/access.js';
import { roleIn } from '../workspace/workspace.repository.js';
import type { ArtworkViewer } from './artwork.presenter.js';
import { findArtwork, findArtworks, galleryName, loadArtworkRecords } from './artwork.repository.js';
import { announceArtwork } from './artwork-events.js';
import * as repo from './share.repository.js';
import type { ShareRow } from './share.repository.js';
import { presentShareRow } from './share.presenter.js';

const STATE_NAMES: Record<number, string> = {
  [-1]: 'cancelled',
  0: 'ready',
  1: 'shared',
  2: 'holding',
  3: 'waiting',
  4: 'confirmed',
  5: 'sold out',
  6: 'done',
};

// ——— presenting ———

/** Shares as their viewer may see them, loaded together. */
async function presentShares(db: Database, rows: ShareRow[], viewer: ArtworkViewer): Promise<ShareDto[]> {
  if (rows.length === 0) return [];
  const aids = [...new Set(rows.map((row) => row.artworkId))];
  const gids = [...new Set(rows.map((row) => row.galleryId))];
  const uids = [...new Set(rows.flatMap((row) => (row.shareuid ? [row.shareuid] : [])))];
  const [records, accounts, positions, names] = await Promise.all([
    findArtworks(db, aids).then((artworkRows) => loadArtworkRecords(db, artworkRows)),
    repo.recipientsOf(db, uids),
    repo.waitlistPositions(db, aids),
    Promise.all(gids.map(async (gid) => [gid, await galleryName(db, gid)] as const)),
  ]);
  const recordOf = new Map(records.map((record) => [record.artwork.id, record]));
  const accountOf = new Map(accounts.map((account) => [account.uid, account]));
  const nameOf = new Map(names);
  return rows.flatMap((row) => {
    const record = recordOf.get(row.artworkId);
    if (!record) return [];
    const account = row.shareuid ? accountOf.get(row.shareuid) : undefined;
    const parts = {
      record,
      account,
      galleryName: nameOf.get(row.galleryId) ?? '',
      waitlistPosition: (row.shareuid && positions.get(`${row.artworkId}|${row.shareuid}`)) || null,
    };
    return [presentShareRow(row, parts, viewer)];
  });
}

async function presentShare(db: Database, row: ShareRow, viewer: ArtworkViewer): Promise<ShareDto> {
  const [dto] = await presentShares(db, [row], viewer);
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
  if (share.shareuid === identity.userId && action !== 'setState') return 'recipient';
  const role = await roleIn(ctx.db, share.galleryId, identity.userId);
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
  input: { shareuid?: string; email?: string },
): Promise<{ email: string | null; uid: string | null; verified: boolean }> {
  if (input.shareuid) {
    const user = await findUserById(ctx.db, input.shareuid);
    if (!user) throw new AppError(ErrorCode.notFound, 'No such user.');
    await refuseMember(ctx, gid, user.id);
    return { email: null, uid: user.id, verified: true };
  }
  // The contract lets a body through only with a shareuid or an e-mail.
  const email = input.email!;
  const account = await findUserByEmail(ctx.db, email);
  if (account) await refuseMember(ctx, gid, account.id);
  const verified = account?.emailVerified === true;
  return { email, uid: account && verified ? account.id : null, verified };
}

async function refuseMember(ctx: AppContext, gid: string, uid: string) {
  if (await roleIn(ctx.db, gid, uid)) {
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
  input: { aid: string; shareuid?: string; email?: string; shareat?: string; shareprice?: number | null },
): Promise<ShareDto> {
  const artwork = await requireOwnerAccess(ctx, identity, input.aid);
  const recipient = await recipientOf(ctx, artwork.galleryId, input);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockArtwork(tx, artwork.id);
    if (!locked) throw new AppError(ErrorCode.notFound, 'No such artwork.');
    const state = await repo.refreshArtworkState(tx, artwork.id);
    if (!isAvailable(state)) {
      throw new AppError(ErrorCode.invalidTransition, `This work is ${STATE_NAMES[state]}: it cannot be offered now.`);
    }
    const terms = {
      shareat: input.shareat ? new Date(input.shareat) : new Date(),
      shareprice: input.shareprice ?? artwork.priceAmount,
      currency: artwork.priceCurrency,
    };
    const existing = recipient.email
      ? await repo.findShareByEmail(tx, artwork.id, recipient.email)
      : await repo.findShareOf(tx, artwork.id, recipient.uid!);
    const share = existing
      ? await repo.updateShare(tx, existing.id, {
          ...terms,
          state: ArtworkState.shared,
          holdExpiresAt: null,
          ...(existing.shareuid === null && recipient.uid && { shareuid: recipient.uid }),
        })
      : await repo.insertShare(tx, {
          ...terms,
          galleryId: artwork.galleryId,
          artworkId: artwork.id,
          shareuid: recipient.uid,
          email: recipient.email,
          state: ArtworkState.shared,
          createdBy: identity.userId,
        });
    await repo.refreshArtworkState(tx, artwork.id);
    return share;
  });
  await announceArtwork(ctx, artwork.id, row.id);
  if (recipient.email) await mailOffer(ctx, row, recipient.email, recipient.verified, artwork.title);
  return presentShare(ctx.db, row, 'member');
}

async function mailOffer(ctx: AppContext, share: ShareRow, to: string, verified: boolean, title: string) {
  const gallery = await galleryName(ctx.db, share.galleryId);
  await sendSafely(
    ctx,
    verified
      ? offerMail(to, gallery, title, shareUrl(ctx, share.id))
      : offerInvitationMail(to, gallery, title, `${ctx.config.publicUrl}/signup`, shareUrl(ctx, share.id)),
  );
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
  input: { sid: string; shareat?: string; shareprice?: number | null },
): Promise<ShareDto> {
  const share = await repo.findShare(ctx.db, input.sid);
  if (!share) throw new AppError(ErrorCode.notFound, 'No such offer.');
  await actorOf(ctx, identity, share, 'setState');
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockArtwork(tx, share.artworkId);
    const current = (await repo.findShare(tx, share.id))!;
    const reoffer = current.state === ArtworkState.ready;
    if (![ArtworkState.ready, ArtworkState.shared].includes(current.state as 0 | 1)) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `This offer is ${STATE_NAMES[current.state]}: its terms are settled.`,
      );
    }
    const updated = await repo.updateShare(tx, share.id, {
      ...(input.shareat && { shareat: new Date(input.shareat) }),
      ...(input.shareprice !== undefined && { shareprice: input.shareprice }),
      ...(reoffer && { state: ArtworkState.shared }),
    });
    await repo.refreshArtworkState(tx, share.artworkId);
    return updated;
  });
  await announceArtwork(ctx, share.artworkId, row.id);
  return presentShare(ctx.db, row, 'member');
}

// ——— moving a share ———

/**
 * Moves a share along DESIGN.md §5's table, under the artwork's row lock: expired holds are
 * released first, exclusive moves check no other share has the work, and the artwork's state
 * follows in the same transaction. Mail goes out after the commit.
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

  const { row, previous, released } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockArtwork(tx, share.artworkId);
    if (!locked) throw new AppError(ErrorCode.notFound, 'No such artwork.');
    const released = await repo.releaseExpiredHolds(tx, share.artworkId);
    const current = (await repo.findShare(tx, share.id))!;
    if (current.shareat > new Date() && actor === 'recipient') {
      throw new AppError(ErrorCode.invalidTransition, 'This offer is not open yet.');
    }
    const transition = findTransition(current.state, to, input.action, actor);
    if (!transition) {
      throw new AppError(
        ErrorCode.invalidTransition,
        `An offer that is ${STATE_NAMES[current.state]} cannot become ${STATE_NAMES[to]} this way.`,
      );
    }
    if (transition.exclusive) {
      if (locked.base_state !== ArtworkState.ready) {
        throw new AppError(ErrorCode.conflict, 'This work is no longer available.');
      }
      if ((await repo.committedSharesOf(tx, share.artworkId, share.id)).length > 0) {
        throw new AppError(ErrorCode.conflict, 'Someone else is holding or buying this work right now.');
      }
    }
    const holdDays = await holdDaysOf(tx, share.galleryId);
    const row = await repo.updateShare(tx, share.id, {
      state: to,
      holdExpiresAt: to === ArtworkState.holding ? new Date(Date.now() + holdDays * 24 * 3600 * 1000) : null,
    });
    // Only a recipient holds or buys, so these moves always have a shareuid.
    if ((to === ArtworkState.holding || to === ArtworkState.waiting) && share.shareuid)
      await repo.leaveWaitlist(tx, share.artworkId, share.shareuid);
    await repo.refreshArtworkState(tx, share.artworkId);
    return { row, previous: current.state, released };
  });

  await announceArtwork(ctx, share.artworkId, row.id);
  await notifyMove(ctx, row, previous);
  if (released.length > 0 || row.state === ArtworkState.ready || row.state === ArtworkState.cancel) {
    await offerToWaitlist(ctx, share.artworkId);
  }
  return presentShare(ctx.db, row, actor === 'owner' ? 'member' : 'outsider');
}

async function holdDaysOf(db: Database, gid: string): Promise<number> {
  const [row] = await db.select({ holdDays: galleries.holdDays }).from(galleries).where(eq(galleries.id, gid));
  return row?.holdDays ?? 7;
}

// ——— expiry and the waitlist ———

/**
 * Releases every hold past its expiry and offers the works to whoever waits. Runs at start
 * (so holds that expired while the server was down are released) and every minute after;
 * the conditional updates make it safe on several instances at once.
 */
export async function releaseExpiredHolds(ctx: AppContext): Promise<number> {
  const released = await repo.releaseExpiredHolds(ctx.db);
  const aids = [...new Set(released.map((row) => row.artworkId))];
  for (const aid of aids) {
    await ctx.db.transaction(async (tx) => {
      await repo.lockArtwork(tx, aid);
      await repo.refreshArtworkState(tx, aid);
    });
    await announceArtwork(ctx, aid);
    await offerToWaitlist(ctx, aid);
  }
  return released.length;
}

async function offerToWaitlist(ctx: AppContext, aid: string): Promise<void> {
  const artwork = await findArtwork(ctx.db, aid);
  if (!artwork || !isAvailable(artwork.state)) return;
  const next = await repo.claimNextInWaitlist(ctx.db, aid);
  if (!next) return;
  const user = await findUserById(ctx.db, next.userId);
  if (!user) return;
  const gallery = await galleryName(ctx.db, artwork.galleryId);
  await sendSafely(ctx, waitlistOfferMail(user.email, gallery, artwork.title, shareUrl(ctx, next.shareId)));
}

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

function shareUrl(ctx: AppContext, sid: string) {
  return `${ctx.config.publicUrl}/shared/${encodeURIComponent(sid)}`;
}

/** Mail must never undo a committed move: a failure is logged, not thrown. */
async function sendSafely(ctx: AppContext, message: Parameters<AppContext['mailer']['send']>[0]) {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.logger.warn({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
  }
}

async function notifyMove(ctx: AppContext, share: ShareRow, previous: number) {
  if (share.state === previous) return;
  // An offer still waiting for its address has no one to tell.
  if (!share.shareuid) return;
  const artwork = await findArtwork(ctx.db, share.artworkId);
  const recipient = await findUserById(ctx.db, share.shareuid);
  if (!artwork || !recipient) return;
  if (share.state === ArtworkState.holding || share.state === ArtworkState.waiting) {
    for (const email of await ownerEmails(ctx, share)) {
      const message =
        share.state === ArtworkState.holding
          ? holdMail(
              email,
              recipient.name,
              artwork.title,
              share.holdExpiresAt!.toISOString().slice(0, 10),
              shareUrl(ctx, share.id),
            )
          : purchaseMail(email, recipient.name, artwork.title, shareUrl(ctx, share.id));
      await sendSafely(ctx, message);
    }
  }
  if (share.state === ArtworkState.confirmed) {
    const gallery = await galleryName(ctx.db, share.galleryId);
    await sendSafely(ctx, confirmedMail(recipient.email, gallery, artwork.title, shareUrl(ctx, share.id)));
  }
}

/** Who hears about holds and purchases: the member who made the offer, else the owners. */
async function ownerEmails(ctx: AppContext, share: ShareRow): Promise<string[]> {
  if (share.createdBy) {
    const creator = await findUserById(ctx.db, share.createdBy);
    if (creator && (await roleIn(ctx.db, share.galleryId, creator.id))) return [creator.email];
  }
  const owners = await ctx.db.query.galleryMembers.findMany({ where: eq(galleryMembers.galleryId, share.galleryId) });
  const emails = await Promise.all(
    owners
      .filter((member) => member.role === 'owner')
      .map(async (member) => (await findUserById(ctx.db, member.userId))?.email),
  );
  return emails.filter((email): email is string => Boolean(email));
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
  if (share.shareuid === identity.userId) return presentShare(ctx.db, share, 'outsider');
  if (!(await roleIn(ctx.db, share.galleryId, identity.userId)))
    throw new AppError(ErrorCode.notFound, 'No such offer.');
  await requireArtworkAccess(ctx, identity, share.artworkId, PermissionLevel.read);
  return presentShare(ctx.db, share, 'member');
}

export async function workspaceShares(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  filter: { aid?: string; state?: number; page: number; size: number },
) {
  const { role } = await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  const { rows, total } = await repo.sharesOfWorkspace(ctx.db, gid, {
    ...filter,
    hideClosed: !canManageWorkspace(role),
  });
  return { items: await presentShares(ctx.db, rows, 'member'), total, page: filter.page, size: filter.size };
}
