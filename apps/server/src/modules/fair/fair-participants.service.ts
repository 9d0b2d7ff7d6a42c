import {
  ACTIVE_PARTICIPANT_STATUSES,
  boothHolder,
  ErrorCode,
  ORGANISER_DECISIONS,
  PermissionLevel,
  textIn,
  type ParticipantDto,
  type ParticipantStatus,
  type ParticipantUpdate,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { fairStatusMail } from '../../platform/mail/templates.js';
import { requireAccess } from '../workspace/access.js';
import { managerRecipientsOf } from '../workspace/workspace.service.js';
import { invalidateFairPages } from './fair-cache.js';
import { applicationsOpenAt, isOrganiserSide } from './fair.presenter.js';
import * as repo from './fair.repository.js';
import type { ParticipantRecord } from './fair.repository.js';
import { fairRoleFor, requireExhibitorWorkspace, requireFair } from './fair.service.js';

export function presentParticipant({
  participant,
  fair,
  exhibitorName,
  exhibitorNameEn,
}: ParticipantRecord): ParticipantDto {
  return {
    participantId: participant.id,
    fairId: fair.id,
    fairName: fair.name,
    fairNameEn: fair.nameEn,
    gid: participant.galleryId,
    exhibitorName,
    exhibitorNameEn,
    status: participant.status as ParticipantStatus,
    booth: participant.booth ? { ...participant.booth } : null,
    section: participant.section,
    createdAt: participant.createdAt.toISOString(),
    updatedAt: participant.updatedAt.toISOString(),
  };
}

function fairsUrl(ctx: AppContext): string {
  return `${ctx.config.publicUrl}/fairs`;
}

/** Queues the status mail to the side that did not make the change: organisers hear of applications and withdrawals. */
async function mailStatus(ctx: AppContext, tx: Database, record: ParticipantRecord, status: ParticipantStatus) {
  const toOrganiser = status === 'applied' || status === 'withdrawn';
  const recipients = await managerRecipientsOf(tx, toOrganiser ? record.fair.galleryId : record.participant.galleryId);
  const fair = { ko: record.fair.name, en: record.fair.nameEn };
  const exhibitor = { ko: record.exhibitorName, en: record.exhibitorNameEn };
  await queueMail(
    tx,
    recipients.map((to) => fairStatusMail(to, fair, exhibitor, status, fairsUrl(ctx))),
  );
}

async function recordOf(ctx: AppContext, participantId: string): Promise<ParticipantRecord> {
  const record = await repo.findParticipant(ctx.db, participantId);
  if (!record) throw new AppError(ErrorCode.notFound, 'No such participant.');
  return record;
}

/**
 * POST `/fairManagement/join`: a gallery or artist workspace applies to a published fair in its
 * application window, or to any fair it is invited to. Applying again after declining or
 * withdrawing is a new application; while one is in the running, it is refused (409).
 */
export async function joinFair(
  ctx: AppContext,
  identity: Identity,
  body: { gid: string; artFairId: string },
): Promise<ParticipantDto> {
  await requireAccess(ctx, identity, { gid: body.gid, area: 'inventory', need: PermissionLevel.write });
  await requireExhibitorWorkspace(ctx, body.gid);
  const fair = await repo.findFair(ctx.db, body.artFairId);
  const invited = fair ? (await repo.grantLevelOf(ctx.db, fair.id, body.gid)) === 'invited' : false;
  if (!fair || (!fair.published && !invited)) throw new AppError(ErrorCode.notFound, 'No such fair.');
  if (!invited && !applicationsOpenAt(fair, new Date())) {
    throw new AppError(ErrorCode.conflict, 'Applications to this fair are closed.');
  }
  const existing = await repo.participantOf(ctx.db, fair.id, body.gid);
  if (existing && ACTIVE_PARTICIPANT_STATUSES.includes(existing.status as ParticipantStatus)) {
    throw new AppError(ErrorCode.conflict, 'This workspace has already applied to this fair.');
  }
  const record = await ctx.db.transaction(async (tx) => {
    const id = await repo.upsertParticipant(tx, {
      id: newId(),
      fairId: fair.id,
      galleryId: body.gid,
      appliedBy: identity.userId,
    });
    const applied = (await repo.findParticipant(tx, id))!;
    await mailStatus(ctx, tx, applied, 'applied');
    return applied;
  });
  ctx.jobs.wake(sendMailJob);
  await invalidateFairPages(ctx, fair.id);
  return presentParticipant(record);
}

/** Which side of a participant the caller's workspace is on; neither is a 404, as a missing one is. */
export async function requireSide(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  participantId: string,
  need: PermissionLevel,
): Promise<{ record: ParticipantRecord; side: 'exhibitor' | 'organiser' }> {
  const record = await repo.findParticipant(ctx.db, participantId);
  const fairRole = record && record.participant.galleryId !== gid ? await fairRoleFor(ctx, record.fair, gid) : null;
  const side = record?.participant.galleryId === gid ? 'exhibitor' : isOrganiserSide(fairRole) ? 'organiser' : null;
  if (!record || !side) {
    // A member of `gid` learns the participant is not theirs; anyone else, that they are not a member.
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such participant.');
  }
  await requireAccess(ctx, identity, { gid, area: 'inventory', need });
  return { record, side };
}

export async function myParticipations(ctx: AppContext, identity: Identity, gid: string) {
  await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
  return { participants: (await repo.participationsOf(ctx.db, gid)).map(presentParticipant) };
}

/** GET `/fairManagement/fair/participant`: the organiser side only (an invited workspace sees no others). */
export async function fairParticipants(ctx: AppContext, identity: Identity, gid: string, fairId: string) {
  const { fairRole } = await requireFair(ctx, identity, gid, fairId, PermissionLevel.read);
  if (!isOrganiserSide(fairRole)) throw new AppError(ErrorCode.notFound, 'No such fair for this workspace.');
  return { participants: (await repo.participantsOfFair(ctx.db, fairId)).map(presentParticipant) };
}

/** What each side may change: the organiser decides, gives booth and section; the exhibitor may only withdraw. */
function assertChange(
  side: 'exhibitor' | 'organiser',
  from: ParticipantStatus,
  change: ParticipantUpdate,
  sections: string[],
) {
  if (side === 'exhibitor') {
    if (change.booth !== undefined || change.section !== undefined || change.status !== 'withdrawn') {
      throw new AppError(ErrorCode.forbidden, 'An exhibitor may only withdraw; the organiser decides the rest.');
    }
    if (!ACTIVE_PARTICIPANT_STATUSES.includes(from))
      throw new AppError(ErrorCode.invalidTransition, `A ${from} participant cannot withdraw.`);
    return;
  }
  if (change.status !== undefined && !(ORGANISER_DECISIONS as readonly string[]).includes(change.status)) {
    throw invalidField('body.status', 'only the exhibitor withdraws');
  }
  if (from === 'withdrawn' && change.status !== undefined) {
    throw new AppError(ErrorCode.invalidTransition, 'The exhibitor has withdrawn: it must apply again.');
  }
  if (change.section && !sections.includes(change.section))
    throw invalidField('body.section', 'is not a section of this fair');
}

/**
 * A booth is one exhibitor's: a number another participant of the fair already has (" a12 " is
 * A12, see `boothKey`) is refused with 409 `booth_taken`, naming it. The fair's row is locked
 * first, so two organisers giving the same booth at once cannot both succeed.
 */
async function assertBoothFree(tx: Database, record: ParticipantRecord, number: string) {
  await repo.lockFair(tx, record.fair.id);
  const participants = (await repo.participantsOfFair(tx, record.fair.id)).map(presentParticipant);
  const holder = boothHolder(participants, record.participant.id, number);
  if (!holder) return;
  const name = textIn('en', { ko: holder.exhibitorName, en: holder.exhibitorNameEn });
  throw new AppError(ErrorCode.boothTaken, `Booth ${number} is already given to ${name}.`, [
    { field: 'body.booth.number', message: `is already given to ${name}` },
  ]);
}

export async function updateParticipant(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  participantId: string,
  change: ParticipantUpdate,
): Promise<ParticipantDto> {
  const { record, side } = await requireSide(ctx, identity, gid, participantId, PermissionLevel.write);
  const from = record.participant.status as ParticipantStatus;
  assertChange(side, from, change, record.fair.sections);
  const statusChanged = change.status !== undefined && change.status !== from;
  await ctx.db.transaction(async (tx) => {
    if (change.booth) await assertBoothFree(tx, record, change.booth.number);
    await repo.updateParticipant(tx, participantId, {
      ...(change.status !== undefined && { status: change.status }),
      ...(change.booth !== undefined && {
        booth: change.booth && {
          number: change.booth.number,
          size: change.booth.size ?? null,
          hall: change.booth.hall ?? null,
        },
      }),
      ...(change.section !== undefined && { section: change.section ?? null }),
    });
    if (statusChanged) await mailStatus(ctx, tx, record, change.status!);
  });
  if (statusChanged) ctx.jobs.wake(sendMailJob);
  await invalidateFairPages(ctx, record.fair.id);
  return presentParticipant(await recordOf(ctx, participantId));
}
