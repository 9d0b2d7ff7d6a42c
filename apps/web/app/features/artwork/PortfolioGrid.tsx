import { Card, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageParamOf, withParams } from '../../lib/list-params';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton, QueryList } from '../api/QueryList';
import { ArtworkImage, primaryImageOf } from './ArtworkImage';
import { ArtworkStateBadge } from './ArtworkStateBadge';
import { columnPictureSizes, type GridColumns } from './picture-sizes';
import { PriceText } from './PriceText';
import { useMyArtworksQuery } from './queries';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** Works on one page of the portfolio. */
export const PORTFOLIO_PAGE_SIZE = 24;
const COLUMNS: GridColumns = { base: 2, sm: 3, lg: 4 };
const PICTURE_SIZES = columnPictureSizes(COLUMNS, { inset: 32, gap: 16 });

/** The portfolio: every work the person added, in every workspace, newest first, paged. */
export function PortfolioGrid() {
  const { t } = useTranslation('artwork');
  const [params, setParams] = useSearchParams();
  const page = pageParamOf(params);
  const works = useMyArtworksQuery(page, PORTFOLIO_PAGE_SIZE);
  return (
    <QueryList
      query={works}
      loading={<ListSkeleton count={4} height={240} cols={COLUMNS} testId="portfolio-loading" />}
      empty={
        <EmptyState
          title={t('portfolio.emptyTitle')}
          body={t('portfolio.emptyBody')}
          testId="portfolio-empty"
          link={{ to: '/inventory', label: t('portfolio.toInventory'), testId: 'portfolio-to-inventory' }}
        />
      }
    >
      {({ items, total }) => (
        <Stack gap="md">
          <Text size="sm" c="gray.7" data-testid="portfolio-total">
            {t('portfolio.total', { count: total })}
          </Text>
          <SimpleGrid cols={COLUMNS} spacing="md" data-testid="portfolio-grid">
            {items.map((artwork) => (
              <ArtworkCard key={artwork.aid} artwork={artwork} />
            ))}
          </SimpleGrid>
          {total > PORTFOLIO_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PORTFOLIO_PAGE_SIZE)}
              value={page + 1}
              onChange={(next) => setParams(withParams(params, { page: next > 1 ? String(next - 1) : null }))}
            />
          )}
        </Stack>
      )}
    </QueryList>
  );
}

/** A work as a card linking to its page: picture, title, artist and year, state and price. */
function ArtworkCard({ artwork }: { artwork: ArtworkDto }) {
  const textIn = useTextIn();
  const title = textIn(titleOf(artwork));
  const byline = [textIn(artistNameOf(artwork)), artwork.dateText ?? artwork.year].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="xs" component={Link} to={`/artworks/${artwork.aid}`} data-testid="artwork-card">
      <Card.Section>
        <ArtworkImage image={primaryImageOf(artwork.images)} alt={title} sizes={PICTURE_SIZES} />
      </Card.Section>
      <Stack gap={2} mt="xs" miw={0}>
        <Text fw={700} size="sm" truncate>
          {title}
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
