import { describe, expect, it } from 'vitest';
import { otherTextThan, schemaNames, textIn } from './bilingual.js';

describe('textIn', () => {
  it.each([
    // [what the data holds, Korean reader, English reader]
    [{ ko: '달항아리', en: 'Moon Jar' }, '달항아리', 'Moon Jar'],
    [{ ko: '달항아리', en: null }, '달항아리', '달항아리'],
    [{ ko: '달항아리', en: undefined }, '달항아리', '달항아리'],
    [{ ko: '달항아리', en: '' }, '달항아리', '달항아리'],
    [{ ko: '달항아리', en: '   ' }, '달항아리', '달항아리'],
    [{ ko: '', en: 'Moon Jar' }, 'Moon Jar', 'Moon Jar'],
    [{ ko: null, en: 'Moon Jar' }, 'Moon Jar', 'Moon Jar'],
    [{ ko: '', en: '' }, '', ''],
    [{ ko: null, en: null }, '', ''],
  ])('picks from %j: Korean %j, English %j', (text, korean, english) => {
    expect(textIn('ko', text)).toBe(korean);
    expect(textIn('en', text)).toBe(english);
  });
});

describe('otherTextThan', () => {
  it('gives the other language only when it says something else', () => {
    expect(otherTextThan('ko', { ko: '달항아리', en: 'Moon Jar' })).toBe('Moon Jar');
    expect(otherTextThan('en', { ko: '달항아리', en: 'Moon Jar' })).toBe('달항아리');
    expect(otherTextThan('en', { ko: '달항아리', en: null })).toBeNull();
    expect(otherTextThan('ko', { ko: 'Untitled', en: 'Untitled' })).toBeNull();
    expect(otherTextThan('ko', { ko: '', en: '' })).toBeNull();
  });
});

describe('schemaNames', () => {
  it('names a thing in the page’s language, with the other as alternateName when it differs', () => {
    expect(schemaNames('en', { ko: '달항아리', en: 'Moon Jar' })).toEqual({
      name: 'Moon Jar',
      alternateName: '달항아리',
    });
    expect(schemaNames('ko', { ko: '달항아리', en: '' })).toEqual({ name: '달항아리' });
  });
});
