import { LOCALE_COOKIE, resolveLocale, type Locale } from '@vernissage/shared';

export { parseAcceptLanguage, readCookie, resolveLocale } from '@vernissage/shared';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The language a web request asks for (see `resolveLocale`). */
export function localeOfRequest(request: Request): Locale {
  return resolveLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The `document.cookie` assignment that remembers a chosen language for a year on the whole site. */
export function localeCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
