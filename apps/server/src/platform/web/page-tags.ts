import { AsyncLocalStorage } from 'node:async_hooks';

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
