import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createShareRoute,
  holdCancelRoute,
  holdExtendRoute,
  holdRoute,
  joinWaitlistRoute,
  leaveWaitlistRoute,
  purchaseCancelRoute,
  purchaseRoute,
  sharedWithRoute,
  shareRoute,
  shareStateRoute,
  updateShareRoute,
  workspaceSharesRoute,
  type ApiCall,
  type ParsedQuery,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { invalidateAvailability } from '../artwork/invalidate';
import type { OwnerAction, RecipientAction } from './share-actions';

/** What "My shares" shows: the offers of one work or all, by state, one page (the route's query). */
export type WorkspaceSharesFilter = ParsedQuery<typeof workspaceSharesRoute>;

/** Query keys of offers. */
export const shareKeys = {
  sharedWithMe: ['shares', 'with-me'] as const,
  one: (sid: string) => ['shares', 'one', sid] as const,
  workspace: (gid: string, filter: WorkspaceSharesFilter) => ['shares', gid, 'workspace', filter] as const,
};

/** "Shared with me": the offers made to the person `uid` (`GET /artwork/shared/{uid}`). */
export const sharedWithMeQuery = (api: ApiCall, uid: string) =>
  queryOptions({ queryKey: shareKeys.sharedWithMe, queryFn: () => api(sharedWithRoute, { params: { uid } }) });

/** One offer, for its recipient or the workspace that made it (`GET /artwork/shared/a/{sid}`). */
export const shareQuery = (api: ApiCall, sid: string) =>
  queryOptions({ queryKey: shareKeys.one(sid), queryFn: () => api(shareRoute, { params: { sid } }) });

/** "My shares": the offers the workspace made, by work and state, paged (`GET /artwork/shares`). */
export const workspaceSharesQuery = (api: ApiCall, gid: string, filter: WorkspaceSharesFilter) =>
  queryOptions({
    queryKey: shareKeys.workspace(gid, filter),
    queryFn: () => api(workspaceSharesRoute, { headers: { gid }, query: filter }),
  });

/** `sharedWithMeQuery` of the signed-in person, for a component. */
export function useSharedWithMeQuery() {
  const { user } = useSession();
  return useQuery({ ...sharedWithMeQuery(useApi(), user?.uid ?? ''), enabled: user !== null });
}

/** `shareQuery` for a component. */
export function useShareQuery(sid: string) {
  return useQuery(shareQuery(useApi(), sid));
}

/** `workspaceSharesQuery` for a component; the last page stays on screen while the next loads. */
export function useWorkspaceSharesQuery(gid: string, filter: WorkspaceSharesFilter) {
  return useQuery({ ...workspaceSharesQuery(useApi(), gid, filter), placeholderData: keepPreviousData });
}

/** A share call that refreshes every view of availability when it settles. */
function useShareMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateAvailability(queryClient) });
}

/** Offers a work to a collector by e-mail at a price from a time (`POST /artwork/share`). */
export function useCreateShareMutation() {
  const api = useApi();
  return useShareMutation((body: RouteBody<typeof createShareRoute>) => api(createShareRoute, { body }));
}

const RECIPIENT_ROUTES = {
  hold: holdRoute,
  holdCancel: holdCancelRoute,
  purchase: purchaseRoute,
  purchaseCancel: purchaseCancelRoute,
  joinWaitlist: joinWaitlistRoute,
  leaveWaitlist: leaveWaitlistRoute,
} as const;

/** The recipient holds, buys, cancels, or queues for a held work. */
export function useRecipientActionMutation() {
  const api = useApi();
  return useShareMutation(({ sid, action }: { sid: string; action: RecipientAction }) =>
    api(RECIPIENT_ROUTES[action], { body: { sid } }),
  );
}

/**
 * The owner moves an offer on: confirm, sold, done or withdraw (`PUT /artwork/shared/state`),
 * releases a hold or a purchase, or offers a released work again (`PUT /artwork/share`).
 */
export function useOwnerActionMutation() {
  const api = useApi();
  return useShareMutation(({ sid, action }: { sid: string; action: OwnerAction }) => {
    switch (action.kind) {
      case 'setState':
        return api(shareStateRoute, { body: { sid, state: action.state } });
      case 'holdExtend':
        return api(holdExtendRoute, { body: { sid } });
      case 'holdCancel':
        return api(holdCancelRoute, { body: { sid } });
      case 'purchaseCancel':
        return api(purchaseCancelRoute, { body: { sid } });
      case 'reoffer':
        return api(updateShareRoute, { body: { sid } });
    }
  });
}
