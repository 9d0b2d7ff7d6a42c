import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gallerySettingRoute, updateGallerySettingRoute, type ApiCall, type RouteBody } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { workspaceKeys } from '../workspace/queries';

/** Query keys of gallery settings. */
export const galleryKeys = {
  setting: (gid: string) => ['gallery', gid, 'setting'] as const,
};

/** A workspace's gallery settings (`GET /gallery/setting`). */
export const gallerySettingQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: galleryKeys.setting(gid), queryFn: () => api(gallerySettingRoute, { headers: { gid } }) });

/** `gallerySettingQuery` for a component. */
export function useGallerySettingQuery(gid: string) {
  return useQuery(gallerySettingQuery(useApi(), gid));
}

/** Saves gallery settings and, optionally, a new logo (`PUT /gallery/setting`, multipart). */
export function useUpdateGallerySettingMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, logo }: { data: RouteBody<typeof updateGallerySettingRoute>; logo: File | null }) =>
      api(updateGallerySettingRoute, { headers: { gid }, body: { data, files: { logo: logo ?? undefined } } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(galleryKeys.setting(gid), saved);
      // The workspace's name and hold days show in the switcher and on offers.
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
  });
}
