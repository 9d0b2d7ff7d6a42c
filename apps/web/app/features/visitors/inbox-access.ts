import {
  canManageWorkspace,
  effectiveAccess,
  PermissionLevel,
  permissionFor,
  roleLevel,
  type PermissionSubject,
  type WorkspaceRole,
} from '@vernissage/shared';

/** What the person may do in a workspace's inbox (the server enforces the same rule, ADR 018). */
export interface InboxAccess {
  canRead: boolean;
  /** Mark, archive and reply. */
  canWrite: boolean;
  /** Delete for good (privacy requests): owners and admins. */
  canDelete: boolean;
}

/** Every member reads and answers; the plan's showcase capability bounds it; managers delete. */
export function inboxAccess(user: PermissionSubject, role: WorkspaceRole | null): InboxAccess {
  const level = effectiveAccess(permissionFor(user, 'showcase'), roleLevel(role));
  const canWrite = level === PermissionLevel.write;
  return { canRead: level >= PermissionLevel.read, canWrite, canDelete: canWrite && canManageWorkspace(role) };
}
