import type { AppContext } from '../../platform/context.js';
import { keptTaggedAnswer } from '../../platform/web/page-tags.js';
import { siteTags } from '../website/site-cache.js';

/**
 * The cache key of a search answer: the call and its parsed query, keys in a fixed order. The
 * answer is stored with its tags (`keptTaggedAnswer`); `2` keeps apart the bare answers an older
 * build may still write to a shared Redis during a deploy.
 */
export function searchKey(call: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `search:2|${call}|${JSON.stringify(entries)}`;
}

/**
 * A search answer from the page cache (ADR 022), else computed and kept behind the catalogue tag,
 * which every change of a work, an artist or a site makes stale (ADR 032), and any `more` tags: a
 * popular query is answered without touching the database, and a hold or a newly published work
 * still shows on the next search. The page being rendered, if any, is kept behind the same tags
 * (ADR 069).
 */
export function cachedSearch<T>(
  ctx: AppContext,
  key: string,
  compute: () => Promise<T>,
  more: readonly string[] = [],
): Promise<T> {
  const tags = [siteTags.catalogue, ...more];
  return keptTaggedAnswer(ctx, key, async () => ({ answer: await compute(), tags }));
}
