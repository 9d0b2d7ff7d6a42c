import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { useSharedWithMeQuery } from './queries';
import { ShareCard } from './ShareCard';
import { useNow } from './use-now';

/** "Shared with me": every offer made to the person, newest first, with their moves on each. */
export function SharedWithMeList({ uid }: { uid: string }) {
  const { t } = useTranslation('shares');
  const shares = useSharedWithMeQuery(uid);
  const now = useNow();
  if (shares.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="shared-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={320} />
        ))}
      </SimpleGrid>
    );
  }
  if (shares.isError) return <QueryErrorAlert error={shares.error} onRetry={() => void shares.refetch()} />;
  if (shares.data.length === 0) {
    return <EmptyState title={t('withMe.emptyTitle')} body={t('withMe.emptyBody')} testId="shared-empty" />;
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="shared-list">
      {shares.data.map((share) => (
        <ShareCard key={share.sid} share={share} now={now} />
      ))}
    </SimpleGrid>
  );
}
