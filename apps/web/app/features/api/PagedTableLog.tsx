import { Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryList } from './QueryList';

/**
 * A log read a page at a time (a token's calls, an endpoint's deliveries): a placeholder while
 * it loads, `empty` when there is nothing yet, else a striped table that scrolls sideways on a
 * phone, anything `below` it, and the pages when there is more than one.
 */
export function PagedTableLog<TItem>({
  query,
  pageSize,
  page,
  onPage,
  empty,
  emptyTestId,
  minWidth,
  head,
  rows,
  below,
}: {
  query: UseQueryResult<{ items: TItem[]; total: number }>;
  pageSize: number;
  /** The page shown, from 0. */
  page: number;
  onPage: (page: number) => void;
  empty: string;
  emptyTestId: string;
  minWidth: number;
  /** The head row's cells. */
  head: ReactNode;
  rows: (items: TItem[]) => ReactNode;
  below?: ReactNode;
}) {
  return (
    <QueryList
      query={query}
      loading={<Skeleton height={80} />}
      empty={
        <Text size="sm" c="gray.7" data-testid={emptyTestId}>
          {empty}
        </Text>
      }
    >
      {(answer) => (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows(answer.items)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {below}
          {answer.total > pageSize && (
            <Group justify="flex-end">
              <Pagination
                size="sm"
                total={Math.ceil(answer.total / pageSize)}
                value={page + 1}
                onChange={(next) => onPage(next - 1)}
              />
            </Group>
          )}
        </Stack>
      )}
    </QueryList>
  );
}
