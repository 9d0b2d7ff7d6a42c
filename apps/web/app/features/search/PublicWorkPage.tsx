import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { roomAvailabilityOf, type PublicWorkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { QueryStates } from '../contests/QueryStates';
import { ArtworkGallery } from '../artwork/ArtworkGallery';
import { ArtworkInfo } from '../artwork/ArtworkInfo';
import { PriceText } from '../artwork/PriceText';
import { RoomAvailabilityBadge } from '../viewing-room/RoomAvailabilityBadge';
import { usePublicWorkQuery } from './queries';
import { artistNameOf, nameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/** Who shows the work, and a way to its site while that is live. */
function GalleryBox({ gallery }: { gallery: PublicWorkDto['gallery'] }) {
  const { t } = useTranslation('discovery');
  const name = useTextIn()(nameOf(gallery));
  return (
    <Paper withBorder p="md" bg="gray.0" data-testid="work-gallery">
      <Stack gap={6}>
        <Text size="sm" c="gray.7">
          {t('work.shownBy')}
        </Text>
        <Text fw={600}>{name}</Text>
        {gallery.sitePath && (
          // The site is the server's own page (ADR 021), outside this app's routes.
          <Anchor href={gallery.sitePath} size="sm" data-testid="work-gallery-site">
            {t('work.visitSite')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** What an address of no published work shows (the loader answers it with 404). */
export function WorkNotFound() {
  const { t } = useTranslation('discovery');
  return (
    <EmptyState
      title={t('work.notFoundTitle')}
      body={t('work.notFoundBody')}
      testId="work-not-found"
      link={{ to: '/search', label: t('work.backToSearch'), testId: 'work-not-found-back' }}
    />
  );
}

/** /works/:aid: a published work as the public sees it. */
export function PublicWorkPage({ aid }: { aid: string }) {
  const { t } = useTranslation('discovery');
  const textIn = useTextIn();
  const query = usePublicWorkQuery(aid);
  if (!query.data) {
    return (
      <QueryStates
        query={query}
        testId="work"
        notFound={{
          title: t('work.notFoundTitle'),
          body: t('work.notFoundBody'),
          link: { to: '/search', label: t('work.backToSearch') },
        }}
      />
    );
  }
  const { work, gallery } = query.data;
  const title = textIn(titleOf(work));
  const artist = textIn(artistNameOf(work));
  return (
    <Stack gap="lg" maw={1100} data-testid="public-work" data-aid={work.aid}>
      <Anchor component={Link} to="/search" size="sm">
        {t('work.backToSearch')}
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ArtworkGallery artwork={work} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} data-testid="work-title">
              {title}
            </Title>
            {artist && (
              <Text size="lg" c="gray.7" data-testid="work-artist">
                {artist}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <RoomAvailabilityBadge availability={roomAvailabilityOf(work.state)} />
            {work.price && <PriceText price={work.price} fw={600} />}
          </Group>
          <ArtworkInfo artwork={work} />
          <GalleryBox gallery={gallery} />
          {artist && (
            <Button
              component={Link}
              // Search matches an artist by either name, so the reader's own is the query they see.
              to={`/search?${new URLSearchParams({ q: artist })}`}
              variant="light"
              w="fit-content"
              data-testid="work-more-by-artist"
            >
              {t('work.moreByArtist', { artist })}
            </Button>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
