import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closeRoundRoute,
  contestListRoute,
  contestRoundRoute,
  contestRoute,
  createContestRoute,
  createRoundRoute,
  deleteEntryRoute,
  inviteJurorRoute,
  juryRoundsRoute,
  MAX_PAGE_SIZE,
  myEntriesRoute,
  publishResultsRoute,
  scoreEntryRoute,
  submitEntryRoute,
  updateContestRoute,
  updateEntryRoute,
  type ApiCall,
  type RouteBody,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/**
 * Query keys of contests. Contests, rounds and the jury's list belong to the person; entries to a
 * workspace. Everything starts with `contests`, so a change refreshes every view of them.
 */
export const contestKeys = {
  all: ['contests'] as const,
  list: () => ['contests', 'list'] as const,
  one: (id: string) => ['contests', 'one', id] as const,
  entries: (gid: string) => ['contests', 'entries', gid] as const,
  jury: () => ['contests', 'jury'] as const,
  round: (roundId: string) => ['contests', 'round', roundId] as const,
};

/** Published contests, the latest deadline first (platform admins also get drafts) (`GET /contest`). */
export const contestsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: contestKeys.list(),
    queryFn: () => api(contestListRoute, { query: { page: 0, size: MAX_PAGE_SIZE } }),
  });

/** One contest; platform admins also get its jury rounds (`GET /contest/{id}`). */
export const contestQuery = (api: ApiCall, id: string) =>
  queryOptions({ queryKey: contestKeys.one(id), queryFn: () => api(contestRoute, { params: { id } }) });

/** The workspace's own entries, each with its result once published (`GET /contest/submission`). */
export const myEntriesQuery = (api: ApiCall, gid: string) =>
  queryOptions({
    queryKey: contestKeys.entries(gid),
    queryFn: async () => (await api(myEntriesRoute, { headers: { gid } })).entries,
  });

/** The jury rounds the signed-in person judges (`GET /contest/jury`). */
export const juryRoundsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: contestKeys.jury(),
    queryFn: async () => (await api(juryRoundsRoute, {})).rounds,
  });

/** A round's entries: the juror's own scores until it closes, then every score and the totals (`GET /contest/round/{id}`). */
export const roundQuery = (api: ApiCall, roundId: string) =>
  queryOptions({
    queryKey: contestKeys.round(roundId),
    queryFn: () => api(contestRoundRoute, { params: { id: roundId } }),
  });

export function useContestsQuery() {
  return useQuery(contestsQuery(useApi()));
}

export function useContestQuery(id: string) {
  return useQuery(contestQuery(useApi(), id));
}

export function useMyEntriesQuery(gid: string, enabled = true) {
  return useQuery({ ...myEntriesQuery(useApi(), gid), enabled });
}

export function useJuryRoundsQuery() {
  return useQuery(juryRoundsQuery(useApi()));
}

export function useRoundQuery(roundId: string) {
  return useQuery(roundQuery(useApi(), roundId));
}

/** A change of contests, entries or scores that refreshes every view of them when it settles. */
function useContestMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** Enters a contest with works of the workspace's inventory and a statement (`POST /contest/submission`). */
export function useSubmitEntryMutation(gid: string) {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof submitEntryRoute>) =>
    api(submitEntryRoute, { headers: { gid }, body }),
  );
}

/** Changes an entry, its owner only, until the deadline (`PUT /contest/submission`). */
export function useUpdateEntryMutation(gid: string) {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof updateEntryRoute>) =>
    api(updateEntryRoute, { headers: { gid }, body }),
  );
}

/** Withdraws an entry, its owner only (`DELETE /contest/submission/{id}`). */
export function useDeleteEntryMutation() {
  const api = useApi();
  return useContestMutation((id: string) => api(deleteEntryRoute, { params: { id } }));
}

/** A juror's score, mark and note on an entry of an open round (`PUT /contest/round/{id}/score`). */
export function useScoreMutation(roundId: string) {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof scoreEntryRoute>) =>
    api(scoreEntryRoute, { params: { id: roundId }, body }),
  );
}

/** Creates a contest (`POST /contest`, platform admins). */
export function useCreateContestMutation() {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof createContestRoute>) => api(createContestRoute, { body }));
}

/** Changes a contest (`PUT /contest/{id}`, platform admins). */
export function useUpdateContestMutation(id: string) {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof updateContestRoute>) =>
    api(updateContestRoute, { params: { id }, body }),
  );
}

/** Opens the contest's next jury round (`POST /contest/{id}/round`, platform admins). */
export function useCreateRoundMutation(contestId: string) {
  const api = useApi();
  return useContestMutation((title: string | null) =>
    api(createRoundRoute, { params: { id: contestId }, body: { title } }),
  );
}

/** Invites a juror to an open round by e-mail (`POST /contest/round/{id}/juror`, platform admins). */
export function useInviteJurorMutation(roundId: string) {
  const api = useApi();
  return useContestMutation((body: RouteBody<typeof inviteJurorRoute>) =>
    api(inviteJurorRoute, { params: { id: roundId }, body }),
  );
}

/** Closes a round after the deadline (`POST /contest/round/{id}/close`, platform admins). */
export function useCloseRoundMutation() {
  const api = useApi();
  return useContestMutation((roundId: string) => api(closeRoundRoute, { params: { id: roundId } }));
}

/** Publishes the results to the entrants (`POST /contest/{id}/publish-results`, platform admins). */
export function usePublishResultsMutation(contestId: string) {
  const api = useApi();
  return useContestMutation(() => api(publishResultsRoute, { params: { id: contestId } }));
}
