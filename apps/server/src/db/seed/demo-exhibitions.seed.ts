import { calendarDayIn, EXHIBITION_TIME_ZONE } from '@vernissage/shared';
import { createExhibition } from '../../modules/exhibition/exhibition.service.js';
import { listInventory } from '../../modules/inventory/inventory.service.js';
import { demoPicture } from './demo-art.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

/** A day `offset` days from today, in the time zone exhibitions are dated in. */
function dayFrom(offset: number): string {
  return calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
}

const picture = async (name: string, field: 'cover' | 'images', seed: number) => ({
  field,
  filename: `${name}.jpg`,
  buffer: await demoPicture('abstract', seed, 1400, 900),
});

/** Two exhibitions of the demo gallery: one on now (published), one past, with works, cover and installation views. */
export const demoExhibitionsSeed: Seed = {
  name: 'demo-exhibitions',
  run: async (ctx) => {
    const { identity, gid } = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const inventory = await listInventory(ctx, identity, gid, { page: 0, size: 40, sort: 'idx', trash: false });
    const works = inventory.items.map((item) => item.aid);

    await createExhibition(
      ctx,
      identity,
      gid,
      {
        title: '빛의 바다',
        titleEn: 'Sea of Light',
        subtitle: '박민준 · 이수아 2인전',
        startDate: dayFrom(-10),
        endDate: dayFrom(35),
        openingReception: '첫날 오후 5–7시 · Opening day, 5–7 pm',
        venue: { type: 'physical', name: 'Gallery Haneul, Hall 1', address: '서울 종로구 삼청로 12' },
        curator: '정하늘 · Haneul Jung',
        pressText:
          '## 빛의 바다\n\n박민준의 제주 사진과 이수아의 색면 회화가 **해 질 녘의 빛**을 두고 만난다.\n\n- 사진 6점\n- 회화 6점',
        pressTextEn:
          "## Sea of Light\n\nMinjun Park's photographs of Jeju meet Sua Lee's colour fields around **the light after sunset**.\n\n- 6 photographs\n- 6 paintings",
        works: works.slice(0, 12).map((aid, index) => ({ aid, caption: index === 0 ? '1층 입구 · Entrance' : null })),
        published: true,
        newImageCaptions: ['1전시실 전경 · Hall 1', '2전시실 · Hall 2'],
      },
      [
        await picture('cover', 'cover', 71),
        await picture('hall-1', 'images', 72),
        await picture('hall-2', 'images', 73),
      ],
    );

    await createExhibition(
      ctx,
      identity,
      gid,
      {
        title: '흙과 불',
        titleEn: 'Earth and Fire',
        subtitle: '김서연 개인전',
        startDate: dayFrom(-120),
        endDate: dayFrom(-80),
        venue: { type: 'online', name: 'Online viewing room', url: 'https://example.com/earth-and-fire' },
        curator: '정하늘 · Haneul Jung',
        pressText: '김서연의 **백자 달항아리** 연작.',
        pressTextEn: "Seoyeon Kim's series of **white porcelain moon jars**.",
        works: works.filter((_, index) => index % 3 === 0).map((aid) => ({ aid })),
        published: true,
      },
      [await picture('cover', 'cover', 81)],
    );
  },
};
