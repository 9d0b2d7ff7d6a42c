import {
  SHARED_PAGE_BY_ADDRESS,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_UNTIL,
  type WebLoadContext,
} from '@vernissage/shared';
import { data } from 'react-router';

/**
 * A loader's answer for a page that is the same for every visitor without a session: marked so
 * the server keeps it rendered and answers repeats like a static file (ADR 030). A page whose
 * loaders read data is kept only behind the page-cache tags the server's answers gave it, until
 * that data changes (ADR 067): mark only pages whose every read is so tagged. Such a page is kept
 * by its path, whatever its query, unless `byAddress` says the query is what it shows (search
 * results, ADR 069). A page that shows the time (a countdown, a list of what has not closed yet)
 * says `until` when it next changes, and is kept no longer (ADR 071). A signed-in person's copy is
 * their own and is not marked.
 */
export function sharedPage<T>(
  context: WebLoadContext,
  value: T,
  { byAddress = false, until = Number.POSITIVE_INFINITY }: { byAddress?: boolean; until?: number } = {},
) {
  if (context.user) return data(value);
  const headers: Record<string, string> = { 'Cache-Control': SHARED_PAGE_CACHE_CONTROL };
  if (byAddress) headers[SHARED_PAGE_BY_ADDRESS] = '1';
  if (Number.isFinite(until)) headers[SHARED_PAGE_UNTIL] = String(Math.floor(until));
  return data(value, { headers });
}

/** The route's `headers`: its loader's, so the mark reaches the page's answer. */
export function sharedPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
