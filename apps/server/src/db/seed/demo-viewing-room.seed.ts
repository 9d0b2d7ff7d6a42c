import { DEFAULT_ROOM_VISIBILITY } from '@vernissage/shared';
import type { AppContext } from '../../platform/context.js';
import { listInventory } from '../../modules/inventory/inventory.service.js';
import { createRoom } from '../../modules/viewing-room/viewing-room.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

/**
 * A viewing room of the demo gallery: six of its works, two recipient links — one of them
 * without prices — so /privateshare and /showcase/{path} have something to show at once.
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
    await createRoom(ctx, gallery.identity, gallery.gid, {
      title: '봄 컬렉션 프리뷰',
      intro: '다음 달 전시에 앞서 먼저 보여 드리는 작품들입니다.',
      introEn: 'A first look at the works of next month’s exhibition.',
      works,
      visibility: DEFAULT_ROOM_VISIBILITY,
      links: [
        { name: 'Demo Collector', email: 'collector@demo.vernissage.kr' },
        { name: 'Press preview', visibility: { ...DEFAULT_ROOM_VISIBILITY, price: false } },
      ],
    });
  },
};
