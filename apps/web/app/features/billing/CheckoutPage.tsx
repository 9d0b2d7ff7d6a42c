import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  audienceOf,
  findProduct,
  isPaidIn,
  type BillingPlanDto,
  type Currency,
  type Product,
} from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SectionCard } from '../../components/SectionCard';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useFailureToast } from '../api/use-error-message';
import { useFormatMoney } from '../artwork/money';
import { useFormatDate } from '../workspace/format-date';
import { checkoutPath } from '../pricing/PlanAction';
import type { SessionUser } from '../session/SessionProvider';
import { toast } from '../../lib/toast';
import { openCardWindow, type PaymentMethod } from './payment-windows';
import { blockedUntil } from './checkout-rules';
import { PaypalButton } from './PaypalButton';
import { useBillingPlanQuery, useChangePlanMutation, usePaymentMethodQuery } from './queries';

/**
 * /checkout: the plan and its price, what happens now (charged at once less the unused period, or
 * the change waits for the period's end), then the way to pay: the card on file, a new card
 * through Toss's window (won), or PayPal (dollars). In the sandbox both windows are ours.
 */
export function CheckoutPage({
  user,
  productid,
  currency,
  failure,
}: {
  user: SessionUser;
  productid: string;
  currency: Currency;
  failure: string | null;
}) {
  const { t } = useTranslation('billing');
  const plan = useBillingPlanQuery();
  const method = usePaymentMethodQuery();
  const product = findProduct(productid);
  if (!product) return <NoSuchCheckout reason={t('checkout.unknown')} />;
  if (audienceOf(user.type) !== product.audience) return <NoSuchCheckout reason={t('checkout.otherAudience')} />;
  if (plan.isPending || method.isPending) return <Skeleton height={280} data-testid="checkout-loading" />;
  if (plan.isError) return <QueryErrorAlert error={plan.error} onRetry={() => void plan.refetch()} />;
  if (method.isError) return <QueryErrorAlert error={method.error} onRetry={() => void method.refetch()} />;
  return (
    <Stack gap="lg" maw={640}>
      {failure && (
        <Alert color="red" data-testid="checkout-failed">
          {t('checkout.failed', { message: failure })}
        </Alert>
      )}
      {(method.data.sandbox || method.data.paypal.sandbox) && (
        <Alert color="yellow" data-testid="checkout-sandbox">
          {t('sandbox')}
        </Alert>
      )}
      <OrderSummary product={product} currency={currency} plan={plan.data} />
      <PayStep user={user} product={product} currency={currency} plan={plan.data} method={method.data} />
      <Text size="sm" c="gray.7">
        {t('checkout.codesHint')} <Link to="/account/billing">{t('codes.title')}</Link>
      </Text>
    </Stack>
  );
}

/** A checkout address with no plan of this account's to pay for (a bookmark, an edited link): the way back to the plans. */
function NoSuchCheckout({ reason }: { reason: string }) {
  const { t } = useTranslation('billing');
  return (
    <Alert color="red" data-testid="checkout-no-plan">
      {reason}{' '}
      <Link to="/pricing" data-testid="checkout-see-plans">
        {t('gate.plans')}
      </Link>
    </Alert>
  );
}

function OrderSummary({ product, currency, plan }: { product: Product; currency: Currency; plan: BillingPlanDto }) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const { t: tp } = useTranslation('pricing');
  const amount = product.prices[currency];
  const blocked = blockedUntil(plan, product, currency);
  const note = blocked
    ? t(`checkout.${blocked}AfterPeriod`, { date: formatDate(plan.periodEnd ?? ''), currency: plan.currency })
    : !isPaidIn(product, currency)
      ? t('checkout.freeNote')
      : plan.amount > 0 && plan.state !== 'trial' && plan.currency === currency && amount < plan.amount
        ? t('checkout.downgradeNote')
        : t('checkout.upgradeNote');
  return (
    <SectionCard title={t('checkout.summary')} testId="checkout-summary">
      <Group justify="space-between">
        <Text>{t('checkout.plan')}</Text>
        <Text fw={700} data-testid="checkout-plan">
          {tp(`plans.${product.planid}`)} · {tp(`billing.${product.period}`)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text>{t('checkout.price')}</Text>
        <Text fw={700} data-testid="checkout-price">
          {amount > 0 ? `${formatMoney(amount, currency)} ${tp(`per.${product.period}`)}` : tp('free')}
        </Text>
      </Group>
      <Text size="sm" c="gray.7" data-testid="checkout-note">
        {note}
      </Text>
    </SectionCard>
  );
}

function PayStep(props: {
  user: SessionUser;
  product: Product;
  currency: Currency;
  plan: BillingPlanDto;
  method: PaymentMethod;
}) {
  const { user, product, currency, method } = props;
  const { t } = useTranslation('billing');
  const { t: tp } = useTranslation('pricing');
  const navigate = useNavigate();
  const failureToast = useFailureToast();
  const change = useChangePlanMutation();
  const [opening, setOpening] = useState(false);
  const switchPlan = () =>
    change.mutate(
      { uid: user.uid, productid: product.productid, currency },
      {
        onSuccess: (next) => {
          toast.success({ message: t('checkout.done', { plan: tp(`plans.${next.planid ?? 'invalid'}` as never) }) });
          void navigate('/account/billing');
        },
        onError: failureToast,
      },
    );
  if (blockedUntil(props.plan, product, currency)) return null;
  if (!isPaidIn(product, currency)) {
    return (
      <Button onClick={switchPlan} loading={change.isPending} data-testid="checkout-switch">
        {t('checkout.switch')}
      </Button>
    );
  }
  if (currency === 'USD') {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('checkout.usdOnlyPaypal')}</Text>
        <PaypalButton
          method={method}
          productid={product.productid}
          uid={user.uid}
          cancelPath={checkoutPath(product.productid, currency)}
        />
      </Stack>
    );
  }
  if (!method.enabled) return <Alert color="gray">{t('checkout.cardUnavailable')}</Alert>;
  if (method.card) {
    return (
      <Button onClick={switchPlan} loading={change.isPending} size="md" data-testid="checkout-pay-card">
        {t('checkout.payCard', { card: method.card.number ?? '' })}
      </Button>
    );
  }
  const register = () => {
    setOpening(true);
    const back = `/checkout/card?${new URLSearchParams({ productid: product.productid, currency }).toString()}`;
    openCardWindow(method, back, checkoutPath(product.productid, currency)).catch((error: unknown) => {
      setOpening(false);
      failureToast(error);
    });
  };
  return (
    <Button onClick={register} loading={opening} size="md" data-testid="checkout-register-card">
      {t('checkout.registerAndPay')}
    </Button>
  );
}
