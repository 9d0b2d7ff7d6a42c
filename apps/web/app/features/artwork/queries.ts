import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { artworkDetailRoute, artworkStateRoute, myArtworksRoute } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { invalidateAvailability } from './invalidate';

/** Query keys of artworks; each starts with the person, so nobody sees another's cache. */
export const artworkKeys = {
  detail: (uid: string, aid: string) => ['artwork', uid, 'detail', aid] as const,
  mine: (uid: string, page: number, size: number) => ['artwork', uid, 'mine', page, size] as const,
};

/** One work as the person may see it (`GET /artwork/detail/{aid}`). */
export function useArtworkDetailQuery(uid: string, aid: string) {
  const api = useApi();
  return useQuery({
    queryKey: artworkKeys.detail(uid, aid),
    queryFn: () => api(artworkDetailRoute, { params: { aid } }),
  });
}

/** A page of the works the person added, in every workspace (`GET /artwork/my`). */
export function useMyArtworksQuery(uid: string, page: number, size: number) {
  const api = useApi();
  return useQuery({
    queryKey: artworkKeys.mine(uid, page, size),
    queryFn: () => api(myArtworksRoute, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

/** Sets a work's availability by hand (`PUT /artwork/state`): ready, sold elsewhere, done, withdrawn. */
export function useSetArtworkStateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { aid: string; state: number }) => api(artworkStateRoute, { body }),
    onSettled: () => invalidateAvailability(queryClient),
  });
}
