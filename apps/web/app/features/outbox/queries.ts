import { useQuery } from '@tanstack/react-query';
import { outboxRoute } from '@vernissage/shared';
import { useApi } from '../api/ApiProvider';

/** Mail written to the outbox (`GET /dev/outbox`); a 404 means mail goes out by SMTP. */
export function useOutboxQuery() {
  const api = useApi();
  return useQuery({ queryKey: ['dev', 'outbox'], queryFn: () => api(outboxRoute), retry: false });
}
