import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSiteSettingsRoute,
  putSiteDomainRoute,
  putSiteHostRoute,
  putSiteWorksRoute,
  siteDomainRoute,
  siteLiveRoute,
  siteNameExistsRoute,
  siteSeoRoute,
  siteSettingsRoute,
  siteWorksRoute,
  updateSiteSettingsRoute,
  verifySiteHostRoute,
  type ApiCall,
  type RouteBody,
  type SiteDomainDto,
  type SiteSettings,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { hasStatus } from '../api/api-errors';

/** Query keys of a workspace's website; each starts with the workspace. */
export const websiteKeys = {
  scope: (gid: string) => ['website', gid] as const,
  domain: (gid: string) => ['website', gid, 'domain'] as const,
  settings: (gid: string) => ['website', gid, 'settings'] as const,
  works: (gid: string) => ['website', gid, 'works'] as const,
  seo: (gid: string) => ['website', gid, 'seo'] as const,
  name: (gid: string, name: string) => ['website', gid, 'name', name] as const,
};

/** The workspace's site (`GET /ovr/domain`), or null before it has one. */
export const siteDomainQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: websiteKeys.domain(gid),
    queryFn: async (): Promise<SiteDomainDto | null> => {
      try {
        return await api(siteDomainRoute, { headers: { gid } });
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
  });

export function useSiteDomainQuery(gid: string) {
  return useQuery(siteDomainQuery(useApi(), gid));
}

export function useSiteSettingsQuery(gid: string) {
  const api = useApi();
  return useQuery({
    queryKey: websiteKeys.settings(gid),
    queryFn: () => api(siteSettingsRoute, { headers: { gid } }),
  });
}

/** The works the site shows, as visitors see them (`GET /ovr/items`). */
export function useSiteWorksQuery(gid: string) {
  const api = useApi();
  return useQuery({ queryKey: websiteKeys.works(gid), queryFn: () => api(siteWorksRoute, { headers: { gid } }) });
}

export function useSiteSeoQuery(gid: string) {
  const api = useApi();
  return useQuery({ queryKey: websiteKeys.seo(gid), queryFn: () => api(siteSeoRoute, { headers: { gid } }) });
}

/** Whether a name can be the site's (`GET /ovr/domain/exists`); asks only for a name worth asking about. */
export function useSiteNameCheck(gid: string, name: string) {
  const api = useApi();
  return useQuery({
    queryKey: websiteKeys.name(gid, name),
    queryFn: () => api(siteNameExistsRoute, { headers: { gid, name } }),
    enabled: name.length > 0,
    staleTime: 10_000,
  });
}

/** After any change the site's pages, its works and what it tells search engines are read again. */
function useSiteMutation<V, R>(gid: string, call: (api: ApiCall, variables: V) => Promise<R>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.scope(gid) }),
  });
}

export const useSaveDomainMutation = (gid: string) =>
  useSiteMutation(gid, (api, body: RouteBody<typeof putSiteDomainRoute>) =>
    api(putSiteDomainRoute, { headers: { gid }, body }),
  );

export const useSiteLiveMutation = (gid: string) =>
  useSiteMutation(gid, (api, body: { domainid: string; live: boolean }) =>
    api(siteLiveRoute, { headers: { gid }, body }),
  );

export const useSiteWorksMutation = (gid: string) =>
  useSiteMutation(gid, (api, aids: string[]) => api(putSiteWorksRoute, { headers: { gid }, body: { aids } }));

/** Saves the settings: the first time with POST, then with PUT. */
export const useSaveSettingsMutation = (gid: string) =>
  useSiteMutation(gid, (api, { settings, saved }: { settings: SiteSettings; saved: boolean }) =>
    saved
      ? api(updateSiteSettingsRoute, { headers: { gid }, body: settings })
      : api(createSiteSettingsRoute, { headers: { gid }, body: settings }),
  );

export const useSiteHostMutation = (gid: string) =>
  useSiteMutation(gid, (api, host: string | null) => api(putSiteHostRoute, { headers: { gid }, body: { host } }));

export const useVerifyHostMutation = (gid: string) =>
  useSiteMutation(gid, (api, _: void) => api(verifySiteHostRoute, { headers: { gid } }));
