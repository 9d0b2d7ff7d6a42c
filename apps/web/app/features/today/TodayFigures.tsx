import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TodayDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../artwork/money';

/** The workspace's works in four figures: available, on hold, sold lately, and the value on hold. */
export function TodayFigures({ figures }: { figures: TodayDto['figures'] }) {
  const { t } = useTranslation('home');
  const formatMoney = useFormatMoney();
  const value =
    figures.valueOnHold.length === 0
      ? t('figures.none')
      : figures.valueOnHold.map(({ amount, currency }) => formatMoney(amount, currency)).join(' + ');
  const entries = [
    { key: 'available', label: t('figures.available'), value: String(figures.available) },
    { key: 'on-hold', label: t('figures.onHold'), value: String(figures.onHold) },
    { key: 'sold', label: t('figures.soldRecently'), value: String(figures.soldRecently) },
    { key: 'value-on-hold', label: t('figures.valueOnHold'), value },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('figures.label')} component="section">
      {entries.map((entry) => (
        <Paper key={entry.key} withBorder p="md" data-testid={`figure-${entry.key}`}>
          <Text size="sm" c="gray.7">
            {entry.label}
          </Text>
          <Text fw={700} size="xl" data-testid="figure-value">
            {entry.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
