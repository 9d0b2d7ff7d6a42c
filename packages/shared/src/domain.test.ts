import { describe, expect, it } from 'vitest';
import { classifyPlan, isLivePlanState, isYearlyProduct, planIdFromProductId, PRODUCT_IDS } from './domain.js';

describe('planIdFromProductId', () => {
  it.each([
    ['apro_default', 'apro'],
    ['apro_student_y', 'apro'],
    ['apro_free', 'apro'],
    ['abasic_kein', 'abasic'],
    ['abasic_default_y', 'abasic'],
    ['gcode_default', 'gcode'],
    ['fbasic_default', 'fbasic'],
    ['gpro_default', 'gpro'],
    ['gunique_default', 'gunique'],
    ['cbasic_default', 'cbasic'],
    ['something_else', 'gcode'],
    ['apro', 'gcode'],
    ['', 'gcode'],
  ])('%s → %s', (productid, planid) => {
    expect(planIdFromProductId(productid)).toBe(planid);
  });
});

describe('products', () => {
  it('has a yearly twin for every monthly product', () => {
    expect(PRODUCT_IDS).toHaveLength(24);
    expect(PRODUCT_IDS.filter(isYearlyProduct)).toHaveLength(12);
    expect(isYearlyProduct('apro_default_y')).toBe(true);
    expect(isYearlyProduct('apro_default')).toBe(false);
  });
});

describe('plan states', () => {
  it('counts active, paid and trial as live and everything else as expired', () => {
    expect(['active', 'paid', 'trial'].map(isLivePlanState)).toEqual([true, true, true]);
    expect(['expired', 'cancelled', '', null, undefined].map(isLivePlanState)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [{ state: 'active', amount: 175000 }, 'paid'],
    [{ state: 'active', amount: 0 }, 'free'],
    [{ state: 'expired', amount: 120 }, 'expired'],
    [{ state: 'trial', amount: 0 }, 'notPaid'],
    [{}, 'notPaid'],
  ] as const)('classifies %o as %s', (plan, expected) => {
    expect(classifyPlan(plan)).toBe(expected);
  });
});
