import { Button, Stack } from '@mantine/core';
import { audienceOf, priceKind, type BillingPlanDto, type Currency, type Product } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFailureToast } from '../api/use-error-message';
import { useTrialMutation } from '../billing/queries';
import type { SessionUser } from '../session/SessionProvider';
import { isCurrentProduct, offersTrial } from './pricing-catalog';
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
  // A price agreed case by case is not "start free"; the card says to ask (there is no contact channel to link yet).
  if (kind === 'custom') return null;
  if (!user) {
    return (
      <Button component={Link} to="/signup" variant="light" data-testid="plan-signup">
        {t('cta.signup')}
      </Button>
    );
  }
  if (audienceOf(user.type) !== product.audience || !plan) return null;
  if (isCurrentProduct(plan, product)) return null;
  const trialOffered = offersTrial(plan, product, currency);
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
      {trialOffered && (
        <Button onClick={startTrial} loading={trial.isPending} data-testid="plan-trial">
          {t('cta.trial')}
        </Button>
      )}
      <Button
        component={Link}
        to={checkoutPath(product.productid, currency)}
        variant={trialOffered ? 'light' : 'filled'}
        data-testid="plan-choose"
      >
        {t('cta.choose')}
      </Button>
    </Stack>
  );
}
