import {
  canManageWorkspace,
  effectiveAccess,
  PermissionLevel,
  permissionFor,
  roleLevel,
  type PermissionSubject,
  type WorkspaceRole,
} from '@vernissage/shared';

/** What the person may do with the workspace's exhibitions (the showcase area of SPEC.md §6). */
export interface ExhibitionsAccess {
  canRead: boolean;
  canWrite: boolean;
  /** Owners and admins also share exhibitions, delete them and set their access level. */
  canManage: boolean;
}

/** The exhibitions access of a person in a workspace (the server enforces the same rule). */
export function exhibitionsAccess(user: PermissionSubject, role: WorkspaceRole | null): ExhibitionsAccess {
  const level = effectiveAccess(permissionFor(user, 'showcase'), roleLevel(role));
  const canWrite = level === PermissionLevel.write;
  return { canRead: level >= PermissionLevel.read, canWrite, canManage: canWrite && canManageWorkspace(role) };
}
