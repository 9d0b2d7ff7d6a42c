import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createArtistRoute,
  deleteArtistsRoute,
  galleryArtistsRoute,
  updateArtistRoute,
  type ArtistInput,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { multipartBody } from '../api/multipart';

/** Query keys of a workspace's artists. */
export const artistKeys = {
  list: (uid: string, gid: string) => ['artists', uid, gid] as const,
};

/** The workspace's artists with how many works each has (`GET /artist/gallery/{gid}`). */
export function useArtistsQuery(uid: string, gid: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: artistKeys.list(uid, gid),
    queryFn: () => api(galleryArtistsRoute, { params: { gid } }),
    enabled,
  });
}

/** An artist's fields and, optionally, a new photo. */
export interface ArtistSave {
  artistid: string | null;
  data: ArtistInput;
  photo: File | null;
}

/** Adds an artist (`POST /artist`) or changes one (`PUT /artist`), multipart with an optional `photo`. */
export function useSaveArtistMutation(uid: string, gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ artistid, data, photo }: ArtistSave) => {
      const body = multipartBody(data, photo ? [{ field: 'photo', file: photo }] : []);
      return artistid
        ? api(updateArtistRoute, { headers: { gid, artistid }, body })
        : api(createArtistRoute, { headers: { gid }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artistKeys.list(uid, gid) }),
  });
}

/** Deletes artists; their works stay, without an artist (`POST /artist/delete`). */
export function useDeleteArtistsMutation(uid: string, gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artistids: string[]) => api(deleteArtistsRoute, { headers: { gid }, body: { artistids } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: artistKeys.list(uid, gid) }),
        queryClient.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
  });
}
