import { UserType, type UserDto } from '@vernissage/shared';
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

/** A plan as admins read it: the plan id with the product and state (`apro · apro_default · active`). */
export function planText(plan: UserDto['plan']): string | null {
  if (!plan?.planid) return null;
  return [plan.planid, plan.productid, plan.state].filter(Boolean).join(' · ');
}
