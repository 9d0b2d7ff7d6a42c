import { useQuery } from '@tanstack/react-query';
import { healthRoute } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

export const systemKeys = {
  health: ['system', 'health'] as const,
};

/** Whether the API process answers (`GET /health`). */
export function useHealthQuery() {
  const api = useApi();
  return useQuery({ queryKey: systemKeys.health, queryFn: () => api(healthRoute), retry: 1 });
}
