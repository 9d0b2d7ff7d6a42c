import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createShareRoute,
  holdCancelRoute,
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
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { invalidateAvailability } from '../artwork/invalidate';
import type { OwnerAction, RecipientAction } from './share-actions';

/** Query keys of offers; each starts with the person. */
export const shareKeys = {
  sharedWithMe: (uid: string) => ['shares', uid, 'with-me'] as const,
  one: (uid: string, sid: string) => ['shares', uid, 'one', sid] as const,
  workspace: (uid: string, gid: string, filter: { aid?: string; state?: number; page: number; size: number }) =>
    ['shares', uid, gid, 'workspace', filter] as const,
};

/** "Shared with me": the offers made to the person (`GET /artwork/shared/{uid}`). */
export function useSharedWithMeQuery(uid: string) {
  const api = useApi();
  return useQuery({ queryKey: shareKeys.sharedWithMe(uid), queryFn: () => api(sharedWithRoute, { params: { uid } }) });
}

/** One offer, for its recipient or the workspace that made it (`GET /artwork/shared/a/{sid}`). */
export function useShareQuery(uid: string, sid: string) {
  const api = useApi();
  return useQuery({ queryKey: shareKeys.one(uid, sid), queryFn: () => api(shareRoute, { params: { sid } }) });
}

/** "My shares": the offers the workspace made, by work and state, paged (`GET /artwork/shares`). */
export function useWorkspaceSharesQuery(
  uid: string,
  gid: string,
  filter: { aid?: string; state?: number; page: number; size: number },
) {
  const api = useApi();
  return useQuery({
    queryKey: shareKeys.workspace(uid, gid, filter),
    queryFn: () => api(workspaceSharesRoute, { headers: { gid }, query: filter }),
    placeholderData: keepPreviousData,
  });
}

/** A share call that refreshes every view of availability when it settles. */
function useShareMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateAvailability(queryClient) });
}

/** Offers a work to a collector by e-mail at a price from a time (`POST /artwork/share`). */
export function useCreateShareMutation() {
  const api = useApi();
  return useShareMutation((body: { aid: string; email: string; shareprice?: number | null; shareat?: string }) =>
    api(createShareRoute, { body }),
  );
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
      case 'holdCancel':
        return api(holdCancelRoute, { body: { sid } });
      case 'purchaseCancel':
        return api(purchaseCancelRoute, { body: { sid } });
      case 'reoffer':
        return api(updateShareRoute, { body: { sid } });
    }
  });
}
