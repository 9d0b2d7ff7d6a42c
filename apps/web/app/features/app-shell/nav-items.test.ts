import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

describe('isNavItemActive', () => {
  it('marks the dashboard only on /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/pricing', '/')).toBe(false);
  });

  it('marks a section on itself and its subpaths, not on look-alikes', () => {
    expect(isNavItemActive('/search', '/search')).toBe(true);
    expect(isNavItemActive('/search/artists', '/search')).toBe(true);
    expect(isNavItemActive('/searching', '/search')).toBe(false);
  });
});

describe('NAV_ITEMS', () => {
  it('lists the app pages of SPEC.md §2, with the inventory and shares', () => {
    expect(NAV_ITEMS.map((item) => item.to)).toEqual([
      '/',
      '/inventory',
      '/shares',
      '/shared',
      '/inbox',
      '/search',
      '/portfolio',
      '/artistprofile',
      '/exhibitions',
      '/privateshare',
      '/websetting',
      '/pricing',
      '/tutorial',
    ]);
  });
});
