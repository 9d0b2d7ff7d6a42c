import { PLAN_IDS, PLAN_STATES, UserType, type PlanId, type PlanState, type UserDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';

const TYPE_NAMES = Object.fromEntries(Object.entries(UserType).map(([name, code]) => [code, name])) as Record<
  number,
  keyof typeof UserType
>;

/** A user type's name as the sign-up form says it (`Artist`, `갤러리`); a dash before sign-up is done. */
export function useUserTypeLabel(): (type: number | null) => string {
  const { t } = useTranslation('auth');
  return (type) => {
    const name = type === null ? undefined : TYPE_NAMES[type];
    return name ? t(`userTypes.${name}.label`) : '—';
  };
}

/** A plan in words: its name and its state, each as the pricing and billing pages say it. */
export interface PlanWords {
  name: string;
  state: string | null;
}

/** How the pricing page names a plan and the billing page a plan's state, in one language. */
export interface PlanNames {
  plan: (planid: PlanId) => string;
  state: (state: PlanState) => string;
}

const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);
const isPlanState = (value: string): value is PlanState => (PLAN_STATES as readonly string[]).includes(value);

/**
 * A user's plan as admins read it (`작가 프로`, `이용 중`); null without one. A plan id or state
 * the platform does not know stays as it is stored, for an admin to see what is there.
 */
export function planWords(plan: UserDto['plan'], names: PlanNames): PlanWords | null {
  if (!plan?.planid) return null;
  const { planid, state } = plan;
  return {
    name: isPlanId(planid) ? names.plan(planid) : planid,
    state: state === null ? null : isPlanState(state) ? names.state(state) : state,
  };
}

/** `planWords` in the interface language, with the pricing and billing pages' own words. */
export function usePlanWords(): (plan: UserDto['plan']) => PlanWords | null {
  const { t: pricing } = useTranslation('pricing');
  const { t: billing } = useTranslation('billing');
  const names: PlanNames = {
    plan: (planid) => pricing(`plans.${planid}`),
    state: (state) => billing(`state.${state}`),
  };
  return (plan) => planWords(plan, names);
}
