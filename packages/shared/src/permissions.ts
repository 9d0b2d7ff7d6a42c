import { isLivePlanState, PermissionLevel, UserType } from './domain.js';

/** The areas whose access depends on the user's plan (SPEC.md §6). */
export type PermissionArea = 'inventory' | 'showcase' | 'website';

/** What the permission rule reads of a user. */
export interface PermissionSubject {
  type: number | null;
  plan: { planid: string | null; state: string | null } | null;
}

/**
 * The plan capability of SPEC.md §6: non-artists get write; an artist with no plan gets none;
 * inventory needs a live plan for write (else read); showcase and website need a live `apro`
 * plan for write (else read).
 */
export function permissionFor(user: PermissionSubject, area: PermissionArea): PermissionLevel {
  if (user.type !== UserType.artist) return PermissionLevel.write;
  if (!user.plan?.planid) return PermissionLevel.none;
  const live = isLivePlanState(user.plan.state);
  if (area === 'inventory') return live ? PermissionLevel.write : PermissionLevel.read;
  return live && user.plan.planid === 'apro' ? PermissionLevel.write : PermissionLevel.read;
}

/** Roles in a workspace; owners and admins manage it, every member works in it. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** What a role may do to the workspace's content (artworks, exhibitions, sites). */
export function roleLevel(role: WorkspaceRole | null): PermissionLevel {
  return role ? PermissionLevel.write : PermissionLevel.none;
}

/** Whether a role may manage the workspace itself: its members, invitations and settings. */
export function canManageWorkspace(role: WorkspaceRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Effective access (DESIGN.md §5): the least of the plan capability, the membership role and the
 * resource's own access level (when it has one).
 */
export function effectiveAccess(...levels: (PermissionLevel | null | undefined)[]): PermissionLevel {
  const known = levels.filter((level): level is PermissionLevel => level !== null && level !== undefined);
  return known.length === 0 ? PermissionLevel.none : (Math.min(...known) as PermissionLevel);
}
