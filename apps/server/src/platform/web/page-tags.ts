import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context.js';
import { etagOf } from '../page-cache.js';

/** The tags of what the page being rendered was made from, gathered while it renders. */
const gathering = new AsyncLocalStorage<Set<string>>();

/**
 * Renders a page while gathering the page-cache tags of what its loaders read (ADR 067): a
 * service that answers from tagged data calls `tagPage`, and the API calls of a page's loaders
 * run inside this process (`pageApiFor`), so they reach the render they belong to.
 */
export async function gatheringPageTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await gathering.run(tags, render);
  return { result, tags: [...tags] };
}

/** Says that the page being rendered, if any, was made from what `tags` name. */
export function tagPage(tags: readonly string[]): void {
  const page = gathering.getStore();
  if (page) for (const tag of tags) page.add(tag);
}

/** A public answer and the page-cache tags of what it was read from. */
export interface TaggedAnswer<T> {
  answer: T;
  tags: string[];
}

/**
 * A public answer from the page cache, else read and kept behind the tags of what it was made
 * from (ADR 022); either way the tags go to the page being rendered, if any (`tagPage`), so the
 * page is kept behind them too (ADR 067). An answer read while anything changed is not kept (the
 * cache's epoch), and a read that throws (a 404) keeps nothing.
 */
export async function keptTaggedAnswer<T>(
  ctx: AppContext,
  key: string,
  read: () => Promise<TaggedAnswer<T>>,
): Promise<T> {
  const cached = await ctx.pages.get(key);
  const kept = cached ? (JSON.parse(cached.body) as TaggedAnswer<T>) : await readAndKeep(ctx, key, read);
  tagPage(kept.tags);
  return kept.answer;
}

async function readAndKeep<T>(
  ctx: AppContext,
  key: string,
  read: () => Promise<TaggedAnswer<T>>,
): Promise<TaggedAnswer<T>> {
  const epoch = await ctx.pages.epoch();
  const kept = await read();
  const body = JSON.stringify(kept);
  await ctx.pages.put(key, { body, type: 'application/json', etag: etagOf(body) }, kept.tags, epoch);
  return kept;
}
