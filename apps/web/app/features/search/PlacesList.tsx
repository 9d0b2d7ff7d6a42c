import { Anchor, Badge, Card, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SearchPlaceDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { useSearchPlacesQuery } from './queries';
import { SEARCH_PAGE_SIZE } from './search-params';
import { nameOf, useTextIn } from '../i18n-content/text-in';

/** A gallery (to its live site) or an artist (to a search for their works). */
function PlaceCard({ place }: { place: SearchPlaceDto }) {
  const { t } = useTranslation('discovery');
  const name = useTextIn()(nameOf(place));
  return (
    <Card withBorder padding="md" data-testid="search-place" data-kind={place.kind}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} lineClamp={1}>
            {name}
          </Text>
          <Badge variant="light" color={place.kind === 'gallery' ? 'blue' : 'grape'} style={{ flex: 'none' }}>
            {t(`places.kinds.${place.kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('places.works', { count: place.works })}
        </Text>
        <Group gap="md">
          {place.works > 0 && place.kind === 'artist' && (
            <Anchor component={Link} to={`/search?${new URLSearchParams({ q: place.name })}`} size="sm">
              {t('places.seeWorks')}
            </Anchor>
          )}
          {place.domain && (
            // The site is the server's own page (ADR 021), outside this app's routes.
            <Anchor href={`/web/${place.domain}`} size="sm" data-testid="search-place-site">
              {t('places.visitSite')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The "galleries and artists" tab: those in public view whose names match the words. */
export function PlacesList({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('discovery');
  const places = useSearchPlacesQuery(q, page);
  return (
    <QueryList
      query={places}
      loading={<ListSkeleton cols={3} count={6} height={120} />}
      empty={<EmptyState title={t('places.emptyTitle')} body={t('places.emptyBody')} testId="search-places-empty" />}
      testId="search-places"
    >
      {(data) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.items.map((place) => (
              <PlaceCard key={`${place.kind}-${place.id}`} place={place} />
            ))}
          </SimpleGrid>
          {data.total > SEARCH_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / SEARCH_PAGE_SIZE)}
              value={page + 1}
              onChange={(value) => onPage(value - 1)}
            />
          )}
        </Stack>
      )}
    </QueryList>
  );
}
