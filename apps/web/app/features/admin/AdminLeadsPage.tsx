import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { usePublicEnv } from '../../lib/public-env';
import { useFormatDateTime } from '../workspace/format-date';
import { AdminPagedList } from './AdminPagedList';
import { pageViewOf } from './admin-params';
import { leadsExportUrl, useAdminLeadsQuery } from './queries';

/** /admin/leads: how many addresses were left, the latest of them, and the whole list as CSV. */
export function AdminLeadsPage() {
  const { t } = useTranslation('admin');
  const { apiBaseUrl } = usePublicEnv();
  const formatDateTime = useFormatDateTime();
  const [params] = useSearchParams();
  const view = pageViewOf(params);
  const leads = useAdminLeadsQuery(view);
  return (
    <AdminPagedList
      query={leads}
      page={view.page}
      gap="md"
      testId="admin-leads"
      empty={<EmptyState title={t('leads.emptyTitle')} body={t('leads.emptyBody')} testId="admin-leads-empty" />}
    >
      {(page) => (
        <>
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Text fz={28} fw={700} data-testid="admin-leads-count">
                {t('leads.count', { count: page.total })}
              </Text>
              <Text size="sm" c="gray.7">
                {t('leads.csvHint')}
              </Text>
            </Stack>
            <Button component="a" href={leadsExportUrl(apiBaseUrl)} download data-testid="admin-leads-download">
              {t('leads.download')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('leads.columns.email')}</Table.Th>
                  <Table.Th>{t('leads.columns.locale')}</Table.Th>
                  <Table.Th>{t('leads.columns.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((lead) => (
                  <Table.Tr key={lead.email} data-testid="admin-lead-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{lead.email}</Table.Td>
                    <Table.Td>{lead.locale}</Table.Td>
                    <Table.Td>{formatDateTime(lead.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </AdminPagedList>
  );
}
