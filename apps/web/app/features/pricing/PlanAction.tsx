import { Button, Stack } from '@mantine/core';
import { audienceOf, priceKind, type BillingPlanDto, type Currency, type Product } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFailureToast } from '../api/use-error-message';
import { useTrialMutation } from '../billing/queries';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';

/** Where a plan's checkout is (and where the card window goes back when it is closed). */
export const checkoutPath = (productid: string, currency: Currency) =>
  `/checkout?${new URLSearchParams({ productid, currency }).toString()}`;

/**
 * What a plan card offers: sign up when signed out; for one's own kind of account, a trial where
 * one is still available, or checkout; nothing on the current plan or a plan agreed case by case.
 */
export function PlanAction({
  product,
  currency,
  user,
  plan,
}: {
  product: Product;
  currency: Currency;
  user: SessionUser | null;
  plan: BillingPlanDto | undefined;
}) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const failureToast = useFailureToast();
  const trial = useTrialMutation();
  const kind = priceKind(product.prices[currency]);
  if (!user) {
    return (
      <Button component={Link} to="/signup" variant="light" data-testid="plan-signup">
        {t('cta.signup')}
      </Button>
    );
  }
  if (audienceOf(user.type) !== product.audience || kind === 'custom' || !plan) return null;
  if (plan.productid === product.productid) return null;
  const startTrial = () =>
    trial.mutate(product.productid, {
      onSuccess: () => {
        toast.success({ message: t('trialStarted') });
        void navigate('/account/billing');
      },
      onError: failureToast,
    });
  return (
    <Stack gap="xs">
      {plan.trialAvailable && product.trial && kind === 'paid' && (
        <Button onClick={startTrial} loading={trial.isPending} data-testid="plan-trial">
          {t('cta.trial')}
        </Button>
      )}
      <Button
        component={Link}
        to={checkoutPath(product.productid, currency)}
        variant={plan.trialAvailable && product.trial ? 'light' : 'filled'}
        data-testid="plan-choose"
      >
        {t('cta.choose')}
      </Button>
    </Stack>
  );
}
