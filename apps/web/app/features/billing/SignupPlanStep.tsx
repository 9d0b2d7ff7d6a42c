import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { audienceOf, priceKind, type Currency } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toLocale } from '../../i18n/i18n-options';
import { toast } from '../../lib/toast';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useFailureToast } from '../api/use-error-message';
import { checkoutPath } from '../pricing/PlanAction';
import { PlanCard } from '../pricing/PlanCard';
import { defaultCurrencyFor } from '../pricing/format-price';
import { pricingProducts } from '../pricing/pricing-catalog';
import type { SessionUser } from '../session/SessionProvider';
import { useBillingPlanQuery, useSignupPlanMutation } from './queries';

/**
 * The sign-up plan step: the person's own monthly plans side by side. The free one is already
 * theirs (the inventory works at once); a pro one with a trial starts it (PUT
 * /billing/plan/update/signup); a paid one without goes to checkout.
 */
export function SignupPlanStep({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const failureToast = useFailureToast();
  const plan = useBillingPlanQuery();
  const choose = useSignupPlanMutation();
  const audience = audienceOf(user.type) ?? 'collector';
  const currency: Currency = plan.data?.currency ?? defaultCurrencyFor(toLocale(i18n.resolvedLanguage));
  if (plan.isPending) return <Skeleton height={320} />;
  if (plan.isError) return <QueryErrorAlert error={plan.error} onRetry={() => void plan.refetch()} />;
  const products = pricingProducts(audience, 'monthly', 'default').filter(
    (product) => priceKind(product.prices[currency]) !== 'custom',
  );
  const startTrial = (productid: string) =>
    choose.mutate(
      { uid: user.uid, productid: productid, currency },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: failureToast,
      },
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: products.length }} spacing="md" maw={800}>
        {products.map((product) => {
          const kind = priceKind(product.prices[currency]);
          return (
            <PlanCard key={product.productid} product={product} currency={currency} current={false}>
              {kind === 'free' && (
                <Button component={Link} to="/inventory" variant="light" data-testid="signup-plan-free">
                  {t('signup.free')}
                </Button>
              )}
              {kind === 'paid' && product.trial && plan.data.trialAvailable && (
                <Button
                  loading={choose.isPending}
                  onClick={() => {
                    startTrial(product.productid);
                    toast.success({ message: t('gate.trial') });
                  }}
                  data-testid="signup-plan-trial"
                >
                  {t('signup.pro')}
                </Button>
              )}
              {kind === 'paid' && !(product.trial && plan.data.trialAvailable) && (
                <Button component={Link} to={checkoutPath(product.productid, currency)} data-testid="signup-plan-buy">
                  {t('checkout.summary')}
                </Button>
              )}
            </PlanCard>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('signup.later')}
      </Text>
    </>
  );
}
