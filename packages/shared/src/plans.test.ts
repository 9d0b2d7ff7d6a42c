import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './domain.js';
import { findProduct, periodEnd, policyProducts, PRODUCTS, upgradeCharge } from './plans.js';

const at = (iso: string) => new Date(iso);

describe('the catalogue', () => {
  it('prices every product id once, monthly and yearly', () => {
    expect(PRODUCTS.map((product) => product.productid).sort()).toEqual([...PRODUCT_IDS].sort());
  });

  it('charges gallery pro what SPEC.md §9 says', () => {
    expect(findProduct('gpro_default')?.prices).toEqual({ KRW: 175_000, USD: 120 });
    expect(findProduct('gpro_default_y')?.prices).toEqual({ KRW: 1_680_000, USD: 1_152 });
    expect(findProduct('gunique_default')?.prices).toEqual({ KRW: -1, USD: -1 });
    expect(findProduct('fbasic_default_y')?.prices).toEqual({ KRW: -1, USD: -1 });
    expect(findProduct('gcode_default')?.prices).toEqual({ KRW: 0, USD: 0 });
  });

  it('keeps artist basic free and gives students and kein members pro for less', () => {
    expect(findProduct('abasic_default')?.prices).toEqual({ KRW: 0, USD: 0 });
    const pro = findProduct('apro_default')!.prices.KRW;
    expect(findProduct('apro_student')!.prices.KRW).toBeLessThan(pro);
    expect(findProduct('apro_kein')!.prices.KRW).toBeLessThan(pro);
    expect(policyProducts('student').map((product) => product.productid)).toEqual([
      'abasic_student',
      'abasic_student_y',
      'apro_student',
      'apro_student_y',
    ]);
  });

  it('answers undefined for an unknown product', () => {
    expect(findProduct('apro_premium')).toBeUndefined();
  });
});

describe('periodEnd', () => {
  it('renews on the anchor day, or the last day of a shorter month', () => {
    const anchor = at('2027-01-31T09:00:00Z');
    expect([1, 2, 3, 13].map((n) => periodEnd(anchor, n, 'monthly').toISOString())).toEqual([
      '2027-02-28T09:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
      '2027-04-30T09:00:00.000Z',
      '2028-02-29T09:00:00.000Z',
    ]);
  });

  it('renews a leap day yearly on 28 February, and on 29 February in leap years', () => {
    const anchor = at('2028-02-29T00:30:00Z');
    expect([1, 2, 4].map((n) => periodEnd(anchor, n, 'yearly').toISOString())).toEqual([
      '2029-02-28T00:30:00.000Z',
      '2030-02-28T00:30:00.000Z',
      '2032-02-29T00:30:00.000Z',
    ]);
  });

  it('crosses the year end', () => {
    expect(periodEnd(at('2026-12-15T00:00:00Z'), 1, 'monthly').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('upgradeCharge', () => {
  const periodStart = at('2027-03-01T00:00:00Z');
  const periodEndAt = at('2027-03-31T00:00:00Z');

  it('credits the unused share of the current period', () => {
    const now = at('2027-03-16T00:00:00Z');
    expect(upgradeCharge({ newPriceMinor: 115_200, paidMinor: 12_000, periodStart, periodEnd: periodEndAt, now })).toBe(
      115_200 - 6_000,
    );
  });

  it('charges in full when nothing was paid, and never less than zero', () => {
    const now = at('2027-03-02T00:00:00Z');
    expect(upgradeCharge({ newPriceMinor: 9_000, paidMinor: 0, periodStart, periodEnd: periodEndAt, now })).toBe(9_000);
    expect(upgradeCharge({ newPriceMinor: 1_000, paidMinor: 12_000, periodStart, periodEnd: periodEndAt, now })).toBe(
      0,
    );
  });
});
