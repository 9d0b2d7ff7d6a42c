import {
  ArtworkState,
  COMMITTED_SHARE_STATES,
  effectiveArtworkState,
  ErrorCode,
  isAvailable,
  type TwoLanguages,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { mailTo } from '../../platform/mail/recipient.js';
import { waitlistOfferMail } from '../../platform/mail/templates.js';
import * as repo from './availability.repository.js';
import type { ArtworkRow, ShareAccount, ShareRow, ShareValues } from './availability.repository.js';
import { invalidateSitePages, siteTags } from '../website/site-cache.js';
import { queueWebhookEvents, wakeWebhookDeliveries, type WebhookEventInput } from '../webhook/webhook.service.js';
import { recordAudits, SYSTEM_ACTOR, type AuditActor, type AuditEventInput } from '../audit/audit.service.js';
import { workspaceKnowsRecipient } from '../artwork/share.presenter.js';

export type { ShareAccount, ShareRow } from './availability.repository.js';

/** Offers still open: made (`shared`) or released (`ready`), nobody holding or buying through them. */
export const OPEN_OFFER_STATES: readonly ArtworkState[] = [ArtworkState.ready, ArtworkState.shared];

/** A link to an offer, for mail. */
export function shareUrl(ctx: AppContext, sid: string): string {
  return `${ctx.config.publicUrl}/shared/${encodeURIComponent(sid)}`;
}

/**
 * One artwork inside a change of availability: locked, its expired holds already released. Its
 * shares change only through these methods, so the state stored at the commit is computed from
 * what they hold (and nothing else writes shares' states: availability.test.ts checks the source).
 */
export class LockedWork {
  /** The holds that had expired, released before the change ran. */
  readonly released: readonly ShareRow[];
  readonly galleryName: string;
  private readonly galleryNameEn: string | null;
  /** How long a hold lasts in this workspace. */
  readonly holdDays: number;
  private readonly tx: Database;
  private readonly accounts: Map<string, ShareAccount>;
  private readonly movedIds = new Set<string>();
  private row: ArtworkRow;
  private rows: ShareRow[];
  private open = true;

  constructor(
    tx: Database,
    locked: { artwork: ArtworkRow; galleryName: string; galleryNameEn: string | null; holdDays: number },
    shares: { rows: ShareRow[]; accounts: Map<string, ShareAccount>; released: ShareRow[] },
  ) {
    this.tx = tx;
    this.row = locked.artwork;
    this.galleryName = locked.galleryName;
    this.galleryNameEn = locked.galleryNameEn;
    this.holdDays = locked.holdDays;
    this.rows = shares.rows;
    this.accounts = shares.accounts;
    this.released = shares.released;
  }

  get id(): string {
    return this.row.id;
  }

  /** The artwork row; after the change commits, with the state it committed. */
  get artwork(): ArtworkRow {
    return this.row;
  }

  /** Every share of the work, as it is now. */
  get shares(): readonly ShareRow[] {
    return this.rows;
  }

  /** The workspace's name in both languages, for mail to be written in its reader's (ADR 038). */
  get galleryInBoth(): TwoLanguages {
    return { ko: this.galleryName, en: this.galleryNameEn };
  }

  /** The work's title in both languages, for mail to be written in its reader's (ADR 038). */
  get titleInBoth(): TwoLanguages {
    return { ko: this.row.title, en: this.row.titleEn };
  }

  /** The state the work has with its shares as they are now (DESIGN.md §5: the most advanced live share). */
  get state(): ArtworkState {
    return effectiveArtworkState(
      this.row.baseState,
      this.rows.map((share) => share.state),
    );
  }

  /** The shares the change moved (not counting expired holds released before it ran). */
  get moved(): readonly ShareRow[] {
    return this.rows.filter((share) => this.movedIds.has(share.id));
  }

  share(sid: string): ShareRow | undefined {
    return this.rows.find((share) => share.id === sid);
  }

  /** The account a share's `shareuid` names, when it names one. */
  accountOf(share: Pick<ShareRow, 'shareuid'>): ShareAccount | undefined {
    return share.shareuid ? this.accounts.get(share.shareuid) : undefined;
  }

  /** A share other than `exceptSid` that holds the work or is buying it: it is off the market. */
  takenBy(exceptSid?: string): ShareRow | undefined {
    return this.rows.find(
      (share) => share.id !== exceptSid && (COMMITTED_SHARE_STATES as readonly number[]).includes(share.state),
    );
  }

  async updateShare(
    sid: string,
    patch: Partial<Omit<ShareValues, 'artworkId' | 'galleryId'>> & { state?: ArtworkState },
  ): Promise<ShareRow> {
    this.assertOpen();
    if (!this.share(sid)) throw new Error(`share ${sid} is not a share of artwork ${this.id}`);
    return this.replace(await repo.updateShare(this.tx, sid, patch));
  }

  async insertShare(values: Omit<ShareValues, 'artworkId' | 'galleryId'>, state: ArtworkState): Promise<ShareRow> {
    this.assertOpen();
    const row = await repo.insertShare(
      this.tx,
      { ...values, artworkId: this.id, galleryId: this.row.galleryId },
      state,
    );
    this.rows.push(row);
    this.movedIds.add(row.id);
    return row;
  }

  /** What the owner sets by hand: ready, sold elsewhere, done, withdrawn. */
  async setBaseState(state: ArtworkState): Promise<void> {
    this.assertOpen();
    await repo.setBaseState(this.tx, this.id, state);
    this.row = { ...this.row, baseState: state };
  }

  /** Cancels the open offers: the work is leaving the market (sold elsewhere, withdrawn, trashed). */
  async withdrawOpenOffers(): Promise<void> {
    this.assertOpen();
    const open = this.rows.filter((share) => (OPEN_OFFER_STATES as readonly number[]).includes(share.state));
    for (const row of await repo.setShareStates(
      this.tx,
      open.map((share) => share.id),
      ArtworkState.cancel,
    ))
      this.replace(row);
  }

  private replace(row: ShareRow): ShareRow {
    this.rows = this.rows.map((share) => (share.id === row.id ? row : share));
    this.movedIds.add(row.id);
    return row;
  }

  private assertOpen() {
    if (!this.open) throw new Error('this change of availability has committed: start another');
  }

  /** Ends the change (the entry calls it before the commit): the state to store, before and after. */
  close(): { before: ArtworkState; after: ArtworkState } {
    this.open = false;
    const before = this.row.state as ArtworkState;
    const after = this.state;
    this.row = { ...this.row, state: after };
    return { before, after };
  }
}

/** What a change sees: the transaction, the locked works (in id order), and the mail it may queue. */
export interface AvailabilityChange {
  /** For the change's own rows (its trash flags, its waitlist); shares change through `works`. */
  tx: Database;
  works: readonly LockedWork[];
  /** Mail sent after the commit by the `send-mail` job, and never if the change fails. */
  queueMail: (message: MailMessage) => void;
}

export interface AvailabilityOptions {
  /** Lock trashed works too (restore, the expiry sweep); otherwise a trashed work is not found. */
  includeTrashed?: boolean;
}

/**
 * THE way availability changes (DESIGN.md §5, ADR 011). Every caller — share moves, hand-set
 * state, trash and restore, hold expiry, and those to come (viewing rooms, fairs, billing) —
 * goes through here, and nothing else writes `artworks.state` or a share's state. In one
 * transaction it:
 *
 * 1. locks the artworks (`SELECT … FOR UPDATE`, in id order), 404 for one that does not exist;
 * 2. releases their expired holds;
 * 3. runs `change`, which checks its rules against the works as they are now and moves shares,
 *    base states and its own rows (throwing an `AppError` rolls everything back);
 * 4. recomputes and stores each work's state, and when a work has become available again,
 *    offers it to the first in its waitlist;
 * 5. records in the audit log (ADR 050) the holds released for expiry (by the system) and what
 *    the change moved (by `actor`), so every change of availability is logged once;
 *
 * then commits, and only then announces each work's state to open pages and wakes the mail job
 * for the mail queued in the transaction. The request never waits for mail.
 */
export async function changeAvailabilityOf<T>(
  ctx: AppContext,
  aids: readonly string[],
  actor: AuditActor,
  change: (scope: AvailabilityChange) => Promise<T>,
  options: AvailabilityOptions = {},
): Promise<{ result: T; works: readonly LockedWork[] }> {
  const ids = [...new Set(aids)].sort();
  const mail: MailMessage[] = [];
  let webhooks = 0;
  const { result, works } = await ctx.db.transaction(async (tx) => {
    const works = await lockWorks(tx, ids, options);
    const shareStates = shareStatesOf(works);
    const starts = works.map(startOf);
    const events: (WebhookEventInput & { gid: string })[] = [];
    const audits: AuditEventInput[] = [];
    const result = await change({ tx, works, queueMail: (message) => void mail.push(message) });
    const names = await newRecipientNames(tx, works);
    for (const [index, work] of works.entries()) {
      const { before, after } = work.close();
      if (after !== before) await repo.writeState(tx, work.id, after);
      events.push(...webhookEventsOf(work, before, shareStates));
      audits.push(...auditEventsOf(work, before, starts[index]!, actor, names));
      if (!isAvailable(before) && isAvailable(after) && work.artwork.deletedAt === null) {
        const next = await repo.claimNextInWaitlist(tx, work.id);
        if (next)
          mail.push(
            waitlistOfferMail(
              mailTo(next.email, next.locale),
              work.galleryInBoth,
              work.titleInBoth,
              shareUrl(ctx, next.sid),
            ),
          );
      }
    }
    await queueMail(tx, mail);
    await recordAudits(tx, audits);
    for (const gid of new Set(events.map((event) => event.gid))) {
      webhooks += await queueWebhookEvents(
        tx,
        gid,
        events.filter((event) => event.gid === gid),
      );
    }
    return { result, works };
  });
  // Public pages showing the works go stale before the change answers; open pages are told.
  await invalidateSitePages(
    ctx,
    works.flatMap((work) => [siteTags.work(work.id), siteTags.states(work.artwork.galleryId)]),
  );
  for (const work of works) announce(ctx, work);
  if (mail.length > 0) ctx.jobs.wake(sendMailJob);
  if (webhooks > 0) wakeWebhookDeliveries(ctx);
  return { result, works };
}

/** Each share's state before the change ran; a hold released for expiry counts as still holding. */
function shareStatesOf(works: readonly LockedWork[]): Map<string, number> {
  const states = new Map<string, number>();
  for (const work of works) {
    for (const share of work.shares) states.set(share.id, share.state);
    for (const share of work.released) states.set(share.id, ArtworkState.holding);
  }
  return states;
}

/**
 * The webhook events of a work's change (ADR 042): `share.changed` for each share whose state
 * moved (a new share's previous state is null), `availability.changed` when the work's state did.
 */
function webhookEventsOf(
  work: LockedWork,
  before: ArtworkState,
  shareStates: ReadonlyMap<string, number>,
): (WebhookEventInput & { gid: string })[] {
  const gid = work.artwork.galleryId;
  const events: (WebhookEventInput & { gid: string })[] = [];
  for (const share of work.shares) {
    const previous = shareStates.get(share.id) ?? null;
    if (previous === share.state) continue;
    events.push({
      gid,
      type: 'share.changed',
      data: { sid: share.id, aid: work.id, previousState: previous, state: share.state },
    });
  }
  const after = work.artwork.state as ArtworkState;
  if (after !== before) {
    events.push({
      gid,
      type: 'availability.changed',
      data: { aid: work.id, title: work.artwork.title, previousState: before, state: after },
    });
  }
  return events;
}

/** A work as the change found it: its state and its shares' states once expired holds were released. */
interface WorkStart {
  state: ArtworkState;
  shares: Map<string, number>;
}

function startOf(work: LockedWork): WorkStart {
  return { state: work.state, shares: new Map(work.shares.map((share) => [share.id, share.state])) };
}

/**
 * The names of accounts the change made offers to that the works' lock did not load (a new
 * offer's recipient), for the log; one query, and none when there is no such offer.
 */
async function newRecipientNames(tx: Database, works: readonly LockedWork[]): Promise<Map<string, string>> {
  const uids = works.flatMap((work) =>
    work.moved.flatMap((share) => (share.shareuid && !work.accountOf(share) ? [share.shareuid] : [])),
  );
  return uids.length === 0 ? new Map() : repo.accountNames(tx, [...new Set(uids)]);
}

/** The most offers one entry lists: a work has few, and the log stays small. */
const AUDIT_SHARES_MAX = 20;

/**
 * The audit entries of a work's change (ADR 050): `hold.expired` by the system when holds ran
 * out before the change, then `availability.changed` by the actor when the change moved the
 * work's state or one of its offers' (a new offer's previous state is null).
 */
function auditEventsOf(
  work: LockedWork,
  stored: ArtworkState,
  start: WorkStart,
  actor: AuditActor,
  names: ReadonlyMap<string, string>,
): AuditEventInput[] {
  const subject = { type: 'artwork' as const, id: work.id, label: work.artwork.title };
  const gid = work.artwork.galleryId;
  // Named as the workspace's lists name them: an address stays an address until its account is known.
  const recipientOf = (share: ShareRow) =>
    (workspaceKnowsRecipient(share)
      ? (work.accountOf(share)?.name ?? (share.shareuid && names.get(share.shareuid)))
      : undefined) ?? share.email;
  const entries: AuditEventInput[] = [];
  if (work.released.length > 0) {
    entries.push({
      gid,
      actor: SYSTEM_ACTOR,
      action: 'hold.expired',
      subject,
      details: {
        from: stored,
        to: start.state,
        shares: work.released.slice(0, AUDIT_SHARES_MAX).map((share) => ({
          sid: share.id,
          from: ArtworkState.holding,
          to: share.state,
          recipient: recipientOf(share),
        })),
      },
    });
  }
  const after = work.artwork.state as ArtworkState;
  const moved = work.shares.filter((share) => start.shares.get(share.id) !== share.state);
  if (after !== start.state || moved.length > 0) {
    entries.push({
      gid,
      actor,
      action: 'availability.changed',
      subject,
      details: {
        from: start.state,
        to: after,
        shares: moved.slice(0, AUDIT_SHARES_MAX).map((share) => ({
          sid: share.id,
          from: start.shares.get(share.id) ?? null,
          to: share.state,
          recipient: recipientOf(share),
        })),
      },
    });
  }
  return entries;
}

/** `changeAvailabilityOf` for one artwork. */
export async function changeAvailability<T>(
  ctx: AppContext,
  aid: string,
  actor: AuditActor,
  change: (work: LockedWork, scope: AvailabilityChange) => Promise<T>,
  options: AvailabilityOptions = {},
): Promise<{ result: T; work: LockedWork }> {
  const { result, works } = await changeAvailabilityOf(
    ctx,
    [aid],
    actor,
    (scope) => change(scope.works[0]!, scope),
    options,
  );
  return { result, work: works[0]! };
}

async function lockWorks(tx: Database, ids: string[], options: AvailabilityOptions): Promise<LockedWork[]> {
  if (ids.length === 0) return [];
  const locked = await repo.lockArtworks(tx, ids);
  if (locked.length !== ids.length || (!options.includeTrashed && locked.some((row) => row.artwork.deletedAt))) {
    throw new AppError(ErrorCode.notFound, 'No such artwork.');
  }
  const rows = await repo.sharesOf(tx, ids);
  const now = new Date();
  const expired = rows.filter(
    ({ share }) => share.state === ArtworkState.holding && share.holdExpiresAt !== null && share.holdExpiresAt <= now,
  );
  const released =
    expired.length > 0
      ? await repo.releaseHolds(
          tx,
          expired.map(({ share }) => share.id),
          now,
        )
      : [];
  const current = new Map(released.map((share) => [share.id, share]));
  return locked.map((row) => {
    const mine = rows.filter(({ share }) => share.artworkId === row.artwork.id);
    const accounts = new Map(mine.flatMap(({ account }) => (account ? [[account.uid, account] as const] : [])));
    return new LockedWork(tx, row, {
      rows: mine.map(({ share }) => current.get(share.id) ?? share),
      accounts,
      released: released.filter((share) => share.artworkId === row.artwork.id),
    });
  });
}

/**
 * Tells every open page that shows the work its committed state: the owning workspace, and each
 * person it is offered to (and those whose offer the change ended). Names the share when the
 * change moved exactly one.
 */
function announce(ctx: AppContext, work: LockedWork) {
  const moved = work.moved;
  const event = {
    type: 'artwork' as const,
    aid: work.id,
    gid: work.artwork.galleryId,
    state: work.artwork.state,
    ...(moved.length === 1 && { sid: moved[0]!.id }),
  };
  ctx.events.publish(`g:${event.gid}`, event);
  const listening = [...work.shares.filter((share) => share.state !== ArtworkState.cancel), ...moved, ...work.released];
  // Offers waiting for an address (ADR 013) have no one listening yet.
  for (const uid of new Set(listening.flatMap((share) => (share.shareuid ? [share.shareuid] : [])))) {
    ctx.events.publish(`u:${uid}`, event);
  }
}

/**
 * Releases every hold past its expiry, each artwork through the one entry (which then offers
 * the work to its waitlist). Runs at start — holds that expired while no server ran end at
 * once — and every minute; the lock and the conditional release make it safe on several
 * instances at once.
 */
export async function releaseExpiredHolds(ctx: AppContext): Promise<number> {
  let released = 0;
  for (const aid of await repo.artworksWithExpiredHolds(ctx.db, new Date())) {
    try {
      const { work } = await changeAvailability(ctx, aid, SYSTEM_ACTOR, async () => undefined, {
        includeTrashed: true,
      });
      released += work.released.length;
    } catch (error) {
      // Purged meanwhile: nothing left to release.
      if (!(error instanceof AppError && error.code === ErrorCode.notFound)) throw error;
    }
  }
  return released;
}
