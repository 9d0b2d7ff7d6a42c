import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from './domain.js';

/**
 * The interface language of a request, decided the same way by the web app's pages and by the
 * server (which keeps pages rendered per language).
 */

/** Whether a value is one of the interface languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value of one cookie in a `Cookie` header, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Language tags of an `Accept-Language` header, most preferred first (`q=0` ones dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a request: the `lng` cookie if it names a supported language, else the first
 * supported language of `Accept-Language` (by its primary subtag), else Korean.
 */
export function resolveLocale(headers: { cookie: string | null; acceptLanguage: string | null }): Locale {
  const fromCookie = readCookie(headers.cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of parseAcceptLanguage(headers.acceptLanguage)) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
