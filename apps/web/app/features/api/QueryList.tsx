import { Box, SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from './QueryErrorAlert';

/** An answer with nothing to list: an empty array, or a page (`{ items }`) without items. */
function isEmptyAnswer(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items)) {
    return data.items.length === 0;
  }
  return false;
}

/**
 * A list read from the API in each of its states: placeholders while the first answer is awaited
 * (`loading`, skeleton rows by default), what went wrong with a retry (or `error`'s own word for
 * a failure that means something, a 404 or 403), what will come here when it is empty (`empty`),
 * or the list itself (`children`), dimmed while the next page replaces it. Loaders usually read
 * the list on the server, so the page mostly arrives in the last state.
 */
export function QueryList<TData>({
  query,
  empty,
  children,
  loading = <ListSkeleton />,
  error,
  isEmpty = isEmptyAnswer,
  testId,
}: {
  query: UseQueryResult<TData>;
  empty: ReactNode;
  children: (data: TData) => ReactNode;
  loading?: ReactNode;
  error?: (error: Error) => ReactNode | null;
  isEmpty?: (data: TData) => boolean;
  testId?: string;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return error?.(query.error) ?? <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return empty;
  return (
    <Box
      data-testid={testId}
      aria-busy={query.isPlaceholderData}
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {children(query.data)}
    </Box>
  );
}

/** Placeholder rows (or, with `cols`, tiles of a grid) for a list whose answer is on its way. */
export function ListSkeleton({
  count = 2,
  height = 64,
  cols,
  testId,
}: {
  count?: number;
  height?: number;
  cols?: SimpleGridProps['cols'];
  testId?: string;
}) {
  const tiles = Array.from({ length: count }, (_, index) => <Skeleton key={index} height={height} />);
  return cols ? (
    <SimpleGrid cols={cols} data-testid={testId}>
      {tiles}
    </SimpleGrid>
  ) : (
    <Stack gap="sm" data-testid={testId}>
      {tiles}
    </Stack>
  );
}
