import { describe, expect, it } from 'vitest';
import { UserType, type PermissionSubject, type WorkspaceRole } from '@vernissage/shared';
import { accountLinksFor, isNavItemActive, navItemsFor } from './nav-items';

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

const plan = (planid: string, state = 'active'): PermissionSubject['plan'] => ({ planid, state });
/** The menu of a person of `type` working in her own workspace, as `[key, label]` pairs. */
function menuOf(type: UserType, user: Partial<PermissionSubject> = {}, role: WorkspaceRole | null = 'owner') {
  return navItemsFor({ type, user: { type, plan: plan('gpro'), ...user }, role }).map((item) =>
    item.key === item.label ? item.key : `${item.key}=${item.label}`,
  );
}

describe('navItemsFor', () => {
  it("lists exactly a gallery's pages, its artists and offers in its words", () => {
    expect(menuOf(UserType.gallery)).toEqual([
      'dashboard',
      'inventory',
      'shares=offersSent',
      'inbox',
      'artistprofile=artists',
      'exhibitions',
      'privateshare',
      'websetting',
      'fairs',
      'search',
      'pricing',
      'tutorial',
    ]);
  });

  it("lists exactly an artist's pages with the pro plan, her portfolio first", () => {
    expect(menuOf(UserType.artist, { plan: plan('apro') })).toEqual([
      'dashboard',
      'portfolio',
      'inventory=works',
      'shares=offersSent',
      'shared=offersReceived',
      'inbox',
      'artistprofile',
      'exhibitions',
      'privateshare',
      'websetting',
      'fairs',
      'contests',
      'opportunities',
      'search',
      'pricing',
      'tutorial',
    ]);
  });

  it('calls a collector’s inventory "my collection", with her offers first and no pricing', () => {
    expect(menuOf(UserType.collector)).toEqual([
      'dashboard',
      'shared=offersReceived',
      'inventory=collection',
      'search',
      'tutorial',
    ]);
  });

  it("lists exactly a fair organiser's pages and an other's", () => {
    expect(menuOf(UserType.fair)).toEqual(['dashboard', 'fairs', 'exhibitions', 'search', 'pricing', 'tutorial']);
    expect(menuOf(UserType.others)).toEqual([
      'dashboard',
      'inventory',
      'shares',
      'shared',
      'search',
      'opportunities',
      'pricing',
      'tutorial',
    ]);
  });

  it('shows an artist without a plan no page of the workspace’s content, and the way to a plan', () => {
    const menu = menuOf(UserType.artist, { plan: null });
    expect(menu).toEqual([
      'dashboard',
      'shared=offersReceived',
      'contests',
      'opportunities',
      'search',
      'pricing',
      'tutorial',
    ]);
  });

  it('keeps the pages of the workspace for an artist whose plan lapsed: she can still read them', () => {
    expect(menuOf(UserType.artist, { plan: plan('apro', 'expired') })).toContain('inventory=works');
  });

  it('shows someone without a workspace only what does not belong to one', () => {
    expect(menuOf(UserType.gallery, {}, null)).toEqual(['dashboard', 'search', 'pricing', 'tutorial']);
  });

  it('shows a visitor what is open without an account', () => {
    expect(navItemsFor({ type: null, user: null, role: null }).map((item) => item.key)).toEqual([
      'search',
      'opportunities',
      'pricing',
      'tutorial',
    ]);
  });

  it('gives an unknown type the menu of others', () => {
    expect(navItemsFor({ type: 42, user: { type: 42, plan: null }, role: 'member' }).map((item) => item.key)).toEqual(
      menuOf(UserType.others),
    );
  });
});

describe('accountLinksFor', () => {
  const labels = (type: UserType, role: WorkspaceRole | null = 'owner', level = 0) =>
    accountLinksFor({ type, level, role }).map((link) => link.label);

  it("gives a gallery's owner its settings and audit log", () => {
    expect(labels(UserType.gallery)).toEqual(['account', 'billing', 'members', 'gallery', 'audit']);
  });

  it('offers a collector no gallery settings nor audit log in her own workspace', () => {
    expect(labels(UserType.collector)).toEqual(['account', 'billing', 'members']);
  });

  it('keeps the audit log to owners and the admin pages to admins', () => {
    expect(labels(UserType.gallery, 'member')).toEqual(['account', 'billing', 'members', 'gallery']);
    expect(labels(UserType.artist, 'owner', 9)).toEqual([
      'account',
      'billing',
      'admin',
      'adminBilling',
      'adminContests',
      'members',
      'gallery',
      'audit',
    ]);
  });
});
