import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArtwork } from '../db/factories/artwork.factory.js';
import { mailQueue } from '../db/schema/index.js';
import { changedTables, tableDigests, type Snapshot, type TableDigests } from './table-digest.js';
import { createTestApp, type TestApp } from './test-app.js';
import { createUser, type SignedInUser } from './users.js';

/**
 * The route sweeps prove a refused call changed nothing with these digests: they must see a write,
 * tell the named workspace's rows from another's, and reuse a reading only while nothing was written.
 */

let t: TestApp;
let tables: TableDigests;
let gallery: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0 });
  other = await createUser(t.app, t.database.db, { type: 0 });
  // Their sign-up mail goes out in the background, deleting its queued row: a write the readings
  // below would see at whatever moment it lands.
  await vi.waitFor(async () => expect(await t.database.db.select().from(mailQueue)).toEqual([]), { timeout: 10_000 });
  tables = await tableDigests(t.database.db);
});

afterAll(async () => {
  await t.close();
});

/**
 * Nothing written in this database: on PGlite the kept reading itself. On PostgreSQL transaction ids
 * are the server's, and the other test worker's databases move them, so it may be read again: the
 * same digests.
 */
function expectKept(reading: Snapshot, kept: Snapshot) {
  if (t.database.kind === 'pglite') expect(reading).toBe(kept);
  else expect([...changedTables(kept.all, reading.all), ...changedTables(kept.owned, reading.owned)]).toEqual([]);
}

describe('table digests', () => {
  it("see a write in every table it touched, and in the workspace's own rows only for that workspace", async () => {
    expect(tables.count).toBeGreaterThan(50);
    const before = await tables.read([gallery.gid]);
    const beforeOther = await tables.read([other.gid]);
    await createArtwork(t.database.db, { gid: gallery.gid });
    const after = await tables.read([gallery.gid]);
    const afterOther = await tables.read([other.gid]);

    expect(changedTables(before.all, after.all)).toEqual(expect.arrayContaining(['artworks', 'inventory_items']));
    expect(changedTables(before.owned, after.owned)).toEqual(expect.arrayContaining(['artworks', 'inventory_items']));
    expect(changedTables(beforeOther.owned, afterOther.owned)).toEqual([]);
    // Tables without a workspace column have no owned digest.
    expect(Object.keys(after.owned)).not.toContain('users');
  });

  it('read again only once a transaction has written, and see every write since', async () => {
    const first = await tables.read([gallery.gid]);
    // Nothing written: the same reading, for each workspace asked about.
    expectKept(await tables.read([gallery.gid]), first);
    const forOther = await tables.read([other.gid]);
    expect(forOther).not.toBe(first);
    expectKept(await tables.read([other.gid]), forOther);

    // A call that only reads (a signed-in GET) leaves the reading as it was.
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/inventory',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(answer.statusCode).toBe(200);
    expectKept(await tables.read([gallery.gid]), first);

    // A write, whoever made it and however many readings ago: read again, and seen.
    await createArtwork(t.database.db, { gid: gallery.gid });
    const afterWrite = await tables.read([gallery.gid]);
    expect(afterWrite).not.toBe(first);
    expect(changedTables(first.all, afterWrite.all)).toContain('artworks');
    expect(changedTables(forOther.all, (await tables.read([other.gid])).all)).toContain('artworks');

    // A write rolled back takes a transaction id too: read again, and nothing changed.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from artworks`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const afterRollback = await tables.read([gallery.gid]);
    expect(afterRollback).not.toBe(afterWrite);
    expect(changedTables(afterWrite.all, afterRollback.all)).toEqual([]);
  });
});
