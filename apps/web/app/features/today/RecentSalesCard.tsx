import { Paper, Text, Title } from '@mantine/core';
import type { TodayDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../artwork/money';
import { recipientLabel } from '../shares/share-actions';
import { useFormatDate } from '../workspace/format-date';
import { TodayShareRow } from './TodayShareRow';

/** The latest confirmed and sold offers, to whom and for how much (none: no card). */
export function RecentSalesCard({ sales }: { sales: TodayDto['recentSales'] }) {
  const { t } = useTranslation('home');
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  if (sales.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-sales">
      <Title order={2} size="h4" mb="xs">
        {t('sales.title')}
      </Title>
      {sales.map(({ share }) => (
        <TodayShareRow
          key={share.sid}
          share={share}
          to={`/artworks/${share.aid}`}
          testId="home-sale"
          details={
            <Text size="sm" c="gray.7">
              {[
                t('sales.to', { name: recipientLabel(share.recipient) }),
                share.shareprice === null ? null : formatMoney(share.shareprice, share.currency),
                formatDate(share.shareat),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          }
        />
      ))}
    </Paper>
  );
}
