import { ArtworkState, type ArtworkInput } from '@vernissage/shared';
import { eq } from 'drizzle-orm';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { createWorks } from '../../modules/artwork/artwork.service.js';
import { createShare, joinWaitlist, moveShare } from '../../modules/artwork/share.service.js';
import { createArtist } from '../../modules/gallery/gallery.service.js';
import { createFolder, moveToFolder } from '../../modules/inventory/inventory.service.js';
import { listWorkspaces } from '../../modules/workspace/workspace.service.js';
import { users } from '../schema/index.js';
import { demoPicture, type DemoStyle } from './demo-art.js';
import type { Seed } from './seed-runner.js';

/** A demo account as the seeds act for it, with its first workspace. */
export async function identityOf(ctx: AppContext, email: string): Promise<{ identity: Identity; gid: string }> {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new Error(`demo account ${email} is missing: the demo-accounts seed runs first`);
  const identity: Identity = { userId: user.id, sessionId: 'seed', user };
  const [workspace] = await listWorkspaces(ctx, identity);
  return { identity, gid: workspace!.gid };
}

const ARTISTS = [
  {
    name: '김서연',
    nameEn: 'Seoyeon Kim',
    birthYear: 1987,
    nationality: 'KR',
    style: 'ceramic' as const,
    medium: 'ceramics' as const,
    biographyEn:
      'Seoyeon Kim throws moon jars and tall vessels in white porcelain, fired in a wood kiln outside Icheon.',
    biography: '김서연은 이천의 장작가마에서 백자 달항아리와 입호를 빚는다.',
  },
  {
    name: '박민준',
    nameEn: 'Minjun Park',
    birthYear: 1979,
    nationality: 'KR',
    style: 'photo' as const,
    medium: 'photography' as const,
    biographyEn: 'Minjun Park photographs the coast of Jeju at the hour after sunset.',
    biography: '박민준은 해가 진 뒤 한 시간 동안의 제주 바닷가를 찍는다.',
  },
  {
    name: '이수아',
    nameEn: 'Sua Lee',
    birthYear: 1992,
    nationality: 'KR',
    style: 'abstract' as const,
    medium: 'painting' as const,
    biographyEn: 'Sua Lee paints large fields of colour in acrylic and oil.',
    biography: '이수아는 아크릴과 유화로 커다란 색면을 그린다.',
  },
];

const TITLES: Record<DemoStyle, [string, string][]> = {
  ceramic: [
    ['달항아리', 'Moon Jar'],
    ['백자 입호', 'Tall Vessel'],
    ['찻사발', 'Tea Bowl'],
    ['편병', 'Flask'],
    ['매병', 'Maebyeong'],
    ['백자 합', 'Lidded Box'],
  ],
  photo: [
    ['해질녘 협재', 'Hyeopjae at Dusk'],
    ['물때', 'Tide Hour'],
    ['수평선 연구', 'Horizon Study'],
    ['푸른 시간', 'Blue Hour'],
    ['섬의 끝', 'End of the Island'],
    ['파도 사이', 'Between Waves'],
  ],
  abstract: [
    ['붉은 들', 'Red Field'],
    ['겹', 'Layers'],
    ['여름 구성', 'Summer Composition'],
    ['조용한 소리', 'Quiet Sound'],
    ['무제', 'Untitled'],
    ['흐름', 'Current'],
  ],
};

/** 40 works of three artists, in folders, with offers to the demo collector in every state and a waiting list. */
export const demoInventorySeed: Seed = {
  name: 'demo-inventory',
  run: async (ctx) => {
    const gallery = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const collector = await identityOf(ctx, 'collector@demo.vernissage.kr');
    const artistAccount = await identityOf(ctx, 'artist@demo.vernissage.kr');

    const artists = [];
    for (const [index, artist] of ARTISTS.entries()) {
      const { style: _style, medium: _medium, ...input } = artist;
      const photo = {
        field: 'photo',
        filename: 'portrait.jpg',
        buffer: await demoPicture('abstract', 900 + index, 600, 600),
      };
      artists.push({ ...artist, id: (await createArtist(ctx, gallery.identity, gallery.gid, input, photo)).artistid });
    }

    const works: { input: ArtworkInput; files: { field: string; filename: string; buffer: Buffer }[] }[] = [];
    for (let n = 0; n < 40; n++) {
      const artist = artists[n % 3]!;
      const [title, titleEn] = TITLES[artist.style][Math.floor(n / 3) % 6]!;
      const series = Math.floor(n / 18) + 1;
      works.push({
        input: {
          title: n < 18 ? title : `${title} ${series}`,
          titleEn: n < 18 ? titleEn : `${titleEn} ${series}`,
          artistid: artist.id,
          year: 2015 + (n % 12),
          medium: {
            type: artist.medium,
            text:
              artist.medium === 'ceramics'
                ? 'White porcelain'
                : artist.medium === 'photography'
                  ? 'Archival pigment print'
                  : 'Acrylic on canvas',
          },
          dimensions: {
            height: 40 + (n % 7) * 12,
            width: 30 + (n % 5) * 15,
            unit: 'cm',
            framed: artist.medium === 'photography',
          },
          edition: artist.medium === 'photography' ? { type: 'edition', size: 5, artistProofs: 2 } : { type: 'unique' },
          price: {
            amount: (15 + (n % 9) * 5) * 100_000,
            currency: 'KRW',
            display: n % 10 === 7 ? 'on_request' : 'exact',
          },
          tags: [artist.medium, n % 2 === 0 ? 'new' : 'collection'],
          stockNumber: `GH-${String(n + 1).padStart(4, '0')}`,
          location: n % 4 === 0 ? 'Storage B' : 'Gallery',
          published: n % 3 === 0,
        },
        files: [{ field: 'images', filename: `${titleEn}.jpg`, buffer: await demoPicture(artist.style, n) }],
      });
    }
    const items = [];
    for (let start = 0; start < works.length; start += 10) {
      items.push(...(await createWorks(ctx, gallery.identity, gallery.gid, works.slice(start, start + 10))));
    }

    const folders = [];
    for (const name of ['2026 봄 전시 · Spring 2026', '수장고 · Storage', '위탁 · Consignment']) {
      folders.push(await createFolder(ctx, gallery.identity, gallery.gid, { name, accessLevel: 1 }));
    }
    await moveToFolder(ctx, gallery.identity, gallery.gid, {
      iids: items.slice(0, 12).map((item) => item.iid),
      fid: folders[0]!.fid,
    });
    await moveToFolder(ctx, gallery.identity, gallery.gid, {
      iids: items.slice(12, 24).map((item) => item.iid),
      fid: folders[1]!.fid,
    });
    await moveToFolder(ctx, gallery.identity, gallery.gid, {
      iids: items.slice(24, 30).map((item) => item.iid),
      fid: folders[2]!.fid,
    });

    // Offers to the demo collector, one in each state of the workflow.
    const steps: { to: ArtworkState; moves: ('hold' | 'purchase' | 'confirm' | 'sold' | 'done')[] }[] = [
      { to: ArtworkState.shared, moves: [] },
      { to: ArtworkState.shared, moves: [] },
      { to: ArtworkState.holding, moves: ['hold'] },
      { to: ArtworkState.waiting, moves: ['purchase'] },
      { to: ArtworkState.confirmed, moves: ['purchase', 'confirm'] },
      { to: ArtworkState.soldout, moves: ['purchase', 'confirm', 'sold'] },
    ];
    for (const [index, step] of steps.entries()) {
      const item = items[index * 2 + 1]!;
      const share = await createShare(ctx, gallery.identity, { aid: item.aid, shareuid: collector.identity.userId });
      for (const move of step.moves) {
        if (move === 'hold' || move === 'purchase')
          await moveShare(ctx, collector.identity, { sid: share.sid, action: move });
        else {
          const state = { confirm: ArtworkState.confirmed, sold: ArtworkState.soldout, done: ArtworkState.done }[move];
          await moveShare(ctx, gallery.identity, { sid: share.sid, action: 'setState', state });
        }
      }
    }

    // A work offered to two people: the demo fair's organiser holds it and the collector waits for
    // it, first in line (his home shows his place; the gallery's, a second hold).
    const organiser = await identityOf(ctx, 'fair@demo.vernissage.kr');
    const wanted = items[13]!;
    const held = await createShare(ctx, gallery.identity, { aid: wanted.aid, shareuid: organiser.identity.userId });
    const queued = await createShare(ctx, gallery.identity, { aid: wanted.aid, shareuid: collector.identity.userId });
    await moveShare(ctx, organiser.identity, { sid: held.sid, action: 'hold' });
    await joinWaitlist(ctx, collector.identity, queued.sid);

    // The demo artist's own portfolio.
    await createWorks(
      ctx,
      artistAccount.identity,
      artistAccount.gid,
      await Promise.all(
        [
          ['새벽', 'Dawn'],
          ['정오', 'Noon'],
          ['저녁', 'Evening'],
          ['밤', 'Night'],
        ].map(async ([title, titleEn], index) => ({
          input: {
            title: title!,
            titleEn,
            year: 2024 + (index % 2),
            medium: { type: 'painting' as const, text: 'Oil on linen' },
            published: index < 2,
          },
          files: [{ field: 'images', filename: `${titleEn}.jpg`, buffer: await demoPicture('abstract', 500 + index) }],
        })),
      ),
    );
  },
};
