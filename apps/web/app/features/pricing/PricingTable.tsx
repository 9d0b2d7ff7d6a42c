import { Group, rem, SimpleGrid, Stack } from '@mantine/core';
import {
  audienceOf,
  BILLING_PERIODS,
  CURRENCIES,
  type ArtistPolicy,
  type BillingPeriod,
  type Currency,
  type PlanAudience,
} from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSegmentedControl } from '../../components/mantine-look';
import { toLocale } from '../../i18n/i18n-options';
import { useBillingPlanQuery } from '../billing/queries';
import { useSession } from '../session/SessionProvider';
import { defaultCurrencyFor } from './format-price';
import { PlanAction } from './PlanAction';
import { PlanCard } from './PlanCard';
import { isCurrentProduct, PRICING_AUDIENCES, PUBLIC_ARTIST_POLICIES, pricingProducts } from './pricing-catalog';

/**
 * The plans of every kind of account, from the shared catalogue, with switches for the kind of
 * account, the artist price list, the billing period and the currency (won first in Korean,
 * dollars in English); a signed-in person starts on their own kind and sees their current plan.
 * The switches are in SegmentedControl's look without its measuring (ADR 073).
 */
export function PricingTable() {
  const { t, i18n } = useTranslation('pricing');
  const { user } = useSession();
  const plan = useBillingPlanQuery(user !== null);
  const own = audienceOf(user?.type) ?? 'gallery';
  const [audience, setAudience] = useState<PlanAudience>(own);
  const [policy, setPolicy] = useState<ArtistPolicy>('default');
  const [period, setPeriod] = useState<BillingPeriod>(plan.data?.productid?.endsWith('_y') ? 'yearly' : 'monthly');
  const [chosenCurrency, setChosenCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? plan.data?.currency ?? defaultCurrencyFor(toLocale(i18n.resolvedLanguage));
  const products = pricingProducts(audience, period, policy);
  return (
    <Stack gap="md">
      <PlainSegmentedControl
        value={audience}
        onChange={(value) => setAudience(value)}
        data={PRICING_AUDIENCES.map((value) => ({ value, label: t(`audience.${value}`) }))}
        aria-label={t('audience.label')}
        data-testid="pricing-audience"
        fullWidth
        style={{ maxWidth: rem(640) }}
      />
      <Group gap="md">
        {audience === 'artist' && (
          <PlainSegmentedControl
            value={policy}
            onChange={(value) => setPolicy(value)}
            data={PUBLIC_ARTIST_POLICIES.map((value) => ({ value, label: t(`policy.${value}` as 'policy.default') }))}
            aria-label={t('policy.label')}
            data-testid="pricing-policy"
          />
        )}
        <PlainSegmentedControl
          value={period}
          onChange={(value) => setPeriod(value)}
          data={BILLING_PERIODS.map((value) => ({ value, label: t(`billing.${value}`) }))}
          aria-label={t('billing.label')}
          data-testid="billing-period"
        />
        <PlainSegmentedControl
          value={currency}
          onChange={(value) => setChosenCurrency(value)}
          data={CURRENCIES.map((value) => ({ value, label: value }))}
          aria-label={t('currency.label')}
          data-testid="currency"
        />
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: Math.min(products.length, 4) }}
        spacing="md"
        aria-label={t('plansLabel')}
        component="section"
      >
        {products.map((product) => (
          <PlanCard
            key={product.productid}
            product={product}
            currency={currency}
            current={isCurrentProduct(plan.data, product)}
          >
            <PlanAction product={product} currency={currency} user={user} plan={plan.data} />
          </PlanCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
