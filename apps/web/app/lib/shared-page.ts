import { SHARED_PAGE_CACHE_CONTROL, type WebLoadContext } from '@vernissage/shared';
import { data } from 'react-router';

/**
 * A loader's answer for a page that is the same for every visitor without a session: marked so
 * the server keeps it rendered and answers repeats like a static file (ADR 030). A page whose
 * loaders read data is kept only behind the page-cache tags the server's answers gave it, until
 * that data changes (ADR 067): mark only pages whose every read is so tagged. A signed-in
 * person's copy is their own and is not marked.
 */
export function sharedPage<T>(context: WebLoadContext, value: T) {
  return data(value, context.user ? undefined : { headers: { 'Cache-Control': SHARED_PAGE_CACHE_CONTROL } });
}

/** The route's `headers`: its loader's, so the mark reaches the page's answer. */
export function sharedPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
