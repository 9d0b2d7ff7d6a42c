import { describe, expect, it } from 'vitest';
import { auditFilterOf } from './queries';

describe('the audit log address', () => {
  it('reads the page (from 1), a known kind and a work; ignores what it does not know', () => {
    expect(auditFilterOf(new URLSearchParams(''))).toEqual({ page: 0 });
    expect(auditFilterOf(new URLSearchParams('page=3&kind=price&aid=a1'))).toEqual({
      page: 2,
      kind: 'price',
      aid: 'a1',
    });
    expect(auditFilterOf(new URLSearchParams('page=-4&kind=everything&aid='))).toEqual({ page: 0 });
    expect(auditFilterOf(new URLSearchParams('page=two'))).toEqual({ page: 0 });
  });
});
