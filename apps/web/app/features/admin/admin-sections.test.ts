import { describe, expect, it } from 'vitest';
import { isPlatformAdmin, subjectPath } from './admin-sections';

describe('the admin console', () => {
  it('is for platform admins only', () => {
    expect(isPlatformAdmin({ level: 9 })).toBe(true);
    expect(isPlatformAdmin({ level: 0 })).toBe(false);
    expect(isPlatformAdmin(null)).toBe(false);
  });

  it("links a change to its subject's admin page while the subject exists", () => {
    expect(subjectPath({ subject: 'blog_post', subjectId: 'p 1', action: 'update' })).toBe('/admin/blog/p%201');
    expect(subjectPath({ subject: 'opportunity', subjectId: 'o1', action: 'create' })).toBe('/admin/opportunities/o1');
    expect(subjectPath({ subject: 'featured_work', subjectId: 'a1', action: 'unfeature' })).toBe('/admin/featured');
    expect(subjectPath({ subject: 'user', subjectId: 'u1', action: 'lock' })).toBe('/admin/users/u1');
    expect(subjectPath({ subject: 'blog_post', subjectId: 'p1', action: 'delete' })).toBeNull();
  });
});
