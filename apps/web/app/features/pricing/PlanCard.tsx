import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { priceKind, type Currency, type Product } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../artwork/money';
import { PLAN_FEATURES, yearlySavingPercent } from './pricing-catalog';

/** One plan: its name, its price for the chosen period and currency, what it gives, and what to do. */
export function PlanCard({
  product,
  currency,
  current,
  children,
}: {
  product: Product;
  currency: Currency;
  current: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pricing');
  const formatMoney = useFormatMoney();
  const amount = product.prices[currency];
  const kind = priceKind(amount);
  const saving = yearlySavingPercent(product, currency);
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      data-testid={`plan-${product.planid}`}
      style={current ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t(`plans.${product.planid}`)}
          </Title>
          {current && (
            <Badge color="blue" data-testid="plan-current">
              {t('current')}
            </Badge>
          )}
        </Group>
        {kind === 'paid' && (
          <Group gap={6} align="baseline" wrap="wrap">
            <Text fz={28} fw={700} data-testid="plan-price">
              {formatMoney(amount, currency)}
            </Text>
            <Text c="gray.7">{t(`per.${product.period}`)}</Text>
          </Group>
        )}
        {kind !== 'paid' && (
          <Text fz={28} fw={700} data-testid="plan-price">
            {t(kind as 'free')}
          </Text>
        )}
        {kind === 'custom' && (
          <Text c="gray.7" size="sm">
            {t('customNote')}
          </Text>
        )}
        {saving !== null && (
          <Badge variant="light" color="blue" w="fit-content">
            {t('yearlySaving', { percent: saving })}
          </Badge>
        )}
        {product.trial && kind === 'paid' && (
          <Text size="sm" c="teal.8">
            {t('trialNote')}
          </Text>
        )}
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {(PLAN_FEATURES[product.planid] ?? []).map((feature) => (
            <List.Item key={feature}>{t(`feature.${feature}` as 'feature.inventory')}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Card>
  );
}
