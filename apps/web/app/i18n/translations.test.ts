import { ARTWORK_STATE_NAMES, LOCALES, MEDIUM_TYPE_NAMES } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, toLocale } from './i18n-options';
import { resources, serverI18n } from './i18n.server';
import { pageMetaFor } from './page-meta.server';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(valuesOf);
}

describe('translation files', () => {
  it('exist for every locale and namespace', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('have the same keys in Korean and English (%s)', (namespace) => {
    expect(keysOf(resources.en[namespace]).sort()).toEqual(keysOf(resources.ko[namespace]).sort());
  });

  it('write English counts in plural forms, each key with its one and other', () => {
    const english = keysOf(resources.en);
    for (const key of english.filter((entry) => /_(one|other)$/.test(entry))) {
      const stem = key.replace(/_(one|other)$/, '');
      expect(english, `${stem} needs both plural forms`).toEqual(
        expect.arrayContaining([`${stem}_one`, `${stem}_other`]),
      );
    }
    // "1 free month(s)": a count takes `{{count}}` and the forms above instead.
    expect(valuesOf(resources.en).filter((text) => typeof text === 'string' && /\w\((s|es)\)/.test(text))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const locale of LOCALES) {
      for (const text of valuesOf(resources[locale])) {
        expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      }
    }
  });
});

describe('names the server writes', () => {
  it('of availability are the words of the inventory', () => {
    for (const locale of LOCALES) {
      const names = Object.fromEntries(
        Object.entries(ARTWORK_STATE_NAMES).map(([state, words]) => [state, words[locale]]),
      );
      expect((resources[locale].artwork as { states: unknown }).states).toEqual(names);
    }
  });

  it('of media are the words of the inventory', () => {
    for (const locale of LOCALES) {
      const names = Object.fromEntries(Object.entries(MEDIUM_TYPE_NAMES).map(([type, words]) => [type, words[locale]]));
      expect((resources[locale].artwork as { mediumTypes: unknown }).mediumTypes).toEqual(names);
    }
  });
});

describe('server i18n', () => {
  it('renders each language synchronously from the bundled files', () => {
    expect(serverI18n('ko').t('nav.pricing')).toBe('요금제');
    expect(serverI18n('en').t('nav.pricing')).toBe('Pricing');
  });

  it('gives page meta in the language of the request', () => {
    const english = new Request('http://localhost/pricing', { headers: { cookie: 'lng=en' } });
    expect(pageMetaFor(english, 'pricing')).toEqual({
      title: 'Pricing · Vernissage',
      description: 'Vernissage plans and prices for artists, galleries, collectors and art fairs.',
    });
    const korean = new Request('http://localhost/showcase/x');
    expect(pageMetaFor(korean, 'showcase', { noindex: true })).toMatchObject({
      title: '쇼케이스 · Vernissage',
      noindex: true,
    });
  });
});

describe('toLocale', () => {
  it('maps i18next language codes to interface languages', () => {
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('ko')).toBe('ko');
    expect(toLocale('fr')).toBe('ko');
    expect(toLocale(undefined)).toBe('ko');
  });
});
