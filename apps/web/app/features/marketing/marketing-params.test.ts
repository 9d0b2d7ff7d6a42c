import { describe, expect, it } from 'vitest';
import {
  captureMarketingData,
  EMPTY_MARKETING_DATA,
  externalReferrer,
  MARKETING_STORAGE_KEY,
  readMarketingData,
  readMarketingParams,
  type StorageLike,
} from './marketing-params';

const ORIGIN = 'https://vernissage.example';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('readMarketingParams', () => {
  it('maps the query parameters to their fields', () => {
    expect(
      readMarketingParams(
        '?refcode=R1&utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=hero&fbclid=F1&other=x',
      ),
    ).toEqual({ refcode: 'R1', source: 'news', medium: 'email', campaign: 'spring', content: 'hero', fbclid: 'F1' });
  });

  it('skips absent and blank parameters', () => {
    expect(readMarketingParams('?utm_source=&refcode=%20%20&utm_medium=cpc')).toEqual({ medium: 'cpc' });
    expect(readMarketingParams('')).toEqual({});
  });
});

describe('externalReferrer', () => {
  it('keeps pages of other sites', () => {
    expect(externalReferrer('https://news.example/article', ORIGIN)).toBe('https://news.example/article');
  });

  it('drops empty, internal and non-web referrers', () => {
    expect(externalReferrer('', ORIGIN)).toBeNull();
    expect(externalReferrer(`${ORIGIN}/pricing`, ORIGIN)).toBeNull();
    expect(externalReferrer('android-app://com.example', ORIGIN)).toBeNull();
    expect(externalReferrer('not a url', ORIGIN)).toBeNull();
  });
});

describe('captureMarketingData', () => {
  it('stores the parameters with an Organic referrer on a direct visit', () => {
    const storage = memoryStorage();
    const kept = captureMarketingData({ search: '?utm_source=news&refcode=R1', referrer: '', origin: ORIGIN, storage });
    expect(kept).toEqual({ ...EMPTY_MARKETING_DATA, refcode: 'R1', source: 'news', referrer: 'Organic' });
    expect(JSON.parse(storage.items.get(MARKETING_STORAGE_KEY) ?? 'null')).toEqual(kept);
  });

  it('overwrites with new parameters and keeps stored values for absent ones', () => {
    const storage = memoryStorage();
    captureMarketingData({
      search: '?utm_source=news&utm_medium=email&refcode=R1',
      referrer: 'https://news.example/',
      origin: ORIGIN,
      storage,
    });
    const kept = captureMarketingData({
      search: '?utm_source=ads&utm_campaign=spring',
      referrer: `${ORIGIN}/`,
      origin: ORIGIN,
      storage,
    });
    expect(kept).toEqual({
      ...EMPTY_MARKETING_DATA,
      refcode: 'R1',
      source: 'ads',
      medium: 'email',
      campaign: 'spring',
      referrer: 'https://news.example/',
    });
  });

  it('replaces the referrer when the visitor comes from another external site', () => {
    const storage = memoryStorage();
    captureMarketingData({ search: '', referrer: 'https://a.example/', origin: ORIGIN, storage });
    const kept = captureMarketingData({ search: '', referrer: 'https://b.example/', origin: ORIGIN, storage });
    expect(kept.referrer).toBe('https://b.example/');
  });

  it('survives corrupt stored data and storage that throws', () => {
    const corrupt = memoryStorage({ [MARKETING_STORAGE_KEY]: '{not json' });
    expect(captureMarketingData({ search: '?fbclid=F', referrer: '', origin: ORIGIN, storage: corrupt }).fbclid).toBe(
      'F',
    );
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(captureMarketingData({ search: '?fbclid=F', referrer: '', origin: ORIGIN, storage: throwing }).fbclid).toBe(
      'F',
    );
    expect(captureMarketingData({ search: '', referrer: '', origin: ORIGIN, storage: null })).toEqual(
      EMPTY_MARKETING_DATA,
    );
  });
});

describe('readMarketingData', () => {
  it('returns what was kept, for the sign-up form', () => {
    const storage = memoryStorage();
    captureMarketingData({ search: '?utm_campaign=spring', referrer: 'https://x.example/', origin: ORIGIN, storage });
    expect(readMarketingData(storage)).toEqual({
      ...EMPTY_MARKETING_DATA,
      campaign: 'spring',
      referrer: 'https://x.example/',
    });
  });

  it('returns the empty, Organic data when nothing (valid) is stored', () => {
    expect(readMarketingData(memoryStorage())).toEqual(EMPTY_MARKETING_DATA);
    expect(readMarketingData(memoryStorage({ [MARKETING_STORAGE_KEY]: '42' }))).toEqual(EMPTY_MARKETING_DATA);
    expect(readMarketingData(null)).toEqual(EMPTY_MARKETING_DATA);
    // In Node there is no window: no storage, no crash.
    expect(readMarketingData()).toEqual(EMPTY_MARKETING_DATA);
  });

  it('drops stored fields of the wrong type', () => {
    const storage = memoryStorage({
      [MARKETING_STORAGE_KEY]: JSON.stringify({ source: 5, medium: 'cpc', referrer: '' }),
    });
    expect(readMarketingData(storage)).toEqual({ ...EMPTY_MARKETING_DATA, medium: 'cpc' });
  });
});
