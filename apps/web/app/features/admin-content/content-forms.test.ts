import { blogPostInputSchema, opportunityInputSchema, renderPressMarkdown, type BlogPostDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractInput } from '../forms/form-values';
import { blogPostPath, emptyPostValues, postLanguages, postValuesFrom, preparePost, suggestTextid } from './blog-form';
import { movedPick } from './featured-order';
import { emptyOpportunityValues, opportunityValuesFrom, prepareOpportunity } from './opportunity-form';

describe('a post address from a title', () => {
  it.each([
    ['Spring Fair 2026!', 'spring-fair-2026'],
    ['  Café — Crème brûlée  ', 'cafe-creme-brulee'],
    ['봄 아트페어', ''],
    ['Seoul 서울 Art', 'seoul-art'],
    ['--a--b--', 'a-b'],
  ])('%s → %s', (title, textid) => {
    expect(suggestTextid(title)).toBe(textid);
  });

  it('stays within the longest address and never ends with a hyphen', () => {
    const textid = suggestTextid(`${'word '.repeat(30)}`);
    expect(textid.length).toBeLessThanOrEqual(100);
    expect(textid).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
  });
});

describe('the post form', () => {
  it('sends what the contract takes: empty fields null, the publishing time as a Seoul instant', () => {
    const values = {
      ...emptyPostValues('Vernissage'),
      textid: 'hello',
      titleEn: 'Hello',
      publishedAt: '2026-12-24T09:30',
    };
    const sent = z.parse(blogPostInputSchema, contractInput(blogPostInputSchema, preparePost(values)));
    expect(sent).toMatchObject({ textid: 'hello', title: null, titleEn: 'Hello', cover: null });
    expect(sent.publishedAt).toBe('2026-12-24T09:30:00+09:00');
    expect(z.safeParse(blogPostInputSchema, contractInput(blogPostInputSchema, emptyPostValues('x'))).success).toBe(
      false,
    );
  });

  it('reads a saved post back, its publishing time in Seoul', () => {
    const post = {
      id: 'p',
      textid: 'hello',
      title: null,
      titleEn: 'Hello',
      excerpt: null,
      excerptEn: null,
      body: null,
      bodyEn: '**hi**',
      bodyHtml: null,
      bodyHtmlEn: '<p><strong>hi</strong></p>',
      cover: null,
      tags: ['news'],
      authorName: 'V',
      published: true,
      publishedAt: '2026-12-24T00:30:00.000Z',
      createdAt: '2026-12-24T00:30:00.000Z',
      updatedAt: '2026-12-24T00:30:00.000Z',
    } satisfies BlogPostDto;
    expect(postValuesFrom(post)).toMatchObject({ title: '', bodyEn: '**hi**', publishedAt: '2026-12-24T09:30' });
    expect(postLanguages(post)).toEqual(['en']);
    expect(blogPostPath('hello', 'en')).toBe('/blog/hello?lang=en');
    expect(blogPostPath('hello', 'ko')).toBe('/blog/hello');
  });

  it('previews Markdown with the server renderer, hostile markup as text', () => {
    expect(renderPressMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});

describe('the opportunity form', () => {
  const base = { ...emptyOpportunityValues(new Date('2026-11-25T00:00:00Z')), title: '레지던시', organiser: 'Cité' };

  it('starts a new one closing in two weeks at 18:00 Seoul time', () => {
    expect(base).toMatchObject({ deadline: '2026-12-09T18:00', timeZone: 'Asia/Seoul', kind: 'open_call' });
  });

  it.each([
    ['2027-01-15T18:00', '2027-01-15T18:00:00+01:00'],
    ['2027-07-15T18:00', '2027-07-15T18:00:00+02:00'],
  ])('sends a Paris deadline %s with the offset Paris has then (%s)', (deadline, instant) => {
    const values = prepareOpportunity({ ...base, deadline, timeZone: 'Europe/Paris' });
    const sent = z.parse(opportunityInputSchema, contractInput(opportunityInputSchema, values));
    expect(sent).toMatchObject({ deadline: instant, timeZone: 'Europe/Paris', link: null, countries: [] });
  });

  it('refuses a plain http link and reads a saved deadline in its own zone', () => {
    const values = prepareOpportunity({ ...base, link: 'http://example.org' });
    expect(z.safeParse(opportunityInputSchema, contractInput(opportunityInputSchema, values)).success).toBe(false);
    const saved = opportunityValuesFrom({
      id: 'o',
      kind: 'grant',
      title: 't',
      titleEn: null,
      organiser: 'o',
      description: null,
      descriptionEn: null,
      descriptionHtml: null,
      descriptionHtmlEn: null,
      deadline: '2027-01-15T17:00:00.000Z',
      timeZone: 'Europe/Paris',
      eligibility: null,
      countries: ['FR'],
      fee: null,
      link: null,
      location: null,
      published: true,
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
    });
    expect(saved).toMatchObject({ deadline: '2027-01-15T18:00', timeZone: 'Europe/Paris', countries: ['FR'] });
  });
});

describe('the order of the staff picks', () => {
  it('moves one pick a place up or down', () => {
    expect(movedPick(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedPick(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedPick(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedPick(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
