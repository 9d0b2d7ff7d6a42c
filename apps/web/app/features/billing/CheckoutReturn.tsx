import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { CURRENCIES, type Currency } from '@vernissage/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorMessage } from '../api/use-error-message';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { checkoutPath } from '../pricing/PlanAction';
import {
  useChangePlanMutation,
  usePaymentMethodQuery,
  usePaypalSubscriptionMutation,
  useRegisterCardMutation,
  useSendGiftMutation,
} from './queries';

type Step = 'card' | 'paypal' | 'gift';

/**
 * Where the providers' windows come back: `/checkout/card?customerKey&authKey` registers the card
 * with Toss and then changes the plan (charged on it), or only registers it when no plan is named
 * (a card change from the billing page); `/account/billing/gift?to&paymentKey&orderId&amount`
 * confirms a gift's payment and mails its code; `/checkout/paypal?subscription_id&token`
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
  const gift = useSendGiftMutation();
  const method = usePaymentMethodQuery();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  const productid = params.get('productid') ?? '';
  const currency: Currency =
    CURRENCIES.find((value) => value === params.get('currency')) ?? (step === 'paypal' ? 'USD' : 'KRW');

  useEffect(() => {
    if (started.current || (step === 'paypal' && !method.data)) return;
    started.current = true;
    const planChanged = (plan: { planid: string | null }) =>
      t('checkout.done', { plan: tp(`plans.${plan.planid ?? 'invalid'}` as never) });
    /** Does the step; answers what to tell the person. */
    const run = async (): Promise<string> => {
      if (step === 'gift') {
        const sent = await gift.mutateAsync({
          uid: user.uid,
          to: params.get('to') ?? '',
          payment: {
            paymentKey: params.get('paymentKey') ?? '',
            orderId: params.get('orderId') ?? '',
            amount: Number(params.get('amount')),
          },
        });
        return t('gift.sent', { to: sent.to, code: sent.code });
      }
      if (step === 'card') {
        await register.mutateAsync({
          uid: user.uid,
          customerKey: params.get('customerKey') ?? '',
          authKey: params.get('authKey') ?? '',
        });
        // Only a card change (from the billing page): nothing to buy.
        if (!productid) return t('card.registered');
        return planChanged(await change.mutateAsync({ uid: user.uid, productid, currency }));
      }
      const plan = await subscribe.mutateAsync({
        uid: user.uid,
        currency: 'USD',
        productid,
        paypalPlanId: method.data?.paypal.plans[productid] ?? '',
        orderId: params.get('token') ?? params.get('ba_token') ?? '',
        subscriptionId: params.get('subscription_id') ?? '',
      });
      return planChanged(plan);
    };
    run()
      .then((message) => {
        toast.success({ message });
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
        <Button component={Link} to={checkoutPath(productid, currency)} variant="light" w="fit-content">
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
