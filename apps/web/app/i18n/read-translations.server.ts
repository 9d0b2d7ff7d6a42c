import { AsyncLocalStorage } from 'node:async_hooks';
import { onIntlUse } from '@vernissage/shared';
import type { i18n, Resource } from 'i18next';
import { PAGE_FORMATS_ATTRIBUTE, PAGE_TRANSLATIONS_ID } from './i18n-options';

/**
 * Which translations a server render read, so the page can carry exactly those and the browser
 * hydrates without fetching any (the rest load after hydration, in one file per language).
 *
 * The server's i18next instances are shared by all requests (one per language); each render runs
 * in its own async context, and every lookup reports its language and namespace to the render it
 * belongs to. Fallbacks included: a key missing in English is read in Korean, and both are kept.
 *
 * The render also notes whether it asked for an Intl formatter (`@vernissage/shared`'s `intl.ts`):
 * the page then tells the browser to load its Intl data before hydrating (ADR 074).
 */
interface RenderReads {
  translations: Map<string, Set<string>>;
  formats: boolean;
}
const reads = new AsyncLocalStorage<RenderReads>();

onIntlUse(() => {
  const read = reads.getStore();
  if (read) read.formats = true;
});

/** The store's lookup, which every translation goes through (i18next's typings leave it out). */
interface ReadableStore {
  getResource(language: string, namespace: string, key: string, options?: object): unknown;
}

/** Makes an instance's lookups report to the render under way. */
export function reportTranslationReads(instance: i18n): void {
  const store = instance.store as unknown as ReadableStore;
  const getResource = store.getResource.bind(store);
  store.getResource = (language, namespace, key, options) => {
    const translations = reads.getStore()?.translations;
    if (translations) {
      const namespaces = translations.get(language) ?? new Set<string>();
      namespaces.add(namespace);
      translations.set(language, namespaces);
    }
    return getResource(language, namespace, key, options);
  };
}

/** Data blocks already written, by what they carry: pages read a few sets of namespaces. */
const blocks = new Map<string, string>();
const BLOCKS_KEPT = 200;

/**
 * Runs `render` (and all the work it starts) reading translations on the record; `dataBlock`
 * gives the data block of the bundles read until then, from `resources`, marked when the render
 * formatted through Intl.
 */
export function recordTranslationReads<T>(
  resources: Resource,
  render: () => T,
): { result: T; dataBlock: () => string } {
  const read: RenderReads = { translations: new Map(), formats: false };
  const result = reads.run(read, render);
  const dataBlock = () => {
    const sorted = [...read.translations]
      .map(([language, namespaces]) => [language, [...namespaces].sort()] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = JSON.stringify([read.formats, sorted]);
    let block = blocks.get(key);
    if (block === undefined) {
      const bundles = Object.fromEntries(
        sorted.map(([language, namespaces]) => [
          language,
          Object.fromEntries(namespaces.map((namespace) => [namespace, resources[language]?.[namespace] ?? {}])),
        ]),
      );
      block = translationsDataBlock(bundles, read.formats);
      if (blocks.size >= BLOCKS_KEPT) blocks.clear();
      blocks.set(key, block);
    }
    return block;
  };
  return { result, dataBlock };
}

/** The data block carrying a page's translations, safe inside HTML (`<` escaped in the JSON). */
function translationsDataBlock(bundles: Resource, formats: boolean): string {
  const json = JSON.stringify(bundles).replace(/</g, '\\u003c');
  const mark = formats ? ` ${PAGE_FORMATS_ATTRIBUTE}` : '';
  return `<script type="application/json" id="${PAGE_TRANSLATIONS_ID}"${mark}>${json}</script>`;
}
