import type { QueryClient } from '@tanstack/react-query';

/**
 * The query families that show a work's availability: inventory lists and records, artwork
 * pages and every list of shares. Availability lives in one place on the server (DESIGN.md §5),
 * so whenever it changes all of them are read again.
 */
export const AVAILABILITY_QUERY_ROOTS = ['inventory', 'artwork', 'shares'] as const;

/** Refetches every view of availability that is on screen (and marks the rest stale). */
export function invalidateAvailability(queryClient: QueryClient): Promise<void> {
  return Promise.all(AVAILABILITY_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(
    () => undefined,
  );
}
