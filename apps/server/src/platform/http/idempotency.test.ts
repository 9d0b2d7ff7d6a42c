import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artworks, idempotentRequests, inventoryItems } from '../../db/schema/index.js';
import { changedTables, tableDigests, type TableDigests } from '../../test/table-digest.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectMultipart } from '../../test/multipart.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { makeImage } from '../images/test-images.js';
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEPT_MS, purgeIdempotentRequests } from './idempotency.js';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let red: Buffer;
let small: Buffer;
let digests: TableDigests;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, t.database.db);
  other = await createUser(t.app, t.database.db);
  red = await makeImage('jpeg');
  small = await makeImage('png', { width: 120, height: 90 });
  digests = await tableDigests(t.database.db);
});
afterAll(() => t.close());

let keyCounter = 0;
let key: string;
beforeEach(() => {
  key = `upload-${++keyCounter}-${Date.now()}`;
});

/** The bulk upload's request, as the web app sends it for one dropped file. */
function uploadAs(user: SignedInUser, image: Buffer, name: string, idempotencyKey: string | null = key) {
  return injectMultipart(t.app, {
    method: 'POST',
    url: '/api/inventory/items',
    data: undefined,
    files: [{ name, bytes: image, type: 'image/jpeg' }],
    headers: {
      ...user.auth,
      gid: user.gid,
      ...(idempotencyKey !== null && { 'idempotency-key': idempotencyKey }),
    },
  });
}

async function worksOf(user: SignedInUser): Promise<string[]> {
  const rows = await t.database.db
    .select({ title: artworks.title })
    .from(inventoryItems)
    .innerJoin(artworks, eq(artworks.id, inventoryItems.artworkId))
    .where(eq(inventoryItems.galleryId, user.gid));
  return rows.map((row) => row.title).sort();
}

/** Moves this key's record back in time, as if it had been made `ms` ago. */
async function ageKey(user: SignedInUser, ms: number) {
  await t.database.db
    .update(idempotentRequests)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(and(eq(idempotentRequests.userId, user.uid), eq(idempotentRequests.key, key)));
}

describe('a create sent again with its Idempotency-Key', () => {
  it('is done once: the repeat gets the first answer, marked as replayed', async () => {
    const before = await worksOf(owner);
    const first = await uploadAs(owner, red, 'Harbour at dawn.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await uploadAs(owner, red, 'Harbour at dawn.jpg');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await worksOf(owner)).toEqual([...before, 'Harbour at dawn'].sort());
  });

  it('without a key, the same request makes a second work, as before', async () => {
    const before = (await worksOf(owner)).length;
    expect((await uploadAs(owner, small, 'Twice.png', null)).statusCode).toBe(200);
    expect((await uploadAs(owner, small, 'Twice.png', null)).statusCode).toBe(200);
    expect((await worksOf(owner)).length).toBe(before + 2);
  });

  it('refuses the key sent with another file, and makes nothing', async () => {
    expect((await uploadAs(owner, red, 'First.jpg')).statusCode).toBe(200);
    const before = await worksOf(owner);
    for (const [image, name] of [
      [small, 'First.jpg'],
      [red, 'Renamed.jpg'],
    ] as const) {
      const reused = await uploadAs(owner, image, name);
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    }
    expect(await worksOf(owner)).toEqual(before);
  });

  it('refuses the key sent to another route, and makes nothing', async () => {
    expect((await uploadAs(owner, red, 'Routed.jpg')).statusCode).toBe(200);
    const before = await worksOf(owner);
    const single = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/inventory/item',
      data: { title: 'Routed' },
      files: [{ name: 'Routed.jpg', bytes: red, type: 'image/jpeg' }],
      headers: { ...owner.auth, gid: owner.gid, 'idempotency-key': key },
    });
    expect(single.statusCode).toBe(400);
    expect(await worksOf(owner)).toEqual(before);
  });

  it("keeps each person's keys apart: the same key from another account does its own work", async () => {
    expect((await uploadAs(owner, red, 'Mine.jpg')).statusCode).toBe(200);
    const theirs = await uploadAs(other, red, 'Mine.jpg');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await worksOf(other)).toContain('Mine');
    const item = theirs.json<{ items: { gid: string }[] }>().items[0]!;
    expect(item.gid).toBe(other.gid);
  });

  it('says a repeat sent while the first is under way is early, and makes nothing', async () => {
    expect((await uploadAs(owner, red, 'Early.jpg')).statusCode).toBe(200);
    // The first request's record put back as it stands while its work runs: no answer yet.
    await t.database.db
      .update(idempotentRequests)
      .set({ status: null, body: null })
      .where(and(eq(idempotentRequests.userId, owner.uid), eq(idempotentRequests.key, key)));
    const before = await worksOf(owner);
    const early = await uploadAs(owner, red, 'Early.jpg');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'request_in_progress' });
    expect(await worksOf(owner)).toEqual(before);

    // A first request still marked under way long after any could last died with its process.
    await ageKey(owner, IDEMPOTENCY_ABANDONED_MS + 60_000);
    const taken = await uploadAs(owner, red, 'Early.jpg');
    expect(taken.statusCode).toBe(200);
    expect(await worksOf(owner)).toEqual([...before, 'Early'].sort());
  });

  it('lets the key go when the first request failed, so the request can be tried anew', async () => {
    const before = await worksOf(owner);
    const fake = await uploadAs(owner, Buffer.from('not an image at all'), 'Fake.jpg');
    expect(fake.statusCode).toBe(415);
    const kept = await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(kept).toEqual([]);
    const real = await uploadAs(owner, red, 'Fake.jpg');
    expect(real.statusCode).toBe(200);
    expect(await worksOf(owner)).toEqual([...before, 'Fake'].sort());
  });

  it('does the work again once the key is older than it is kept, and the purge lets such keys go', async () => {
    expect((await uploadAs(owner, small, 'Yesterday.png')).statusCode).toBe(200);
    const before = await worksOf(owner);
    await ageKey(owner, IDEMPOTENCY_KEPT_MS + 60_000);
    const later = await uploadAs(owner, small, 'Yesterday.png');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await worksOf(owner)).toEqual([...before, 'Yesterday'].sort());

    await ageKey(owner, IDEMPOTENCY_KEPT_MS + 60_000);
    const fresh = `${key}-fresh`;
    expect((await uploadAs(owner, small, 'Today.png', fresh)).statusCode).toBe(200);
    expect(await purgeIdempotentRequests(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(sql`${idempotentRequests.key} in (${key}, ${fresh})`);
    expect(left).toEqual([{ key: fresh }]);
  });

  it('refuses a malformed key before doing anything', async () => {
    const before = await worksOf(owner);
    for (const bad of ['with space', 'x'.repeat(256), '키']) {
      const refused = await uploadAs(owner, red, 'Bad key.jpg', bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation' });
    }
    expect(await worksOf(owner)).toEqual(before);
  });
});

describe('the other routes that make something, sent again with their key', () => {
  const someWorkOf = async (user: SignedInUser) => {
    const [item] = await t.database.db
      .select({ aid: inventoryItems.artworkId })
      .from(inventoryItems)
      .where(eq(inventoryItems.galleryId, user.gid))
      .limit(1);
    return item!.aid;
  };
  const creates = [
    {
      what: 'an artist with a photo',
      url: '/api/artist',
      data: () => ({ name: '이우환' }),
      files: () => [{ field: 'photo', name: 'portrait.png', bytes: small, type: 'image/png' }],
    },
    {
      what: 'an exhibition with a cover',
      url: '/api/exhibition',
      data: () => ({ title: '봄의 정원', startDate: '2026-12-01', endDate: '2026-12-31' }),
      files: () => [{ field: 'cover', name: 'cover.jpg', bytes: red, type: 'image/jpeg' }],
    },
    {
      what: 'a viewing room of a work',
      url: '/api/share',
      data: async () => ({ title: 'For Mrs Han', works: [{ aid: await someWorkOf(owner) }] }),
      files: () => [],
    },
  ];

  it.each(creates)('make $what once: the repeat is the first answer and changes no table', async (create) => {
    const send = async () =>
      injectMultipart(t.app, {
        method: 'POST',
        url: create.url,
        data: await create.data(),
        files: create.files(),
        headers: { ...owner.auth, gid: owner.gid, 'idempotency-key': key },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const before = (await digests.read()).all;
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(changedTables(before, (await digests.read()).all)).toEqual([]);
  });
});
