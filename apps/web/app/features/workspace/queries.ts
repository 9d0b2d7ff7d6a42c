import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationRoute,
  createGalleryRoute,
  galleriesRoute,
  invitationsRoute,
  inviteMemberRoute,
  membersRoute,
  myInvitationsRoute,
  removeMemberRoute,
  type WorkspaceRole,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Query keys of workspace data; each starts with the person, so nobody sees another's cache. */
export const workspaceKeys = {
  all: (uid: string) => ['workspace', uid] as const,
  list: (uid: string) => ['workspace', uid, 'list'] as const,
  members: (uid: string, gid: string) => ['workspace', uid, gid, 'members'] as const,
  invitations: (uid: string, gid: string) => ['workspace', uid, gid, 'invitations'] as const,
  mine: (uid: string) => ['workspace', uid, 'my-invitations'] as const,
};

/** The workspaces the person belongs to, with their role in each (`GET /user/galleries`). */
export function useWorkspacesQuery(uid: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: workspaceKeys.list(uid ?? ''),
    queryFn: () => api(galleriesRoute),
    enabled: uid !== null,
  });
}

/** The members of a workspace (`GET /user/members`). */
export function useMembersQuery(uid: string, gid: string) {
  const api = useApi();
  return useQuery({
    queryKey: workspaceKeys.members(uid, gid),
    queryFn: () => api(membersRoute, { headers: { gid } }),
  });
}

/** Pending invitations of a workspace, for owners and admins (`GET /user/gallery/invitations`). */
export function useWorkspaceInvitationsQuery(uid: string, gid: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: workspaceKeys.invitations(uid, gid),
    queryFn: () => api(invitationsRoute, { headers: { gid } }),
    enabled,
  });
}

/** Invitations addressed to the person's own e-mail (`GET /user/invitations`). */
export function useMyInvitationsQuery(uid: string) {
  const api = useApi();
  return useQuery({ queryKey: workspaceKeys.mine(uid), queryFn: () => api(myInvitationsRoute) });
}

/** Creates another workspace (gallery users). */
export function useCreateWorkspaceMutation(uid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; nameen?: string }) => api(createGalleryRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list(uid) }),
  });
}

/** Invites someone to a workspace by e-mail. */
export function useInviteMutation(uid: string, gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Exclude<WorkspaceRole, 'owner'> }) =>
      api(inviteMemberRoute, { headers: { gid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations(uid, gid) }),
  });
}

/** Removes a member from a workspace (owners). */
export function useRemoveMemberMutation(uid: string, gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberUid: string) => api(removeMemberRoute, { headers: { gid, uid: memberUid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(uid, gid) }),
  });
}

/** Accepts an invitation addressed to the person; they join its workspace. */
export function useAcceptInvitationMutation(uid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(acceptInvitationRoute, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all(uid) }),
  });
}
