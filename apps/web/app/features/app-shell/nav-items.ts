import {
  ADMIN_LEVEL,
  effectiveAccess,
  PermissionLevel,
  permissionFor,
  roleLevel,
  UserType,
  type PermissionArea,
  type PermissionSubject,
  type WorkspaceRole,
} from '@vernissage/shared';

/**
 * The app pages of the main menu. `area` marks a page of the workspace's own content: it is
 * listed only in a workspace, for someone who may at least read that area (plan and role,
 * DESIGN.md §5).
 */
const PAGES = {
  dashboard: { to: '/' },
  inventory: { to: '/inventory', area: 'inventory' },
  portfolio: { to: '/portfolio', area: 'inventory' },
  shares: { to: '/shares', area: 'inventory' },
  shared: { to: '/shared' },
  inbox: { to: '/inbox', area: 'showcase' },
  artistprofile: { to: '/artistprofile', area: 'inventory' },
  exhibitions: { to: '/exhibitions', area: 'showcase' },
  privateshare: { to: '/privateshare', area: 'showcase' },
  websetting: { to: '/websetting', area: 'website' },
  fairs: { to: '/fairs', area: 'inventory' },
  contests: { to: '/contests' },
  opportunities: { to: '/opportunities' },
  search: { to: '/search' },
  pricing: { to: '/pricing' },
  tutorial: { to: '/tutorial' },
} as const satisfies Record<string, { to: string; area?: PermissionArea }>;

export type NavKey = keyof typeof PAGES;

/**
 * Each kind of user's menu, in its order (issue 17): what they came for first. Collectors have
 * no paid plan, so no pricing; contests and opportunities are for artists (and others).
 */
export const MENUS: Record<UserType, readonly NavKey[]> = {
  [UserType.gallery]: [
    'dashboard',
    'inventory',
    'shares',
    'inbox',
    'artistprofile',
    'exhibitions',
    'privateshare',
    'websetting',
    'fairs',
    'search',
    'pricing',
    'tutorial',
  ],
  [UserType.artist]: [
    'dashboard',
    'portfolio',
    'inventory',
    'shares',
    'shared',
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
  ],
  [UserType.collector]: ['dashboard', 'shared', 'inventory', 'search', 'tutorial'],
  [UserType.fair]: ['dashboard', 'fairs', 'exhibitions', 'search', 'pricing', 'tutorial'],
  [UserType.others]: ['dashboard', 'inventory', 'shares', 'shared', 'search', 'opportunities', 'pricing', 'tutorial'],
};

/** A visitor's menu: what is open without an account (the other pages ask her to sign in). */
export const VISITOR_MENU: readonly NavKey[] = ['search', 'opportunities', 'pricing', 'tutorial'];

/** Where a kind of user names a page in its own words (`nav.<label>`); the key otherwise. */
const LABELS: Partial<Record<UserType, Partial<Record<NavKey, string>>>> = {
  [UserType.collector]: { inventory: 'collection', shared: 'offersReceived' },
  [UserType.gallery]: { artistprofile: 'artists', shares: 'offersSent' },
  [UserType.artist]: { inventory: 'works', shares: 'offersSent', shared: 'offersReceived' },
};

export interface NavItem {
  key: NavKey;
  to: string;
  /** The `nav.*` translation key of its label. */
  label: string;
}

/** Whom the menu is for: the kind of workspace they work in (else their own type), their plan and role. */
export interface NavAudience {
  /** The active workspace's type, else the person's; null while neither is known. */
  type: number | null;
  /** Null for a visitor. */
  user: PermissionSubject | null;
  /** Their role in the active workspace; null without one. */
  role: WorkspaceRole | null;
}

function isUserType(type: number | null): type is UserType {
  return type !== null && type in MENUS;
}

/**
 * The menu for one person: their kind's pages, less those of a workspace's content when they
 * have no workspace or may not read that area (an artist without a plan has no inventory).
 */
export function navItemsFor({ type, user, role }: NavAudience): NavItem[] {
  if (!user) return VISITOR_MENU.map((key) => ({ key, to: PAGES[key].to, label: key }));
  const kind = isUserType(type) ? type : UserType.others;
  const labels = LABELS[kind] ?? {};
  return MENUS[kind].flatMap((key): NavItem[] => {
    const page: { to: string; area?: PermissionArea } = PAGES[key];
    if (page.area) {
      const level = effectiveAccess(permissionFor(user, page.area), roleLevel(role));
      if (level < PermissionLevel.read) return [];
    }
    return [{ key, to: page.to, label: labels[key] ?? key }];
  });
}

/** Whether a menu entry is the current page: `/` only on itself, the others on their subpaths too. */
export function isNavItemActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The account menu's pages, in order: the platform admin's only to admins, the workspace's audit
 * log only to its owners (ADR 050). `galleryOnly` marks a workspace's gallery pages (its name,
 * logo, contacts and hold length; its audit log of offers and sales): a collector's workspace
 * offers no works, so they are not listed there.
 */
const ACCOUNT_LINKS = [
  { to: '/account', label: 'account', testId: 'account', shownTo: 'everyone' },
  { to: '/account/billing', label: 'billing', testId: 'billing', shownTo: 'everyone' },
  { to: '/admin', label: 'admin', testId: 'admin', shownTo: 'admins' },
  { to: '/admin/billing', label: 'adminBilling', testId: 'admin-billing', shownTo: 'admins' },
  { to: '/admin/contests', label: 'adminContests', testId: 'admin-contests', shownTo: 'admins' },
  { to: '/members', label: 'members', testId: 'members', shownTo: 'everyone' },
  { to: '/gallery/settings', label: 'gallery', testId: 'gallery', shownTo: 'everyone', galleryOnly: true },
  { to: '/gallery/audit', label: 'audit', testId: 'audit', shownTo: 'owners', galleryOnly: true },
] as const;

export type AccountLink = (typeof ACCOUNT_LINKS)[number];

/** Whom the account menu is for: the active workspace's type (else her own), her admin level and role. */
export interface AccountAudience {
  type: number | null;
  level: number;
  role: WorkspaceRole | null;
}

/** The account menu's entries (`userMenu.<label>`) for one signed-up person. */
export function accountLinksFor({ type, level, role }: AccountAudience): AccountLink[] {
  return ACCOUNT_LINKS.filter(
    (link) =>
      !('galleryOnly' in link && type === UserType.collector) &&
      (link.shownTo === 'everyone' ||
        (link.shownTo === 'admins' && level >= ADMIN_LEVEL) ||
        (link.shownTo === 'owners' && role === 'owner')),
  );
}
