import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { hasStatus } from '../api/api-errors';
import { QueryErrorAlert } from '../api/QueryErrorAlert';

/**
 * What a page of one thing (a contest, a round) shows until it is there: a placeholder while it
 * loads, its "not found" for a 404 (another's round answers so too), or the error with a retry.
 */
export function QueryStates({
  query,
  notFound,
  testId,
}: {
  query: UseQueryResult;
  notFound: { title: string; body: string; link: { to: string; label: string } };
  /** Names the placeholder (`<testId>-loading`) and the not-found state (`<testId>-not-found`). */
  testId: string;
}) {
  if (query.isPending) return <Skeleton height={420} data-testid={`${testId}-loading`} />;
  if (!query.isError) return null;
  return hasStatus(query.error, 404) ? (
    <EmptyState
      title={notFound.title}
      body={notFound.body}
      testId={`${testId}-not-found`}
      link={{ ...notFound.link, testId: `${testId}-back` }}
    />
  ) : (
    <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  );
}
