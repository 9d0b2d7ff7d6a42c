import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthRoute, type ApiCall } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

export const systemKeys = {
  health: ['system', 'health'] as const,
};

/** Whether the API process answers (`GET /health`). */
export const healthQuery = (api: ApiCall) =>
  queryOptions({ queryKey: systemKeys.health, queryFn: () => api(healthRoute), retry: 1 });

/** `healthQuery` for a component. */
export function useHealthQuery() {
  return useQuery(healthQuery(useApi()));
}
