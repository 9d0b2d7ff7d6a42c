import type { AppContext } from '../../platform/context.js';
import { etagOf } from '../../platform/page-cache.js';
import { tagPage } from '../../platform/web/page-tags.js';
import { siteTags } from '../website/site-cache.js';

/** The cache key of a search answer: the call and its parsed query, keys in a fixed order. */
export function searchKey(call: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `search:|${call}|${JSON.stringify(entries)}`;
}

/**
 * A search answer from the page cache (ADR 022), else computed and kept behind the catalogue tag,
 * which every change of a work, an artist or a site makes stale (ADR 032), and any `more` tags: a
 * popular query is answered without touching the database, and a hold or a newly published work
 * still shows on the next search. An answer computed while anything changed is not kept (the
 * cache's epoch). The page being rendered, if any, is kept behind the same tags (ADR 069).
 */
export async function cachedSearch<T>(
  ctx: AppContext,
  key: string,
  compute: () => Promise<T>,
  more: readonly string[] = [],
): Promise<T> {
  const tags = [siteTags.catalogue, ...more];
  tagPage(tags);
  const cached = await ctx.pages.get(key);
  if (cached) return JSON.parse(cached.body) as T;
  const epoch = await ctx.pages.epoch();
  const answer = await compute();
  const body = JSON.stringify(answer);
  await ctx.pages.put(key, { body, type: 'application/json', etag: etagOf(body) }, tags, epoch);
  return answer;
}
