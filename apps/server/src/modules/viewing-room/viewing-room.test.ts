import { ArtworkState, TITLE_MAX } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkState, createArtwork } from '../../db/factories/artwork.factory.js';
import { artworks, inventoryItems, shares, viewingRoomLinks, viewingRooms } from '../../db/schema/index.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { setAdmin } from '../user/admin.service.js';

let t: TestApp;
let gallery: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun' });
  stranger = await createUser(t.app, t.database.db, { type: 0, name: 'Other Gallery' });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
interface Room {
  shareid: string;
  path: string;
  hasPasscode: boolean;
  works: { aid: string; price: number | null; state: number }[];
  links: { lid: string; name: string; path: string; visibility: Json | null }[];
}

/** A work with a value in every field a room can hide, each easy to find in an answer. */
async function work(gid = gallery.gid, title = 'Moon Jar') {
  const { artwork } = await createArtwork(t.database.db, {
    gid,
    createdBy: gallery.uid,
    title,
    priceAmount: 7_654_321,
  });
  await t.database.db
    .update(artworks)
    .set({
      year: 1987,
      mediumText: 'MEDIUM-SECRET',
      height: 123.5,
      dimensionText: 'DIMS-SECRET',
      editionType: 'edition',
      editionSize: 77,
      description: 'DESCRIPTION-SECRET',
    })
    .where(eq(artworks.id, artwork.id));
  await t.database.db
    .update(inventoryItems)
    .set({ stockNumber: 'STOCK-SECRET', location: 'LOCATION-SECRET' })
    .where(eq(inventoryItems.artworkId, artwork.id));
  return artwork.id;
}

const create = (user: SignedInUser, data: Json, gid = user.gid) =>
  injectMultipart(t.app, { method: 'POST', url: '/api/share', data, headers: { ...user.auth, gid } });
const update = (user: SignedInUser, shareid: string, data: Json) =>
  injectMultipart(t.app, { method: 'PUT', url: '/api/share', data, headers: { ...user.auth, shareid } });
const visit = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/share/url/${path}`, headers });

async function room(data: Json): Promise<Room> {
  const response = await create(gallery, data);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Room>();
}

const allShown = {
  price: true,
  dimensions: true,
  medium: true,
  edition: true,
  year: true,
  description: true,
  location: true,
  stockNumber: true,
};
const SECRETS = ['7654321', 'MEDIUM-SECRET', 'DIMS-SECRET', 'DESCRIPTION-SECRET', 'STOCK-SECRET', 'LOCATION-SECRET'];

describe('making rooms', () => {
  it('makes a room of works in order with room prices and recipient links, each at its own unguessable path', async () => {
    const [a, b] = [await work(), await work(undefined, 'Blue Field')];
    const made = await room({
      title: 'Spring viewing',
      intro: '봄 전시',
      works: [
        { aid: b, price: 5_000_000 },
        { aid: a, price: null },
      ],
      links: [{ name: 'Ann' }, { name: 'Bob', email: 'BOB@example.test' }],
    });
    expect(made.works.map((w) => [w.aid, w.price])).toEqual([
      [b, 5_000_000],
      [a, null],
    ]);
    expect(made.links.map((link) => link.name)).toEqual(['Ann', 'Bob']);
    const paths = [made.path, ...made.links.map((link) => link.path)];
    expect(new Set(paths).size).toBe(3);
    // At least 128 bits: 24 random bytes in base64url.
    for (const path of paths) expect(path).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/share/list',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(listed.json<{ items: Room[]; total: number }>().items.map((r) => r.shareid)).toContain(made.shareid);
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/share',
      headers: { ...gallery.auth, shareid: made.shareid },
    });
    expect(one.json<Room>().links).toHaveLength(2);
  });

  it('keeps an English title beside the Korean one, shown to the maker and to visitors, locked or not', async () => {
    const made = await room({ title: '봄 뷰잉', titleEn: '  Spring viewing  ', passcode: 'open sesame' });
    expect(made).toMatchObject({ title: '봄 뷰잉', titleEn: 'Spring viewing' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/share/list',
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(listed.json<{ items: Json[] }>().items).toContainEqual(
      expect.objectContaining({ shareid: made.shareid, titleEn: 'Spring viewing' }),
    );
    // A locked room shows its titles, and nothing else.
    expect((await visit(made.path)).json()).toMatchObject({
      locked: true,
      title: '봄 뷰잉',
      titleEn: 'Spring viewing',
    });

    // A blank English title is none: English readers then see the Korean one.
    const blanked = await update(gallery, made.shareid, { titleEn: '   ' });
    expect(blanked.statusCode, blanked.body).toBe(200);
    expect(blanked.json()).toMatchObject({ titleEn: null });
    expect((await visit(made.path)).json()).toMatchObject({ title: '봄 뷰잉', titleEn: null });

    // Too long is refused with the field named, and changes nothing.
    await update(gallery, made.shareid, { titleEn: 'Spring viewing' });
    const before = await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.id, made.shareid));
    for (const send of [
      () => update(gallery, made.shareid, { titleEn: 'x'.repeat(TITLE_MAX + 1) }),
      () => create(gallery, { title: 'Long', titleEn: 'x'.repeat(TITLE_MAX + 1) }),
    ]) {
      const refused = await send();
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation' });
      expect(refused.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(
        'body.data.titleEn',
      );
    }
    expect(await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.id, made.shareid))).toEqual(before);
    expect(await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.title, 'Long'))).toEqual([]);
  });

  it('refuses a room price of zero or below with 400 on the price, and changes nothing', async () => {
    const aid = await work();
    const made = await room({ title: 'Priced', works: [{ aid, price: 2_000_000 }] });
    const before = await t.database.db.select().from(viewingRooms);
    for (const price of [0, -5]) {
      for (const send of [
        () => create(gallery, { title: 'Free', works: [{ aid, price }] }),
        () => update(gallery, made.shareid, { works: [{ aid, price }] }),
      ]) {
        const refused = await send();
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(
          'body.data.works.0.price',
        );
      }
    }
    expect(await t.database.db.select().from(viewingRooms)).toEqual(before);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/share',
      headers: { ...gallery.auth, shareid: made.shareid },
    });
    expect(again.json<Room>().works.map((w) => w.price)).toEqual([2_000_000]);
  });

  it("refuses another workspace's works, and changes nothing", async () => {
    const foreign = await work(stranger.gid);
    const before = await t.database.db.select().from(viewingRooms);
    const response = await create(gallery, { title: 'Stolen', works: [{ aid: foreign }] });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(viewingRooms)).toEqual(before);
    const made = await room({ title: 'Mine', works: [{ aid: await work() }] });
    const changed = await update(gallery, made.shareid, { works: [{ aid: foreign }] });
    expect(changed.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/share',
      headers: { ...gallery.auth, shareid: made.shareid },
    });
    expect(again.json<Room>().works.map((w) => w.aid)).toEqual(made.works.map((w) => w.aid));
  });

  it('refuses other workspaces and anonymous callers on every route, changing nothing', async () => {
    const made = await room({ title: 'Private', works: [{ aid: await work() }], links: [{ name: 'Ann' }] });
    const asStranger = { ...stranger.auth, shareid: made.shareid };
    expect((await t.app.inject({ method: 'GET', url: '/api/share', headers: asStranger })).statusCode).toBe(404);
    expect((await update(stranger, made.shareid, { title: 'Hacked' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/share', headers: asStranger })).statusCode).toBe(404);
    expect((await create(stranger, { title: 'x' }, gallery.gid)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/share/list',
      headers: { ...stranger.auth, gid: gallery.gid },
    });
    expect(list.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/share/all', headers: stranger.auth })).statusCode).toBe(403);
    // Anonymous.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/share', headers: { shareid: made.shareid } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/share', headers: { shareid: made.shareid } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/share/list', headers: { gid: gallery.gid } })).statusCode,
    ).toBe(401);
    expect(
      (
        await injectMultipart(t.app, {
          method: 'PUT',
          url: '/api/share',
          data: { title: 'x' },
          headers: { shareid: made.shareid },
        })
      ).statusCode,
    ).toBe(401);
    const [stored] = await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.id, made.shareid));
    expect(stored?.title).toBe('Private');
    // A platform admin sees every room.
    await setAdmin(t.database.db, stranger.email, true);
    const all = await t.app.inject({ method: 'GET', url: '/api/share/all?size=100', headers: stranger.auth });
    expect(all.json<{ items: Room[] }>().items.map((r) => r.shareid)).toContain(made.shareid);
    await setAdmin(t.database.db, stranger.email, false);
  });

  it('an artist without the pro plan cannot make a room (showcase area)', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    expect((await create(artist, { title: 'Mine' })).statusCode).toBe(403);
    expect(await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.galleryId, artist.gid))).toEqual([]);
  });
});

describe('visiting rooms', () => {
  it('shows a link only the fields it may see: a hidden field is in no JSON', async () => {
    const aid = await work();
    const made = await room({
      title: 'Fields',
      works: [{ aid }],
      visibility: allShown,
      links: [
        { name: 'Ann' },
        { name: 'Bob', visibility: { ...allShown, price: false, stockNumber: false, location: false } },
      ],
    });
    const [ann, bob] = made.links;
    const full = await visit(ann!.path);
    expect(full.statusCode).toBe(200);
    for (const secret of SECRETS) expect(full.body).toContain(secret);
    expect(full.json()).toMatchObject({ recipientName: 'Ann', works: [{ aid, availability: 'available' }] });

    const hidden = await visit(bob!.path);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('7654321');
    expect(hidden.body).not.toContain('STOCK-SECRET');
    expect(hidden.body).not.toContain('LOCATION-SECRET');
    expect(hidden.body).toContain('DESCRIPTION-SECRET');
    const [shown] = hidden.json<{ works: Json[] }>().works;
    expect(shown).not.toHaveProperty('price');
    expect(shown).not.toHaveProperty('stockNumber');
    expect(hidden.headers['x-robots-tag']).toBe('noindex');

    // The room's own path shows what the room shows; by default no records of the gallery.
    const plain = await room({ title: 'Defaults', works: [{ aid }] });
    const general = await visit(plain.path);
    expect(general.body).not.toContain('STOCK-SECRET');
    expect(general.body).not.toContain('LOCATION-SECRET');
    expect(general.body).toContain('7654321');
  });

  it('a room price replaces the list price; the work carries no original', async () => {
    const aid = await work();
    const made = await room({ title: 'Prices', works: [{ aid, price: 4_200_000 }] });
    const body = (await visit(made.path)).json<{ works: { price: { amount: number }; images: Json[] }[] }>();
    expect(body.works[0]!.price.amount).toBe(4_200_000);
  });

  it('answers 404 for unknown, regenerated, deleted and expired paths', async () => {
    expect((await visit('A'.repeat(32))).statusCode).toBe(404);
    expect((await visit('bad path!')).statusCode).toBe(400);
    const made = await room({ title: 'Moving', works: [{ aid: await work() }], links: [{ name: 'Ann' }] });
    const ann = made.links[0]!;
    const moved = (
      await update(gallery, made.shareid, {
        regeneratePath: true,
        links: [{ lid: ann.lid, name: 'Ann', regenerate: true }],
      })
    ).json<Room>();
    expect(moved.path).not.toBe(made.path);
    expect(moved.links[0]!.lid).toBe(ann.lid);
    expect(moved.links[0]!.path).not.toBe(ann.path);
    expect((await visit(made.path)).statusCode).toBe(404);
    expect((await visit(ann.path)).statusCode).toBe(404);
    expect((await visit(moved.path)).statusCode).toBe(200);
    expect((await visit(moved.links[0]!.path)).statusCode).toBe(200);

    // Keeping a link without regenerating keeps its path.
    const kept = (await update(gallery, made.shareid, { links: [{ lid: ann.lid, name: 'Ann K.' }] })).json<Room>();
    expect(kept.links[0]!.path).toBe(moved.links[0]!.path);

    const expired = await update(gallery, made.shareid, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(expired.statusCode).toBe(200);
    expect((await visit(moved.path)).statusCode).toBe(404);
    expect((await visit(kept.links[0]!.path)).statusCode).toBe(404);

    const gone = await room({ title: 'Gone', links: [{ name: 'Zed' }] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/share', headers: { ...gallery.auth, shareid: gone.shareid } }))
        .statusCode,
    ).toBe(200);
    expect((await visit(gone.path)).statusCode).toBe(404);
    expect((await visit(gone.links[0]!.path)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(viewingRoomLinks).where(eq(viewingRoomLinks.roomId, gone.shareid)),
    ).toEqual([]);
  });

  it('keeps a room with a passcode locked: title only until the passcode, which is rate-limited', async () => {
    const made = await room({ title: 'Locked room', passcode: 'open sesame', works: [{ aid: await work() }] });
    expect(made.hasPasscode).toBe(true);
    const [stored] = await t.database.db.select().from(viewingRooms).where(eq(viewingRooms.id, made.shareid));
    expect(stored?.passcodeHash).not.toContain('open sesame');

    const locked = await visit(made.path);
    expect(locked.json()).toMatchObject({ locked: true, title: 'Locked room', works: [] });
    for (const secret of SECRETS) expect(locked.body).not.toContain(secret);

    const unlock = (passcode: string, remoteAddress = '10.9.0.1') =>
      t.app.inject({ method: 'POST', url: `/api/share/url/${made.path}/unlock`, payload: { passcode }, remoteAddress });
    const wrong = await unlock('wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await unlock('open sesame');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ locked: false });
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly/);
    const opened = await visit(made.path, { cookie });
    expect(opened.json()).toMatchObject({ locked: false, works: [expect.objectContaining({ title: 'Moon Jar' })] });
    // A made-up cookie opens nothing.
    expect((await visit(made.path, { cookie: `vr_${made.path}=forged` })).json()).toMatchObject({ locked: true });

    // Wrong guesses from one address are stopped (10 per room per 10 minutes).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await unlock(`guess ${i}`, '10.9.0.2')).statusCode);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(401);
    expect((await unlock('open sesame', '10.9.0.2')).statusCode).toBe(429);
    // Another address is not stopped by them.
    expect((await unlock('open sesame', '10.9.0.3')).statusCode).toBe(200);

    // A new passcode closes the room to the old cookie.
    await update(gallery, made.shareid, { passcode: 'another one' });
    expect((await visit(made.path, { cookie })).json()).toMatchObject({ locked: true });
  });
});

describe('live availability and holds', () => {
  it('a signed-in visitor holds a work at the room price through an offer; a second one cannot', async () => {
    const aid = await work();
    const made = await room({ title: 'Holds', works: [{ aid, price: 3_000_000 }] });
    const hold = (user: SignedInUser | null, body: Json = { aid }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/url/${made.path}/hold`,
        headers: user?.auth ?? {},
        payload: body,
      });
    expect((await hold(null)).statusCode).toBe(401);
    expect((await hold(gallery)).statusCode).toBe(400);
    const ann = await createUser(t.app, t.database.db, { type: 3 });
    const other = await work();
    expect((await hold(ann, { aid: other })).statusCode).toBe(404);
    const held = await hold(ann);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ state: ArtworkState.holding, shareprice: 3_000_000, shareuid: ann.uid });
    expect(await artworkState(t.database.db, aid)).toBe(ArtworkState.holding);
    expect((await visit(made.path)).json()).toMatchObject({ works: [{ availability: 'on_hold' }] });

    const bob = await createUser(t.app, t.database.db, { type: 3 });
    expect((await hold(bob)).statusCode).toBe(409);
    const bobs = await t.database.db.select().from(shares).where(eq(shares.shareuid, bob.uid));
    expect(bobs).toEqual([]);
  });

  it("streams the room's works' states, and nothing of other works", async () => {
    const aid = await work();
    const outside = await work();
    const made = await room({ title: 'Live', works: [{ aid }] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/share/url/${made.path}/events`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const setState = (target: string, state: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/artwork/state',
        headers: gallery.auth,
        payload: { aid: target, state },
      });
    expect((await setState(outside, ArtworkState.soldout)).statusCode).toBe(200);
    expect((await setState(aid, ArtworkState.soldout)).statusCode).toBe(200);
    let text = '';
    while (!text.includes('"sold"')) text += decoder.decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain(`event: state\ndata: {"aid":"${aid}","availability":"sold"}`);
    expect(text).not.toContain(outside);
    expect(text).not.toContain(gallery.gid);
  });
});
