import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY,
  createArtistRoute,
  deleteArtistsRoute,
  galleryArtistsRoute,
  updateArtistRoute,
  type ApiCall,
  type ArtistInput,
} from '@vernissage/shared';
import { useRetryKey } from '../../lib/retry-key';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's artists. */
export const artistKeys = {
  list: (gid: string) => ['artists', gid] as const,
};

/** The workspace's artists with how many works each has (`GET /artist/gallery/{gid}`). */
export const artistsQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: artistKeys.list(gid), queryFn: () => api(galleryArtistsRoute, { params: { gid } }) });

/** `artistsQuery` for a component (off when the person may not read the workspace's works). */
export function useArtistsQuery(gid: string, enabled = true) {
  return useQuery({ ...artistsQuery(useApi(), gid), enabled });
}

/** An artist's fields and, optionally, a new photo. */
export interface ArtistSave {
  artistid: string | null;
  data: ArtistInput;
  photo: File | null;
}

/**
 * Adds an artist (`POST /artist`) or changes one (`PUT /artist`), multipart with an optional
 * `photo`. An addition saved again unchanged after a failure carries the same `Idempotency-Key`.
 */
export function useSaveArtistMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: ({ artistid, data, photo }: ArtistSave) => {
      const body = { data, files: { photo: photo ?? undefined } };
      if (artistid) return api(updateArtistRoute, { headers: { gid, artistid }, body });
      return retryKey.send([JSON.stringify(data), photo], (key) =>
        api(createArtistRoute, { headers: { gid, [IDEMPOTENCY_KEY]: key }, body }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artistKeys.list(gid) }),
  });
}

/** Deletes artists; their works stay, without an artist (`POST /artist/delete`). */
export function useDeleteArtistsMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artistids: string[]) => api(deleteArtistsRoute, { headers: { gid }, body: { artistids } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: artistKeys.list(gid) }),
        queryClient.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
  });
}
