import { randomBytes } from 'node:crypto';
import type { RoomBeacon } from '@vernissage/shared';
import { roomBeaconSchema } from '@vernissage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../platform/mail/mail-queue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type SignedInUser } from '../../test/users.js';
import { purgeOldRoomVisits, recordRoomBeacon, roomAnalyticsOf, type BeaconSender } from './room-analytics.service.js';
import { roomVisits } from '../../db/schema/index.js';
import { sql } from 'drizzle-orm';

const token = () => randomBytes(16).toString('base64url');
const browser: BeaconSender = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  isMemberOfRoomWorkspace: false,
};
const beacon = (input: Partial<RoomBeacon> & Pick<RoomBeacon, 'visit' | 'visitor'>) =>
  roomBeaconSchema.parse({ seconds: 0, works: [], ...input });

describe('viewing room analytics', () => {
  let t: TestApp;
  let gallery: SignedInUser;
  const roomId = 'room-1';
  const artworkIds = new Set(['work-a', 'work-b']);
  let place: { galleryId: string; roomId: string; linkId: string | null; artworkIds: Set<string> };

  beforeAll(async () => {
    t = await createTestApp();
    gallery = await createUser(t.app, t.app.ctx.db);
    place = { galleryId: gallery.gid, roomId, linkId: 'link-kim', artworkIds };
  });
  afterAll(() => t.close());

  it('counts opens, unique visitors, time and the works looked at, per link and for the room', async () => {
    const ctx = t.app.ctx;
    const kim = token();
    const firstVisit = token();
    // Kim opens the link, looks at work A for 20 s, then at work B for 5 s, over two beacons.
    expect(await recordRoomBeacon(ctx, place, beacon({ visit: firstVisit, visitor: kim }), browser)).toEqual({
      counted: true,
      firstOpen: true,
    });
    await recordRoomBeacon(
      ctx,
      place,
      beacon({ visit: firstVisit, visitor: kim, seconds: 30, works: [{ aid: 'work-a', seconds: 20, opened: true }] }),
      browser,
    );
    await recordRoomBeacon(
      ctx,
      place,
      beacon({ visit: firstVisit, visitor: kim, seconds: 10, works: [{ aid: 'work-b', seconds: 5, opened: true }] }),
      browser,
    );
    // Kim comes back later (a second visit, same browser), and looks at A again.
    const again = await recordRoomBeacon(
      ctx,
      place,
      beacon({ visit: token(), visitor: kim, seconds: 15, works: [{ aid: 'work-a', seconds: 15, opened: true }] }),
      browser,
    );
    expect(again).toEqual({ counted: true, firstOpen: false });
    // Someone else opens the room's own path.
    await recordRoomBeacon(
      ctx,
      { ...place, linkId: null },
      beacon({ visit: token(), visitor: token(), seconds: 8 }),
      browser,
    );

    const analytics = await roomAnalyticsOf(ctx, gallery.gid, roomId);
    expect(analytics).toMatchObject({ opens: 3, visitors: 2, seconds: 63 });
    expect(analytics.works).toEqual([
      { aid: 'work-a', seconds: 35, opens: 2 },
      { aid: 'work-b', seconds: 5, opens: 1 },
    ]);
    const link = analytics.links.find((entry) => entry.linkId === 'link-kim');
    expect(link).toMatchObject({ opens: 2, visitors: 1, seconds: 55 });
    expect(link?.firstOpenAt).toEqual(expect.any(String));
    expect(Date.parse(link!.lastOpenAt!)).toBeGreaterThanOrEqual(Date.parse(link!.firstOpenAt!));
    expect(analytics.links.find((entry) => entry.linkId === null)).toMatchObject({
      opens: 1,
      visitors: 1,
      seconds: 8,
      works: [],
    });
  });

  it('counts neither robots nor the gallery itself, nor works outside the room', async () => {
    const ctx = t.app.ctx;
    const otherPlace = { ...place, roomId: 'room-2' };
    const robot = { ...browser, userAgent: 'facebookexternalhit/1.1' };
    const member = { ...browser, isMemberOfRoomWorkspace: true };
    expect(
      await recordRoomBeacon(ctx, otherPlace, beacon({ visit: token(), visitor: token(), seconds: 9 }), robot),
    ).toEqual({
      counted: false,
      firstOpen: false,
    });
    await recordRoomBeacon(ctx, otherPlace, beacon({ visit: token(), visitor: token(), seconds: 9 }), member);
    expect((await roomAnalyticsOf(ctx, gallery.gid, 'room-2')).opens).toBe(0);

    await recordRoomBeacon(
      ctx,
      otherPlace,
      beacon({ visit: token(), visitor: token(), works: [{ aid: 'work-of-another-room', seconds: 30, opened: true }] }),
      browser,
    );
    const analytics = await roomAnalyticsOf(ctx, gallery.gid, 'room-2');
    expect(analytics.opens).toBe(1);
    expect(analytics.works).toEqual([]);
  });

  it('does not let a visit id be taken over by another room, link or browser', async () => {
    const ctx = t.app.ctx;
    const visit = token();
    const visitor = token();
    const room3 = { ...place, roomId: 'room-3' };
    await recordRoomBeacon(ctx, room3, beacon({ visit, visitor, seconds: 5 }), browser);
    for (const [at, who] of [
      [{ ...room3, roomId: 'room-4' }, visitor],
      [{ ...room3, linkId: 'link-lee' }, visitor],
      [room3, token()],
    ] as const) {
      expect(await recordRoomBeacon(ctx, at, beacon({ visit, visitor: who, seconds: 50 }), browser)).toEqual({
        counted: false,
        firstOpen: false,
      });
    }
    expect((await roomAnalyticsOf(ctx, gallery.gid, 'room-3')).seconds).toBe(5);
    expect((await roomAnalyticsOf(ctx, gallery.gid, 'room-4')).opens).toBe(0);
  });

  it("keeps a link's first-open mail with the count: queued once, in the beacon's transaction", async () => {
    const ctx = t.app.ctx;
    const room5 = { ...place, roomId: 'room-5' };
    let mails = 0;
    const mailOwner = async (tx: Parameters<typeof queueMail>[0]) => {
      mails += 1;
      await queueMail(tx, [{ to: gallery.email, subject: 'Your viewing room was opened', text: 'Kim opened it.' }]);
    };
    await recordRoomBeacon(ctx, room5, beacon({ visit: token(), visitor: token() }), browser, mailOwner);
    await recordRoomBeacon(ctx, room5, beacon({ visit: token(), visitor: token() }), browser, mailOwner);
    expect(mails).toBe(1);
  });

  it('refuses beacons that would inflate time or carry something else than random ids', () => {
    const visit = token();
    const visitor = token();
    expect(roomBeaconSchema.safeParse({ visit, visitor, seconds: 61 }).success).toBe(false);
    expect(
      roomBeaconSchema.safeParse({ visit, visitor, seconds: 5, works: [{ aid: 'a', seconds: 600 }] }).success,
    ).toBe(false);
    expect(roomBeaconSchema.safeParse({ visit: 'kim@example.com', visitor, seconds: 5 }).success).toBe(false);
    expect(roomBeaconSchema.safeParse({ visit: 'short', visitor, seconds: 5 }).success).toBe(false);
  });

  it('deletes visits after 13 months, with their work views', async () => {
    const ctx = t.app.ctx;
    const room6 = { ...place, roomId: 'room-6' };
    const old = token();
    await recordRoomBeacon(
      ctx,
      room6,
      beacon({ visit: old, visitor: token(), works: [{ aid: 'work-a', seconds: 3, opened: true }] }),
      browser,
    );
    await recordRoomBeacon(ctx, room6, beacon({ visit: token(), visitor: token() }), browser);
    await ctx.db.execute(sql`update ${roomVisits} set opened_at = now() - interval '14 months' where id = ${old}`);

    expect(await purgeOldRoomVisits(ctx)).toBe(1);
    const analytics = await roomAnalyticsOf(ctx, gallery.gid, 'room-6');
    expect(analytics.opens).toBe(1);
    expect(analytics.works).toEqual([]);
  });
});
