import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { OpportunityCard } from './OpportunityCard';
import { OpportunityTabs } from './OpportunityTabs';
import { useSavedOpportunitiesQuery } from './queries';

/** /opportunities/saved: what the signed-in person saved, still published, the nearest deadline first. */
export function SavedOpportunitiesPage() {
  const { t } = useTranslation('discovery');
  const saved = useSavedOpportunitiesQuery();
  return (
    <Stack gap="lg">
      <OpportunityTabs active="saved" />
      <QueryList
        query={saved}
        loading={<ListSkeleton cols={{ base: 1, md: 2 }} count={2} height={150} />}
        empty={
          <EmptyState
            title={t('opportunities.savedEmptyTitle')}
            body={t('opportunities.savedEmptyBody')}
            testId="saved-opportunities-empty"
            link={{ to: '/opportunities', label: t('opportunities.browse'), testId: 'saved-opportunities-browse' }}
          />
        }
        testId="saved-opportunities"
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.items.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
    </Stack>
  );
}
