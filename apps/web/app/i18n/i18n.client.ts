import { TRANSLATION_LOADING, type Locale } from '@vernissage/shared';
import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetch-backend';
import {
  baseI18nOptions,
  LOCALE_BUNDLE_PATH,
  LOCALES_LOAD_PATH,
  NAMESPACES,
  PAGE_FORMATS_ATTRIBUTE,
  PAGE_TRANSLATIONS_ID,
  toLocale,
} from './i18n-options';
import { josaFormat } from './josa';

/** The build's content hash of the translation files, so a deploy never serves stale cached text. */
const version = `?v=${__LOCALES_VERSION__}`;

/**
 * The translations the server's render read, carried by the page (`read-translations.server.ts`),
 * with an empty bundle for each fallback language it did not read (keys are the same in every
 * language: a page reads its fallback only for a key its language lacks), so nothing is fetched
 * before the page hydrates. Null on a page without them.
 */
function pageTranslations(locale: Locale): { resources: Resource; namespaces: string[]; formats: boolean } | null {
  const block = document.getElementById(PAGE_TRANSLATIONS_ID);
  if (!block?.textContent) return null;
  const formats = block.hasAttribute(PAGE_FORMATS_ATTRIBUTE);
  const resources = JSON.parse(block.textContent) as Resource;
  // Read once; React's tree never had it.
  block.remove();
  const namespaces = [...new Set(Object.values(resources).flatMap((bundles) => Object.keys(bundles)))];
  for (const language of new Set([locale, baseI18nOptions.fallbackLng])) {
    const bundles: ResourceLanguage = (resources[language] ??= {});
    for (const namespace of namespaces) bundles[namespace] ??= {};
  }
  return { resources, namespaces, formats };
}

/**
 * The page's translations come last in its HTML, just before `</body>`, after the script that
 * loads the page's code; that script goes on as soon as the page has painted. On a reload its code
 * comes from the cache at once, and on a slow network the end of the HTML may not have arrived
 * by then: the block held only part of its text, and the page never hydrated. So the block is read
 * once the document has been parsed (at once, as a rule: the code takes longer to come).
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Starts the browser's i18next in the language of `<html lang>`, which the server chose (cookie,
 * then Accept-Language), with the translations the page carries, so the first client render
 * matches the server's HTML without waiting for a download. Other namespaces are read over HTTP
 * when something needs them first (retried and rate-limited as SPEC.md §9 asks); once the page
 * has hydrated, `loadAllTranslations` brings the rest in one file.
 *
 * `formats`: whether the server's render formatted through Intl, so hydration will (assumed on a
 * page that carries no translations).
 */
export async function initClientI18n(): Promise<{ instance: i18n; formats: boolean }> {
  const locale = toLocale(document.documentElement.lang);
  await documentParsed();
  const carried = pageTranslations(locale);
  await i18next
    .use(initReactI18next)
    .use(josaFormat)
    .use(fetchBackend(`${LOCALES_LOAD_PATH}${version}`))
    .init({
      ...baseI18nOptions,
      ...TRANSLATION_LOADING,
      // Read directly rather than with i18next's language detector (a download of its own): the
      // server always sets it. The language switcher writes the cookie itself.
      lng: locale,
      ...(carried && { resources: carried.resources, partialBundledLanguages: true, ns: carried.namespaces }),
    });
  return { instance: i18next, formats: carried?.formats ?? true };
}

/**
 * Every namespace of a language, in one request (`LOCALE_BUNDLE_PATH`: written by the build,
 * served from the sources by the development server), added beside what is loaded already. When
 * that read fails, the namespaces' own files, which i18next retries; but when it failed because the
 * browser is offline, the one file again once it is back online: the two dozen files, each tried
 * six times, would fail as well.
 */
export async function loadAllTranslations(instance: i18n, locale: Locale): Promise<void> {
  const answer = await fetch(`${LOCALE_BUNDLE_PATH.replace('{{lng}}', locale)}${version}`).catch(() => null);
  if (!answer && !navigator.onLine) {
    window.addEventListener('online', () => void loadAllTranslations(instance, locale), { once: true });
    return;
  }
  if (!answer?.ok) {
    await instance.loadNamespaces([...NAMESPACES]);
    return;
  }
  const bundles = (await answer.json()) as ResourceLanguage;
  // Added under what is there (the page's own bundles are the same texts): nothing is overwritten.
  for (const [namespace, bundle] of Object.entries(bundles))
    instance.addResourceBundle(locale, namespace, bundle, true, false);
}
