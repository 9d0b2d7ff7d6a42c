import { Anchor, Table, Text } from '@mantine/core';
import type { Currency, PlanHistoryEntryDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { useFormatMoney } from '../artwork/money';
import { useFormatDate } from '../workspace/format-date';

/** Every plan change and payment, newest first, with the provider's receipt where there is one. */
export function HistorySection({ history }: { history: PlanHistoryEntryDto[] }) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const { t: tp } = useTranslation('pricing');
  const formatDate = useFormatDate();
  const rows = [...history].reverse();
  return (
    <SectionCard title={t('history.title')} testId="billing-history">
      {rows.length === 0 ? (
        <Text c="gray.7">{t('history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.when')}</Table.Th>
                <Table.Th>{t('history.event')}</Table.Th>
                <Table.Th>{t('history.plan')}</Table.Th>
                <Table.Th>{t('history.amount')}</Table.Th>
                <Table.Th>{t('history.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id} data-testid={`billing-history-${entry.event}`}>
                  <Table.Td>{formatDate(entry.at)}</Table.Td>
                  <Table.Td>{t(`history.events.${entry.event as 'start'}`, { defaultValue: entry.event })}</Table.Td>
                  <Table.Td>{tp(`plans.${entry.planid as 'apro'}`, { defaultValue: entry.planid })}</Table.Td>
                  <Table.Td>
                    {entry.amount > 0 && entry.currency ? formatMoney(entry.amount, entry.currency as Currency) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {entry.receiptUrl ? (
                      <Anchor href={entry.receiptUrl} target="_blank" rel="noopener noreferrer">
                        {t('history.open')}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
