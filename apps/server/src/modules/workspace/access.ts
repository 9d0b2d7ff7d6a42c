import {
  canManageWorkspace,
  effectiveAccess,
  ErrorCode,
  permissionFor,
  PermissionLevel,
  roleLevel,
  type PermissionArea,
  type WorkspaceRole,
} from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { UserRow } from '../../platform/auth/identity.repository.js';
import { roleIn } from './workspace.repository.js';

/** What SPEC.md §6's rule reads of a user row. */
export function permissionSubjectOf(user: UserRow) {
  return { type: user.type, plan: user.planid ? { planid: user.planid, state: user.planState } : null };
}

/** Levels a workspace sets on a resource: inventory records and folders carry `accessLevel`s. */
export type LevelList = readonly (number | null | undefined)[];

export interface AccessRequest {
  gid: string;
  area: PermissionArea;
  /** The level the action needs: read to look, write to change. */
  need: PermissionLevel;
  /** The resource's own `accessLevel`, binding every role. */
  resourceLevel?: PermissionLevel;
  /**
   * Levels that owners and admins set for the other members (an inventory record's and its
   * folder's `accessLevel`). They bind members only: whoever sets a level must not be locked out
   * by it, or a closed record could never be opened again.
   */
  memberLevels?: LevelList;
}

/**
 * The effective access of DESIGN.md §5 for a role: the least of the plan capability, the role,
 * the resource's own level, and — for plain members — the levels set for members. Pure, so
 * lists can apply the same rule row by row.
 */
export function accessOf(input: {
  plan: PermissionLevel;
  role: WorkspaceRole | null;
  resourceLevel?: PermissionLevel;
  memberLevels?: LevelList;
}): PermissionLevel {
  const bound = canManageWorkspace(input.role) ? [] : (input.memberLevels ?? []);
  return effectiveAccess(
    input.plan,
    roleLevel(input.role),
    input.resourceLevel,
    ...bound.map((level) => (level ?? undefined) as PermissionLevel | undefined),
  );
}

/**
 * The caller's role in a workspace: her membership, except that a call made with an API token
 * (ADR 040) is no member of any workspace but the token's, whatever her memberships. Every check
 * of a caller's role goes through here. The reads of one page render share one reading per
 * workspace (`pageRoles`, set on the identity a page lends them).
 */
export async function callerRoleIn(ctx: AppContext, identity: Identity, gid: string): Promise<WorkspaceRole | null> {
  if (identity.apiToken && identity.apiToken.gid !== gid) return null;
  const { pageRoles } = identity;
  if (!pageRoles) return roleIn(ctx.db, gid, identity.userId);
  const role = pageRoles.get(gid) ?? roleIn(ctx.db, gid, identity.userId);
  pageRoles.set(gid, role);
  return role;
}

/** The caller's role and effective access in a workspace, without refusing anything. */
export async function accessIn(
  ctx: AppContext,
  identity: Identity,
  request: Omit<AccessRequest, 'need'>,
): Promise<{ role: WorkspaceRole | null; plan: PermissionLevel; access: PermissionLevel }> {
  const role = await callerRoleIn(ctx, identity, request.gid);
  const plan = permissionFor(permissionSubjectOf(identity.user), request.area);
  return { role, plan, access: accessOf({ plan, role, ...request }) };
}

/**
 * The one guard every workspace route uses (DESIGN.md §5): the caller's effective access is the
 * least of the plan capability for the area, the membership role, and the resource's own access
 * levels. A non-member gets 403; so does a write when the plan has lapsed (data stays readable).
 */
export async function requireAccess(
  ctx: AppContext,
  identity: Identity,
  request: AccessRequest,
): Promise<{ role: WorkspaceRole; access: PermissionLevel }> {
  const { role, plan, access } = await accessIn(ctx, identity, request);
  if (!role) throw new AppError(ErrorCode.forbidden, 'You are not a member of this workspace.');
  refuseBelow(plan, access, request.need);
  return { role, access };
}

/** Refuses (403) an effective access below the need, saying why: the plan, or the workspace. */
export function refuseBelow(plan: PermissionLevel, access: PermissionLevel, need: PermissionLevel): void {
  if (access >= need) return;
  const reason =
    plan < need
      ? plan === PermissionLevel.none
        ? 'Your account has no plan for this: choose one on the pricing page.'
        : 'Your plan has expired or does not include this: your data stays readable; renew to change it.'
      : access === PermissionLevel.none
        ? 'The workspace has closed this to you.'
        : 'You do not have access to change this.';
  throw new AppError(ErrorCode.forbidden, reason);
}
