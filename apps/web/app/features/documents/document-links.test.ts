import { defaultPaperFor, infoSheetRoute, priceListRoute } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { documentUrl } from './document-links';

describe('documentUrl', () => {
  it("links a work's info sheet with the chosen paper, language and prices", () => {
    const url = new URL(
      documentUrl(
        'https://app.test/api/',
        'g1',
        { kind: 'infoSheet', aid: 'a1' },
        { paper: 'a4', locale: 'ko', prices: false },
      ),
    );
    expect(url.pathname).toBe('/api/document/infoSheet');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gid: 'g1',
      paper: 'a4',
      locale: 'ko',
      prices: 'false',
      aid: 'a1',
    });
    expect(infoSheetRoute.query.safeParse(Object.fromEntries(url.searchParams)).success).toBe(true);
  });

  it('links a price list of a selection as the contract reads it', () => {
    const url = new URL(
      documentUrl(
        'https://app.test/api',
        'g1',
        { kind: 'priceList', iids: ['i1', 'i2'] },
        { paper: 'letter', locale: 'en', prices: true },
      ),
    );
    expect(url.pathname).toBe('/api/document/priceList');
    const query = priceListRoute.query.parse(Object.fromEntries(url.searchParams));
    expect(query).toMatchObject({ iids: ['i1', 'i2'], paper: 'letter', locale: 'en', prices: true });
  });

  it('starts on A4 in Korean and on US Letter in English', () => {
    expect(defaultPaperFor('ko')).toBe('a4');
    expect(defaultPaperFor('en')).toBe('letter');
    expect(defaultPaperFor('en-US')).toBe('letter');
  });
});
