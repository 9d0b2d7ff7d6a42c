import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';

/** A query as its `…Query(api, …)` options describe it, whatever its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of different data
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Reads a page's queries on the server, for its loader, through the very query options the
 * page's hooks use (and so the same keys), and hands back the cache for the browser to hydrate:
 * the first HTML carries the data and the page asks for nothing as it wakes up. A query that
 * fails is left out, so the page asks again from the browser and shows its error state there.
 */
export async function prefetchQueries(...queries: AnyQuery[]): Promise<DehydratedState> {
  const queryClient = createServerQueryClient();
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  return dehydrate(queryClient);
}

/** A query cache for one loader; no retries on the server, a failure is the browser's to retry. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
