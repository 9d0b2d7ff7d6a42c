import { Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { CURRENCIES, type Currency } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../i18n/i18n-options';
import { defaultCurrencyFor } from './format-price';
import { BILLING_PERIODS, GALLERY_PLANS, type BillingPeriod } from './plan-catalog';
import { PlanCard } from './PlanCard';

/** The gallery plans with a billing period and a currency switch (won first in Korean, dollars in English). */
export function PricingTable() {
  const { t, i18n } = useTranslation('pricing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [chosenCurrency, setChosenCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? defaultCurrencyFor(toLocale(i18n.resolvedLanguage));
  return (
    <Stack gap="md">
      <Group gap="md">
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value)}
          data={BILLING_PERIODS.map((value) => ({ value, label: t(`billing.${value}`) }))}
          aria-label={t('billing.label')}
          data-testid="billing-period"
        />
        <SegmentedControl
          value={currency}
          onChange={(value) => setChosenCurrency(value)}
          data={CURRENCIES.map((value) => ({ value, label: value }))}
          aria-label={t('currency.label')}
          data-testid="currency"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-label={t('plansLabel')} component="section">
        {GALLERY_PLANS.map((plan) => (
          <PlanCard key={plan.planid} plan={plan} period={period} currency={currency} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
