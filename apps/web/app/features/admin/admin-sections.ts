import { ADMIN_LEVEL, type ContentSubject } from '@vernissage/shared';

/** Whether the person is a platform admin (granted only by `npm run admin`). */
export function isPlatformAdmin(user: { level: number } | null | undefined): boolean {
  return (user?.level ?? 0) >= ADMIN_LEVEL;
}

/** The console's sections, in the order of the hub's cards; `key` names the card's text and test id. */
export const ADMIN_SECTIONS = [
  { key: 'users', to: '/admin/users' },
  { key: 'blog', to: '/admin/blog' },
  { key: 'opportunities', to: '/admin/opportunities' },
  { key: 'featured', to: '/admin/featured' },
  { key: 'contests', to: '/admin/contests' },
  { key: 'billing', to: '/admin/billing' },
  { key: 'codes', to: '/admin/codes' },
  { key: 'leads', to: '/admin/leads' },
  { key: 'changes', to: '/admin/changes' },
] as const;

/**
 * Where the change log links a change to: the admin page of what changed, while it still
 * exists (a deleted post or opportunity has no page any more).
 */
export function subjectPath(change: { subject: ContentSubject; subjectId: string; action: string }): string | null {
  if (change.action === 'delete') return null;
  const id = encodeURIComponent(change.subjectId);
  switch (change.subject) {
    case 'blog_post':
      return `/admin/blog/${id}`;
    case 'opportunity':
      return `/admin/opportunities/${id}`;
    case 'featured_work':
      return '/admin/featured';
    case 'user':
      return `/admin/users/${id}`;
  }
}
