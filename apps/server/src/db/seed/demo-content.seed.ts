import type { OpportunityInput } from '@vernissage/shared';
import { createPost } from '../../modules/blog/blog.service.js';
import { createOpportunity, saveOpportunity } from '../../modules/opportunity/opportunity.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

const DAY_MS = 86_400_000;

/** An instant `days` from the seed at 23:59 in Seoul (UTC+9), written with its offset. */
function seoulEvening(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return `${date}T23:59:00+09:00`;
}

const POSTS = [
  {
    textid: 'moon-jars-and-dots',
    title: '달항아리와 점화: 김환기 다시 보기',
    titleEn: 'Moon jars and dots: Kim Whanki again',
    excerpt: '한국 추상미술의 선구자가 남긴 푸른 점의 세계.',
    excerptEn: 'The blue dots of a pioneer of Korean abstraction.',
    body: '## 푸른 점\n\n김환기의 점화는 **뉴욕 시절**에 완성되었습니다.\n\n- 항아리 (1958)\n- 달과 새 (1961)\n\n[작품 검색](/search?q=김환)',
    bodyEn:
      '## Blue dots\n\nKim Whanki found his dot paintings in **New York**.\n\n- Jars (1958)\n- Moon and Bird (1961)\n\n[Search his works](/search?q=Whanki)',
    tags: ['김환기', 'abstraction'],
  },
  {
    textid: 'holds-that-release-themselves',
    title: '스스로 풀리는 홀드',
    titleEn: 'Holds that release themselves',
    excerpt: '컬렉터의 홀드는 기한이 지나면 저절로 풀리고, 모든 화면에 바로 반영됩니다.',
    excerptEn: 'A collector’s hold ends by itself when it expires, on every screen at once.',
    body: '갤러리는 더 이상 스프레드시트로 홀드를 관리하지 않아도 됩니다.',
    bodyEn: 'Galleries no longer keep holds in spreadsheets.',
    tags: ['product'],
  },
  {
    textid: 'art-fair-season-2027',
    title: '2027 아트페어 시즌 안내',
    titleEn: null,
    excerpt: '서울, 부산, 대구의 아트페어 일정을 정리했습니다.',
    excerptEn: null,
    body: '올해 아트페어 일정과 참가 신청 기간을 확인하세요.',
    bodyEn: null,
    tags: ['fairs'],
  },
] as const;

const OPPORTUNITIES: readonly OpportunityInput[] = [
  {
    kind: 'residency',
    title: '제주 레지던시 2027',
    titleEn: 'Jeju Residency 2027',
    organiser: '제주문화재단',
    description: '3개월 체류, 작업실과 숙소 제공.',
    descriptionEn: 'Three months, studio and lodging provided.',
    deadline: seoulEvening(2),
    timeZone: 'Asia/Seoul',
    eligibility: '만 40세 이하 시각예술가',
    countries: ['KR'],
    fee: '무료',
    link: 'https://example.org/jeju-residency',
    location: '제주',
    published: true,
  },
  {
    kind: 'grant',
    title: '신진 작가 창작 지원금',
    titleEn: 'Emerging Artist Grant',
    organiser: '서울문화재단',
    description: '최대 1,000만 원의 창작 지원.',
    descriptionEn: 'Up to ₩10,000,000 for new work.',
    deadline: seoulEvening(21),
    timeZone: 'Asia/Seoul',
    eligibility: '서울 거주 작가',
    countries: ['KR'],
    fee: null,
    link: 'https://example.org/seoul-grant',
    location: '서울',
    published: true,
  },
  {
    kind: 'open_call',
    title: '파리 그룹전 공모',
    titleEn: 'Paris group show open call',
    organiser: 'Galerie Exemple',
    description: '회화와 드로잉.',
    descriptionEn: 'Painting and drawing.',
    deadline: new Date(Date.now() + 35 * DAY_MS).toISOString().slice(0, 10) + 'T23:59:00+01:00',
    timeZone: 'Europe/Paris',
    eligibility: null,
    countries: ['KR', 'FR'],
    fee: '€25',
    link: 'https://example.org/paris-open-call',
    location: 'Paris',
    published: true,
  },
  {
    kind: 'job',
    title: '갤러리 어시스턴트 채용',
    titleEn: 'Gallery assistant',
    organiser: 'Vernissage 데모 갤러리',
    description: '전시 설치와 컬렉터 응대.',
    descriptionEn: 'Installing shows and looking after collectors.',
    deadline: seoulEvening(14),
    timeZone: 'Asia/Seoul',
    eligibility: null,
    countries: ['KR'],
    fee: null,
    link: null,
    location: '서울',
    published: true,
  },
];

/**
 * The platform's own content: three blog posts (one in Korean only) and four opportunities, the
 * first closing in two days; the demo artist has saved it, so her reminder mail goes out.
 */
export const demoContentSeed: Seed = {
  name: 'demo-content',
  run: async (ctx) => {
    const admin = await identityOf(ctx, 'admin@demo.vernissage.kr');
    const artist = await identityOf(ctx, 'artist@demo.vernissage.kr');
    for (const [index, post] of POSTS.entries()) {
      await createPost(ctx, admin.identity, {
        ...post,
        tags: [...post.tags],
        authorName: 'Vernissage',
        published: true,
        publishedAt: new Date(Date.now() - (index + 1) * 3 * DAY_MS).toISOString(),
      });
    }
    const [first] = await Promise.all(OPPORTUNITIES.map((input) => createOpportunity(ctx, admin.identity, input)));
    await saveOpportunity(ctx, artist.identity, first!.id);
  },
};
