import { Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { QueryErrorAlert } from '../api/QueryErrorAlert';
import { ArtworkImage, primaryImageOf } from './ArtworkImage';
import { ArtworkStateBadge } from './ArtworkStateBadge';
import { PriceText } from './PriceText';
import { useMyArtworksQuery } from './queries';

const PAGE_SIZE = 24;

/** The portfolio: every work the person added, in every workspace, newest first, paged. */
export function PortfolioGrid({ uid }: { uid: string }) {
  const { t } = useTranslation('artwork');
  const [page, setPage] = useState(0);
  const works = useMyArtworksQuery(uid, page, PAGE_SIZE);
  if (works.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="portfolio-loading">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={240} />
        ))}
      </SimpleGrid>
    );
  }
  if (works.isError) return <QueryErrorAlert error={works.error} onRetry={() => void works.refetch()} />;
  if (works.data.items.length === 0) {
    return (
      <EmptyState
        title={t('portfolio.emptyTitle')}
        body={t('portfolio.emptyBody')}
        testId="portfolio-empty"
        link={{ to: '/inventory', label: t('portfolio.toInventory'), testId: 'portfolio-to-inventory' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" data-testid="portfolio-total">
        {t('portfolio.total', { count: works.data.total })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="portfolio-grid">
        {works.data.items.map((artwork) => (
          <ArtworkCard key={artwork.aid} artwork={artwork} />
        ))}
      </SimpleGrid>
      {works.data.total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(works.data.total / PAGE_SIZE)}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
        />
      )}
    </Stack>
  );
}

/** A work as a card linking to its page: picture, title, artist and year, state and price. */
export function ArtworkCard({ artwork }: { artwork: ArtworkDto }) {
  const byline = [artwork.artistName, artwork.dateText ?? artwork.year].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="xs" component={Link} to={`/artworks/${artwork.aid}`} data-testid="artwork-card">
      <Card.Section>
        <ArtworkImage image={primaryImageOf(artwork.images)} alt={artwork.title} />
      </Card.Section>
      <Stack gap={2} mt="xs" miw={0}>
        <Text fw={700} size="sm" truncate>
          {artwork.title}
        </Text>
        {byline && (
          <Text size="xs" c="gray.7" truncate>
            {byline}
          </Text>
        )}
        <Group justify="space-between" gap={4} wrap="nowrap">
          <ArtworkStateBadge state={artwork.state} />
          <PriceText price={artwork.price} size="xs" truncate />
        </Group>
      </Stack>
    </Card>
  );
}
