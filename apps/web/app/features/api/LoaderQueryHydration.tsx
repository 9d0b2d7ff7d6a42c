import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';

/** What a loader that read queries for its page returns beside its own data. */
export interface WithDehydratedState {
  dehydratedState: DehydratedState | null;
}

function dehydratedStateOf(loaderData: unknown): DehydratedState | null {
  if (typeof loaderData !== 'object' || loaderData === null || !('dehydratedState' in loaderData)) return null;
  return (loaderData as WithDehydratedState).dehydratedState;
}

/**
 * Puts what the loaders of the current routes read on the server (`dehydratedState`, from
 * `prefetchQueries`) into the query cache, above every provider and page that reads it: the
 * layouts' workspaces and the page's own queries render with their data on the server and in the
 * browser alike, with nothing to fetch as the page hydrates.
 */
export function LoaderQueryHydration({ children }: { children: ReactNode }) {
  // Stable until the routes or their loader data change (a navigation, a revalidation).
  const matches = useMatches();
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => dehydratedStateOf(match.loaderData)?.queries ?? []),
    }),
    [matches],
  );
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
