import {
  answerPage,
  ErrorCode,
  type ContentChangeDto,
  type ContentChangesQuery,
  type LeadDto,
  type Page,
  type PageQuery,
  type UserDto,
} from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import { recordContentChange } from '../../platform/content-changes.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { loadUser, requireAdmin } from '../user/user.service.js';
import { leadsCsv, presentChange, presentLead } from './admin.presenter.js';
import * as repo from './admin.repository.js';

/**
 * PUT `/admin/user/{uid}/lock`: a locked account cannot sign in (better-auth refuses it a
 * session) and loses its sessions in the same transaction, so her next request answers 401;
 * the session guard refuses it too. Recorded in the change log; asking for the state the
 * account is already in changes and records nothing.
 */
export async function setUserLock(ctx: AppContext, identity: Identity, uid: string, locked: boolean): Promise<UserDto> {
  requireAdmin(identity);
  if (uid === identity.userId) throw new AppError(ErrorCode.forbidden, 'You cannot lock your own account.');
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockOfUserForUpdate(tx, uid);
    if (!current) throw new AppError(ErrorCode.notFound, 'No such user.');
    if ((current.lockedAt !== null) === locked) return;
    await repo.setLockedAt(tx, uid, locked ? new Date() : null);
    if (locked) await repo.deleteSessionsOf(tx, uid);
    await recordContentChange(tx, {
      subject: 'user',
      subjectId: uid,
      subjectLabel: current.name,
      subjectLabelEn: current.nameen,
      action: locked ? 'lock' : 'unlock',
      actorId: identity.userId,
    });
  });
  return loadUser(ctx, uid);
}

/** GET `/admin/leads`: the addresses left through "keep me posted", the newest first. */
export async function listLeads(ctx: AppContext, identity: Identity, query: PageQuery): Promise<Page<LeadDto>> {
  requireAdmin(identity);
  const { rows, total } = await repo.leadsPage(ctx.db, query);
  return answerPage(query, rows.map(presentLead), total);
}

/** GET `/admin/leads/export`: every lead as a CSV file. */
export async function exportLeads(ctx: AppContext, identity: Identity): Promise<string> {
  requireAdmin(identity);
  return leadsCsv(await repo.allLeads(ctx.db));
}

/** GET `/admin/changes`: who changed what and when, the newest first. */
export async function listChanges(
  ctx: AppContext,
  identity: Identity,
  query: ContentChangesQuery,
): Promise<Page<ContentChangeDto>> {
  requireAdmin(identity);
  const { rows, total } = await repo.changesPage(ctx.db, query);
  return answerPage(query, rows.map(presentChange), total);
}
