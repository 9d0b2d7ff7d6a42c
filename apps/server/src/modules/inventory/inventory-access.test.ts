import { PermissionLevel } from '@vernissage/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { artworkImages, artworks, folders, inventoryItems, shares } from '../../db/schema/index.js';
import { multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let collector: SignedInUser;
let gid: string;

type Method = 'GET' | 'POST' | 'PUT';
type Work = Awaited<ReturnType<typeof createArtwork>>;

async function join(user: SignedInUser, role: 'admin' | 'member') {
  await t.app.inject({
    method: 'POST',
    url: '/api/user/gallery/invitation',
    headers: { ...owner.auth, gid },
    payload: { email: user.email, role },
  });
  const [invitation] = (await t.app.inject({ method: 'GET', url: '/api/user/invitations', headers: user.auth })).json<
    { token: string }[]
  >();
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/user/gallery/invitation/accept',
    headers: user.auth,
    payload: { token: invitation!.token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const call = (user: SignedInUser, method: Method, url: string, payload?: object, headers: object = {}) =>
  t.app.inject({ method, url, headers: { ...user.auth, gid, ...headers }, ...(payload && { payload }) });

/** A multipart request (the artwork and record edits take `data` JSON). */
async function multipart(user: SignedInUser, method: 'POST' | 'PUT', url: string, data: object, headers: object) {
  const body = await multipartBody(data);
  return t.app.inject({
    method,
    url,
    headers: { ...user.auth, gid, ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function folder(name: string, accessLevel: number) {
  const response = await call(owner, 'POST', '/api/inventory/folder', { name, accessLevel });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ fid: string }>().fid;
}

/** Everything a refused call could have changed, in a comparable form. */
async function snapshot() {
  const db = t.database.db;
  return JSON.stringify(
    await Promise.all([
      db.select().from(artworks).where(eq(artworks.galleryId, gid)).orderBy(asc(artworks.id)),
      db.select().from(inventoryItems).where(eq(inventoryItems.galleryId, gid)).orderBy(asc(inventoryItems.id)),
      db.select().from(folders).where(eq(folders.galleryId, gid)).orderBy(asc(folders.id)),
      db.select().from(shares).where(eq(shares.galleryId, gid)).orderBy(asc(shares.id)),
      db.select().from(artworkImages).where(eq(artworkImages.galleryId, gid)).orderBy(asc(artworkImages.id)),
    ]),
  );
}

let closedFid: string;
let readonlyFid: string;
let inClosed: Work;
let inReadonly: Work;
let closedItem: Work;
let open: Work;
let memberWork: Work;
let sid: string;

/** Statements the app sends, counted while `counting` is on. */
let queries = 0;
let counting = false;

beforeAll(async () => {
  t = await createTestApp({ onQuery: () => void (counting && (queries += 1)) });
  owner = await createUser(t.app, t.database.db, { type: 0 });
  gid = owner.gid;
  admin = await createUser(t.app, t.database.db, { type: 9 });
  member = await createUser(t.app, t.database.db, { type: 9 });
  collector = await createUser(t.app, t.database.db, { type: 3 });
  await join(admin, 'admin');
  await join(member, 'member');

  closedFid = await folder('Consignments', PermissionLevel.none);
  readonlyFid = await folder('Archive', PermissionLevel.read);
  inClosed = await createArtwork(t.database.db, {
    gid,
    title: 'Closed work',
    priceAmount: 90_000_000,
    priceDisplay: 'hidden',
    folderId: closedFid,
  });
  await t.database.db
    .update(inventoryItems)
    .set({ privateNotes: 'Consignor: K., floor 60M' })
    .where(eq(inventoryItems.id, inClosed.item.id));
  inReadonly = await createArtwork(t.database.db, { gid, title: 'Archived work', folderId: readonlyFid });
  const closedInReadonly = await createArtwork(t.database.db, {
    gid,
    title: 'Archived, closed',
    folderId: readonlyFid,
  });
  await call(owner, 'PUT', '/api/inventory/item/accesslevel', {
    iid: closedInReadonly.item.id,
    state: PermissionLevel.none,
  });
  closedItem = await createArtwork(t.database.db, { gid, title: 'Closed record' });
  await call(owner, 'PUT', '/api/inventory/item/accesslevel', { iid: closedItem.item.id, state: PermissionLevel.none });
  open = await createArtwork(t.database.db, { gid, title: 'Open work' });
  memberWork = await createArtwork(t.database.db, { gid, title: 'Added by the member', createdBy: member.uid });
  await call(owner, 'PUT', '/api/inventory/item/folder', { iid: memberWork.item.id, fid: closedFid });
  const share = await call(owner, 'POST', '/api/artwork/share', { aid: inClosed.artwork.id, shareuid: collector.uid });
  expect(share.statusCode, share.body).toBe(200);
  sid = share.json<{ sid: string }>().sid;
});
afterAll(() => t.close());

describe("a member and the workspace's closed and read-only folders", () => {
  it('is refused on every path that reads or changes them, and nothing changes', async () => {
    const before = await snapshot();
    const closedAid = inClosed.artwork.id;
    const attempts: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['detail of a work in a closed folder', () => call(member, 'GET', `/api/artwork/detail/${closedAid}`)],
      ['detail of a closed record', () => call(member, 'GET', `/api/artwork/detail/${closedItem.artwork.id}`)],
      [
        'record in a closed folder',
        () => call(member, 'GET', '/api/inventory/item', undefined, { iid: inClosed.item.id }),
      ],
      [
        'edit and move out of a closed folder',
        () => multipart(member, 'PUT', '/api/artwork', { title: 'Mine now', fid: null }, { aid: closedAid }),
      ],
      [
        'edit a work in a read-only folder',
        () => multipart(member, 'PUT', '/api/artwork', { title: 'Changed' }, { aid: inReadonly.artwork.id }),
      ],
      [
        'edit a closed record',
        () => multipart(member, 'PUT', '/api/artwork', { privateNotes: 'x' }, { aid: closedItem.artwork.id }),
      ],
      [
        'file an open work into a closed folder by editing it',
        () => multipart(member, 'PUT', '/api/artwork', { fid: closedFid }, { aid: open.artwork.id }),
      ],
      [
        'file an open work into a read-only folder by editing it',
        () => multipart(member, 'PUT', '/api/artwork', { fid: readonlyFid }, { aid: open.artwork.id }),
      ],
      [
        'edit the record in a closed folder',
        () => multipart(member, 'PUT', '/api/inventory/item', { location: 'Gone' }, { iid: inClosed.item.id }),
      ],
      [
        'add a work to a closed folder',
        () => multipart(member, 'POST', '/api/inventory/item', { title: 'Smuggled', fid: closedFid }, {}),
      ],
      [
        'add a work to a read-only folder',
        () => multipart(member, 'POST', '/api/inventory/item', { title: 'Smuggled', fid: readonlyFid }, {}),
      ],
      [
        'add a work with its own access level',
        () => multipart(member, 'POST', '/api/inventory/item', { title: 'Hidden', accessLevel: -1 }, {}),
      ],
      [
        'move one out of a closed folder',
        () => call(member, 'PUT', '/api/inventory/item/folder', { iid: inClosed.item.id, fid: null }),
      ],
      [
        'move one into a closed folder',
        () => call(member, 'PUT', '/api/inventory/items/folder', { iids: [open.item.id], fid: closedFid }),
      ],
      [
        'move one into a read-only folder',
        () => call(member, 'PUT', '/api/inventory/items/folder', { iids: [open.item.id], fid: readonlyFid }),
      ],
      [
        'set the state of a record',
        () => call(member, 'PUT', '/api/inventory/item/state', { iid: inClosed.item.id, state: 5 }),
      ],
      ['set the state of a work', () => call(member, 'PUT', '/api/artwork/state', { aid: closedAid, state: 5 })],
      ['trash a work', () => call(member, 'PUT', '/api/artwork/delete', undefined, { aid: closedAid })],
      [
        'trash a read-only record',
        () => call(member, 'POST', '/api/inventory/item/delete', { iids: [inReadonly.item.id] }),
      ],
      ['reorder', () => call(member, 'PUT', '/api/inventory/idx', { newIdxs: [{ iid: inClosed.item.id, idx: 0 }] })],
      ['rename a closed folder', () => call(member, 'PUT', '/api/inventory/folder', { fid: closedFid, name: 'Open' })],
      [
        'rename a read-only folder',
        () => call(member, 'PUT', '/api/inventory/folder', { fid: readonlyFid, name: 'X' }),
      ],
      ['delete a closed folder', () => call(member, 'POST', '/api/inventory/folder/delete', { fid: closedFid })],
      ['delete a read-only folder', () => call(member, 'POST', '/api/inventory/folder/delete', { fid: readonlyFid })],
      ['offer the work', () => call(member, 'POST', '/api/artwork/share', { aid: closedAid, shareuid: collector.uid })],
      ['read its offer', () => call(member, 'GET', `/api/artwork/shared/a/${sid}`)],
      ['change its offer', () => call(member, 'PUT', '/api/artwork/share', { sid, shareprice: 1 })],
      ['cancel its offer', () => call(member, 'PUT', '/api/artwork/shared/state', { sid, state: -1 })],
    ];
    for (const [what, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
      expect(JSON.parse(response.body), what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await snapshot()).toBe(before);
  });

  it('keeps what is closed out of every list the member reads', async () => {
    const inFolder = await call(member, 'GET', `/api/inventory?fid=${closedFid}`);
    expect(inFolder.json()).toMatchObject({ total: 0, items: [] });
    const folderList = (await call(member, 'GET', '/api/inventory/folder')).json<
      { fid: string; itemCount: number }[]
    >();
    expect(folderList.map((entry) => entry.fid)).toEqual([readonlyFid]);
    // A record closed to members does not even count in a folder they can open.
    expect(folderList[0]!.itemCount).toBe(1);
    const ownersCount = (await call(owner, 'GET', '/api/inventory/folder')).json<
      { fid: string; itemCount: number }[]
    >();
    expect(ownersCount.find((entry) => entry.fid === readonlyFid)!.itemCount).toBe(2);
    const offers = (await call(member, 'GET', '/api/artwork/shares')).json<{ items: { sid: string }[] }>();
    expect(offers.items.map((entry) => entry.sid)).not.toContain(sid);
    const mine = (await call(member, 'GET', '/api/artwork/my')).json<{ items: { aid: string }[] }>();
    expect(mine.items.map((entry) => entry.aid)).not.toContain(memberWork.artwork.id);
  });

  it("counts an artist's works as each reader may see them", async () => {
    const created = await multipart(owner, 'POST', '/api/artist', { name: 'Kim Counted' }, {});
    expect(created.statusCode, created.body).toBe(200);
    const artistid = created.json<{ artistid: string }>().artistid;
    await createArtwork(t.database.db, { gid, title: 'Counted, open', artistId: artistid });
    await createArtwork(t.database.db, { gid, title: 'Counted, closed', artistId: artistid, folderId: closedFid });
    const countFor = async (user: SignedInUser) => {
      const list = (await call(user, 'GET', `/api/artist/gallery/${gid}`)).json<
        { artistid: string; artworkCount: number }[]
      >();
      const one = (await call(user, 'GET', `/api/artist/${artistid}`)).json<{ artworkCount: number }>();
      return [list.find((entry) => entry.artistid === artistid)?.artworkCount, one.artworkCount];
    };
    expect(await countFor(owner)).toEqual([2, 2]);
    expect(await countFor(member)).toEqual([1, 1]);
  });

  it('still lets the member read the read-only folder and change open works', async () => {
    const detail = await call(member, 'GET', `/api/artwork/detail/${inReadonly.artwork.id}`);
    expect(detail.statusCode).toBe(200);
    const record = await call(member, 'GET', '/api/inventory/item', undefined, { iid: inReadonly.item.id });
    expect(record.json()).toMatchObject({ fid: readonlyFid, artwork: { title: 'Archived work' } });
    const edited = await multipart(
      member,
      'PUT',
      '/api/artwork',
      { title: 'Open work, retitled' },
      { aid: open.artwork.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("checks a bulk action's records in as many queries for twelve as for two", async () => {
    const works = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        createArtwork(t.database.db, { gid, title: `Bulk ${n}`, folderId: readonlyFid }),
      ),
    );
    // Open to the member, each in the read-only folder: the folder binds her, so the move is refused.
    const refused = await call(member, 'PUT', '/api/inventory/items/folder', {
      iids: works.map((work) => work.item.id),
      fid: null,
    });
    expect(refused.statusCode).toBe(403);
    const movedBy = async (count: number) => {
      queries = 0;
      counting = true;
      const moved = await call(owner, 'PUT', '/api/inventory/items/folder', {
        iids: works.slice(0, count).map((work) => work.item.id),
        fid: null,
      });
      counting = false;
      expect(moved.statusCode, moved.body).toBe(200);
      return queries;
    };
    await movedBy(1); // the first call of a session may do more (its bookkeeping)
    const forTwo = await movedBy(2);
    expect(await movedBy(12)).toBe(forTwo);
  });

  it('lets owners and admins do all of it', async () => {
    const detail = await call(admin, 'GET', `/api/artwork/detail/${inClosed.artwork.id}`);
    expect(detail.json()).toMatchObject({ title: 'Closed work', price: { amount: 90_000_000, display: 'hidden' } });
    const record = await call(admin, 'GET', '/api/inventory/item', undefined, { iid: inClosed.item.id });
    expect(record.json()).toMatchObject({ privateNotes: 'Consignor: K., floor 60M' });
    expect((await call(admin, 'GET', `/api/artwork/shared/a/${sid}`)).statusCode).toBe(200);
    const offers = (await call(admin, 'GET', '/api/artwork/shares')).json<{ items: { sid: string }[] }>();
    expect(offers.items.map((entry) => entry.sid)).toContain(sid);
    const renamed = await call(admin, 'PUT', '/api/inventory/folder', { fid: closedFid, name: 'Consignments 2025' });
    expect(renamed.json()).toMatchObject({ name: 'Consignments 2025', accessLevel: PermissionLevel.none });
    const edited = await multipart(
      owner,
      'PUT',
      '/api/artwork',
      { title: 'Closed work (final)' },
      { aid: inClosed.artwork.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // A record closed to members stays the owner's to offer.
    const offered = await call(owner, 'POST', '/api/artwork/share', {
      aid: closedItem.artwork.id,
      shareuid: collector.uid,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const moved = await call(admin, 'PUT', '/api/inventory/item/folder', { iid: inClosed.item.id, fid: null });
    expect(moved.json()).toMatchObject({ fid: null });
    expect((await call(owner, 'POST', '/api/inventory/folder/delete', { fid: readonlyFid })).json()).toEqual({
      ok: true,
    });
  });
});
