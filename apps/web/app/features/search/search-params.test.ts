import { describe, expect, it } from 'vitest';
import { withParams } from '../../lib/list-params';
import {
  activeFilterCount,
  decadeOf,
  decadeParams,
  NO_FILTERS,
  SEARCH_PAGE_SIZE,
  searchQueryOf,
  searchTabOf,
  showsStaffPicks,
  withFilters,
} from './search-params';

const params = (text: string) => new URLSearchParams(text);

describe('the address of /search', () => {
  it('reads the words, every facet filter and the page in the API’s own names', () => {
    expect(
      searchQueryOf(
        params(
          'q=김환&medium=painting&price=1m_5m&sizeClass=large&availability=sold&location=seoul&yearFrom=1950&yearTo=1959&page=2',
        ),
      ),
    ).toEqual({
      q: '김환',
      medium: 'painting',
      price: '1m_5m',
      sizeClass: 'large',
      availability: 'sold',
      location: 'seoul',
      yearFrom: 1950,
      yearTo: 1959,
      page: 2,
      size: SEARCH_PAGE_SIZE,
    });
  });

  it('leaves out what the contract refuses, keeping the rest', () => {
    expect(
      searchQueryOf(
        params(`q=${'가'.repeat(101)}&medium=gold&price=cheap&yearFrom=old&page=-1&sizeClass=small&location=atlantis`),
      ),
    ).toEqual({
      sizeClass: 'small',
      page: 0,
      size: SEARCH_PAGE_SIZE,
    });
    expect(searchQueryOf(params('q=%20%20'))).toEqual({ page: 0, size: SEARCH_PAGE_SIZE });
  });

  it('reads the tab, works unless it says places', () => {
    expect(searchTabOf(params('tab=places'))).toBe('places');
    expect(searchTabOf(params('tab=other'))).toBe('works');
  });

  it('turns a decade into its years and back, and counts it as one filter', () => {
    expect(decadeParams(1950)).toEqual({ yearFrom: '1950', yearTo: '1959' });
    const query = searchQueryOf(params('yearFrom=1950&yearTo=1959&medium=print'));
    expect(decadeOf(query)).toBe(1950);
    expect(activeFilterCount(query)).toBe(2);
    expect(decadeOf(searchQueryOf(params('yearFrom=1950&yearTo=1970')))).toBeNull();
  });

  it('starts again from the first page on every change of filters, and clears them all at once', () => {
    const start = params('q=김환&medium=painting&page=3&tab=works');
    expect(withFilters(start, { price: '1m_5m' }).toString()).toBe(
      withParams(params('q=김환&medium=painting&tab=works'), { price: '1m_5m' }).toString(),
    );
    expect(withFilters(start, NO_FILTERS).toString()).toBe(params('q=김환&tab=works').toString());
  });

  it('shows the staff picks only to a visitor who has just arrived: no words, no filters, first page', () => {
    const picks = (text: string) => showsStaffPicks(searchQueryOf(params(text)), searchTabOf(params(text)));
    expect(picks('')).toBe(true);
    // Parameters the page does not read leave it a bare /search.
    expect(picks('q=%20&medium=no-such-medium&utm_source=mail')).toBe(true);
    expect(picks('q=김환')).toBe(false);
    expect(picks('medium=painting')).toBe(false);
    expect(picks('yearFrom=1950&yearTo=1959')).toBe(false);
    expect(picks('page=1')).toBe(false);
    expect(picks('tab=places')).toBe(false);
  });
});
