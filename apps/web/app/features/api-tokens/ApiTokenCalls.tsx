import { Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTableLog } from '../api/PagedTableLog';
import { useFormatDateTime } from '../workspace/format-date';
import { TOKEN_CALLS_PAGE_SIZE, useApiTokenCallsQuery } from './queries';

/** The audit of one token: its calls, newest first, a page at a time. */
export function ApiTokenCalls({ gid, id }: { gid: string; id: string }) {
  const { t } = useTranslation('workspace');
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(0);
  const calls = useApiTokenCallsQuery(gid, id, page);
  return (
    <Stack gap="xs" data-testid="api-token-calls">
      <PagedTableLog
        query={calls}
        pageSize={TOKEN_CALLS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t('apiTokens.callsEmpty')}
        emptyTestId="api-token-calls-empty"
        minWidth={420}
        head={
          <>
            <Table.Th>{t('apiTokens.callAt')}</Table.Th>
            <Table.Th>{t('apiTokens.callRequest')}</Table.Th>
            <Table.Th>{t('apiTokens.callStatus')}</Table.Th>
          </>
        }
        rows={(items) =>
          items.map((call, index) => (
            <Table.Tr key={`${call.at}-${index}`} data-testid="api-token-call">
              <Table.Td>{formatDateTime(call.at)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {call.method} {call.path}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={call.status < 400 ? 'green' : 'red'}>
                  {call.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))
        }
      />
    </Stack>
  );
}
