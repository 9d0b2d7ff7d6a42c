import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { artworkDetailRoute, artworkStateRoute, myArtworksRoute, type ApiCall } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { invalidateAvailability } from './invalidate';

/** Query keys of artworks. */
export const artworkKeys = {
  detail: (aid: string) => ['artwork', 'detail', aid] as const,
  mine: (page: number, size: number) => ['artwork', 'mine', page, size] as const,
};

/** One work as the person may see it (`GET /artwork/detail/{aid}`). */
export const artworkDetailQuery = (api: ApiCall, aid: string) =>
  queryOptions({ queryKey: artworkKeys.detail(aid), queryFn: () => api(artworkDetailRoute, { params: { aid } }) });

/** A page of the works the person added, in every workspace (`GET /artwork/my`). */
export const myArtworksQuery = (api: ApiCall, page: number, size: number) =>
  queryOptions({
    queryKey: artworkKeys.mine(page, size),
    queryFn: () => api(myArtworksRoute, { query: { page, size } }),
  });

/** `artworkDetailQuery` for a component. */
export function useArtworkDetailQuery(aid: string) {
  return useQuery(artworkDetailQuery(useApi(), aid));
}

/** `myArtworksQuery` for a component; the last page stays on screen while the next loads. */
export function useMyArtworksQuery(page: number, size: number) {
  return useQuery({ ...myArtworksQuery(useApi(), page, size), placeholderData: keepPreviousData });
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
