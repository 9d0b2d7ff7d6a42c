import { Box, Button, Drawer, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SearchQuery } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { columnPictureSizes, type GridColumns } from '../artwork/picture-sizes';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { FacetFilters } from './FacetFilters';
import { useSearchWorksQuery } from './queries';
import { activeFilterCount, NO_FILTERS, SEARCH_PAGE_SIZE } from './search-params';
import { WorkCard } from './WorkCard';

const COLUMNS: GridColumns = { base: 2, md: 3, lg: 4 };
const PICTURE_SIZES = columnPictureSizes(COLUMNS, { inset: 32, gap: 16 });

/**
 * The works tab: facet filters beside the results (in a drawer on a phone), how many were found,
 * the grid, and the pages. Nothing found says what to try next.
 */
export function WorkResults({
  query,
  onFilters,
  onPage,
}: {
  query: SearchQuery;
  onFilters: (changes: Record<string, string | null>) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('discovery');
  const results = useSearchWorksQuery(query);
  const [drawerOpened, drawer] = useDisclosure(false);
  const filters = activeFilterCount(query);
  const facets = results.data && <FacetFilters facets={results.data.facets} query={query} onChange={onFilters} />;
  const empty = (
    <EmptyState
      title={query.q ? t('search.emptyTitle', { q: query.q }) : t('search.emptyTitleNoQuery')}
      body={filters > 0 ? t('search.emptyBodyFilters') : t('search.emptyBody')}
      testId="search-empty"
      action={
        filters > 0 ? (
          <Button size="xs" variant="light" onClick={() => onFilters(NO_FILTERS)} data-testid="search-empty-clear">
            {t('search.clearFilters')}
          </Button>
        ) : undefined
      }
    />
  );
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box w={220} visibleFrom="sm" style={{ flex: 'none' }} component="aside" aria-label={t('search.filters')}>
        {facets}
      </Box>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs">
          <Text c="gray.7" data-testid="search-total" aria-live="polite">
            {results.data ? t('search.total', { count: results.data.total }) : '\u00a0'}
          </Text>
          <Button variant="default" size="xs" hiddenFrom="sm" onClick={drawer.open} data-testid="search-filters-open">
            {filters > 0 ? t('search.filtersWithCount', { count: filters }) : t('search.filters')}
          </Button>
        </Group>
        <QueryList
          query={results}
          loading={<ListSkeleton cols={COLUMNS} count={8} height={260} testId="search-loading" />}
          empty={empty}
          testId="search-results"
        >
          {(data) => (
            <Stack gap="lg">
              <SimpleGrid cols={COLUMNS} spacing="md">
                {data.items.map((work, index) => (
                  <WorkCard key={work.aid} work={work} priority={index < 4} pictureSizes={PICTURE_SIZES} />
                ))}
              </SimpleGrid>
              {data.total > SEARCH_PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(data.total / SEARCH_PAGE_SIZE)}
                  value={query.page + 1}
                  onChange={(value) => onPage(value - 1)}
                  data-testid="search-pages"
                />
              )}
            </Stack>
          )}
        </QueryList>
      </Stack>
      <Drawer opened={drawerOpened} onClose={drawer.close} title={t('search.filters')} position="bottom" size="85%">
        {facets}
      </Drawer>
    </Group>
  );
}
