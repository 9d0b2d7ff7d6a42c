import { ArtworkState } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkState, createArtwork } from '../../db/factories/artwork.factory.js';
import { shares, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { releaseExpiredHolds } from '../availability/availability.service.js';

const { cancel, ready, shared, holding, waiting, confirmed, soldout, done } = ArtworkState;

let t: TestApp;
let smtp: SmtpTestServer;
let gallery: SignedInUser;
let gid: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://vernissage.test' } });
  gallery = await createUser(t.app, t.database.db, { type: 0, name: 'Gallery Hyun', email: 'owner@hyun.test' });
  gid = gallery.gid;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Json = Record<string, unknown>;
const post = (user: SignedInUser, url: string, payload: Json) =>
  t.app.inject({ method: 'POST', url, headers: user.auth, payload });
const put = (user: SignedInUser, url: string, payload: Json) =>
  t.app.inject({ method: 'PUT', url, headers: user.auth, payload });

async function artwork(title = 'Moon Jar', price = 12_000_000) {
  return (await createArtwork(t.database.db, { gid, createdBy: gallery.uid, title, priceAmount: price })).artwork;
}

async function offer(aid: string, collector: SignedInUser) {
  const response = await post(gallery, '/api/artwork/share', { aid, email: collector.email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sid: string; state: number }>();
}

const collector = () => createUser(t.app, t.database.db, { type: 3 });

describe('offering', () => {
  it('offers a work to a collector by e-mail; the collector sees it, price shown as the gallery allows', async () => {
    const ann = await collector();
    const work = await artwork();
    const share = await offer(work.id, ann);
    expect(share).toMatchObject({ state: shared, shareprice: 12_000_000, recipient: { email: ann.email } });
    expect(await artworkState(t.database.db, work.id)).toBe(shared);
    const mine = await t.app.inject({ method: 'GET', url: `/api/artwork/shared/${ann.uid}`, headers: ann.auth });
    expect(mine.json()).toEqual([
      expect.objectContaining({ sid: share.sid, galleryName: 'Gallery Hyun', state: shared }),
    ]);
    // Someone else's list is not theirs to read.
    const other = await collector();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/artwork/shared/${ann.uid}`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/artwork/shared/a/${share.sid}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses unknown uids, members, and works of another workspace', async () => {
    const work = await artwork();
    expect((await post(gallery, '/api/artwork/share', { aid: work.id, shareuid: 'nobody' })).statusCode).toBe(404);
    expect((await post(gallery, '/api/artwork/share', { aid: work.id, email: gallery.email })).statusCode).toBe(400);
    const stranger = await createUser(t.app, t.database.db, { type: 0 });
    const ann = await collector();
    const foreign = await post(stranger, '/api/artwork/share', { aid: work.id, shareuid: ann.uid });
    expect(foreign.statusCode).toBe(403);
    expect(await t.database.db.select().from(shares).where(eq(shares.artworkId, work.id))).toEqual([]);
  });

  it('answers a change of terms that names none with 400, the offer as it was', async () => {
    const work = await artwork();
    const share = await offer(work.id, await collector());
    const [before] = await t.database.db.select().from(shares).where(eq(shares.id, share.sid));
    // Found by the isolation sweep: this answered 500 (an update with nothing to set).
    const empty = await put(gallery, '/api/artwork/share', { sid: share.sid });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation', details: [{ field: 'body' }] });
    expect(await t.database.db.select().from(shares).where(eq(shares.id, share.sid))).toEqual([before]);
    const priced = await put(gallery, '/api/artwork/share', { sid: share.sid, shareprice: 9_000_000 });
    expect(priced.json()).toMatchObject({ shareprice: 9_000_000, state: shared });
  });

  it('refuses an offer at a price of zero or below with 400 on the price, making or changing nothing', async () => {
    const ann = await collector();
    const work = await artwork();
    for (const shareprice of [0, -5]) {
      const made = await post(gallery, '/api/artwork/share', { aid: work.id, email: ann.email, shareprice });
      expect(made.statusCode, made.body).toBe(400);
      expect(made.json()).toMatchObject({ code: 'validation', details: [{ field: 'body.shareprice' }] });
    }
    expect(await t.database.db.select().from(shares).where(eq(shares.artworkId, work.id))).toEqual([]);
    expect(await artworkState(t.database.db, work.id)).toBe(ready);

    const share = await offer(work.id, ann);
    const [before] = await t.database.db.select().from(shares).where(eq(shares.id, share.sid));
    const changed = await put(gallery, '/api/artwork/share', { sid: share.sid, shareprice: 0 });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(await t.database.db.select().from(shares).where(eq(shares.id, share.sid))).toEqual([before]);
  });
});

describe('the share state machine', () => {
  it('runs share → hold → purchase → confirm → sold → done, mailing the owner and the buyer', async () => {
    const ann = await collector();
    const work = await artwork('Blue Hour');
    const { sid } = await offer(work.id, ann);

    const held = await post(ann, '/api/artwork/shared/hold', { sid, uid: ann.uid });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ state: holding, holdExpiresAt: expect.any(String) });
    expect(await artworkState(t.database.db, work.id)).toBe(holding);
    await smtp.mailTo('owner@hyun.test', /Blue Hour is on hold/);

    expect((await post(ann, '/api/artwork/shared/purchase', { sid })).json()).toMatchObject({
      state: waiting,
      holdExpiresAt: null,
    });
    await smtp.mailTo('owner@hyun.test', /Purchase request for Blue Hour/);
    for (const [state, expected] of [
      [confirmed, confirmed],
      [soldout, soldout],
      [done, done],
    ]) {
      const moved = await put(gallery, '/api/artwork/shared/state', { sid, uid: ann.uid, state });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await artworkState(t.database.db, work.id)).toBe(expected);
    }
    await smtp.mailTo(ann.email, /confirmed/);
  });

  it('releases holds and purchases to ready, by the recipient or the owner', async () => {
    const ann = await collector();
    const work = await artwork();
    const { sid } = await offer(work.id, ann);
    await post(ann, '/api/artwork/shared/hold', { sid });
    expect((await post(gallery, '/api/artwork/shared/hold/cancel', { sid })).json()).toMatchObject({ state: ready });
    expect(await artworkState(t.database.db, work.id)).toBe(ready);
    // A released offer is offered again when the owner renews its terms.
    expect((await put(gallery, '/api/artwork/share', { sid, shareprice: 10_000_000 })).json()).toMatchObject({
      state: shared,
      shareprice: 10_000_000,
    });
    await post(ann, '/api/artwork/shared/purchase', { sid });
    expect((await post(ann, '/api/artwork/shared/purchase/cancel', { sid })).json()).toMatchObject({ state: ready });
  });

  it('answers every illegal move with 409 and changes nothing', async () => {
    const ann = await collector();
    const work = await artwork();
    const { sid } = await offer(work.id, ann);
    const illegal: [SignedInUser, string, Json][] = [
      [ann, '/api/artwork/shared/hold/cancel', { sid }],
      [ann, '/api/artwork/shared/purchase/cancel', { sid }],
      [gallery, '/api/artwork/shared/state', { sid, state: confirmed }],
      [gallery, '/api/artwork/shared/state', { sid, state: done }],
      [gallery, '/api/artwork/shared/state', { sid, state: holding }],
    ];
    for (const [user, url, body] of illegal) {
      const response = url.endsWith('/state') ? await put(user, url, body) : await post(user, url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'invalid_transition' });
    }
    // The owner cannot hold for the collector, the collector cannot confirm.
    expect((await post(gallery, '/api/artwork/shared/hold', { sid })).statusCode).toBe(409);
    await post(ann, '/api/artwork/shared/purchase', { sid });
    expect((await put(ann, '/api/artwork/shared/state', { sid, state: confirmed })).statusCode).toBe(404);
    // Final states stay final.
    expect((await put(gallery, '/api/artwork/shared/state', { sid, state: cancel })).json()).toMatchObject({
      state: cancel,
    });
    expect((await put(gallery, '/api/artwork/shared/state', { sid, state: shared })).statusCode).toBe(409);
    expect((await post(ann, '/api/artwork/shared/hold', { sid })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, sid));
    expect(row?.state).toBe(cancel);
    expect(await artworkState(t.database.db, work.id)).toBe(ready);
  });

  it('keeps a work exclusive: a second collector cannot hold or buy while the first holds', async () => {
    const [ann, bob] = [await collector(), await collector()];
    const work = await artwork();
    const first = await offer(work.id, ann);
    const second = await offer(work.id, bob);
    await post(ann, '/api/artwork/shared/hold', { sid: first.sid });
    for (const url of ['/api/artwork/shared/hold', '/api/artwork/shared/purchase']) {
      const response = await post(bob, url, { sid: second.sid });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict' });
    }
    // Nor can it be offered to a third person meanwhile.
    const carol = await collector();
    expect((await post(gallery, '/api/artwork/share', { aid: work.id, email: carol.email })).statusCode).toBe(409);
  });

  it('lets exactly one of 20 parallel holds win', async () => {
    const work = await artwork('Contested');
    const collectors = await Promise.all(Array.from({ length: 20 }, () => collector()));
    const offers: { sid: string }[] = [];
    for (const person of collectors) offers.push(await offer(work.id, person));
    const results = await Promise.all(
      collectors.map((person, index) => post(person, '/api/artwork/shared/hold', { sid: offers[index]!.sid })),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(shares).where(eq(shares.artworkId, work.id));
    expect(rows.filter((row) => row.state === holding)).toHaveLength(1);
    expect(await artworkState(t.database.db, work.id)).toBe(holding);
  });
});

describe('hold expiry and the waitlist', () => {
  it('releases an expired hold — even one that expired while the server was down — and offers the work to the queue', async () => {
    const [ann, bob] = [await collector(), await collector()];
    const work = await artwork('Waiting Room');
    const first = await offer(work.id, ann);
    const second = await offer(work.id, bob);
    await post(ann, '/api/artwork/shared/hold', { sid: first.sid });

    // Bob cannot hold; he joins the waitlist instead.
    const queued = await post(bob, '/api/artwork/shared/waitlist', { sid: second.sid });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ waitlistPosition: 1 });

    // The hold's time passes (the server may have been down at that moment).
    await t.database.db
      .update(shares)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shares.id, first.sid));
    expect(await releaseExpiredHolds(t.app.ctx)).toBe(1);
    expect(await artworkState(t.database.db, work.id)).toBe(shared);
    const [annShare] = await t.database.db.select().from(shares).where(eq(shares.id, first.sid));
    expect(annShare).toMatchObject({ state: ready, holdExpiresAt: null });
    const offerMail = await smtp.mailTo(bob.email, /available again/);
    expect(offerMail.text).toContain(`http://vernissage.test/shared/${second.sid}`);

    // Bob holds now; a second sweep finds nothing to do.
    expect((await post(bob, '/api/artwork/shared/hold', { sid: second.sid })).statusCode).toBe(200);
    expect(await releaseExpiredHolds(t.app.ctx)).toBe(0);
  });

  it('uses the workspace hold period', async () => {
    const ann = await collector();
    const work = await artwork();
    const { sid } = await offer(work.id, ann);
    const held = (await post(ann, '/api/artwork/shared/hold', { sid })).json<{ holdExpiresAt: string }>();
    const days = (new Date(held.holdExpiresAt).getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses joining the queue of an available work', async () => {
    const ann = await collector();
    const work = await artwork();
    const { sid } = await offer(work.id, ann);
    expect((await post(ann, '/api/artwork/shared/waitlist', { sid })).statusCode).toBe(409);
  });
});

describe('the owning workspace', () => {
  it('lists its offers and refuses another workspace', async () => {
    const ann = await collector();
    const work = await artwork();
    await offer(work.id, ann);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/artwork/shares?aid=${work.id}`,
      headers: { ...gallery.auth, gid },
    });
    expect(list.json()).toMatchObject({ total: 1, items: [{ aid: work.id, recipient: { email: ann.email } }] });
    const stranger = await createUser(t.app, t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/artwork/shares', headers: { ...stranger.auth, gid } }))
        .statusCode,
    ).toBe(403);
  });

  it('makes an artist with a lapsed plan read-only: offers and confirmations are refused', async () => {
    const artist = await createUser(t.app, t.database.db, { type: 7 });
    await t.database.db.update(users).set({ planid: 'abasic', planState: 'expired' }).where(eq(users.id, artist.uid));
    const artistGid = artist.gid;
    const work = (await createArtwork(t.database.db, { gid: artistGid, createdBy: artist.uid })).artwork;
    const ann = await collector();
    const refused = await post(artist, '/api/artwork/share', { aid: work.id, email: ann.email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/expired/);
  });
});
