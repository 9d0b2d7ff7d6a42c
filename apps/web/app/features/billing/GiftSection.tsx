import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { emailSchema, PRODUCTS, productIdSchema } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionCard } from '../../components/SectionCard';
import { useFailureToast } from '../api/use-error-message';
import { useContractForm } from '../forms/use-contract-form';
import { useFormatMoney } from '../artwork/money';
import { openPaymentWindow, type PaymentMethod } from './payment-windows';
import { useGiftOrderMutation } from './queries';

/** Products sold in won, which a gift is paid in (Toss's payment window). */
const GIFTABLE = PRODUCTS.filter((product) => product.prices.KRW > 0);

const giftFormSchema = z.object({ productid: productIdSchema, to: emailSchema });

/**
 * Give a plan: pay once in the payment window; back at `/account/billing/gift`, the payment is
 * confirmed and the code mailed to the recipient, who redeems it on their billing page (ADR 028).
 */
export function GiftSection({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const { t: tp } = useTranslation('pricing');
  const failureToast = useFailureToast();
  const order = useGiftOrderMutation();
  const form = useContractForm({ schema: giftFormSchema, initialValues: { productid: 'apro_default_y', to: '' } });
  if (!method.enabled) return null;
  return (
    <SectionCard title={t('gift.title')} description={t('gift.description')} testId="billing-gift">
      <form
        onSubmit={form.onSubmit(({ productid, to }) =>
          order.mutate(productid, {
            onSuccess: (made) => {
              const back = `/account/billing/gift?${new URLSearchParams({ to }).toString()}`;
              openPaymentWindow(method, made, back, '/account/billing').catch(failureToast);
            },
            onError: failureToast,
          }),
        )}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('gift.plan')}
            data={GIFTABLE.map((product) => ({
              value: product.productid,
              label: `${tp(`plans.${product.planid}`)} · ${tp(`billing.${product.period}`)} · ${formatMoney(product.prices.KRW, 'KRW')}`,
            }))}
            allowDeselect={false}
            {...form.getInputProps('productid')}
            style={{ flex: '1 1 260px' }}
            data-testid="billing-gift-plan"
          />
          <TextInput
            label={t('gift.to')}
            type="email"
            {...form.getInputProps('to')}
            style={{ flex: '1 1 220px' }}
            data-testid="billing-gift-to"
          />
          <Button type="submit" loading={order.isPending} data-testid="billing-gift-pay">
            {t('gift.pay')}
          </Button>
        </Group>
      </form>
      <Text size="xs" c="gray.7">
        {t('gift.note')}
      </Text>
    </SectionCard>
  );
}
