import { isLocale, LOCALE_COOKIE, parseAcceptLanguage, readCookie, type Locale } from '@vernissage/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The interface language a request declares, as `resolveLocale` reads it (the `lng` cookie, else
 * the first supported language of `Accept-Language`), but null when it declares none we speak:
 * what a new account keeps as the language of its mail (issue 18), where "none" must stay
 * unknown (mail in both languages) rather than become the default Korean.
 */
export function declaredLocale(request: Pick<FastifyRequest, 'headers'>): Locale | null {
  const fromCookie = readCookie(request.headers.cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of parseAcceptLanguage(request.headers['accept-language'])) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}
