import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxRoute, type ApiCall } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Mail written to the outbox (`GET /dev/outbox`); a 404 means mail goes out by SMTP. */
export const outboxQuery = (api: ApiCall) =>
  queryOptions({ queryKey: ['dev', 'outbox'], queryFn: () => api(outboxRoute), retry: false });

/** `outboxQuery` for a component. */
export function useOutboxQuery() {
  return useQuery(outboxQuery(useApi()));
}
