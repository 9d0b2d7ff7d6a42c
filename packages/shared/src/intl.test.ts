import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, displayNames, numberFormat, onIntlUse } from './intl.js';

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

  it('writes Korean times on the 24-hour clock, as every ICU writes it, unless the options name a clock', () => {
    const afternoon = new Date('2026-03-04T15:05:00Z');
    expect(dateTimeFormat('ko-KR', { timeStyle: 'short', timeZone: 'UTC' }).format(afternoon)).toBe('15:05');
    expect(dateTimeFormat('ko', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(afternoon)).toBe(
      '15:05',
    );
    expect(
      dateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(afternoon),
    ).toBe('2026. 3. 5. 00:05');
    // A clock the caller names is kept; English keeps its own; a date alone has no clock.
    expect(dateTimeFormat('ko-KR', { timeStyle: 'short', hour12: true, timeZone: 'UTC' }).format(afternoon)).toMatch(
      /3:05/,
    );
    expect(dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(afternoon)).toBe('3:05 PM');
    expect(
      dateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).resolvedOptions().hourCycle,
    ).toBeUndefined();
    // Konkani's tag starts with "ko" but it is not Korean: its clock is its own.
    const konkani = { timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('kok', konkani).resolvedOptions().hourCycle).toBe(
      new Intl.DateTimeFormat('kok', konkani).resolvedOptions().hourCycle,
    );
  });

  it('refuses options Intl refuses, every time (nothing is kept)', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
  });

  it('names regions and orders names as Intl does, one of each per language and options', () => {
    const regions = displayNames('ko', { type: 'region' });
    expect(regions.of('KR')).toBe(new Intl.DisplayNames('ko', { type: 'region' }).of('KR'));
    expect(displayNames('ko', { type: 'region' })).toBe(regions);
    expect(displayNames('en', { type: 'region' }).of('KR')).toBe('South Korea');
    const order = collator('ko');
    expect(['하늘', '가을', '나무'].sort((a, b) => order.compare(a, b))).toEqual(['가을', '나무', '하늘']);
    expect(collator('ko')).toBe(order);
  });

  it('tells its listener of every formatter asked for, made or kept', () => {
    let asked = 0;
    onIntlUse(() => (asked += 1));
    try {
      numberFormat('en-US');
      numberFormat('en-US');
      dateTimeFormat('ko-KR');
      displayNames('en', { type: 'language' });
      collator('en');
      expect(asked).toBe(5);
    } finally {
      onIntlUse(undefined);
    }
    numberFormat('en-US');
    expect(asked).toBe(5);
  });
});
