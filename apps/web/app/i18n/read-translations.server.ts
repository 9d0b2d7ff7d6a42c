import { AsyncLocalStorage } from 'node:async_hooks';
import type { i18n, Resource } from 'i18next';
import { PAGE_TRANSLATIONS_ID } from './i18n-options';

/**
 * Which translations a server render read, so the page can carry exactly those and the browser
 * hydrates without fetching any (the rest load after hydration, in one file per language).
 *
 * The server's i18next instances are shared by all requests (one per language); each render runs
 * in its own async context, and every lookup reports its language and namespace to the render it
 * belongs to. Fallbacks included: a key missing in English is read in Korean, and both are kept.
 */
const reads = new AsyncLocalStorage<Map<string, Set<string>>>();

/** The store's lookup, which every translation goes through (i18next's typings leave it out). */
interface ReadableStore {
  getResource(language: string, namespace: string, key: string, options?: object): unknown;
}

/** Makes an instance's lookups report to the render under way. */
export function reportTranslationReads(instance: i18n): void {
  const store = instance.store as unknown as ReadableStore;
  const getResource = store.getResource.bind(store);
  store.getResource = (language, namespace, key, options) => {
    const read = reads.getStore();
    if (read) {
      const namespaces = read.get(language) ?? new Set<string>();
      namespaces.add(namespace);
      read.set(language, namespaces);
    }
    return getResource(language, namespace, key, options);
  };
}

/** Data blocks already written, by the bundles they carry: pages read a few sets of namespaces. */
const blocks = new Map<string, string>();
const BLOCKS_KEPT = 200;

/**
 * Runs `render` (and all the work it starts) reading translations on the record; `dataBlock`
 * gives the data block of the bundles read until then, from `resources`.
 */
export function recordTranslationReads<T>(
  resources: Resource,
  render: () => T,
): { result: T; dataBlock: () => string } {
  const read = new Map<string, Set<string>>();
  const result = reads.run(read, render);
  const dataBlock = () => {
    const sorted = [...read]
      .map(([language, namespaces]) => [language, [...namespaces].sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    const key = JSON.stringify(sorted);
    let block = blocks.get(key);
    if (block === undefined) {
      const bundles = Object.fromEntries(
        sorted.map(([language, namespaces]) => [
          language,
          Object.fromEntries(namespaces.map((namespace) => [namespace, resources[language]?.[namespace] ?? {}])),
        ]),
      );
      block = translationsDataBlock(bundles);
      if (blocks.size >= BLOCKS_KEPT) blocks.clear();
      blocks.set(key, block);
    }
    return block;
  };
  return { result, dataBlock };
}

/** The data block carrying a page's translations, safe inside HTML (`<` escaped in the JSON). */
function translationsDataBlock(bundles: Resource): string {
  const json = JSON.stringify(bundles).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_TRANSLATIONS_ID}">${json}</script>`;
}
