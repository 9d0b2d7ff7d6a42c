import type { AuditAction, AuditActorKind, AuditEventDto, AuditKind, AuditSubjectType } from '@vernissage/shared';
import type { AuditEventRow } from './audit.repository.js';

/** An entry as the log shows it. */
export function presentAuditEvent(row: AuditEventRow): AuditEventDto {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind as AuditKind,
    action: row.action as AuditAction,
    actor: {
      kind: row.actorKind as AuditActorKind,
      uid: row.actorUserId,
      name: row.actorName,
      tokenId: row.actorTokenId,
    },
    subject: { type: row.subjectType as AuditSubjectType, id: row.subjectId, label: row.subjectLabel },
    details: row.details,
  };
}
