import { DEFAULT_ROOM_VISIBILITY } from '@vernissage/shared';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { recordRoomBeacon } from '../../modules/room-analytics/room-analytics.service.js';
import { listInventory } from '../../modules/inventory/inventory.service.js';
import { createRoom } from '../../modules/viewing-room/viewing-room.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

const DEMO_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

/**
 * A viewing room of the demo gallery: six of its works, two recipient links — one of them
 * without prices — so /privateshare and /showcase/{path} have something to show at once; the
 * collector's link has been opened twice.
 */
export const demoViewingRoomSeed: Seed = {
  name: 'demo-viewing-room',
  run: async (ctx: AppContext) => {
    const gallery = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const inventory = await listInventory(ctx, gallery.identity, gallery.gid, {
      page: 0,
      size: 12,
      sort: 'idx',
      trash: false,
    });
    const works = inventory.items
      .filter((item) => item.state === 0)
      .slice(0, 6)
      .map((item, index) => ({ aid: item.aid, price: index === 0 ? 9_000_000 : null }));
    const room = await createRoom(ctx, gallery.identity, gallery.gid, {
      title: '봄 컬렉션 프리뷰',
      titleEn: 'Spring Collection Preview',
      intro: '다음 달 전시에 앞서 먼저 보여 드리는 작품들입니다.',
      introEn: 'A first look at the works of next month’s exhibition.',
      works,
      visibility: DEFAULT_ROOM_VISIBILITY,
      links: [
        { name: 'Demo Collector', email: 'collector@demo.vernissage.kr' },
        { name: 'Press preview', visibility: { ...DEFAULT_ROOM_VISIBILITY, price: false } },
      ],
    });
    // Some recorded views, so the room's "Who looked" has something to show (ADR 019).
    const collectorLink = room.links[0]!;
    const place = {
      galleryId: gallery.gid,
      roomId: room.shareid,
      linkId: collectorLink.lid,
      artworkIds: new Set(works.map((work) => work.aid)),
    };
    const browser = { userAgent: DEMO_BROWSER, isMemberOfRoomWorkspace: false };
    const visitor = randomBytes(16).toString('base64url');
    for (const looked of [works.slice(0, 2), works.slice(1, 3)]) {
      const visit = randomBytes(16).toString('base64url');
      await recordRoomBeacon(ctx, place, { visit, visitor, seconds: 0, works: [] }, browser);
      await recordRoomBeacon(
        ctx,
        place,
        {
          visit,
          visitor,
          seconds: 55,
          works: looked.map((work, index) => ({ aid: work.aid, seconds: 20 + index * 15, opened: true })),
        },
        browser,
      );
    }
  },
};
