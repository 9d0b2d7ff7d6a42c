import {
  ACTIVE_PARTICIPANT_STATUSES,
  EDITABLE_SUBMISSION_STATUSES,
  ErrorCode,
  PermissionLevel,
  type FairWorkDto,
  type MemoDto,
  type MemoInput,
  type ParticipantDetailDto,
  type ParticipantStatus,
  type SubmissionDto,
  type SubmissionInput,
  type SubmissionReview,
  type SubmissionStatus,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { artworkRecords, type ArtworkRecord } from '../artwork/artwork.service.js';
import { liveInventoryArtworks, liveInventoryWorks } from '../inventory/inventory.service.js';
import { requireAccess } from '../workspace/access.js';
import { invalidateFairPages } from './fair-cache.js';
import { presentParticipant, requireSide } from './fair-participants.service.js';
import { listedAids, presentFairWork, presentMemo, presentSubmission, workKey } from './fair.presenter.js';
import * as repo from './fair.repository.js';
import type { SubmissionRow } from './fair.repository.js';

/** Artwork lists in these states show on the public fair page (for accepted exhibitors). */
export const LISTED: readonly SubmissionStatus[] = ['submitted', 'in_review', 'approved'];

/** The records of the works the artwork lists among `rows` name, as each exhibitor's inventory has them now. */
export async function recordsOfLists(ctx: AppContext, rows: SubmissionRow[]): Promise<ArtworkRecord[]> {
  const lists = rows.filter((row) => listedAids(row).length > 0);
  const found = await liveInventoryArtworks(
    ctx,
    lists.map((row) => row.galleryId),
    lists.flatMap(listedAids),
  );
  return artworkRecords(ctx, found);
}

/** The works of `records` presented for a fair, by `workKey`. */
export function presentFairWorks(records: ArtworkRecord[]): Map<string, FairWorkDto> {
  return new Map(
    records.map((record) => [workKey(record.artwork.galleryId, record.artwork.id), presentFairWork(record)]),
  );
}

/** The works the artwork lists among `rows` name, presented. */
export async function worksOfLists(ctx: AppContext, rows: SubmissionRow[]): Promise<Map<string, FairWorkDto>> {
  return presentFairWorks(await recordsOfLists(ctx, rows));
}

async function presentOne(ctx: AppContext, row: SubmissionRow): Promise<SubmissionDto> {
  return presentSubmission(row, await worksOfLists(ctx, [row]));
}

/** Every work an artwork list names must be a live work of the exhibitor's own inventory. */
async function assertOwnWorks(ctx: AppContext, gid: string, aids: string[]) {
  const live = await liveInventoryWorks(ctx, gid, aids);
  const missing = aids.findIndex((aid) => !live.has(aid));
  if (missing >= 0) throw invalidField(`body.content.aids.${missing}`, 'is not a work of this inventory');
}

/**
 * POST `/fairManagement/fair/submission`: the exhibitor saves a draft or submits. With an `id`,
 * its own submission is changed while the organiser has not taken it up (or sent it back);
 * its type stays. The organiser side is refused: it reviews (PUT …/submission/{id}).
 */
export async function submit(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  input: SubmissionInput,
): Promise<SubmissionDto> {
  if (input.gid !== undefined && input.gid !== gid) {
    throw invalidField('body.gid', 'must be the workspace you act in (header gid)');
  }
  const { record, side } = await requireSide(ctx, identity, gid, input.participantId, PermissionLevel.write);
  if (side !== 'exhibitor')
    throw new AppError(ErrorCode.forbidden, 'Only the exhibitor submits; the organiser reviews.');
  const status = record.participant.status as ParticipantStatus;
  if (!ACTIVE_PARTICIPANT_STATUSES.includes(status))
    throw new AppError(ErrorCode.invalidTransition, `A ${status} participant cannot submit.`);
  const existing = input.id ? await repo.findSubmission(ctx.db, input.id) : undefined;
  if (input.id && existing?.participantId !== input.participantId) {
    throw new AppError(ErrorCode.notFound, 'No such submission.');
  }
  if (existing && existing.type !== input.submissionType) {
    throw invalidField('body.submissionType', 'cannot change: make a new submission');
  }
  if (existing && !EDITABLE_SUBMISSION_STATUSES.includes(existing.status as SubmissionStatus)) {
    throw new AppError(ErrorCode.invalidTransition, 'The organiser is reviewing this submission or has decided on it.');
  }
  if (input.submissionType === 'artwork_list') await assertOwnWorks(ctx, gid, input.content.aids);
  const values = {
    status: input.submissionStatus,
    content: input.content,
    submittedAt: input.submissionStatus === 'submitted' ? new Date() : null,
  };
  const row = existing
    ? await repo.updateSubmission(ctx.db, existing.id, values)
    : await repo.insertSubmission(ctx.db, {
        ...values,
        id: newId(),
        fairId: record.fair.id,
        participantId: record.participant.id,
        galleryId: gid,
        type: input.submissionType,
        createdBy: identity.userId,
      });
  await invalidateFairPages(ctx, record.fair.id);
  return presentOne(ctx, row);
}

/** PUT `/fairManagement/fair/submission/{id}`: the organiser side reviews; drafts are the exhibitor's own, unseen. */
export async function reviewSubmission(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  id: string,
  review: SubmissionReview,
): Promise<SubmissionDto> {
  const row = await repo.findSubmission(ctx.db, id);
  if (!row) {
    await requireAccess(ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read });
    throw new AppError(ErrorCode.notFound, 'No such submission.');
  }
  const { side } = await requireSide(ctx, identity, gid, row.participantId, PermissionLevel.write);
  if (side !== 'organiser') throw new AppError(ErrorCode.forbidden, "Only the fair's organisers review submissions.");
  if (row.status === 'draft') throw new AppError(ErrorCode.notFound, 'No such submission.');
  const updated = await repo.updateSubmission(ctx.db, id, {
    status: review.submissionStatus,
    ...(review.reviewNote !== undefined && { reviewNote: review.reviewNote ?? null }),
  });
  await invalidateFairPages(ctx, row.fairId);
  return presentOne(ctx, updated);
}

/** POST `/fairManagement/participant/{id}/memo`: the organiser side's note; author and time are the session's and the server's. */
export async function addMemo(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  participantId: string,
  input: MemoInput,
): Promise<MemoDto> {
  const { side } = await requireSide(ctx, identity, gid, participantId, PermissionLevel.write);
  if (side !== 'organiser') throw new AppError(ErrorCode.forbidden, "Memos are the fair organisers' own notes.");
  const memo = await repo.insertMemo(ctx.db, {
    id: newId(),
    participantId,
    authorId: identity.userId,
    content: input.content,
  });
  return presentMemo({ memo, authorName: identity.user.name });
}

/**
 * GET `/fairManagement/participant/{id}`: where it stands and its submissions (the organiser side
 * sees no drafts); memos for the organiser side only — never the exhibitor.
 */
export async function participantDetail(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  participantId: string,
): Promise<ParticipantDetailDto> {
  const { record, side } = await requireSide(ctx, identity, gid, participantId, PermissionLevel.read);
  const organiser = side === 'organiser';
  const [rows, memos] = await Promise.all([
    repo.submissionsOf(ctx.db, [participantId]),
    organiser ? repo.memosOf(ctx.db, participantId) : Promise.resolve(null),
  ]);
  const visible = organiser ? rows.filter((row) => row.status !== 'draft') : rows;
  const works = await worksOfLists(ctx, visible);
  return {
    ...presentParticipant(record),
    submissions: visible.map((row) => presentSubmission(row, works)),
    ...(memos && { memos: memos.map(presentMemo) }),
  };
}
