import { UserType, type PermissionSubject, type WorkspaceDto } from '@vernissage/shared';
import { inventoryAccess } from '../inventory/inventory-access';

/** Which side of the fairs a workspace is on: fair workspaces organise, galleries and artists take part (ADR 031). */
export type FairSide = 'organiser' | 'exhibitor';

/** The workspace types that have a fairs page: fairs, galleries and artists. */
export const FAIR_WORKSPACE_TYPES: readonly number[] = [UserType.fair, UserType.gallery, UserType.artist];

/** The side of a workspace of this type, or null for those fairs are not for (collectors, others). */
export function fairSideOf(type: number): FairSide | null {
  if (type === UserType.fair) return 'organiser';
  return type === UserType.gallery || type === UserType.artist ? 'exhibitor' : null;
}

/** What the person may do with the workspace's fairs. */
export interface FairsAccess {
  side: FairSide | null;
  canRead: boolean;
  canWrite: boolean;
}

/**
 * The fairs access of a person in a workspace: its side, and the inventory's capability (the
 * server checks fair calls as it checks the inventory: an artist needs a live plan, a member who
 * may only look may not apply or decide).
 */
export function fairsAccess(user: PermissionSubject, workspace: Pick<WorkspaceDto, 'type' | 'role'>): FairsAccess {
  const side = fairSideOf(workspace.type);
  const access = inventoryAccess(user, workspace.role);
  return { side, canRead: side !== null && access.canRead, canWrite: side !== null && access.canWrite };
}
