import type { ApiCall } from '@vernissage/shared';
import { inventoryAccess } from '../inventory/inventory-access';
import type { SignedInScope } from '../session/signed-in.server';
import { myEntriesQuery } from './queries';

/**
 * The active workspace's entries, for a page's loader to read beside its own queries — when the
 * person may see the workspace's inventory, which the entries come from (else none).
 */
export function myEntriesPrefetch({ user, workspace }: Pick<SignedInScope, 'user' | 'workspace'>, api: ApiCall) {
  return workspace && inventoryAccess(user, workspace.role).canRead ? [myEntriesQuery(api, workspace.gid)] : [];
}
