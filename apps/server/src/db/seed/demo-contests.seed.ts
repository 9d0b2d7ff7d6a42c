import { calendarDayIn, UserType } from '@vernissage/shared';
import { submitEntry } from '../../modules/contest/contest-entries.service.js';
import { createRound, inviteJuror } from '../../modules/contest/contest-jury.service.js';
import { createContest } from '../../modules/contest/contest.service.js';
import { listInventory } from '../../modules/inventory/inventory.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

const TIME_ZONE = 'Asia/Seoul';

/** The demo juror: the staff account judges the open call's first round. */
export const DEMO_JUROR_EMAIL = 'staff@demo.vernissage.kr';

/**
 * The demo admin runs one open call, taking entries until 23:59 Seoul time six weeks from the
 * seed; the demo artist has entered it with two works of her inventory, and its first jury round
 * is open, with the staff account invited as juror.
 */
export const demoContestsSeed: Seed = {
  name: 'demo-contests',
  run: async (ctx) => {
    const admin = await identityOf(ctx, 'admin@demo.vernissage.kr');
    const artist = await identityOf(ctx, 'artist@demo.vernissage.kr');
    const lastDay = calendarDayIn(TIME_ZONE, new Date(Date.now() + 42 * 86_400_000));
    const contest = await createContest(ctx, admin.identity, {
      title: '2027 신진 작가 공모',
      titleEn: 'Emerging Artists Open Call 2027',
      rules: [
        '## 응모 요강 · How to enter',
        '- 작품 최대 3점과 작가 노트 · Up to three works and a statement',
        '- 인벤토리에 등록된 작품만 출품 · Works of your inventory only',
        '',
        '심사는 두 차례 진행됩니다. Two jury rounds; results are published here.',
      ].join('\n'),
      eligibleTypes: [UserType.artist, UserType.gallery],
      deadline: `${lastDay}T23:59:00+09:00`,
      timeZone: TIME_ZONE,
      worksAllowed: 3,
      prizes: '대상 ₩5,000,000 및 개인전 · Grand prize ₩5,000,000 and a solo show',
      published: true,
    });
    const works = await listInventory(ctx, artist.identity, artist.gid, {
      page: 0,
      size: 2,
      sort: 'idx',
      trash: false,
    });
    await submitEntry(ctx, artist.identity, artist.gid, {
      contestId: contest.id,
      aids: works.items.map((item) => item.aid),
      statement:
        '하루의 빛이 바뀌는 네 순간을 그린 연작에서 두 점을 골랐습니다. Two of four paintings of the changing light of a day.',
    });
    const round = await createRound(ctx, admin.identity, contest.id, { title: '1차 심사 · First round' });
    await inviteJuror(ctx, admin.identity, round.roundId, DEMO_JUROR_EMAIL);
  },
};
