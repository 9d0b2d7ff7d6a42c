import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  opportunityListRoute,
  opportunityRoute,
  saveOpportunityRoute,
  savedOpportunitiesRoute,
  unsaveOpportunityRoute,
  type ApiCall,
  type OpportunityQuery,
} from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';

/** Query keys of opportunities; the saved list is the person's own. */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  list: (query: OpportunityQuery) => ['opportunities', 'list', query] as const,
  one: (id: string) => ['opportunities', 'one', id] as const,
  saved: () => ['opportunities', 'saved'] as const,
};

/** Published opportunities, the nearest deadline first (`GET /opportunity/all`). */
export const opportunitiesQuery = (api: ApiCall, query: OpportunityQuery) =>
  queryOptions({ queryKey: opportunityKeys.list(query), queryFn: () => api(opportunityListRoute, { query }) });

/** One published opportunity, its description as safe HTML (`GET /opportunity/opid/{id}`). */
export const opportunityQuery = (api: ApiCall, id: string) =>
  queryOptions({ queryKey: opportunityKeys.one(id), queryFn: () => api(opportunityRoute, { params: { id } }) });

/**
 * The signed-in person's saved opportunities (`GET /opportunity/saved`), all on one page: the list
 * of /opportunities/saved and the "saved" mark of every card.
 */
export const savedOpportunitiesQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: opportunityKeys.saved(),
    queryFn: () => api(savedOpportunitiesRoute, { query: { page: 0, size: MAX_PAGE_SIZE } }),
  });

export function useOpportunitiesQuery(query: OpportunityQuery) {
  return useQuery({ ...opportunitiesQuery(useApi(), query), placeholderData: keepPreviousData });
}

export function useOpportunityQuery(id: string) {
  return useQuery(opportunityQuery(useApi(), id));
}

export function useSavedOpportunitiesQuery() {
  const { user } = useSession();
  return useQuery({ ...savedOpportunitiesQuery(useApi()), enabled: user !== null });
}

/** Saves (`POST /opportunity/opid/{id}/save`) or forgets (`DELETE …/save`) an opportunity. */
export function useSaveOpportunityMutation(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean) => {
      if (save) await api(saveOpportunityRoute, { params: { id } });
      else await api(unsaveOpportunityRoute, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.saved() }),
  });
}
