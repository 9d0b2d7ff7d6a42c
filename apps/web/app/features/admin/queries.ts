import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminChangesRoute,
  adminLeadsExportRoute,
  adminLeadsRoute,
  adminPromoCreateRoute,
  adminPromoListRoute,
  adminUserLockRoute,
  adminUserRoute,
  adminUsersRoute,
  fillPath,
  type ApiCall,
  type ContentChangesQuery,
  type PageQuery,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Query keys of the admin console; everything starts with `admin`. */
export const adminKeys = {
  users: (view: AdminUsersView) => ['admin', 'users', view] as const,
  user: (uid: string) => ['admin', 'user', uid] as const,
  leads: (query: PageQuery) => ['admin', 'leads', query] as const,
  changes: (query: ContentChangesQuery) => ['admin', 'changes', query] as const,
  codes: (query: PageQuery) => ['admin', 'codes', query] as const,
};

/** What /admin/users shows: a page of the users matching `q` (everyone without). */
export interface AdminUsersView extends PageQuery {
  q?: string;
}

/** A page of users, the newest first (`GET /admin/users`). */
export const adminUsersQuery = (api: ApiCall, view: AdminUsersView) =>
  queryOptions({ queryKey: adminKeys.users(view), queryFn: () => api(adminUsersRoute, { query: view }) });

/** One user with her workspaces (`GET /admin/user/{uid}`). */
export const adminUserQuery = (api: ApiCall, uid: string) =>
  queryOptions({ queryKey: adminKeys.user(uid), queryFn: () => api(adminUserRoute, { params: { uid } }) });

/** A page of leads, the newest first (`GET /admin/leads`). */
export const adminLeadsQuery = (api: ApiCall, query: PageQuery) =>
  queryOptions({ queryKey: adminKeys.leads(query), queryFn: () => api(adminLeadsRoute, { query }) });

/** A page of the change log (`GET /admin/changes`). */
export const adminChangesQuery = (api: ApiCall, query: ContentChangesQuery) =>
  queryOptions({ queryKey: adminKeys.changes(query), queryFn: () => api(adminChangesRoute, { query }) });

export function useAdminUsersQuery(view: AdminUsersView) {
  return useQuery({ ...adminUsersQuery(useApi(), view), placeholderData: (previous) => previous });
}

export function useAdminUserQuery(uid: string) {
  return useQuery(adminUserQuery(useApi(), uid));
}

export function useAdminLeadsQuery(query: PageQuery) {
  return useQuery({ ...adminLeadsQuery(useApi(), query), placeholderData: (previous) => previous });
}

export function useAdminChangesQuery(query: ContentChangesQuery) {
  return useQuery({ ...adminChangesQuery(useApi(), query), placeholderData: (previous) => previous });
}

/** Locks or unlocks a user (`PUT /admin/user/{uid}/lock`); every admin view refreshes. */
export function useUserLockMutation(uid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => api(adminUserLockRoute, { params: { uid }, body: { locked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** A page of promo and gift codes with their uses, the newest first (`GET /admin/promocodes`). */
export const promoCodesQuery = (api: ApiCall, query: PageQuery) =>
  queryOptions({ queryKey: adminKeys.codes(query), queryFn: () => api(adminPromoListRoute, { query }) });

export function usePromoCodesQuery(query: PageQuery) {
  return useQuery({ ...promoCodesQuery(useApi(), query), placeholderData: (previous) => previous });
}

/** Creates a promo code (`POST /admin/promocode`); the list refreshes. */
export function usePromoCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof adminPromoCreateRoute>) => api(adminPromoCreateRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes'] }),
  });
}

/**
 * The address of the leads' CSV file (`GET /admin/leads/export`): a plain link the browser
 * follows with its session cookie and saves (the client reads JSON only).
 */
export function leadsExportUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}${fillPath(adminLeadsExportRoute.path)}`;
}
