import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenCallsRoute,
  apiTokensRoute,
  createApiTokenRoute,
  revokeApiTokenRoute,
  type ApiCall,
  type CreateApiTokenInput,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's API tokens. */
export const apiTokenKeys = {
  list: (gid: string) => ['api-tokens', gid] as const,
  calls: (gid: string, id: string, page: number) => ['api-tokens', gid, id, 'calls', page] as const,
};

/** How many calls of a token one page of its audit shows. */
export const TOKEN_CALLS_PAGE_SIZE = 10;

/** A workspace's API tokens, for owners and admins (`GET /workspace/tokens`). */
export const apiTokensQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: apiTokenKeys.list(gid), queryFn: () => api(apiTokensRoute, { headers: { gid } }) });

/** `apiTokensQuery` for a component. */
export function useApiTokensQuery(gid: string) {
  return useQuery(apiTokensQuery(useApi(), gid));
}

/** A page of a token's calls, newest first (`GET /workspace/tokens/{id}/calls`). */
export function useApiTokenCallsQuery(gid: string, id: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: apiTokenKeys.calls(gid, id, page),
    queryFn: () =>
      api(apiTokenCallsRoute, {
        headers: { gid },
        params: { id },
        query: { page, size: TOKEN_CALLS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Makes a token (`POST /workspace/tokens`); the answer carries the token itself, this once. */
export function useCreateApiTokenMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenInput) => api(createApiTokenRoute, { headers: { gid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(gid) }),
  });
}

/** Revokes a token (`DELETE /workspace/tokens/{id}`). */
export function useRevokeApiTokenMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(revokeApiTokenRoute, { headers: { gid }, params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(gid) }),
  });
}
