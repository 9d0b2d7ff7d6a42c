import { describe, expect, it } from 'vitest';
import { filtersToParams, OPPORTUNITIES_PAGE_SIZE, opportunityQueryOf } from './opportunity-params';

describe('the address of /opportunities', () => {
  it('reads the filters the contract accepts and the page, leaving out the rest', () => {
    expect(opportunityQueryOf(new URLSearchParams('kind=grant&country=KR&location=서울&q=회화&page=1'))).toEqual({
      kind: 'grant',
      country: 'KR',
      location: '서울',
      q: '회화',
      page: 1,
      size: OPPORTUNITIES_PAGE_SIZE,
    });
    expect(opportunityQueryOf(new URLSearchParams('kind=party&country=korea&location=%20'))).toEqual({
      page: 0,
      size: OPPORTUNITIES_PAGE_SIZE,
    });
  });

  it('writes only the filters that are set', () => {
    expect(filtersToParams({ kind: 'residency', country: undefined, q: '' }).toString()).toBe('kind=residency');
  });
});
