import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.js';

describe('kept Intl formatters', () => {
  it('formats as Intl does, and makes one formatter per language and options', () => {
    const won = numberFormat('ko-KR', { style: 'currency', currency: 'KRW' });
    expect(won.format(12_000_000)).toBe(
      new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'KRW' }).format(12_000_000),
    );
    expect(numberFormat('ko-KR', { style: 'currency', currency: 'KRW' })).toBe(won);
    expect(numberFormat('en-US', { style: 'currency', currency: 'KRW' })).not.toBe(won);
    expect(numberFormat('ko-KR', { style: 'currency', currency: 'USD' })).not.toBe(won);

    const day = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(day.format(new Date('2026-03-04T12:00:00Z'))).toBe('4 Mar 2026');
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Seoul' })).not.toBe(day);
  });

  it('refuses options Intl refuses, every time (nothing is kept)', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
  });
});
