import { describe, expect, it } from 'vitest';
import { localeCookie, localeOfRequest, parseAcceptLanguage, readCookie, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('uses the lng cookie first', () => {
    expect(resolveLocale({ cookie: 'a=1; lng=en', acceptLanguage: 'ko-KR,ko;q=0.9' })).toBe('en');
    expect(resolveLocale({ cookie: 'lng=ko', acceptLanguage: 'en-US' })).toBe('ko');
  });

  it('ignores a cookie naming an unsupported language and falls back to Accept-Language', () => {
    expect(resolveLocale({ cookie: 'lng=fr', acceptLanguage: 'en-GB,en;q=0.8' })).toBe('en');
  });

  it('picks the most preferred supported language of Accept-Language', () => {
    expect(resolveLocale({ cookie: null, acceptLanguage: 'fr-FR, en;q=0.5, ko;q=0.7' })).toBe('ko');
    expect(resolveLocale({ cookie: null, acceptLanguage: 'ja, en-US;q=0.9' })).toBe('en');
  });

  it('defaults to Korean', () => {
    expect(resolveLocale({ cookie: null, acceptLanguage: null })).toBe('ko');
    expect(resolveLocale({ cookie: '', acceptLanguage: 'fr, de;q=0.5' })).toBe('ko');
    expect(resolveLocale({ cookie: null, acceptLanguage: 'en;q=0' })).toBe('ko');
  });

  it('reads the headers of a web request', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(localeOfRequest(request)).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeping header order for ties, and drops q=0', () => {
    expect(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.7, ko;q=0.8, fr;q=0')).toEqual(['da', 'en-gb', 'ko', 'en']);
  });

  it('tolerates empty and malformed headers', () => {
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(' , ;q=1, en;q=abc')).toEqual([]);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('x=1; lng=en; y=%20z', 'lng')).toBe('en');
    expect(readCookie('x=1; y=%20z', 'y')).toBe(' z');
    expect(readCookie('xlng=en', 'lng')).toBeNull();
    expect(readCookie(null, 'lng')).toBeNull();
  });
});

describe('localeCookie', () => {
  it('keeps the choice site-wide for a year, same-site', () => {
    expect(localeCookie('en')).toBe('lng=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('ko', { secure: true })).toBe('lng=ko; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
