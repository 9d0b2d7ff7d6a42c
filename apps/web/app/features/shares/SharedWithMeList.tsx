import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useSharedWithMeQuery } from './queries';
import { ShareCard } from './ShareCard';
import { useNow } from '../../lib/use-now';

/** "Shared with me": every offer made to the person, newest first, with their moves on each. */
export function SharedWithMeList() {
  const { t } = useTranslation('shares');
  const shares = useSharedWithMeQuery();
  const now = useNow();
  return (
    <QueryList
      query={shares}
      loading={<ListSkeleton count={3} height={320} cols={{ base: 1, xs: 2, md: 3 }} testId="shared-loading" />}
      empty={<EmptyState title={t('withMe.emptyTitle')} body={t('withMe.emptyBody')} testId="shared-empty" />}
    >
      {(list) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="shared-list">
          {list.map((share) => (
            <ShareCard key={share.sid} share={share} now={now} />
          ))}
        </SimpleGrid>
      )}
    </QueryList>
  );
}
