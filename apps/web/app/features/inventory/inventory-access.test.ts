import { UserType } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { inventoryAccess } from './inventory-access';

const gallery = { type: UserType.gallery, plan: null };
const artist = (state: string | null) => ({ type: UserType.artist, plan: { planid: 'abasic', state } });

describe('inventoryAccess', () => {
  it('lets gallery owners write and manage, members write', () => {
    expect(inventoryAccess(gallery, 'owner')).toMatchObject({ canWrite: true, canManage: true, limitedByPlan: false });
    expect(inventoryAccess(gallery, 'member')).toMatchObject({ canWrite: true, canManage: false });
  });

  it('makes the inventory read-only for an artist whose plan has lapsed', () => {
    expect(inventoryAccess(artist('active'), 'owner')).toMatchObject({ canWrite: true, limitedByPlan: false });
    expect(inventoryAccess(artist('expired'), 'owner')).toMatchObject({
      canRead: true,
      canWrite: false,
      canManage: false,
      limitedByPlan: true,
    });
  });

  it('gives nothing to an artist without a plan, or outside the workspace', () => {
    expect(inventoryAccess({ type: UserType.artist, plan: null }, 'owner')).toMatchObject({ canRead: false });
    expect(inventoryAccess(gallery, null)).toMatchObject({ canRead: false, limitedByPlan: false });
  });
});
