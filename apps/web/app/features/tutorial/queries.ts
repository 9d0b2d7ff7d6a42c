import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tutorialRoute, updateTutorialRoute, type ApiCall, type RouteBody } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** The tutorial belongs to the person; its workspace steps are read in the active workspace. */
export const tutorialKeys = {
  all: ['tutorial'] as const,
  of: (gid: string | null) => ['tutorial', gid] as const,
};

const gidHeader = (gid: string | null) => (gid === null ? {} : { gid });

/** The person's steps, done by data or by her mark, and whether she closed it (`GET /user/tutorial`). */
export const tutorialQuery = (api: ApiCall, gid: string | null) =>
  queryOptions({
    queryKey: tutorialKeys.of(gid),
    queryFn: () => api(tutorialRoute, { headers: gidHeader(gid) }),
  });

export function useTutorialQuery(gid: string | null) {
  return useQuery(tutorialQuery(useApi(), gid));
}

/**
 * Marks a step done or not, or closes or reopens the tutorial (`PUT /user/tutorial`); the answer
 * is the tutorial as it now stands, written straight into the cache.
 */
export function useUpdateTutorialMutation(gid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof updateTutorialRoute>) =>
      api(updateTutorialRoute, { headers: gidHeader(gid), body }),
    onSuccess: (tutorial) => {
      queryClient.setQueryData(tutorialKeys.of(gid), tutorial);
      // Other workspaces' answers share her marks and her close: read them afresh.
      void queryClient.invalidateQueries({
        queryKey: tutorialKeys.all,
        predicate: (query) => query.queryKey[1] !== gid,
      });
    },
  });
}
