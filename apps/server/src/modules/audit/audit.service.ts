import {
  answerPage,
  AUDIT_ACTION_KINDS,
  ErrorCode,
  pageWindow,
  type AuditAction,
  type AuditActorKind,
  type AuditDetails,
  type AuditQuery,
  type AuditSubjectType,
} from '@vernissage/shared';
import type { Database } from '../../db/client.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { callerRoleIn } from '../workspace/access.js';
import { presentAuditEvent } from './audit.presenter.js';
import * as repo from './audit.repository.js';

/**
 * The audit log (issue 14, ADR 050). Every module that changes availability, prices, permissions,
 * members, or deletes something calls `recordAudit` with the transaction of that change, so an
 * entry exists if and only if its change committed. Only this module touches the table.
 */

/** Who made a change, as the log keeps it: ids (which may later name nothing) and a name snapshot. */
export interface AuditActor {
  kind: AuditActorKind;
  userId: string | null;
  tokenId: string | null;
  name: string | null;
}

/** Jobs: hold expiry, the trash purge. */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', userId: null, tokenId: null, name: null };

/** The actor of a request: the person signed in, or the API token acting as its creator. */
export function actorOf(identity: Identity): AuditActor {
  return {
    kind: identity.apiToken ? 'token' : 'user',
    userId: identity.userId,
    tokenId: identity.apiToken?.id ?? null,
    name: identity.user.name,
  };
}

/** One entry to record. */
export interface AuditEventInput {
  gid: string;
  actor: AuditActor;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | null; label: string | null };
  details?: AuditDetails;
}

/**
 * Records entries in `tx`, the transaction of the change they describe (one statement however
 * many): a change that rolls back leaves no entry, and no entry is ever written for a change
 * that did not happen.
 */
export async function recordAudits(tx: Database, events: readonly AuditEventInput[]): Promise<void> {
  await repo.insertEvents(
    tx,
    events.map((event) => ({
      galleryId: event.gid,
      actorKind: event.actor.kind,
      actorUserId: event.actor.userId,
      actorTokenId: event.actor.tokenId,
      actorName: event.actor.name,
      kind: AUDIT_ACTION_KINDS[event.action],
      action: event.action,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      subjectLabel: event.subject.label,
      details: event.details ?? {},
    })),
  );
}

/** `recordAudits` for one entry. */
export function recordAudit(tx: Database, event: AuditEventInput): Promise<void> {
  return recordAudits(tx, [event]);
}

/**
 * A page of the workspace's log, newest first, by kind or by work. Owners only, signed in: an
 * admin or member is refused (403) like a stranger, and no API token reads it.
 */
export async function listAudit(ctx: AppContext, identity: Identity, gid: string, query: AuditQuery) {
  if (identity.apiToken) throw new AppError(ErrorCode.forbidden, 'API tokens cannot read the audit log.');
  const role = await callerRoleIn(ctx, identity, gid);
  if (role !== 'owner') throw new AppError(ErrorCode.forbidden, 'Only an owner of this workspace reads its audit log.');
  const { rows, total } = await repo.eventsOf(ctx.db, gid, { kind: query.kind, aid: query.aid }, pageWindow(query));
  return answerPage(query, rows.map(presentAuditEvent), total);
}
