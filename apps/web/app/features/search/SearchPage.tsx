import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { PlacesList } from './PlacesList';
import { SearchBox } from './SearchBox';
import { searchQueryOf, searchTabOf, showsStaffPicks, withFilters, type SearchTab } from './search-params';
import { StaffPicks } from './StaffPicks';
import { WorkResults } from './WorkResults';

/**
 * /search: the box with its suggestions, then works (with facets, and the staff picks above them
 * for a visitor who has just arrived) or galleries and artists. All of it is read from and written
 * to the address.
 */
export function SearchPage() {
  const { t } = useTranslation('discovery');
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params);
  const tab = searchTabOf(params);
  const go = (next: URLSearchParams) => setParams(next, { preventScrollReset: true });
  return (
    <Stack gap="lg">
      <SearchBox key={query.q ?? ''} q={query.q ?? ''} onSubmit={(q) => go(withFilters(params, { q: q || null }))} />
      <Tabs
        value={tab}
        onChange={(value) =>
          go(withParams(params, { tab: (value as SearchTab) === 'places' ? 'places' : null, page: null }))
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="works" data-testid="search-tab-works">
            {t('search.tabs.works')}
          </Tabs.Tab>
          <Tabs.Tab value="places" data-testid="search-tab-places">
            {t('search.tabs.places')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="works" pt="lg">
          <Stack gap="xl">
            <StaffPicks shown={showsStaffPicks(query, tab)} />
            <WorkResults
              query={query}
              onFilters={(changes) => go(withFilters(params, changes))}
              onPage={(page) => go(withParams(params, { page: page > 0 ? String(page) : null }))}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="places" pt="lg">
          <PlacesList
            q={query.q ?? ''}
            page={query.page}
            onPage={(page) => go(withParams(params, { page: page > 0 ? String(page) : null }))}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
