import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gallerySettingRoute, updateGallerySettingRoute, type GallerySettingDto } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { multipartBody } from '../api/multipart';

/** Query keys of gallery settings. */
export const galleryKeys = {
  setting: (uid: string, gid: string) => ['gallery', uid, gid, 'setting'] as const,
};

/** A workspace's gallery settings (`GET /gallery/setting`). */
export function useGallerySettingQuery(uid: string, gid: string) {
  const api = useApi();
  return useQuery({
    queryKey: galleryKeys.setting(uid, gid),
    queryFn: () => api(gallerySettingRoute, { headers: { gid } }),
  });
}

/** Saves gallery settings and, optionally, a new logo (`PUT /gallery/setting`, multipart). */
export function useUpdateGallerySettingMutation(uid: string, gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, logo }: { data: Omit<GallerySettingDto, 'gid' | 'logo'>; logo: File | null }) =>
      api(updateGallerySettingRoute, {
        headers: { gid },
        body: multipartBody(data, logo ? [{ field: 'logo', file: logo }] : []),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(galleryKeys.setting(uid, gid), saved);
      // The workspace's name and hold days show in the switcher and on offers.
      return queryClient.invalidateQueries({ queryKey: ['workspace', uid] });
    },
  });
}
