import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addMemoRoute,
  createFairRoute,
  deleteFairRoute,
  fairAccessRoute,
  fairListRoute,
  fairParticipantsRoute,
  fairRoute,
  joinFairRoute,
  myParticipationsRoute,
  participantRoute,
  reviewSubmissionRoute,
  submitRoute,
  supportedFairsRoute,
  updateFairRoute,
  updateParticipantRoute,
  type ApiCall,
  type FairDto,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Query keys of a workspace's fairs, as organiser or exhibitor; each starts with the workspace. */
export const fairKeys = {
  scope: (gid: string) => ['fairs', gid] as const,
  list: (gid: string) => ['fairs', gid, 'list'] as const,
  supported: (gid: string) => ['fairs', gid, 'supported'] as const,
  participations: (gid: string) => ['fairs', gid, 'participations'] as const,
  one: (gid: string, fairId: string) => ['fairs', gid, 'one', fairId] as const,
  participants: (gid: string, fairId: string) => ['fairs', gid, 'participants', fairId] as const,
  participant: (gid: string, participantId: string) => ['fairs', gid, 'participant', participantId] as const,
};

/** The fairs the workspace organises or co-organises (`GET /fairManagement/fair`). */
export const fairsQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: fairKeys.list(gid),
    queryFn: async () => (await api(fairListRoute, { headers: { gid } })).fairs,
  });

/** Fairs open to an exhibitor workspace: invited, or published and taking applications (`GET /fairManagement/fair/supported`). */
export const supportedFairsQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: fairKeys.supported(gid),
    queryFn: async () => (await api(supportedFairsRoute, { headers: { gid } })).fairs,
  });

/** The exhibitor workspace's applications, with where each stands (`GET /fairManagement/participant`). */
export const participationsQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: fairKeys.participations(gid),
    queryFn: async () => (await api(myParticipationsRoute, { headers: { gid } })).participants,
  });

/** One fair (`GET /fairManagement/fair/{id}`). */
export const fairQuery = (api: ApiCall, gid: string, fairId: string) =>
  queryOptions({
    queryKey: fairKeys.one(gid, fairId),
    queryFn: () => api(fairRoute, { headers: { gid }, params: { id: fairId } }),
  });

/** A fair's participants, for its organisers (`GET /fairManagement/fair/participant`). */
export const fairParticipantsQuery = (api: ApiCall, gid: string, fairId: string) =>
  queryOptions({
    queryKey: fairKeys.participants(gid, fairId),
    queryFn: async () => (await api(fairParticipantsRoute, { headers: { gid, fairid: fairId } })).participants,
  });

/** One participant with its submissions (and, for the organiser side, memos) (`GET /fairManagement/participant/{id}`). */
export const participantQuery = (api: ApiCall, gid: string, participantId: string) =>
  queryOptions({
    queryKey: fairKeys.participant(gid, participantId),
    queryFn: () => api(participantRoute, { headers: { gid }, params: { id: participantId } }),
  });

export function useFairsQuery(gid: string) {
  return useQuery(fairsQuery(useApi(), gid));
}

export function useSupportedFairsQuery(gid: string) {
  return useQuery(supportedFairsQuery(useApi(), gid));
}

export function useParticipationsQuery(gid: string) {
  return useQuery(participationsQuery(useApi(), gid));
}

export function useFairQuery(gid: string, fairId: string, enabled = true) {
  return useQuery({ ...fairQuery(useApi(), gid, fairId), enabled });
}

export function useFairParticipantsQuery(gid: string, fairId: string) {
  return useQuery(fairParticipantsQuery(useApi(), gid, fairId));
}

export function useParticipantQuery(gid: string, participantId: string, enabled = true) {
  return useQuery({ ...participantQuery(useApi(), gid, participantId), enabled });
}

/** A change of the workspace's fairs that refreshes every view of them when it settles. */
function useFairMutation<Input, Output>(gid: string, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fairKeys.scope(gid) }),
  });
}

/** Creates a fair (`POST /fairManagement/fair`). */
export function useCreateFairMutation(gid: string) {
  const api = useApi();
  return useFairMutation(gid, (body: RouteBody<typeof createFairRoute>) =>
    api(createFairRoute, { headers: { gid }, body }),
  );
}

/** Changes a fair (`PUT /fairManagement/fair`). */
export function useUpdateFairMutation(gid: string, fairId: string) {
  const api = useApi();
  return useFairMutation(gid, (body: RouteBody<typeof updateFairRoute>) =>
    api(updateFairRoute, { headers: { gid, fairid: fairId }, body }),
  );
}

/** Deletes a fair (`DELETE /fairManagement/fair`). */
export function useDeleteFairMutation(gid: string) {
  const api = useApi();
  return useFairMutation(gid, (fairId: string) => api(deleteFairRoute, { headers: { gid, fairid: fairId } }));
}

/**
 * Invites an exhibitor, makes a fair workspace a co-organiser, or takes it back (`PUT
 * /fairManagement/fair/access`); the fair's grants show the answer at once.
 */
export function useFairAccessMutation(gid: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useFairMutation(gid, async (body: RouteBody<typeof fairAccessRoute>) => {
    const answer = await api(fairAccessRoute, { headers: { gid }, body });
    queryClient.setQueryData(
      fairKeys.one(gid, answer.fairId),
      (fair: FairDto | undefined) => fair && { ...fair, grants: answer.grants },
    );
    return answer;
  });
}

/** Applies to a fair for the workspace (`POST /fairManagement/join`). */
export function useJoinFairMutation(gid: string) {
  const api = useApi();
  return useFairMutation(gid, (artFairId: string) => api(joinFairRoute, { body: { gid, artFairId } }));
}

/** The organiser's decision, booth and section, or the exhibitor's withdrawal (`PUT /fairManagement/participant/{id}`). */
export function useUpdateParticipantMutation(gid: string, participantId: string) {
  const api = useApi();
  return useFairMutation(gid, (body: RouteBody<typeof updateParticipantRoute>) =>
    api(updateParticipantRoute, { headers: { gid }, params: { id: participantId }, body }),
  );
}

/** An organiser's memo on a participant (`POST /fairManagement/participant/{id}/memo`). */
export function useAddMemoMutation(gid: string, participantId: string) {
  const api = useApi();
  return useFairMutation(gid, (content: string) =>
    api(addMemoRoute, { headers: { gid }, params: { id: participantId }, body: { content } }),
  );
}

/** The exhibitor saves or submits a submission (`POST /fairManagement/fair/submission`). */
export function useSubmitMutation(gid: string) {
  const api = useApi();
  return useFairMutation(gid, (body: RouteBody<typeof submitRoute>) => api(submitRoute, { headers: { gid }, body }));
}

/** The organiser reviews a submission (`PUT /fairManagement/fair/submission/{id}`). */
export function useReviewSubmissionMutation(gid: string) {
  const api = useApi();
  return useFairMutation(gid, ({ id, ...body }: RouteBody<typeof reviewSubmissionRoute> & { id: string }) =>
    api(reviewSubmissionRoute, { headers: { gid }, params: { id }, body }),
  );
}
