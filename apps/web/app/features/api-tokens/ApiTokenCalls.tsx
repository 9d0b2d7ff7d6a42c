import { Badge, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../api/QueryList';
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
      <QueryList
        query={calls}
        loading={<Skeleton height={80} />}
        empty={
          <Text size="sm" c="gray.7" data-testid="api-token-calls-empty">
            {t('apiTokens.callsEmpty')}
          </Text>
        }
      >
        {(answer) => (
          <Stack gap="xs">
            <Table.ScrollContainer minWidth={420}>
              <Table striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('apiTokens.callAt')}</Table.Th>
                    <Table.Th>{t('apiTokens.callRequest')}</Table.Th>
                    <Table.Th>{t('apiTokens.callStatus')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.items.map((call, index) => (
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
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {answer.total > TOKEN_CALLS_PAGE_SIZE && (
              <Group justify="flex-end">
                <Pagination
                  size="sm"
                  total={Math.ceil(answer.total / TOKEN_CALLS_PAGE_SIZE)}
                  value={page + 1}
                  onChange={(next) => setPage(next - 1)}
                />
              </Group>
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
