import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createRoomRoute,
  deleteRoomRoute,
  roomsRoute,
  updateRoomRoute,
  type ApiCall,
  type PageQuery,
  type RouteBody,
} from '@vernissage/shared';
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

/** Makes a room (`POST /share`) or changes one (`PUT /share`); the list is read again. */
export function useSaveRoomMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareid, data }: { shareid: string | null; data: RouteBody<typeof createRoomRoute> }) =>
      shareid
        ? api(updateRoomRoute, { headers: { shareid }, body: { data } })
        : api(createRoomRoute, { headers: { gid }, body: { data } }),
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
