import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { findProduct, type BillingPlanDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { toast } from '../../lib/toast';
import { useErrorMessage, useFailureToast } from '../api/use-error-message';
import { useFormatMoney } from '../artwork/money';
import { useFormatDate } from '../workspace/format-date';
import { useCancelPlanMutation, useResumePlanMutation } from './queries';

/** The current plan: its state and dates, a pending change, and cancel or keep. */
export function PlanSection({ plan }: { plan: BillingPlanDto }) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const { t: tp } = useTranslation('pricing');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const failureToast = useFailureToast();
  const cancel = useCancelPlanMutation();
  const resume = useResumePlanMutation();
  const [confirming, setConfirming] = useState(false);
  const product = plan.productid ? findProduct(plan.productid) : undefined;
  const end = plan.periodEnd ? formatDate(plan.periodEnd) : null;
  const paid = plan.amount > 0 && plan.currency;
  const live = plan.state === 'active' || plan.state === 'paid' || plan.state === 'trial';
  const dateLine = !end
    ? t('plan.free')
    : plan.state === 'trial'
      ? t('plan.trialEnds', { date: end })
      : // Without a card (a free period from a code) nothing renews it: it ends, back on the free plan.
        plan.cancelAtPeriodEnd || (!plan.card && plan.provider !== 'paypal')
        ? t('plan.ends', { date: end })
        : t('plan.renews', { date: end });
  return (
    <SectionCard title={t('plan.title')} testId="billing-plan">
      <Group gap="sm">
        <Text fz="xl" fw={700} data-testid="billing-plan-name">
          {tp(`plans.${(plan.planid ?? 'invalid') as 'apro'}`)}
          {product && ` · ${tp(`billing.${product.period}`)}`}
        </Text>
        <Badge color={live ? 'teal' : 'gray'} data-testid="billing-plan-state">
          {t(`state.${(plan.state ?? 'none') as 'active'}`)}
        </Badge>
      </Group>
      {paid && (
        <Text>
          {formatMoney(plan.amount, plan.currency!)}
          {product && ` ${tp(`per.${product.period}`)}`}
          {plan.provider &&
            ` · ${t('plan.via', { provider: plan.provider === 'paypal' ? 'PayPal' : 'Toss Payments' })}`}
        </Text>
      )}
      <Text c="gray.7" data-testid="billing-plan-dates">
        {dateLine}
      </Text>
      {plan.pendingProductid && end && (
        <Text c="gray.7">
          {t('plan.pending', {
            plan: tp(`plans.${findProduct(plan.pendingProductid)?.planid ?? 'invalid'}`),
            date: end,
          })}
        </Text>
      )}
      {plan.state === 'expired' && <Alert color="orange">{t('plan.expired')}</Alert>}
      <Group gap="sm">
        <Button component={Link} to="/pricing" variant="light" data-testid="billing-change-plan">
          {t('plan.change')}
        </Button>
        {live && end && !plan.cancelAtPeriodEnd && (paid || plan.state === 'trial') && (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="billing-cancel">
            {t('plan.cancel')}
          </Button>
        )}
        {plan.cancelAtPeriodEnd && (
          <Button
            loading={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => toast.success({ message: t('plan.resumed') }),
                onError: failureToast,
              })
            }
            data-testid="billing-resume"
          >
            {t('plan.resume')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('plan.cancelTitle')}
        body={t('plan.cancelBody', { date: end ?? '' })}
        confirmLabel={t('plan.cancel')}
        loading={cancel.isPending}
        error={cancel.error ? errorMessage(cancel.error) : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success({ message: t('plan.canceled', { date: end ?? '' }) });
            },
          })
        }
        testId="billing-cancel-dialog"
      />
    </SectionCard>
  );
}
