import { TRANSLATION_LOADING } from '@vernissage/shared';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetch-backend';
import { baseI18nOptions, LOCALES_LOAD_PATH, toLocale } from './i18n-options';

/**
 * Starts the browser's i18next: translations over HTTP (retried and rate-limited as SPEC.md §9
 * asks), in the language of `<html lang>`, which the server chose (cookie, then Accept-Language),
 * so the first client render matches the server's HTML. Resolves once that language is loaded.
 */
export async function initClientI18n(): Promise<i18n> {
  await i18next
    .use(initReactI18next)
    // The build's content hash of the files, so a deploy never serves stale cached text.
    .use(fetchBackend(`${LOCALES_LOAD_PATH}?v=${__LOCALES_VERSION__}`))
    .init({
      ...baseI18nOptions,
      ...TRANSLATION_LOADING,
      // Read directly rather than with i18next's language detector (a download of its own): the
      // server always sets it. The language switcher writes the cookie itself.
      lng: toLocale(document.documentElement.lang),
    });
  return i18next;
}
