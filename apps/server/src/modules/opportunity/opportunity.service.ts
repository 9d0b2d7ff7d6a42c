import {
  answerPage,
  ErrorCode,
  OPPORTUNITY_REMINDER_MS,
  pageWindow,
  type OpportunityDto,
  type OpportunityInput,
  type OpportunityQuery,
  type OpportunityUpdate,
  type PageQuery,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { recordContentChange } from '../../platform/content-changes.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { tagPage } from '../../platform/web/page-tags.js';
import { queueMail, sendMailJob } from '../../platform/mail/mail-queue.js';
import { mailTo } from '../../platform/mail/recipient.js';
import { opportunityReminderMail } from '../../platform/mail/templates.js';
import { requireAdmin } from '../user/user.service.js';
import { deadlineText, presentOpportunity } from './opportunity.presenter.js';
import * as repo from './opportunity.repository.js';
import type { OpportunityRow, OpportunityValues } from './opportunity.repository.js';

/**
 * The page-cache tag of the public opportunity pages (the list and each one's page, ADR 071):
 * bumped by every change an admin makes, so a kept page is made afresh after it.
 */
const OPPORTUNITIES_TAG = 'opportunities';

/** How many reminders one run of the job queues at most; the next run takes the rest. */
const REMINDER_BATCH = 200;

function noSuchOpportunity(): AppError {
  return new AppError(ErrorCode.notFound, 'No such opportunity.');
}

/** The published opportunity, or a 404: drafts are no one's to read through the public calls. */
async function findPublished(ctx: AppContext, id: string): Promise<OpportunityRow> {
  const row = await repo.findOpportunity(ctx.db, id);
  if (!row?.published) throw noSuchOpportunity();
  return row;
}

/** GET `/opportunity/all`: published ones, by default those whose deadline has not passed. */
export async function listOpportunities(ctx: AppContext, query: OpportunityQuery) {
  const { rows, total } = await repo.listPublished(ctx.db, {
    kind: query.kind,
    deadlineAfter: query.deadlineAfter ? new Date(query.deadlineAfter) : new Date(),
    country: query.country,
    location: query.location,
    q: query.q,
    ...pageWindow(query),
  });
  tagPage([OPPORTUNITIES_TAG]);
  return answerPage(query, rows.map(presentOpportunity), total);
}

/** GET `/opportunity/opid/{id}`. */
export async function getOpportunity(ctx: AppContext, id: string): Promise<OpportunityDto> {
  const row = await findPublished(ctx, id);
  tagPage([OPPORTUNITIES_TAG]);
  return presentOpportunity(row);
}

/** GET `/opportunity/admin/opid/{id}` (platform admins): a draft too, for the editor. */
export async function getAnyOpportunity(ctx: AppContext, identity: Identity, id: string): Promise<OpportunityDto> {
  requireAdmin(identity);
  const row = await repo.findOpportunity(ctx.db, id);
  if (!row) throw noSuchOpportunity();
  return presentOpportunity(row);
}

/** GET `/opportunity/admin/list` (platform admins): drafts too. */
export async function listAllOpportunities(ctx: AppContext, identity: Identity, query: PageQuery) {
  requireAdmin(identity);
  const { rows, total } = await repo.listAll(ctx.db, pageWindow(query));
  return answerPage(query, rows.map(presentOpportunity), total);
}

/** POST `/opportunity/opid/{id}/save`: a published one; its reminder comes before the deadline. */
export async function saveOpportunity(ctx: AppContext, identity: Identity, id: string): Promise<OpportunityDto> {
  const row = await findPublished(ctx, id);
  await repo.insertSave(ctx.db, identity.userId, id);
  return presentOpportunity(row);
}

/** DELETE `/opportunity/opid/{id}/save`: forgetting one never saved is no error. */
export async function unsaveOpportunity(ctx: AppContext, identity: Identity, id: string): Promise<{ ok: true }> {
  await repo.deleteSave(ctx.db, identity.userId, id);
  return { ok: true };
}

/** GET `/opportunity/saved`. */
export async function savedOpportunities(ctx: AppContext, identity: Identity, query: PageQuery) {
  const { rows, total } = await repo.savedOf(ctx.db, identity.userId, pageWindow(query));
  return answerPage(query, rows.map(presentOpportunity), total);
}

/** The stored form of the fields given; those left out are left out. */
function valuesOf(input: OpportunityUpdate): Partial<OpportunityValues> {
  const values: Partial<OpportunityValues> = {};
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.title !== undefined) values.title = input.title;
  if (input.titleEn !== undefined) values.titleEn = input.titleEn || null;
  if (input.organiser !== undefined) values.organiser = input.organiser;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.descriptionEn !== undefined) values.descriptionEn = input.descriptionEn || null;
  if (input.deadline !== undefined) values.deadline = new Date(input.deadline);
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  if (input.eligibility !== undefined) values.eligibility = input.eligibility || null;
  if (input.countries !== undefined) values.countries = input.countries;
  if (input.fee !== undefined) values.fee = input.fee || null;
  if (input.link !== undefined) values.link = input.link || null;
  if (input.location !== undefined) values.location = input.location || null;
  if (input.published !== undefined) values.published = input.published;
  return values;
}

/** POST `/opportunity` (platform admins), recorded with who and when. */
export async function createOpportunity(
  ctx: AppContext,
  identity: Identity,
  input: OpportunityInput,
): Promise<OpportunityDto> {
  requireAdmin(identity);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertOpportunity(tx, {
      ...valuesOf(input),
      id: newId(),
      kind: input.kind,
      title: input.title,
      organiser: input.organiser,
      deadline: new Date(input.deadline),
      timeZone: input.timeZone,
      countries: input.countries ?? [],
      createdBy: identity.userId,
      updatedBy: identity.userId,
    });
    await recordContentChange(tx, {
      subject: 'opportunity',
      subjectId: inserted.id,
      subjectLabel: inserted.title,
      subjectLabelEn: inserted.titleEn,
      action: 'create',
      actorId: identity.userId,
    });
    return inserted;
  });
  await ctx.pages.invalidate([OPPORTUNITIES_TAG]);
  return presentOpportunity(row);
}

/**
 * PUT `/opportunity/{id}` (platform admins). A deadline moved makes the saves' reminders due
 * again, before the new one.
 */
export async function updateOpportunity(
  ctx: AppContext,
  identity: Identity,
  id: string,
  input: OpportunityUpdate,
): Promise<OpportunityDto> {
  requireAdmin(identity);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findOpportunity(tx, id);
    if (!before) throw noSuchOpportunity();
    const values = valuesOf(input);
    const updated = await repo.updateOpportunity(tx, id, { ...values, updatedBy: identity.userId });
    if (!updated) throw noSuchOpportunity();
    if (values.deadline && values.deadline.getTime() !== before.deadline.getTime()) {
      await repo.clearReminders(tx, id);
    }
    await recordContentChange(tx, {
      subject: 'opportunity',
      subjectId: id,
      subjectLabel: updated.title,
      subjectLabelEn: updated.titleEn,
      action: 'update',
      actorId: identity.userId,
    });
    return updated;
  });
  await ctx.pages.invalidate([OPPORTUNITIES_TAG]);
  return presentOpportunity(row);
}

/** DELETE `/opportunity/{id}` (platform admins): its saves go with it; the record of who deleted it stays. */
export async function deleteOpportunity(ctx: AppContext, identity: Identity, id: string): Promise<{ ok: true }> {
  requireAdmin(identity);
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteOpportunity(tx, id);
    if (!deleted) throw noSuchOpportunity();
    await recordContentChange(tx, {
      subject: 'opportunity',
      subjectId: id,
      subjectLabel: deleted.title,
      subjectLabelEn: deleted.titleEn,
      action: 'delete',
      actorId: identity.userId,
    });
  });
  await ctx.pages.invalidate([OPPORTUNITIES_TAG]);
  return { ok: true };
}

/**
 * Queues the reminder mail of every save whose opportunity closes within three days, once per
 * save: the saves are marked reminded in the transaction that queues their mail, so a crash
 * leaves either both or neither. Answers how many were queued.
 */
export async function remindSavedOpportunities(ctx: AppContext, now = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await repo.lockDueReminders(tx, now, OPPORTUNITY_REMINDER_MS, REMINDER_BATCH);
      await repo.markReminded(
        tx,
        due.map((save) => ({ userId: save.userId, opportunityId: save.opportunity.id })),
        now,
      );
      await queueMail(
        tx,
        due.map(({ email, locale, opportunity }) =>
          opportunityReminderMail(
            mailTo(email, locale),
            { ko: opportunity.title, en: opportunity.titleEn },
            { ko: deadlineText(opportunity, 'ko'), en: deadlineText(opportunity, 'en') },
            `${ctx.config.publicUrl}/opportunities/${opportunity.id}`,
          ),
        ),
      );
      return due.length;
    });
    queued += batch;
    if (batch < REMINDER_BATCH) break;
  }
  if (queued > 0) ctx.jobs.wake(sendMailJob);
  return queued;
}
