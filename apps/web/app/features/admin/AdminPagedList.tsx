import { Pagination, Stack, Table, type MantineSpacing } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { QueryList } from '../api/QueryList';
import { ADMIN_PAGE_SIZE } from './admin-params';

/**
 * A page of an admin list in each of its states (see `QueryList`), with the pages below it when
 * there is more than one; the page lives in the address (`?page=`, 0-based), like the filters.
 */
export function AdminPagedList<TPage extends { items: unknown[]; total: number }>({
  query,
  page,
  empty,
  testId,
  gap = 'sm',
  children,
}: {
  query: UseQueryResult<TPage>;
  /** The page shown, 0-based as the view has it. */
  page: number;
  empty: ReactNode;
  testId: string;
  gap?: MantineSpacing;
  children: (data: TPage) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  return (
    <QueryList query={query} testId={testId} empty={empty}>
      {(data) => (
        <Stack gap={gap}>
          {children(data)}
          {data.total > ADMIN_PAGE_SIZE && (
            <Pagination
              aria-label={t('pagination')}
              total={Math.ceil(data.total / ADMIN_PAGE_SIZE)}
              value={page + 1}
              onChange={(value) => setParams(withParams(params, { page: value > 1 ? String(value - 1) : null }))}
            />
          )}
        </Stack>
      )}
    </QueryList>
  );
}

/** A striped admin table with its column headings, scrolling sideways on a phone. */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
