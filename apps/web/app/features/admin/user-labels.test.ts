import { PLAN_IDS, PLAN_STATES, type Locale } from '@vernissage/shared';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/i18n.server';
import { planWords, type PlanNames } from './user-labels';

/** The pricing and billing pages' words for plans and their states, in a language. */
function namesIn(locale: Locale): PlanNames {
  const i18n = serverI18n(locale);
  return {
    plan: (planid) => i18n.t(`pricing:plans.${planid}`),
    state: (state) => i18n.t(`billing:state.${state}`),
  };
}

describe("a user's plan as admins read it", () => {
  it('names the plan and its state in the interface language, never in codes', () => {
    const plan = { planid: 'cbasic', productid: 'cbasic_default', state: 'active', amount: 0 };
    expect(planWords(plan, namesIn('ko'))).toEqual({ name: '컬렉터', state: '이용 중' });
    expect(planWords(plan, namesIn('en'))).toEqual({ name: 'Collector', state: 'Active' });
    expect(planWords({ ...plan, planid: 'apro', state: 'trial' }, namesIn('ko'))).toEqual({
      name: '작가 프로',
      state: '체험 중',
    });
  });

  it('has words for every plan and every state in both languages', () => {
    for (const locale of ['ko', 'en'] as const) {
      const names = namesIn(locale);
      for (const planid of PLAN_IDS) expect(names.plan(planid), `${locale} ${planid}`).not.toMatch(/^plans\./);
      for (const state of PLAN_STATES) expect(names.state(state), `${locale} ${state}`).not.toMatch(/^state\./);
    }
  });

  it('shows what it does not know as stored, and nothing without a plan', () => {
    const names = namesIn('ko');
    expect(planWords({ planid: 'legacy', productid: null, state: 'frozen', amount: null }, names)).toEqual({
      name: 'legacy',
      state: 'frozen',
    });
    expect(planWords({ planid: 'gpro', productid: null, state: null, amount: null }, names)).toEqual({
      name: '갤러리 프로',
      state: null,
    });
    expect(planWords(null, names)).toBeNull();
    expect(planWords({ planid: null, productid: null, state: null, amount: null }, names)).toBeNull();
  });
});
