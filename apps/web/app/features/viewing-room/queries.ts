import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY,
  createRoomRoute,
  deleteRoomRoute,
  roomsRoute,
  updateRoomRoute,
  type ApiCall,
  type PageQuery,
  type RouteBody,
} from '@vernissage/shared';
import { useRetryKey } from '../../lib/retry-key';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's viewing rooms. */
export const roomKeys = {
  scope: (gid: string) => ['rooms', gid] as const,
  list: (gid: string, page: PageQuery) => ['rooms', gid, 'list', page] as const,
};

export const ROOMS_PAGE_SIZE = 20;

/** A page of the workspace's rooms (`GET /share/list`). */
export const roomsQuery = (api: ApiCall, gid: string, page: PageQuery) =>
  queryOptions({
    queryKey: roomKeys.list(gid, page),
    queryFn: () => api(roomsRoute, { headers: { gid }, query: page }),
  });

/** `roomsQuery` for a component. */
export function useRoomsQuery(gid: string, page: PageQuery) {
  return useQuery({ ...roomsQuery(useApi(), gid, page), placeholderData: keepPreviousData });
}

/**
 * Makes a room (`POST /share`) or changes one (`PUT /share`); the list is read again. A new room
 * saved again unchanged after a failure carries the same `Idempotency-Key`.
 */
export function useSaveRoomMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: ({ shareid, data }: { shareid: string | null; data: RouteBody<typeof createRoomRoute> }) => {
      if (shareid) return api(updateRoomRoute, { headers: { shareid }, body: { data } });
      return retryKey.send([JSON.stringify(data)], (key) =>
        api(createRoomRoute, { headers: { gid, [IDEMPOTENCY_KEY]: key }, body: { data } }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.scope(gid) }),
  });
}

/** Deletes a room (`DELETE /share`). */
export function useDeleteRoomMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareid: string) => api(deleteRoomRoute, { headers: { shareid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.scope(gid) }),
  });
}
