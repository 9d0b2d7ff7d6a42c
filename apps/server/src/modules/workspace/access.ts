import {
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
import type { UserRow } from '../user/user.repository.js';
import { roleIn } from './workspace.repository.js';

/** What SPEC.md §6's rule reads of a user row. */
export function permissionSubjectOf(user: UserRow) {
  return { type: user.type, plan: user.planid ? { planid: user.planid, state: user.planState } : null };
}

export interface AccessRequest {
  gid: string;
  area: PermissionArea;
  /** The level the action needs: read to look, write to change. */
  need: PermissionLevel;
  /** The resource's own `accessLevel`, when it has one. */
  resourceLevel?: PermissionLevel;
}

/**
 * The one guard every workspace route uses (DESIGN.md §5): the caller's effective access is the
 * least of the plan capability for the area, the membership role, and the resource's own access
 * level. A non-member gets 403; so does a write when the plan has lapsed (data stays readable).
 */
export async function requireAccess(
  ctx: AppContext,
  identity: Identity,
  request: AccessRequest,
): Promise<{ role: WorkspaceRole; access: PermissionLevel }> {
  const role = await roleIn(ctx.db, request.gid, identity.userId);
  if (!role) throw new AppError(ErrorCode.forbidden, 'You are not a member of this workspace.');
  const plan = permissionFor(permissionSubjectOf(identity.user), request.area);
  const access = effectiveAccess(plan, roleLevel(role), request.resourceLevel);
  if (access < request.need) {
    const reason =
      plan < request.need
        ? plan === PermissionLevel.none
          ? 'Your account has no plan for this: choose one on the pricing page.'
          : 'Your plan has expired or does not include this: your data stays readable; renew to change it.'
        : 'You do not have access to change this.';
    throw new AppError(ErrorCode.forbidden, reason);
  }
  return { role, access };
}
