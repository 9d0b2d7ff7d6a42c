import { SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { adminBillingRoute, type ApiCall, type Currency } from '@vernissage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { useApi } from '../api/ApiProvider';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useFormatMoney } from '../artwork/money';
import { useFormatDate } from '../workspace/format-date';

/** The platform's billing for its admins (`GET /admin/billing`). */
export const adminBillingQuery = (api: ApiCall) =>
  queryOptions({ queryKey: ['billing', 'admin'], queryFn: () => api(adminBillingRoute, {}) });

const CLASSES = ['paid', 'free', 'expired', 'notPaid'] as const;

/** /admin/billing: accounts by plan class, revenue by month and currency, failing renewals. */
export function AdminBillingPage() {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const summary = useQuery(adminBillingQuery(useApi()));
  if (summary.isPending) return <Skeleton height={360} />;
  if (summary.isError) return <QueryErrorAlert error={summary.error} onRetry={() => void summary.refetch()} />;
  const { classes, revenue, failedRenewals } = summary.data;
  return (
    <Stack gap="lg" maw={960}>
      <SectionCard title={t('admin.classes')} testId="admin-billing-classes">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {CLASSES.map((name) => (
            <div key={name} data-testid={`admin-billing-class-${name}`}>
              <Text size="sm" c="gray.7">
                {t(`admin.${name}`)}
              </Text>
              <Text fz={28} fw={700}>
                {classes[name]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('admin.revenue')} testId="admin-billing-revenue">
        {revenue.length === 0 ? (
          <Text c="gray.7">{t('admin.none')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.month')}</Table.Th>
                <Table.Th>{t('admin.currency')}</Table.Th>
                <Table.Th>{t('history.amount')}</Table.Th>
                <Table.Th>{t('admin.orders')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revenue.map((row) => (
                <Table.Tr key={`${row.month}-${row.currency}`}>
                  <Table.Td>{row.month}</Table.Td>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td>{formatMoney(row.amount, row.currency as Currency)}</Table.Td>
                  <Table.Td>{row.orders}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SectionCard>
      <SectionCard title={t('admin.failed')} testId="admin-billing-failed">
        {failedRenewals.length === 0 ? (
          <Text c="gray.7">{t('admin.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>{t('history.plan')}</Table.Th>
                  <Table.Th>{t('admin.attempts')}</Table.Th>
                  <Table.Th>{t('admin.next')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {failedRenewals.map((row) => (
                  <Table.Tr key={row.uid}>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>{row.productid ?? '—'}</Table.Td>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td>{row.nextAttemptAt ? formatDate(row.nextAttemptAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>
    </Stack>
  );
}
