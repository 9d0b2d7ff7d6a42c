import { describe, expect, it } from 'vitest';
import { inventoryExportUrl } from './inventory-export';
import { filterFromParams } from './inventory-filter';

describe('inventoryExportUrl', () => {
  it('carries the list: folder, filters and order', () => {
    const filter = filterFromParams(new URLSearchParams('fid=f1&q=moon&state=0&sort=title&page=3'));
    const url = new URL(inventoryExportUrl('https://app.test/api/', 'g1', 'xlsx', { filter }, 'en'));
    expect(url.pathname).toBe('/api/inventory/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gid: 'g1',
      format: 'xlsx',
      locale: 'en',
      fid: 'f1',
      q: 'moon',
      state: '0',
      sort: 'title',
    });
  });

  it('carries exactly the picked works when there are some', () => {
    const url = new URL(inventoryExportUrl('https://app.test/api', 'g1', 'images', { iids: ['a', 'b'] }, 'ko'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ gid: 'g1', format: 'images', locale: 'ko', iids: 'a,b' });
  });
});
