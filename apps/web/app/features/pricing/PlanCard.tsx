import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Currency } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format-price';
import { priceKind, yearlySavingPercent, type BillingPeriod, type GalleryPlan } from './plan-catalog';

/** One plan: its name and its price for the chosen billing period and currency. */
export function PlanCard({ plan, period, currency }: { plan: GalleryPlan; period: BillingPeriod; currency: Currency }) {
  const { t, i18n } = useTranslation('pricing');
  const amount = plan.prices[period][currency];
  const kind = priceKind(amount);
  const saving = period === 'yearly' ? yearlySavingPercent(plan.prices, currency) : null;
  return (
    <Card withBorder padding="lg" component="article" data-testid={`plan-${plan.planid}`}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(`plans.${plan.planid}`)}
        </Title>
        {kind === 'paid' && (
          <Group gap={6} align="baseline" wrap="wrap">
            <Text fz={28} fw={700} data-testid="plan-price">
              {formatPrice(amount, currency, i18n.resolvedLanguage ?? i18n.language)}
            </Text>
            <Text c="gray.7">{t(`per.${period}`)}</Text>
          </Group>
        )}
        {kind === 'free' && (
          <Text fz={28} fw={700} data-testid="plan-price">
            {t('free')}
          </Text>
        )}
        {kind === 'custom' && (
          <>
            <Text fz={28} fw={700} data-testid="plan-price">
              {t('custom')}
            </Text>
            <Text c="gray.7" size="sm">
              {t('customNote')}
            </Text>
          </>
        )}
        {saving !== null && (
          <Badge variant="light" color="blue" w="fit-content">
            {t('yearlySaving', { percent: saving })}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
