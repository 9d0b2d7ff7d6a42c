import {
  canManageWorkspace,
  effectiveAccess,
  PermissionLevel,
  permissionFor,
  roleLevel,
  type PermissionSubject,
  type WorkspaceRole,
} from '@vernissage/shared';

/** What the person may do in a workspace's inventory. */
export interface InventoryAccess {
  /** The least of the plan's capability and the membership role (DESIGN.md §5). */
  level: PermissionLevel;
  canRead: boolean;
  canWrite: boolean;
  /** Owners and admins also set access levels. */
  canManage: boolean;
  /** The plan, not the role, is what holds the person back (an artist whose plan has lapsed). */
  limitedByPlan: boolean;
}

/** The inventory access of a person in a workspace (the server enforces the same rule). */
export function inventoryAccess(user: PermissionSubject, role: WorkspaceRole | null): InventoryAccess {
  const plan = permissionFor(user, 'inventory');
  const level = effectiveAccess(plan, roleLevel(role));
  const canWrite = level === PermissionLevel.write;
  return {
    level,
    canRead: level >= PermissionLevel.read,
    canWrite,
    canManage: canWrite && canManageWorkspace(role),
    limitedByPlan: plan < PermissionLevel.write,
  };
}
