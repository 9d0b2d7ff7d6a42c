import type { Locale, SiteAvailability } from '@vernissage/shared';

/** The words of the public site pages, in both languages (the pages have no i18next). */
export const SITE_TEXT = {
  ko: {
    home: '홈',
    works: '작품',
    about: '소개',
    contact: '연락처',
    allWorks: '모든 작품',
    seeAllWorks: '작품 모두 보기',
    noWorks: '아직 보여 드릴 작품이 없습니다.',
    priceOnRequest: '가격 문의',
    availability: { available: '구매 가능', on_hold: '홀드 중', sold: '판매됨' } satisfies Record<
      SiteAvailability,
      string
    >,
    filter: '판매 상태',
    any: '전체',
    previous: '이전',
    next: '다음',
    email: '이메일',
    phone: '전화',
    address: '주소',
    madeWith: 'Vernissage로 만든 사이트',
    language: 'English',
    back: '작품 목록으로',
    notFound: '찾는 페이지가 없습니다.',
  },
  en: {
    home: 'Home',
    works: 'Works',
    about: 'About',
    contact: 'Contact',
    allWorks: 'All works',
    seeAllWorks: 'See all works',
    noWorks: 'There are no works to show yet.',
    priceOnRequest: 'Price on request',
    availability: { available: 'Available', on_hold: 'On hold', sold: 'Sold' } satisfies Record<
      SiteAvailability,
      string
    >,
    filter: 'Availability',
    any: 'All',
    previous: 'Previous',
    next: 'Next',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    madeWith: 'A site made with Vernissage',
    language: '한국어',
    back: 'Back to the works',
    notFound: 'There is no such page.',
  },
} satisfies Record<Locale, unknown>;

export type SiteText = (typeof SITE_TEXT)['ko'];
