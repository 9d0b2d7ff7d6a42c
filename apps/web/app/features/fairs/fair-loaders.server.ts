import type { DehydratedState } from '@tanstack/react-query';
import { prefetchQueries } from '../api/prefetch.server';
import type { SignedInScope } from '../session/signed-in.server';
import { fairsAccess, type FairSide } from './fair-side';

type Queries = Parameters<typeof prefetchQueries>;

/**
 * The queries a fairs page reads on the server for the active workspace, by the side it is on
 * (`organiser` or `exhibitor`): none for a side the page has none for, for a workspace that is on
 * neither, or for a person who may not read its fairs (the page says why).
 */
export async function prefetchFairQueries(
  { user, workspace }: Pick<SignedInScope, 'user' | 'workspace'>,
  queriesFor: Partial<Record<FairSide, (gid: string) => Queries>>,
): Promise<DehydratedState | null> {
  if (!workspace) return null;
  const access = fairsAccess(user, workspace);
  const queries = access.canRead && access.side ? queriesFor[access.side]?.(workspace.gid) : undefined;
  return queries ? prefetchQueries(...queries) : null;
}
