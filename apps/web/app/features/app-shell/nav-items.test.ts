import { describe, expect, it } from 'vitest';
import { UserType } from '@vernissage/shared';
import { isNavItemActive, NAV_ITEMS, navItemsFor } from './nav-items';

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
      '/opportunities',
      '/portfolio',
      '/artistprofile',
      '/exhibitions',
      '/fairs',
      '/contests',
      '/privateshare',
      '/websetting',
      '/pricing',
      '/tutorial',
    ]);
  });
});

describe('navItemsFor', () => {
  it('lists fairs for fair, gallery and artist workspaces only', () => {
    const hasFairs = (type: number | null) => navItemsFor(type).some((item) => item.key === 'fairs');
    expect([UserType.fair, UserType.gallery, UserType.artist].map(hasFairs)).toEqual([true, true, true]);
    expect([UserType.collector, UserType.others].map(hasFairs)).toEqual([false, false]);
    expect(hasFairs(null)).toBe(true);
    expect(navItemsFor(UserType.collector)).toHaveLength(NAV_ITEMS.length - 1);
  });
});
