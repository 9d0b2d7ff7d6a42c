import { ArtworkState } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { inventoryItems } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let gid: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
});
afterAll(() => t.close());

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, workspace = gid) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid: workspace }, ...(payload && { payload }) });

async function works(titles: string[], workspace = gid) {
  const created = [];
  for (const title of titles) created.push(await createArtwork(t.database.db, { gid: workspace, title }));
  return created;
}

describe('listing the inventory', () => {
  it('pages, filters by text, state and folder, and sorts', async () => {
    const [a, b, c] = await works(['Moon Jar', 'Blue Hour', 'Moonrise']);
    const page = await call(owner, 'GET', '/api/inventory?size=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 0, size: 2 });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(3);

    const moon = await call(owner, 'GET', '/api/inventory?q=moon&sort=title');
    expect(moon.json().items.map((item: { artwork: { title: string } }) => item.artwork.title)).toEqual([
      'Moon Jar',
      'Moonrise',
    ]);

    await call(owner, 'PUT', '/api/inventory/item/state', { iid: b!.item.id, state: ArtworkState.soldout });
    const sold = await call(owner, 'GET', `/api/inventory?state=${ArtworkState.soldout}`);
    expect(sold.json().items.map((item: { iid: string }) => item.iid)).toEqual([b!.item.id]);

    const folder = (await call(owner, 'POST', '/api/inventory/folder', { name: 'Jars' })).json();
    await call(owner, 'PUT', '/api/inventory/items/folder', { iids: [a!.item.id, c!.item.id], fid: folder.fid });
    const filed = await call(owner, 'GET', `/api/inventory?fid=${folder.fid}`);
    expect(filed.json().total).toBe(2);
    expect((await call(owner, 'GET', '/api/inventory/folder')).json()).toEqual([
      expect.objectContaining({ name: 'Jars', itemCount: 2 }),
    ]);
  });

  it('rejects bad queries with 400', async () => {
    for (const query of ['size=1000', 'page=-1', 'sort=random', 'state=abc']) {
      expect((await call(owner, 'GET', `/api/inventory?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('reordering', () => {
  it("applies a complete reorder, and refuses one naming another workspace's record without changing anything", async () => {
    const mine = await works(['First', 'Second', 'Third']);
    const other = await createUser(t.app, t.database.db, { type: 0 });
    const [theirs] = await works(['Theirs'], other.gid);
    const reversed = mine.map((work, index) => ({ iid: work.item.id, idx: 100 - index }));
    expect((await call(owner, 'PUT', '/api/inventory/idx', { newIdxs: reversed })).json()).toEqual({ updated: 3 });

    const before = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.galleryId, gid));
    const sneaky = [
      ...mine.map((work, index) => ({ iid: work.item.id, idx: index })),
      { iid: theirs!.item.id, idx: 0 },
    ];
    const refused = await call(owner, 'PUT', '/api/inventory/idx', { newIdxs: sneaky });
    expect(refused.statusCode).toBe(404);
    const after = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.galleryId, gid));
    expect(after.map((row) => [row.id, row.idx]).sort()).toEqual(before.map((row) => [row.id, row.idx]).sort());
    const [theirsAfter] = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, theirs!.item.id));
    expect(theirsAfter?.idx).toBe(theirs!.item.idx);

    const twice = await call(owner, 'PUT', '/api/inventory/idx', { newIdxs: [reversed[0], reversed[0]] });
    expect(twice.statusCode).toBe(400);
  });
});

describe('trash', () => {
  it('moves works to the trash and back', async () => {
    const [work] = await works(['Trashable']);
    expect((await call(owner, 'POST', '/api/inventory/item/delete', { iids: [work!.item.id] })).json()).toEqual({
      deleted: 1,
    });
    expect((await call(owner, 'GET', `/api/inventory?q=Trashable`)).json().total).toBe(0);
    expect((await call(owner, 'GET', `/api/inventory?q=Trashable&trash=true`)).json().total).toBe(1);
    expect((await call(owner, 'POST', '/api/inventory/item/restore', { iids: [work!.item.id] })).json()).toEqual({
      restored: 1,
    });
    expect((await call(owner, 'GET', `/api/inventory?q=Trashable`)).json().total).toBe(1);
  });

  it('deleting a folder returns its works to no folder', async () => {
    const [work] = await works(['Filed']);
    const folder = (await call(owner, 'POST', '/api/inventory/folder', { name: 'Temporary' })).json();
    await call(owner, 'PUT', '/api/inventory/item/folder', { iid: work!.item.id, fid: folder.fid });
    expect((await call(owner, 'POST', '/api/inventory/folder/delete', { fid: folder.fid })).json()).toEqual({
      ok: true,
    });
    const item = await call(owner, 'GET', '/api/inventory/item', undefined);
    expect(item.statusCode).toBe(400);
    const fetched = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/item',
      headers: { ...owner.auth, gid, iid: work!.item.id },
    });
    expect(fetched.json()).toMatchObject({ fid: null, artwork: { title: 'Filed' } });
  });
});

describe('states by hand', () => {
  it('allows ready, sold, done and withdrawn; refuses hold states', async () => {
    const [work] = await works(['Stateful']);
    for (const state of [ArtworkState.holding, ArtworkState.waiting, ArtworkState.confirmed]) {
      const response = await call(owner, 'PUT', '/api/inventory/item/state', { iid: work!.item.id, state });
      expect(response.statusCode).toBe(409);
    }
    expect((await call(owner, 'PUT', '/api/inventory/item/state', { iid: work!.item.id, state: 9 })).statusCode).toBe(
      400,
    );
    const withdrawn = await call(owner, 'PUT', '/api/inventory/item/state', {
      iid: work!.item.id,
      state: ArtworkState.cancel,
    });
    expect(withdrawn.json()).toMatchObject({ state: ArtworkState.cancel });
  });
});

describe('another workspace', () => {
  it('is refused on every inventory route, and nothing changes', async () => {
    const [work] = await works(['Private']);
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    const folder = (await call(owner, 'POST', '/api/inventory/folder', { name: 'Mine' })).json();
    const attempts: ['GET' | 'POST' | 'PUT', string, object | undefined][] = [
      ['GET', '/api/inventory', undefined],
      ['GET', '/api/inventory/folder', undefined],
      ['GET', '/api/inventory/share/items', undefined],
      ['PUT', '/api/inventory/item/state', { iid: work!.item.id, state: 5 }],
      ['PUT', '/api/inventory/item/accesslevel', { iid: work!.item.id, state: -1 }],
      ['PUT', '/api/inventory/items/folder', { iids: [work!.item.id], fid: null }],
      ['POST', '/api/inventory/item/delete', { iids: [work!.item.id] }],
      ['POST', '/api/inventory/folder', { name: 'Intruder' }],
      ['PUT', '/api/inventory/folder', { fid: folder.fid, name: 'Renamed' }],
      ['POST', '/api/inventory/folder/delete', { fid: folder.fid }],
      ['PUT', '/api/inventory/idx', { newIdxs: [{ iid: work!.item.id, idx: 0 }] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(stranger, method, url, payload, gid);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // With their own gid, our ids are simply not found.
    const ownGid = stranger.gid;
    expect(
      (await call(stranger, 'POST', '/api/inventory/item/delete', { iids: [work!.item.id] }, ownGid)).statusCode,
    ).toBe(404);
    const item = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/item',
      headers: { ...owner.auth, gid, iid: work!.item.id },
    });
    expect(item.json()).toMatchObject({ state: 0, accessLevel: 1, deletedAt: null, artwork: { title: 'Private' } });
    expect((await call(owner, 'GET', '/api/inventory/folder')).json().map((f: { name: string }) => f.name)).toContain(
      'Mine',
    );
  });

  it('keeps records a member may not see out of their list', async () => {
    const staff = await createUser(t.app, t.database.db, { type: 9 });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/gallery/invitation',
      headers: { ...owner.auth, gid },
      payload: { email: staff.email },
    });
    const { token } = (await t.app.inject({ method: 'GET', url: '/api/user/invitations', headers: staff.auth })).json<
      { token: string }[]
    >()[0]!;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/gallery/invitation/accept',
      headers: staff.auth,
      payload: { token },
    });
    const [hidden] = await works(['Owners only']);
    await call(owner, 'PUT', '/api/inventory/item/accesslevel', { iid: hidden!.item.id, state: -1 });
    expect((await call(staff, 'GET', '/api/inventory?q=Owners only')).json().total).toBe(0);
    expect((await call(owner, 'GET', '/api/inventory?q=Owners only')).json().total).toBe(1);
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/item',
      headers: { ...staff.auth, gid, iid: hidden!.item.id },
    });
    expect(direct.statusCode).toBe(403);
    // Members cannot change access levels.
    const [open] = await works(['Open']);
    expect(
      (await call(staff, 'PUT', '/api/inventory/item/accesslevel', { iid: open!.item.id, state: 0 })).statusCode,
    ).toBe(403);
  });
});
