import { randomBytes } from 'node:crypto';
import {
  ArtworkState,
  calendarDayIn,
  EXHIBITION_TIME_ZONE,
  PermissionLevel,
  UserType,
  type FairDto,
  type ParticipantDto,
  type TodayDto,
} from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork } from '../../db/factories/artwork.factory.js';
import { inventoryItems, users } from '../../db/schema/index.js';
import { fairManagement } from '../../test/fairs.js';
import { injectMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addMember, createUser, type SignedInUser } from '../../test/users.js';

const { holding, waiting, confirmed } = ArtworkState;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let t: TestApp;
/** Statements the home's own request sent: not the transactions' begin and commit (PostgreSQL's
 * driver sends them as statements, PGlite does not), nor the mail job the offers woke. */
let queries = 0;
const background = /^(begin|commit|rollback)\b|"mail_queue"/;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (query) => void (background.test(query) ? 0 : (queries += 1)) });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const signUp = (type: number = UserType.gallery, name?: string) =>
  createUser(t.app, t.database.db, { type, ...(name && { name }) });
const post = (user: SignedInUser, url: string, payload: Json) =>
  t.app.inject({ method: 'POST', url, headers: user.auth, payload });

/** GET `/api/workspace/today` as `user` in `gid` (her own unless told; none when null). */
function today(user: SignedInUser, gid: string | null = user.gid) {
  return t.app.inject({
    method: 'GET',
    url: '/api/workspace/today',
    headers: { ...user.auth, ...(gid !== null && { gid }) },
  });
}

async function todayOf(user: SignedInUser, gid = user.gid): Promise<TodayDto> {
  const answer = await today(user, gid);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<TodayDto>();
}

/** A work of `owner`'s workspace, straight into its inventory; its aid. */
async function work(
  owner: SignedInUser,
  title: string,
  price: { amount: number | null; currency?: 'KRW' | 'USD' } = { amount: 1_000_000 },
  folderId?: string,
): Promise<string> {
  const { artwork } = await createArtwork(t.database.db, {
    gid: owner.gid,
    createdBy: owner.uid,
    title,
    priceAmount: price.amount,
    priceCurrency: price.currency ?? 'KRW',
    folderId: folderId ?? null,
  });
  return artwork.id;
}

/** Offers the work to a new collector, who then holds it, asks to buy it, or (confirmed) buys it. */
async function offerAnd(owner: SignedInUser, aid: string, move: 'offer' | 'hold' | 'purchase' | 'confirm') {
  const collector = await signUp(UserType.collector);
  const offered = await post(owner, '/api/artwork/share', { aid, shareuid: collector.uid });
  expect(offered.statusCode, offered.body).toBe(200);
  const { sid } = offered.json<{ sid: string }>();
  if (move === 'hold') expect((await post(collector, '/api/artwork/shared/hold', { sid })).statusCode).toBe(200);
  if (move === 'purchase' || move === 'confirm') {
    expect((await post(collector, '/api/artwork/shared/purchase', { sid })).statusCode).toBe(200);
  }
  if (move === 'confirm') {
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/artwork/shared/state',
      headers: owner.auth,
      payload: { sid, state: confirmed },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return sid;
}

const sidsOf = (list: TodayDto['purchases']) => list.map((entry) => entry.share.sid);

describe('the home of a gallery', () => {
  let gallery: SignedInUser;
  const sid: Record<string, string> = {};

  beforeAll(async () => {
    gallery = await signUp(UserType.gallery, 'Gallery Hyun');
    // Two works on hold (one priced in dollars), one unpriced hold, a purchase, a sale, two available.
    sid.hold = await offerAnd(gallery, await work(gallery, 'Moon Jar', { amount: 12_000_000 }), 'hold');
    sid.dollarHold = await offerAnd(
      gallery,
      await work(gallery, 'Blue Hour', { amount: 5_000, currency: 'USD' }),
      'hold',
    );
    sid.unpricedHold = await offerAnd(gallery, await work(gallery, 'No Price', { amount: null }), 'hold');
    sid.purchase = await offerAnd(gallery, await work(gallery, 'Still Life'), 'purchase');
    sid.sale = await offerAnd(gallery, await work(gallery, 'Sold Work'), 'confirm');
    sid.offer = await offerAnd(gallery, await work(gallery, 'Offered'), 'offer');
    await work(gallery, 'On the wall');
  });

  it('lists the purchase to confirm, the running holds and the sale, and counts the inventory', async () => {
    const home = await todayOf(gallery);
    expect(home.gid).toBe(gallery.gid);
    expect(sidsOf(home.purchases)).toEqual([sid.purchase]);
    expect(home.purchases[0]).toMatchObject({
      canAct: true,
      share: { state: waiting, galleryName: 'Gallery Hyun', artwork: { title: 'Still Life' } },
    });
    expect(sidsOf(home.holds).sort()).toEqual([sid.hold, sid.dollarHold, sid.unpricedHold].sort());
    expect(home.holds.every((entry) => entry.canAct && entry.share.state === holding)).toBe(true);
    expect(sidsOf(home.recentSales)).toEqual([sid.sale]);
    expect(home.recentSales[0]?.share.state).toBe(confirmed);
    expect(home.figures).toEqual({
      available: 2,
      onHold: 3,
      waiting: 1,
      soldRecently: 1,
      valueOnHold: [
        { currency: 'KRW', amount: 12_000_000 },
        { currency: 'USD', amount: 5_000 },
      ],
    });
    // A gallery that organises no fair and has no visitors yet.
    expect(home.fairs).toEqual([]);
    expect(home.roomOpens).toEqual([]);
    expect(home.messages).toEqual({ unread: 0, latest: [] });
  });

  it('lists holds by the soonest to end, and reads the same number of queries however many offers it shows', async () => {
    const before = (await todayOf(gallery)).holds;
    const ends = before.map((entry) => entry.share.holdExpiresAt!);
    expect(ends).toEqual([...ends].sort());

    queries = 0;
    await todayOf(gallery);
    const withSix = queries;
    await offerAnd(gallery, await work(gallery, 'Another'), 'hold');
    await offerAnd(gallery, await work(gallery, 'And another'), 'purchase');
    queries = 0;
    const after = await todayOf(gallery);
    expect(after.holds).toHaveLength(4);
    expect(queries).toBe(withSix);
  });

  it('shows the latest unread visitor messages, each cut to its start', async () => {
    const long = 'ㄱ'.repeat(200);
    for (const message of ['Is the moon jar still available?', long]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/visitor/message',
        payload: { gid: gallery.gid, message, name: 'Park', email: 'park@example.test' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const { messages } = await todayOf(gallery);
    expect(messages?.unread).toBe(2);
    expect(messages?.latest.map((message) => message.preview)).toEqual([
      'ㄱ'.repeat(140),
      'Is the moon jar still available?',
    ]);
    expect(messages?.latest[0]).toMatchObject({ name: 'Park', vmid: expect.any(String) });
  });

  it('shows who opened its viewing rooms lately, through a recipient link or the room itself', async () => {
    const room = await injectMultipart(t.app, {
      method: 'POST',
      url: '/api/share',
      data: { title: 'Autumn viewing', works: [{ aid: await work(gallery, 'In the room') }], links: [{ name: 'Kim' }] },
      headers: { ...gallery.auth, gid: gallery.gid },
    });
    expect(room.statusCode, room.body).toBe(200);
    const { shareid, path, links } = room.json<{ shareid: string; path: string; links: { path: string }[] }>();
    const open = (at: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/url/${at}/visit`,
        headers: { 'user-agent': PHONE },
        payload: {
          visit: randomBytes(16).toString('base64url'),
          visitor: randomBytes(16).toString('base64url'),
          seconds: 0,
          works: [],
        },
      });
    expect((await open(links[0]!.path)).json()).toEqual({ counted: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await open(path)).json()).toEqual({ counted: true });

    const { roomOpens } = await todayOf(gallery);
    expect(roomOpens).toEqual([
      { shareid, roomTitle: 'Autumn viewing', roomTitleEn: null, visitor: null, openedAt: expect.any(String) },
      { shareid, roomTitle: 'Autumn viewing', roomTitleEn: null, visitor: 'Kim', openedAt: expect.any(String) },
    ]);
  });

  it('is refused to a non-member (403) and asks for the workspace (400)', async () => {
    const stranger = await signUp();
    const refused = await today(stranger, gallery.gid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await today(gallery, null)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/workspace/today', headers: { gid: gallery.gid } })).statusCode,
    ).toBe(401);
  });
});

describe('the home of a plain member', () => {
  it('leaves out the works closed to members, in the lists and the figures, and lets her act only where she may write', async () => {
    const owner = await signUp();
    const member = await signUp(UserType.others);
    await addMember(t.database.db, owner.gid, member.uid);
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/folder',
      headers: { ...owner.auth, gid: owner.gid },
      payload: { name: 'Consignments', accessLevel: PermissionLevel.none },
    });
    expect(folder.statusCode, folder.body).toBe(200);
    const fid = folder.json<{ fid: string }>().fid;

    const closedHold = await offerAnd(owner, await work(owner, 'Closed', { amount: 9_000_000 }, fid), 'hold');
    const openHold = await offerAnd(owner, await work(owner, 'Open', { amount: 3_000_000 }), 'hold');
    const readOnlyWork = await work(owner, 'Read only');
    const readOnlyPurchase = await offerAnd(owner, readOnlyWork, 'purchase');
    await t.database.db
      .update(inventoryItems)
      .set({ accessLevel: PermissionLevel.read })
      .where(eq(inventoryItems.artworkId, readOnlyWork));

    const mine = await todayOf(member, owner.gid);
    expect(sidsOf(mine.holds)).toEqual([openHold]);
    expect(mine.holds[0]?.canAct).toBe(true);
    expect(mine.purchases).toEqual([{ share: expect.objectContaining({ sid: readOnlyPurchase }), canAct: false }]);
    expect(mine.figures).toMatchObject({
      onHold: 1,
      waiting: 1,
      valueOnHold: [{ currency: 'KRW', amount: 3_000_000 }],
    });

    // The owner sees everything, and may act on all of it.
    const owners = await todayOf(owner);
    expect(sidsOf(owners.holds).sort()).toEqual([closedHold, openHold].sort());
    expect(owners.purchases).toEqual([{ share: expect.objectContaining({ sid: readOnlyPurchase }), canAct: true }]);
    expect(owners.figures).toMatchObject({ onHold: 2, valueOnHold: [{ currency: 'KRW', amount: 12_000_000 }] });
  });

  it('gives an artist whose plan lapsed her home read-only: she sees her offers but may not act on them', async () => {
    const artist = await signUp(UserType.artist);
    await t.database.db.update(users).set({ planid: 'abasic', planState: 'active' }).where(eq(users.id, artist.uid));
    const purchase = await offerAnd(artist, await work(artist, 'Self portrait'), 'purchase');
    await t.database.db.update(users).set({ planState: 'expired' }).where(eq(users.id, artist.uid));

    const home = await todayOf(artist);
    expect(home.purchases).toEqual([{ share: expect.objectContaining({ sid: purchase }), canAct: false }]);
    // The inbox stays readable on a lapsed plan, as the inbox itself rules.
    expect(home.messages).toEqual({ unread: 0, latest: [] });
  });
});

describe('the home of a fair', () => {
  it('lists the fairs it organises, the next first, with the applications waiting and the exhibitors accepted', async () => {
    const organiser = await signUp(UserType.fair);
    const [first, second, third] = [await signUp(), await signUp(), await signUp()];
    const api = fairManagement(t);
    const day = (offset: number) => calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
    const newFair = async (name: string, start: number) => {
      const answer = await api(
        organiser,
        'POST',
        '/fair',
        { gid: organiser.gid },
        {
          name,
          startDate: day(start),
          endDate: day(start + 3),
          sections: ['Galleries'],
          applicationOpensAt: new Date(Date.now() - 86_400_000).toISOString(),
          applicationClosesAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
          published: true,
        },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<FairDto>();
    };
    const later = await newFair('Busan Art Fair', 60);
    const next = await newFair('Seoul Art Fair', 20);
    const join = async (user: SignedInUser) => {
      const answer = await api(user, 'POST', '/join', {}, { gid: user.gid, artFairId: next.fairId });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ParticipantDto>();
    };
    await join(first);
    await join(second);
    const accepted = await join(third);
    const decided = await api(
      organiser,
      'PUT',
      `/participant/${accepted.participantId}`,
      { gid: organiser.gid },
      { status: 'accepted' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const { fairs } = await todayOf(organiser);
    expect(fairs).toEqual([
      {
        fairId: next.fairId,
        name: 'Seoul Art Fair',
        nameEn: null,
        startDate: day(20),
        endDate: day(23),
        status: 'upcoming',
        applied: 2,
        accepted: 1,
      },
      expect.objectContaining({ fairId: later.fairId, applied: 0, accepted: 0 }),
    ]);
    // An exhibitor's home lists no fair: it organises none.
    expect((await todayOf(first)).fairs).toEqual([]);
  });
});
