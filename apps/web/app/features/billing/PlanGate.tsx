import { Alert, Button, Group, Text } from '@mantine/core';
import { permissionFor, PermissionLevel, type PermissionArea } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../api/use-error-message';
import { useSession } from '../session/SessionProvider';
import { useBillingPlanQuery, useTrialMutation } from './queries';

/**
 * Above a page whose area the person's plan only lets them read (SPEC.md §6): what it needs and
 * the way there — a 14-day trial where one is left, or the plans. The server refuses the writes
 * anyway; this says why before anyone tries. Nothing for those whose plan allows it.
 */
export function PlanGate({ area }: { area: PermissionArea }) {
  const { t } = useTranslation('billing');
  const { t: tp } = useTranslation('pricing');
  const { user } = useSession();
  const failureToast = useFailureToast();
  const level = user ? permissionFor(user, area) : PermissionLevel.write;
  const plan = useBillingPlanQuery(level < PermissionLevel.write);
  const trial = useTrialMutation();
  if (level >= PermissionLevel.write) return null;
  const expired = plan.data?.state === 'expired';
  return (
    <Alert
      color={expired ? 'orange' : 'blue'}
      title={t('gate.title', { plan: tp('plans.apro') })}
      data-testid="plan-gate"
    >
      <Text size="sm" mb="sm">
        {expired ? t('gate.readOnly') : t('gate.body')}
      </Text>
      <Group gap="sm">
        {plan.data?.trialAvailable && (
          <Button
            size="sm"
            loading={trial.isPending}
            onClick={() =>
              trial.mutate('apro_default', {
                onSuccess: () => toast.success({ message: tp('trialStarted') }),
                onError: failureToast,
              })
            }
            data-testid="plan-gate-trial"
          >
            {t('gate.trial')}
          </Button>
        )}
        <Button component={Link} to="/pricing" size="sm" variant="light" data-testid="plan-gate-plans">
          {t('gate.plans')}
        </Button>
        <Button component={Link} to="/account/billing" size="sm" variant="subtle">
          {t('plan.title')}
        </Button>
      </Group>
    </Alert>
  );
}
