import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@vernissage/shared';
import type { InitOptions } from 'i18next';

/** Translation namespaces; each is one JSON file per locale under `public/locales`. */
export const NAMESPACES = [
  'common',
  'pages',
  'pricing',
  'auth',
  'account',
  'workspace',
  'artwork',
  'inventory',
  'shares',
  'artists',
  'analytics',
  'rooms',
  'exhibitions',
  'visitors',
  'website',
  'billing',
  'fairs',
  'contests',
  'admin',
  'discovery',
  'adminContent',
  'tutorial',
  'home',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the browser fetches translations from (files in `public/`, copied to the build). */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
/**
 * Every namespace of a language in one file (`/locales/ko.json`), written by the build beside the
 * namespaces' files: what the browser loads after hydration.
 */
export const LOCALE_BUNDLE_PATH = '/locales/{{lng}}.json';
/** The element id of the translations a server-rendered page carries (a JSON data block, never run). */
export const PAGE_TRANSLATIONS_ID = 'page-translations';
/** The attribute that block has when the server's render formatted through Intl (ADR 074). */
export const PAGE_FORMATS_ATTRIBUTE = 'data-formats';

/**
 * Options the server and the browser instance share. They must agree, or the hydrated text
 * would differ from the server's HTML.
 */
export const baseI18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  load: 'languageOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Every namespace is loaded before rendering; suspending would only blank the page.
  react: { useSuspense: false },
  // No sponsor message in server logs or the browser console.
  showSupportNotice: false,
} satisfies InitOptions;

/** Whether a value is one of the interface languages. */
export { isLocale };

/** The interface language for an i18next language code (`en-US` → `en`), the default if unsupported. */
export function toLocale(language: string | null | undefined): Locale {
  const primary = language?.toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
