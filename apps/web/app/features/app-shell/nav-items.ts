import { UserType } from '@vernissage/shared';

/**
 * The app pages in the main menu, in menu order; `key` names the label and the test id. An entry
 * with `types` is for workspaces of those types only.
 */
export const NAV_ITEMS = [
  { key: 'dashboard', to: '/' },
  { key: 'inventory', to: '/inventory' },
  { key: 'shares', to: '/shares' },
  { key: 'shared', to: '/shared' },
  { key: 'inbox', to: '/inbox' },
  { key: 'search', to: '/search' },
  { key: 'opportunities', to: '/opportunities' },
  { key: 'portfolio', to: '/portfolio' },
  { key: 'artistprofile', to: '/artistprofile' },
  { key: 'exhibitions', to: '/exhibitions' },
  { key: 'fairs', to: '/fairs', types: [UserType.fair, UserType.gallery, UserType.artist] },
  { key: 'contests', to: '/contests' },
  { key: 'privateshare', to: '/privateshare' },
  { key: 'websetting', to: '/websetting' },
  { key: 'pricing', to: '/pricing' },
  { key: 'tutorial', to: '/tutorial' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** The menu for the active workspace's type (null while none is known: every entry). */
export function navItemsFor(workspaceType: number | null): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => workspaceType === null || !('types' in item) || (item.types as readonly number[]).includes(workspaceType),
  );
}

/** Whether a menu entry is the current page: `/` only on itself, the others on their subpaths too. */
export function isNavItemActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
