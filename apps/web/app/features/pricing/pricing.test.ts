import { CURRENCIES, findProduct, LOCALES, type BillingPlanDto } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor, formatPrice } from './format-price';
import { isCurrentProduct, offersTrial, pricingProducts, yearlySavingPercent } from './pricing-catalog';

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

  it('writes every amount as Intl does, in both languages and currencies', () => {
    const edges = [0, 0.004, 0.005, 0.5, 1.005, 1.015, 2.5, 2.675, 9.995, 99.5, 999.5, 999.995, 1_000, 0.1 + 0.2];
    const large = [123_456_789.125, 999_999_999_999.995, 1e15, 1e21, 12_345_678_901_234.5];
    const odd = [-0, -120.5, -0.004, 1e-7, 5e-324];
    // Amounts with up to four decimals, spread over every size a price has.
    const random = Array.from(
      { length: 2_000 },
      (_, i) => Math.round(((i * 7_919) % 10_007) * 10 ** (i % 9)) / 10 ** (i % 5),
    );
    for (const amount of [...edges, ...large, ...odd, ...random])
      for (const currency of CURRENCIES)
        for (const locale of LOCALES) {
          const decimals = currency === 'KRW' ? 0 : 2;
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            trailingZeroDisplay: 'stripIfInteger',
          });
          expect(formatPrice(amount, currency, locale), `${amount} ${currency} ${locale}`).toBe(intl.format(amount));
        }
  });

  it('starts Korean readers in won and English readers in dollars', () => {
    expect(defaultCurrencyFor('ko')).toBe('KRW');
    expect(defaultCurrencyFor('en')).toBe('USD');
  });
});

describe('the products /pricing lists', () => {
  const ids = (...args: Parameters<typeof pricingProducts>) => pricingProducts(...args).map((p) => p.productid);

  it('lists an artist price list per period, and the gallery plans of SPEC.md §9', () => {
    expect(ids('artist', 'monthly', 'default')).toEqual(['abasic_default', 'apro_default']);
    expect(ids('artist', 'yearly', 'student')).toEqual(['abasic_student_y', 'apro_student_y']);
    expect(ids('gallery', 'yearly', 'default')).toEqual(['gcode_default_y', 'gpro_default_y', 'gunique_default_y']);
  });

  it('computes the yearly saving only for paid plans', () => {
    expect(yearlySavingPercent(findProduct('gpro_default_y')!, 'KRW')).toBe(20);
    expect(yearlySavingPercent(findProduct('gpro_default_y')!, 'USD')).toBe(20);
    expect(yearlySavingPercent(findProduct('gcode_default_y')!, 'KRW')).toBeNull();
    expect(yearlySavingPercent(findProduct('gpro_default')!, 'KRW')).toBeNull();
  });
});

describe('the current plan and the trial on /pricing', () => {
  const onPlan = (productid: string, amount: number, trialAvailable: boolean): BillingPlanDto => ({
    planid: productid.split('_')[0]!,
    productid,
    state: 'active',
    amount,
    currency: 'KRW',
    periodEnd: null,
    cancelAtPeriodEnd: false,
    pendingProductid: null,
    trialAvailable,
    provider: null,
    card: null,
  });
  const monthly = findProduct('apro_default')!;
  const yearly = findProduct('apro_default_y')!;

  it('marks only the same product and billing period as current', () => {
    expect(isCurrentProduct(onPlan('apro_default', 12_000, false), monthly)).toBe(true);
    expect(isCurrentProduct(onPlan('apro_default', 12_000, false), yearly)).toBe(false);
    expect(isCurrentProduct(undefined, monthly)).toBe(false);
  });

  it('offers a trial only as the server allows it, and not of a plan one has', () => {
    expect(offersTrial(onPlan('abasic_default', 0, true), yearly, 'KRW')).toBe(true);
    expect(offersTrial(onPlan('apro_default', 12_000, false), yearly, 'KRW')).toBe(false);
    expect(offersTrial(onPlan('apro_free', 0, true), monthly, 'KRW')).toBe(false);
  });
});
