import { Pagination, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { withParams } from '../../lib/list-params';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { OpportunityCard } from './OpportunityCard';
import { OpportunityFiltersForm } from './OpportunityFiltersForm';
import { filtersToParams, OPPORTUNITIES_PAGE_SIZE, opportunityQueryOf } from './opportunity-params';
import { OpportunityTabs } from './OpportunityTabs';
import { useOpportunitiesQuery } from './queries';

/** /opportunities: the open ones, the nearest deadline first, filtered by the address. */
export function OpportunitiesPage() {
  const { t } = useTranslation('discovery');
  const [params, setParams] = useSearchParams();
  const query = opportunityQueryOf(params);
  const list = useOpportunitiesQuery(query);
  const filtered = Boolean(query.kind || query.country || query.location || query.q);
  return (
    <Stack gap="lg">
      <OpportunityTabs active="all" />
      {/* A new form when the address changes (back, a link), so it shows the filters in force. */}
      <OpportunityFiltersForm
        key={params.toString()}
        query={query}
        onApply={(filters) => setParams(filtersToParams(filters), { preventScrollReset: true })}
      />
      <QueryList
        query={list}
        loading={<ListSkeleton cols={{ base: 1, md: 2 }} count={4} height={150} />}
        empty={
          <EmptyState
            title={t(filtered ? 'opportunities.emptyFilteredTitle' : 'opportunities.emptyTitle')}
            body={t(filtered ? 'opportunities.emptyFilteredBody' : 'opportunities.emptyBody')}
            testId="opportunities-empty"
          />
        }
        testId="opportunities-list"
      >
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.items.map((opportunity) => (
                <OpportunityCard key={opportunity.id} opportunity={opportunity} />
              ))}
            </SimpleGrid>
            {data.total > OPPORTUNITIES_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(data.total / OPPORTUNITIES_PAGE_SIZE)}
                value={query.page + 1}
                onChange={(value) => setParams(withParams(params, { page: value > 1 ? String(value - 1) : null }))}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
