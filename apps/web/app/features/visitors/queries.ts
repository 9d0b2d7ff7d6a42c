import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fillPath,
  inboxDeleteRoute,
  inboxExportRoute,
  inboxReplyRoute,
  inboxRoute,
  inboxStatusRoute,
  inboxUnreadRoute,
  type ApiCall,
  type InboxStatus,
  type ParsedQuery,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** What the inbox shows: a status (or all but archived), a kind, one page (the route's query). */
export type InboxFilter = ParsedQuery<typeof inboxRoute>;

/** Query keys of the inbox. */
export const inboxKeys = {
  all: (gid: string) => ['inbox', gid] as const,
  list: (gid: string, filter: InboxFilter) => ['inbox', gid, 'list', filter] as const,
  unread: (gid: string) => ['inbox', gid, 'unread'] as const,
};

/** One page of the inbox (`GET /inbox`). */
export const inboxQuery = (api: ApiCall, gid: string, filter: InboxFilter) =>
  queryOptions({
    queryKey: inboxKeys.list(gid, filter),
    queryFn: () => api(inboxRoute, { headers: { gid }, query: filter }),
  });

/** How many messages are unread, for the menu badge (`GET /inbox/unread`). */
export const inboxUnreadQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: inboxKeys.unread(gid),
    queryFn: () => api(inboxUnreadRoute, { headers: { gid } }),
    // Visitors write at any time: look again now and then while the app is open.
    refetchInterval: 60_000,
  });

/** `inboxQuery` for a component; the last page stays on screen while the next loads. */
export function useInboxQuery(gid: string, filter: InboxFilter) {
  return useQuery({ ...inboxQuery(useApi(), gid, filter), placeholderData: keepPreviousData });
}

/** `inboxUnreadQuery` for a component. */
export function useInboxUnreadQuery(gid: string) {
  return useQuery(inboxUnreadQuery(useApi(), gid));
}

/** An inbox call that refreshes the lists and the badge when it settles. */
function useInboxMutation<Input, Output>(gid: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(gid) }),
  });
}

/** Marks messages read, unread or archived (`PUT /inbox/status`). */
export function useMarkMutation(gid: string) {
  const api = useApi();
  return useInboxMutation(gid, (input: { vmids: string[]; status: InboxStatus }) =>
    api(inboxStatusRoute, { headers: { gid }, body: input }),
  );
}

/** Replies to a visitor by mail (`POST /inbox/reply`). */
export function useReplyMutation(gid: string) {
  const api = useApi();
  return useInboxMutation(gid, (body: RouteBody<typeof inboxReplyRoute>) =>
    api(inboxReplyRoute, { headers: { gid }, body }),
  );
}

/** Deletes messages for good (`POST /inbox/delete`). */
export function useDeleteMutation(gid: string) {
  const api = useApi();
  return useInboxMutation(gid, (vmids: string[]) => api(inboxDeleteRoute, { headers: { gid }, body: { vmids } }));
}

/**
 * The address of the CSV download (`GET /inbox/export`): a plain link the browser follows with
 * its session cookie and saves, as the contract declares it (the client reads JSON only).
 */
export function inboxExportUrl(apiBaseUrl: string, gid: string, filter: Pick<InboxFilter, 'status' | 'kind'>) {
  const query = new URLSearchParams({ gid });
  if (filter.status) query.set('status', filter.status);
  if (filter.kind) query.set('kind', filter.kind);
  return `${apiBaseUrl.replace(/\/$/, '')}${fillPath(inboxExportRoute.path)}?${query.toString()}`;
}
