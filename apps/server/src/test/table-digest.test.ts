import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../db/factories/artwork.factory.js';
import { changedTables, tableDigests, type TableDigests } from './table-digest.js';
import { createTestApp, type TestApp } from './test-app.js';
import { createUser, type SignedInUser } from './users.js';

/**
 * The route sweeps prove a refused call changed nothing with these digests: they must see a write,
 * tell the named workspace's rows from another's, and reuse a reading only where nothing was sent.
 */

let t: TestApp;
let tables: TableDigests;
let gallery: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  other = await createUser(t.app, t.database.db, { type: 0 });
  tables = await tableDigests(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('table digests', () => {
  it("see a write in every table it touched, and in the workspace's own rows only for that workspace", async () => {
    expect(tables.count).toBeGreaterThan(50);
    const before = await tables.before([gallery.gid]);
    const beforeOther = await tables.before([other.gid]);
    await createArtwork(t.database.db, { gid: gallery.gid });
    const after = await tables.after([gallery.gid]);
    const afterOther = await tables.after([other.gid]);

    expect(changedTables(before.all, after.all)).toEqual(expect.arrayContaining(['artworks', 'inventory_items']));
    expect(changedTables(before.owned, after.owned)).toEqual(expect.arrayContaining(['artworks', 'inventory_items']));
    expect(changedTables(beforeOther.owned, afterOther.owned)).toEqual([]);
    // Tables without a workspace column have no owned digest.
    expect(Object.keys(after.owned)).not.toContain('users');
  });

  it("reuse the last call's after as the next call's before, and read afresh once told to forget", async () => {
    const after = await tables.after([gallery.gid]);
    expect(await tables.before([gallery.gid])).toBe(after);
    // Once used, or for other workspaces, a reading is not reused.
    expect(await tables.before([gallery.gid])).not.toBe(after);
    const forGallery = await tables.after([gallery.gid]);
    expect(await tables.before([other.gid])).not.toBe(forGallery);

    // A write the sweep did not read after: forgotten, it is not taken for the next call's change.
    await tables.after([gallery.gid]);
    await createArtwork(t.database.db, { gid: gallery.gid });
    tables.forget();
    const fresh = await tables.before([gallery.gid]);
    expect(changedTables(fresh.all, (await tables.after([gallery.gid])).all)).toEqual([]);

    // Not forgotten, it is reported as the next call's change (a false alarm, not a miss).
    await createArtwork(t.database.db, { gid: gallery.gid });
    const stale = await tables.before([gallery.gid]);
    expect(changedTables(stale.all, (await tables.after([gallery.gid])).all)).toContain('artworks');
  });
});
