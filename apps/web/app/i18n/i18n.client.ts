import { LOCALE_COOKIE, TRANSLATION_LOADING } from '@vernissage/shared';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, LOCALES_LOAD_PATH } from './i18n-options';

/**
 * Starts the browser's i18next: translations over HTTP (retried and rate-limited as SPEC.md §9
 * asks), language from `<html lang>` first, which the server already chose, so the first client
 * render matches the server's HTML. Resolves once the current language is loaded.
 */
export async function initClientI18n(): Promise<i18n> {
  await i18next
    .use(initReactI18next)
    .use(LanguageDetector)
    .use(HttpBackend)
    .init({
      ...baseI18nOptions,
      ...TRANSLATION_LOADING,
      detection: {
        order: ['htmlTag', 'cookie', 'navigator'],
        lookupCookie: LOCALE_COOKIE,
        // The language switcher writes the cookie itself, only when a person picks a language.
        caches: [],
      },
      backend: {
        // The build's content hash of the files, so a deploy never serves stale cached text.
        loadPath: `${LOCALES_LOAD_PATH}?v=${__LOCALES_VERSION__}`,
      },
    });
  return i18next;
}
