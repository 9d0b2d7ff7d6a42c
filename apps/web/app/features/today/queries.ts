import { queryOptions, useQuery } from '@tanstack/react-query';
import { likedArtworksRoute, todayRoute, type ApiCall } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/**
 * The home's queries. Both live under the availability roots (`shares`, `artwork`), so a hold,
 * purchase or sale anywhere refreshes the home at once (features/realtime).
 */
export const todayKeys = {
  of: (gid: string) => ['shares', gid, 'today'] as const,
  liked: ['artwork', 'liked', 'home'] as const,
};

/** A workspace's today: actions, figures, messages, room opens, its fairs (`GET /workspace/today`). */
export const todayQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: todayKeys.of(gid),
    queryFn: () => api(todayRoute, { headers: { gid } }),
    // Visitor messages and room opens arrive without an event of availability.
    refetchInterval: 60_000,
  });

export function useTodayQuery(gid: string) {
  return useQuery(todayQuery(useApi(), gid));
}

/** The first few works the person liked (`GET /artwork/liked`). */
export const likedForHomeQuery = (api: ApiCall) =>
  queryOptions({ queryKey: todayKeys.liked, queryFn: () => api(likedArtworksRoute, { query: { page: 0, size: 4 } }) });

export function useLikedForHomeQuery() {
  return useQuery(likedForHomeQuery(useApi()));
}
