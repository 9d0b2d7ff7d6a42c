import { describe, expect, it } from 'vitest';
import { canReorder, filterFromParams, paramsFromFilter } from './inventory-filter';

describe('inventory filter', () => {
  it('reads a page address and writes it back without defaults', () => {
    const params = new URLSearchParams('fid=f1&state=2&artistid=a1&q=%20moon%20&sort=title&page=2&trash=1');
    const filter = filterFromParams(params);
    expect(filter).toEqual({
      fid: 'f1',
      state: 2,
      artistid: 'a1',
      q: 'moon',
      sort: 'title',
      page: 2,
      size: 24,
      trash: true,
    });
    expect(paramsFromFilter(filter).toString()).toBe('fid=f1&state=2&artistid=a1&q=moon&sort=title&page=2&trash=1');
  });

  it('drops odd values', () => {
    const filter = filterFromParams(new URLSearchParams('state=9&sort=random&page=-1&q=%20'));
    expect(filter).toMatchObject({ state: undefined, sort: 'idx', page: 0, q: undefined, trash: false });
    expect(paramsFromFilter(filter).toString()).toBe('');
    expect(filterFromParams(new URLSearchParams('state=-1')).state).toBe(-1);
    expect(filterFromParams(new URLSearchParams('state=')).state).toBeUndefined();
  });

  it("sorts by title in the reader's language, and keeps her language out of the address", () => {
    const byTitle = filterFromParams(new URLSearchParams('sort=title'), 'en');
    expect(byTitle.locale).toBe('en');
    expect(paramsFromFilter(byTitle).toString()).toBe('sort=title');
    // Only the title sort depends on the language: other lists stay one cache entry for both.
    expect(filterFromParams(new URLSearchParams('sort=newest'), 'en')).not.toHaveProperty('locale');
  });

  it('allows ordering by hand only in the gallery’s own order, outside the trash', () => {
    expect(canReorder(filterFromParams(new URLSearchParams('')))).toBe(true);
    expect(canReorder(filterFromParams(new URLSearchParams('sort=title')))).toBe(false);
    expect(canReorder(filterFromParams(new URLSearchParams('trash=1')))).toBe(false);
  });
});
