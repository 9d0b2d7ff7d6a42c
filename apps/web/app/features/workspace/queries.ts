import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationRoute,
  createGalleryRoute,
  galleriesRoute,
  invitationsRoute,
  inviteMemberRoute,
  membersRoute,
  myInvitationsRoute,
  removeMemberRoute,
  type ApiCall,
  type WorkspaceRole,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/**
 * Query keys of workspace data. The cache belongs to one person (the app's providers start afresh
 * for another), so keys name the workspace, never the person.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  list: ['workspace', 'list'] as const,
  members: (gid: string) => ['workspace', gid, 'members'] as const,
  invitations: (gid: string) => ['workspace', gid, 'invitations'] as const,
  mine: ['workspace', 'my-invitations'] as const,
};

/** The workspaces the person belongs to, with their role in each (`GET /user/galleries`). */
export const workspacesQuery = (api: ApiCall) =>
  queryOptions({ queryKey: workspaceKeys.list, queryFn: () => api(galleriesRoute) });

/** The members of a workspace (`GET /user/members`). */
export const membersQuery = (api: ApiCall, gid: string) =>
  queryOptions({ queryKey: workspaceKeys.members(gid), queryFn: () => api(membersRoute, { headers: { gid } }) });

/** Pending invitations of a workspace, for owners and admins (`GET /user/gallery/invitations`). */
export const workspaceInvitationsQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: workspaceKeys.invitations(gid),
    queryFn: () => api(invitationsRoute, { headers: { gid } }),
  });

/** Invitations addressed to the person's own e-mail (`GET /user/invitations`). */
export const myInvitationsQuery = (api: ApiCall) =>
  queryOptions({ queryKey: workspaceKeys.mine, queryFn: () => api(myInvitationsRoute) });

/** The person's workspaces; off while nobody (with a finished sign-up) is signed in. */
export function useWorkspacesQuery(enabled: boolean) {
  return useQuery({ ...workspacesQuery(useApi()), enabled });
}

/** `membersQuery` for a component. */
export function useMembersQuery(gid: string) {
  return useQuery(membersQuery(useApi(), gid));
}

/** `workspaceInvitationsQuery` for a component. */
export function useWorkspaceInvitationsQuery(gid: string) {
  return useQuery(workspaceInvitationsQuery(useApi(), gid));
}

/** `myInvitationsQuery` for a component. */
export function useMyInvitationsQuery() {
  return useQuery(myInvitationsQuery(useApi()));
}

/** Creates another workspace (gallery users). */
export function useCreateWorkspaceMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; nameen?: string }) => api(createGalleryRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
  });
}

/** Invites someone to a workspace by e-mail. */
export function useInviteMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Exclude<WorkspaceRole, 'owner'> }) =>
      api(inviteMemberRoute, { headers: { gid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations(gid) }),
  });
}

/** Removes a member from a workspace (owners). */
export function useRemoveMemberMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberUid: string) => api(removeMemberRoute, { headers: { gid, uid: memberUid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(gid) }),
  });
}

/** Accepts an invitation addressed to the person; they join its workspace. */
export function useAcceptInvitationMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(acceptInvitationRoute, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
