import { QueryClient } from '@tanstack/react-query';

/**
 * How long data counts as fresh: a page that arrived with its data (read by its loader) does not
 * read it again as it hydrates, nor on every remount.
 */
export const QUERY_STALE_MS = 30_000;

/** A query cache for one browser tab, or one server render: never shared between people. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS } } });
}
