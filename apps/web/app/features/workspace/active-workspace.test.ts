import type { WorkspaceDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { chooseActiveWorkspace, workspaceCookie } from './active-workspace';

const workspace = (gid: string): WorkspaceDto => ({
  gid,
  name: gid,
  nameen: null,
  type: 0,
  role: 'owner',
  holdDays: 7,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('chooseActiveWorkspace', () => {
  const list = [workspace('g1'), workspace('g2')];

  it('keeps the remembered workspace while the person belongs to it', () => {
    expect(chooseActiveWorkspace(list, 'g2')?.gid).toBe('g2');
  });

  it('falls back to the first for an unknown, foreign or missing id', () => {
    expect(chooseActiveWorkspace(list, 'someone-elses')?.gid).toBe('g1');
    expect(chooseActiveWorkspace(list, null)?.gid).toBe('g1');
  });

  it('is null without workspaces', () => {
    expect(chooseActiveWorkspace([], 'g1')).toBeNull();
  });
});

describe('workspaceCookie', () => {
  it('remembers the id site-wide for a year, same-site, encoded', () => {
    expect(workspaceCookie('g 1')).toBe('vernissage.gid=g%201; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(workspaceCookie('g1', { secure: true })).toMatch(/; Secure$/);
  });
});
