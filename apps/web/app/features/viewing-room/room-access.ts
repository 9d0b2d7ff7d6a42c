import {
  effectiveAccess,
  PermissionLevel,
  permissionFor,
  roleLevel,
  type PermissionSubject,
  type WorkspaceRole,
} from '@vernissage/shared';

/** What the person may do with a workspace's viewing rooms: the showcase area (the server's rule). */
export function roomAccess(user: PermissionSubject, role: WorkspaceRole | null) {
  const level = effectiveAccess(permissionFor(user, 'showcase'), roleLevel(role));
  return { canRead: level >= PermissionLevel.read, canWrite: level === PermissionLevel.write };
}

/** The address of a room's (or a link's) page, for copying. */
export function roomUrl(path: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/showcase/${path}`;
}
