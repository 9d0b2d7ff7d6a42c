import { PermissionLevel } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import type { Identity } from '../../platform/auth/session-guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { findUserById } from '../user/user.repository.js';
import { accessOf, requireAccess } from './access.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function identityWithPlan(type: number, plan: { planid: string | null; planState: string | null }) {
  const user = await createUser(t.app, t.database.db, { type });
  await t.database.db.update(users).set(plan).where(eq(users.id, user.uid));
  const row = (await findUserById(t.database.db, user.uid))!;
  const gid = user.gid;
  const identity: Identity = { userId: user.uid, sessionId: 'n/a', user: row };
  return { identity, gid };
}

describe('requireAccess', () => {
  it('lets a gallery write its inventory', async () => {
    const { identity, gid } = await identityWithPlan(0, { planid: 'gcode', planState: 'active' });
    await expect(
      requireAccess(t.app.ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write }),
    ).resolves.toMatchObject({
      role: 'owner',
      access: PermissionLevel.write,
    });
  });

  it('makes an artist whose plan expired read-only, never locked out', async () => {
    const { identity, gid } = await identityWithPlan(7, { planid: 'abasic', planState: 'expired' });
    await expect(
      requireAccess(t.app.ctx, identity, { gid, area: 'inventory', need: PermissionLevel.read }),
    ).resolves.toMatchObject({
      access: PermissionLevel.read,
    });
    await expect(
      requireAccess(t.app.ctx, identity, { gid, area: 'inventory', need: PermissionLevel.write }),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/expired/),
    });
  });

  it('gives an artist without a plan nothing, and a basic plan no website', async () => {
    const none = await identityWithPlan(7, { planid: null, planState: null });
    await expect(
      requireAccess(t.app.ctx, none.identity, { gid: none.gid, area: 'inventory', need: PermissionLevel.read }),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    const basic = await identityWithPlan(7, { planid: 'abasic', planState: 'active' });
    await expect(
      requireAccess(t.app.ctx, basic.identity, { gid: basic.gid, area: 'website', need: PermissionLevel.write }),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    const pro = await identityWithPlan(7, { planid: 'apro', planState: 'trial' });
    await expect(
      requireAccess(t.app.ctx, pro.identity, { gid: pro.gid, area: 'website', need: PermissionLevel.write }),
    ).resolves.toBeDefined();
  });

  it("honours the resource's own access level and refuses other workspaces", async () => {
    const mine = await identityWithPlan(0, { planid: 'gcode', planState: 'active' });
    const theirs = await identityWithPlan(0, { planid: 'gcode', planState: 'active' });
    await expect(
      requireAccess(t.app.ctx, mine.identity, {
        gid: mine.gid,
        area: 'inventory',
        need: PermissionLevel.write,
        resourceLevel: PermissionLevel.read,
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(
      requireAccess(t.app.ctx, mine.identity, { gid: theirs.gid, area: 'inventory', need: PermissionLevel.read }),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: 'You are not a member of this workspace.',
    });
  });
});

describe('accessOf', () => {
  const { none, read, write } = PermissionLevel;
  it("binds members by the record's and folder's levels, never the owners and admins who set them", () => {
    expect(accessOf({ plan: write, role: 'member', memberLevels: [write, none] })).toBe(none);
    expect(accessOf({ plan: write, role: 'member', memberLevels: [read, write] })).toBe(read);
    expect(accessOf({ plan: write, role: 'member', memberLevels: [write, null] })).toBe(write);
    expect(accessOf({ plan: write, role: 'admin', memberLevels: [none, none] })).toBe(write);
    expect(accessOf({ plan: read, role: 'owner', memberLevels: [none] })).toBe(read);
    expect(accessOf({ plan: write, role: null, memberLevels: [write] })).toBe(none);
  });
});
