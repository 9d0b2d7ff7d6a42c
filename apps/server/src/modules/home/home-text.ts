import type { Locale, PlanAudience, RoomAvailability } from '@vernissage/shared';

/** One user type's card: what Vernissage does for it, and where to go next. */
interface AudienceText {
  title: string;
  points: readonly [string, string, string];
  link: { label: string; path: string };
}

interface FrontDoorText {
  title: string;
  description: string;
  tagline: string;
  lead: string;
  signup: string;
  signin: string;
  language: string;
  nav: { label: string; search: string; opportunities: string; blog: string; pricing: string };
  audiencesTitle: string;
  audiences: Record<PlanAudience, AudienceText>;
  picksTitle: string;
  picksEmpty: string;
  availability: Record<RoomAvailability, string>;
  exhibitionsTitle: string;
  exhibitionsEmpty: string;
  plansTitle: string;
  plansLead: string;
  free: string;
  custom: string;
  from: (price: string) => string;
  plansLink: string;
  blogTitle: string;
  blogEmpty: string;
  blogLink: string;
  searchLink: string;
  opportunitiesLink: string;
  footer: string;
}

/** Every word of the front door, in Korean and English (ADR 035). */
export const FRONT_DOOR_TEXT: Record<Locale, FrontDoorText> = {
  ko: {
    title: 'Vernissage — 갤러리, 작가, 컬렉터, 아트페어를 위한 미술 플랫폼',
    description:
      '작품과 재고를 관리하고, 컬렉터에게 작품을 공유해 홀드와 구매를 받고, 전시와 뷰잉룸, 웹사이트를 여는 온라인 미술 플랫폼.',
    tagline: '미술을 관리하고, 보여주고, 판매하는 한 곳',
    lead: 'Vernissage는 갤러리, 작가, 컬렉터, 아트페어를 위한 온라인 플랫폼입니다. 작품과 재고를 정리하고, 컬렉터에게 작품을 보내고, 전시와 웹사이트로 세상에 보여 주세요.',
    signup: '무료로 시작하기',
    signin: '로그인',
    language: 'English',
    nav: { label: '주 메뉴', search: '작품 검색', opportunities: '기회', blog: '블로그', pricing: '요금제' },
    audiencesTitle: '누구를 위한 플랫폼인가요',
    audiences: {
      gallery: {
        title: '갤러리',
        points: [
          '작품, 재고, 폴더와 작품별 공개 범위',
          '컬렉터에게 작품 공유, 홀드와 구매 요청을 한 곳에서',
          '전시, 프라이빗 뷰잉룸, 갤러리 웹사이트',
        ],
        link: { label: '갤러리 계정 만들기', path: '/signup' },
      },
      artist: {
        title: '작가',
        points: ['작업 아카이브와 포트폴리오', '나만의 웹사이트와 전시 페이지', '공모, 레지던시, 지원금 소식'],
        link: { label: '공모와 레지던시 보기', path: '/opportunities' },
      },
      collector: {
        title: '컬렉터',
        points: [
          '갤러리가 보낸 작품을 한눈에',
          '마음에 드는 작품을 홀드하고 구매 요청',
          '작가와 갤러리, 지금 열린 전시 찾기',
        ],
        link: { label: '작품 찾아보기', path: '/search' },
      },
      fair: {
        title: '아트페어',
        points: ['참가 갤러리 모집과 심사', '부스 배치와 출품 작품 목록', '실시간 판매 현황이 보이는 공개 페이지'],
        link: { label: '아트페어 요금제 보기', path: '/pricing' },
      },
    },
    picksTitle: '에디터의 선택',
    picksEmpty: '곧 소개할 작품을 고르고 있습니다.',
    availability: { available: '구매 가능', on_hold: '홀드 중', sold: '판매됨' },
    exhibitionsTitle: '지금 열리는 전시',
    exhibitionsEmpty: '지금 열린 공개 전시가 없습니다.',
    plansTitle: '요금제',
    plansLead: '모든 계정은 무료로 시작합니다. 필요할 때 업그레이드하세요.',
    free: '무료',
    custom: '상담 후 결정',
    from: (price) => `프로 월 ${price}부터`,
    plansLink: '요금제 자세히 보기',
    blogTitle: '블로그',
    blogEmpty: '아직 글이 없습니다.',
    blogLink: '블로그 전체 보기',
    searchLink: '작품 검색',
    opportunitiesLink: '공모·레지던시·지원금',
    footer: '갤러리, 작가, 컬렉터, 아트페어를 위한 미술 플랫폼',
  },
  en: {
    title: 'Vernissage — the art platform for galleries, artists, collectors and art fairs',
    description:
      'The online art platform to manage works and inventory, share works with collectors for holds and purchases, and open exhibitions, viewing rooms and websites.',
    tagline: 'Manage, show and sell art in one place',
    lead: 'Vernissage is the online platform for galleries, artists, collectors and art fairs. Keep your works and inventory in order, send works to collectors, and show them to the world with exhibitions and your own website.',
    signup: 'Start free',
    signin: 'Sign in',
    language: '한국어',
    nav: {
      label: 'Main menu',
      search: 'Search works',
      opportunities: 'Opportunities',
      blog: 'Blog',
      pricing: 'Pricing',
    },
    audiencesTitle: 'Who it is for',
    audiences: {
      gallery: {
        title: 'Galleries',
        points: [
          'Works, inventory, folders and who may see each',
          'Share works with collectors; holds and purchase requests in one place',
          'Exhibitions, private viewing rooms and a gallery website',
        ],
        link: { label: 'Create a gallery account', path: '/signup' },
      },
      artist: {
        title: 'Artists',
        points: [
          'An archive and portfolio of your work',
          'Your own website and exhibition pages',
          'Open calls, residencies and grants',
        ],
        link: { label: 'See open calls and residencies', path: '/opportunities' },
      },
      collector: {
        title: 'Collectors',
        points: [
          'Every work galleries send you, in one view',
          'Hold the works you love and ask to buy',
          'Find artists, galleries and exhibitions on now',
        ],
        link: { label: 'Browse works', path: '/search' },
      },
      fair: {
        title: 'Art fairs',
        points: [
          'Gallery applications and their review',
          'Booth plans and the works each exhibitor brings',
          'A public page with live availability',
        ],
        link: { label: 'See plans for art fairs', path: '/pricing' },
      },
    },
    picksTitle: 'Staff picks',
    picksEmpty: 'We are choosing the works to show you.',
    availability: { available: 'Available', on_hold: 'On hold', sold: 'Sold' },
    exhibitionsTitle: 'Exhibitions on now',
    exhibitionsEmpty: 'No public exhibition is open right now.',
    plansTitle: 'Plans',
    plansLead: 'Every account starts free. Upgrade when you need more.',
    free: 'Free',
    custom: 'Price on consultation',
    from: (price) => `Pro from ${price} / month`,
    plansLink: 'Compare plans',
    blogTitle: 'From the blog',
    blogEmpty: 'No posts yet.',
    blogLink: 'All posts',
    searchLink: 'Search works',
    opportunitiesLink: 'Open calls, residencies and grants',
    footer: 'The art platform for galleries, artists, collectors and art fairs',
  },
};
