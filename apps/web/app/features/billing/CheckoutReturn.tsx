import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { CURRENCIES, type Currency } from '@vernissage/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorMessage } from '../api/use-error-message';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { checkoutSelf } from './CheckoutPage';
import {
  useChangePlanMutation,
  usePaymentMethodQuery,
  usePaypalSubscriptionMutation,
  useRegisterCardMutation,
} from './queries';

type Step = 'card' | 'paypal';

/**
 * Where the providers' windows come back: `/checkout/card?customerKey&authKey` registers the card
 * with Toss and then changes the plan (charged on it), or only registers it when no plan is named
 * (a card change from the billing page); `/checkout/paypal?subscription_id&token`
 * has the server check the subscription with PayPal. Done once, with progress and a way back.
 */
export function CheckoutReturn({ user, step, params }: { user: SessionUser; step: Step; params: URLSearchParams }) {
  const { t } = useTranslation('billing');
  const { t: tp } = useTranslation('pricing');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const register = useRegisterCardMutation();
  const change = useChangePlanMutation();
  const subscribe = usePaypalSubscriptionMutation();
  const method = usePaymentMethodQuery();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  const productid = params.get('productid') ?? '';
  const currency: Currency =
    CURRENCIES.find((value) => value === params.get('currency')) ?? (step === 'paypal' ? 'USD' : 'KRW');

  useEffect(() => {
    if (started.current || (step === 'paypal' && !method.data)) return;
    started.current = true;
    const run = async () => {
      if (step === 'card') {
        await register.mutateAsync({
          uid: user.uid,
          customerKey: params.get('customerKey') ?? '',
          authKey: params.get('authKey') ?? '',
        });
        // Only a card change (from the billing page): nothing to buy.
        if (!productid) return null;
        return change.mutateAsync({ uid: user.uid, productid: productid, currency });
      }
      return subscribe.mutateAsync({
        uid: user.uid,
        currency: 'USD',
        productid: productid,
        paypalPlanId: method.data?.paypal.plans[productid] ?? '',
        orderId: params.get('token') ?? params.get('ba_token') ?? '',
        subscriptionId: params.get('subscription_id') ?? '',
      });
    };
    run()
      .then((plan) => {
        toast.success({
          message: plan
            ? t('checkout.done', { plan: tp(`plans.${plan.planid ?? 'invalid'}` as never) })
            : t('card.registered'),
        });
        void navigate('/account/billing', { replace: true });
      })
      .catch(setError);
    // Runs once, as soon as what it needs is loaded; the ref keeps a second render from repeating it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutations and params are read once
  }, [method.data]);

  if (error) {
    return (
      <Stack gap="md" maw={560}>
        <Alert color="red" title={t('checkout.confirmFailed')} data-testid="checkout-return-error">
          {errorMessage(error)}
        </Alert>
        <Button component={Link} to={checkoutSelf(productid, currency)} variant="light" w="fit-content">
          {t('checkout.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="center" py="xl" data-testid="checkout-confirming">
      <Loader />
      <Text>{t('checkout.confirming')}</Text>
    </Stack>
  );
}
