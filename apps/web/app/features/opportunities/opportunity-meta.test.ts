import type { OpportunityDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { clipped, DESCRIPTION_LENGTH, opportunityHead, opportunityMeta, plainTextOf } from './opportunity-meta';

const GRANT: OpportunityDto = {
  id: 'op1',
  kind: 'grant',
  title: '신진 작가 창작 지원금',
  titleEn: 'Emerging Artist Grant',
  organiser: '서울문화재단',
  description: '최대 1,000만 원의 **창작** 지원.',
  descriptionEn: null,
  descriptionHtml: '<h2>지원</h2>\n<p>최대 1,000만 원의 <strong>창작</strong> 지원 &amp; 멘토링.</p>',
  descriptionHtmlEn: null,
  deadline: '2027-01-31T14:59:00.000Z',
  timeZone: 'Asia/Seoul',
  eligibility: null,
  countries: ['KR'],
  fee: null,
  link: null,
  location: '서울',
  published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const metaTitle = (page: string) => `${page} · Vernissage`;

describe('the head of an opportunity’s public page', () => {
  it('reads the server’s safe HTML as plain text', () => {
    expect(plainTextOf(GRANT.descriptionHtml!)).toBe('지원 최대 1,000만 원의 창작 지원 & 멘토링.');
    expect(plainTextOf('<p>&lt;b&gt; &quot;a&quot; &#39;b&#x27; &unknown;</p>')).toBe(`<b> "a" 'b' &unknown;`);
  });

  it('cuts a long description at a word, within the length search engines show', () => {
    const long = 'word '.repeat(100);
    const cut = clipped(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut).toMatch(/word…$/);
    expect(clipped('짧은 설명')).toBe('짧은 설명');
  });

  it('names the opportunity in the reader’s language, with organiser, place and description', () => {
    expect(opportunityHead(GRANT, 'ko', metaTitle)).toEqual({
      title: '신진 작가 창작 지원금 · Vernissage',
      description: '서울문화재단 · 서울 · 지원 최대 1,000만 원의 창작 지원 & 멘토링.',
      locale: 'ko',
    });
    // No English description: the English title, and the Korean words rather than none.
    const english = opportunityHead({ ...GRANT, location: null }, 'en', metaTitle);
    expect(english.title).toBe('Emerging Artist Grant · Vernissage');
    expect(english.description).toBe('서울문화재단 · 지원 최대 1,000만 원의 창작 지원 & 멘토링.');
    expect(opportunityHead({ ...GRANT, descriptionHtml: null }, 'ko', metaTitle).description).toBe(
      '서울문화재단 · 서울',
    );
  });

  it('gives the canonical address and Open Graph tags', () => {
    const head = opportunityHead(GRANT, 'en', metaTitle);
    const tags = opportunityMeta(GRANT, head, 'https://vernissage.kr');
    expect(tags).toContainEqual({ title: 'Emerging Artist Grant · Vernissage' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Emerging Artist Grant · Vernissage' });
    expect(tags).toContainEqual({ name: 'description', content: head.description });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://vernissage.kr/opportunities/op1' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://vernissage.kr/opportunities/op1' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });
});
