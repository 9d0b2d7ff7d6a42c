import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor, formatPrice } from './format-price';
import { CUSTOM_PRICE, GALLERY_PLANS, priceKind, yearlySavingPercent } from './plan-catalog';

describe('formatPrice', () => {
  it('writes won without decimals', () => {
    expect(formatPrice(175_000, 'KRW', 'ko')).toBe('₩175,000');
    expect(formatPrice(1_680_000, 'KRW', 'en')).toBe('₩1,680,000');
    expect(formatPrice(1_234.56, 'KRW', 'ko')).toBe('₩1,235');
  });

  it('writes dollars with cents only when there are any', () => {
    expect(formatPrice(120, 'USD', 'en')).toBe('$120');
    expect(formatPrice(1_152, 'USD', 'en')).toBe('$1,152');
    expect(formatPrice(120.5, 'USD', 'en')).toBe('$120.50');
    expect(formatPrice(120, 'USD', 'ko')).toBe('US$120');
  });

  it('starts Korean readers in won and English readers in dollars', () => {
    expect(defaultCurrencyFor('ko')).toBe('KRW');
    expect(defaultCurrencyFor('en')).toBe('USD');
  });
});

describe('gallery plan catalogue (SPEC.md §9)', () => {
  const plan = (planid: string) => GALLERY_PLANS.find((entry) => entry.planid === planid);

  it('prices Gallery pro at 175,000 KRW / 120 USD a month and 1,680,000 KRW / 1,152 USD a year', () => {
    expect(plan('gpro')?.prices).toEqual({
      monthly: { KRW: 175_000, USD: 120 },
      yearly: { KRW: 1_680_000, USD: 1_152 },
    });
  });

  it('makes Gallery code free and Gallery unique and Fair basic custom', () => {
    expect(priceKind(plan('gcode')?.prices.monthly.KRW ?? NaN)).toBe('free');
    expect(plan('gunique')?.prices.yearly.USD).toBe(CUSTOM_PRICE);
    expect(priceKind(plan('fbasic')?.prices.monthly.USD ?? NaN)).toBe('custom');
  });

  it('computes the yearly saving only for paid plans', () => {
    const gpro = plan('gpro');
    const gcode = plan('gcode');
    expect(gpro && yearlySavingPercent(gpro.prices, 'KRW')).toBe(20);
    expect(gpro && yearlySavingPercent(gpro.prices, 'USD')).toBe(20);
    expect(gcode && yearlySavingPercent(gcode.prices, 'KRW')).toBeNull();
  });
});
