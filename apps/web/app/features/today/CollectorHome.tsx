import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ArtworkState, type ShareDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';
import { useSharedWithMeQuery } from '../shares/queries';
import { RecipientActions } from '../shares/RecipientActions';
import { useNow } from '../../lib/use-now';
import { useLikedForHomeQuery } from './queries';
import { TimeLeftText } from './TimeLeftText';
import { TodayShareRow } from './TodayShareRow';

/** The groups of offers a collector follows, in the order she acts on them. */
const GROUPS = [
  { key: 'holding', state: ArtworkState.holding },
  { key: 'new', state: ArtworkState.shared },
  { key: 'waiting', state: ArtworkState.waiting },
  { key: 'confirmed', state: ArtworkState.confirmed },
] as const;

/**
 * A collector's home: the offers made to her by state — on hold with the time left, new, waiting
 * for the gallery, confirmed — with her moves, the works she waits for with her place in line,
 * and the works she liked. Offers made to anyone else's account never reach this list.
 */
export function OffersReceivedCard() {
  const { t } = useTranslation('home');
  const offers = useSharedWithMeQuery();
  const now = useNow();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-offers" aria-busy={offers.isPending}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('offers.title')}
        </Title>
        <Anchor component={Link} to="/shared" size="sm">
          {t('offers.all')}
        </Anchor>
      </Group>
      {offers.isPending && <Skeleton height={64} />}
      {offers.isError && (
        <Group gap="sm">
          <Text size="sm" c="red.8">
            {t('failed')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void offers.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      )}
      {offers.isSuccess && <OfferGroups offers={offers.data} now={now} />}
    </Paper>
  );
}

function OfferGroups({ offers, now }: { offers: ShareDto[]; now: Date }) {
  const { t } = useTranslation('home');
  const textIn = useTextIn();
  // An offer she queues for is in her waiting lists, not among the new ones.
  const groups = GROUPS.map((group) => ({
    ...group,
    offers: offers.filter((share) => share.state === group.state && share.waitlistPosition === null),
  }));
  if (groups.every((group) => group.offers.length === 0)) {
    return (
      <Stack gap="xs" align="flex-start" data-testid="home-offers-empty">
        <Text fw={700}>{t('offers.emptyTitle')}</Text>
        <Text size="sm" c="gray.7">
          {t('offers.empty')}
        </Text>
        <Anchor component={Link} to="/tutorial" size="sm" data-testid="home-tutorial-link">
          {t('todo.emptyLink')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {groups
        .filter((group) => group.offers.length > 0)
        .map((group) => (
          <Stack key={group.key} gap={4} data-testid={`home-offers-${group.key}`}>
            <Group gap="xs">
              <Title order={3} size="h5">
                {t(`offers.${group.key}`)}
              </Title>
              <Badge variant="light" data-testid="home-section-count">
                {group.offers.length}
              </Badge>
            </Group>
            {group.offers.map((share) => (
              <TodayShareRow
                key={share.sid}
                share={share}
                to={`/shared/${share.sid}`}
                testId="home-offer"
                details={
                  <>
                    <Text size="sm" c="gray.7">
                      {[textIn(artistNameOf(share.artwork)), t('offers.from', { gallery: share.galleryName })]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {share.state === ArtworkState.holding && share.holdExpiresAt && (
                      <TimeLeftText end={share.holdExpiresAt} now={now} />
                    )}
                  </>
                }
                actions={<RecipientActions share={share} now={now} size="xs" />}
              />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

/** The works she queued for, with her place in each line (none: no card). */
export function WaitlistCard() {
  const { t } = useTranslation('home');
  const offers = useSharedWithMeQuery();
  const waiting = (offers.data ?? []).filter((share) => share.waitlistPosition !== null);
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-waitlist">
      <Title order={2} size="h4" mb="xs">
        {t('waitlist.title')}
      </Title>
      {waiting.map((share) => (
        <TodayShareRow
          key={share.sid}
          share={share}
          to={`/shared/${share.sid}`}
          testId="home-waitlist-entry"
          details={
            <Text size="sm" c="grape.8" data-testid="home-waitlist-place">
              {t('waitlist.place', { count: share.waitlistPosition! })}
            </Text>
          }
        />
      ))}
    </Paper>
  );
}

/** A few works she liked, to find them again (none: the way to search). */
export function LikedCard() {
  const { t } = useTranslation('home');
  const textIn = useTextIn();
  const liked = useLikedForHomeQuery();
  if (!liked.isSuccess || liked.data.items.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-liked">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('liked.title')}
        </Title>
        <Anchor component={Link} to="/search" size="sm">
          {t('liked.search')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {liked.data.items.map((work) => (
          <Anchor
            key={work.aid}
            component={Link}
            to={`/works/${work.aid}`}
            underline="never"
            data-testid="home-liked-work"
          >
            <ArtworkImage image={primaryImageOf(work.images)} alt={textIn(titleOf(work))} size="thumbnail" />
            <Text size="sm" fw={700} truncate mt={4}>
              {textIn(titleOf(work))}
            </Text>
            <Text size="xs" c="gray.7" truncate>
              {textIn(artistNameOf(work))}
            </Text>
          </Anchor>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The way to her own collection (the inventory of her workspace, in her words). */
export function CollectionCard() {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="home-collection">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('collection.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('collection.body')}
        </Text>
        <Button component={Link} to="/inventory" size="xs" variant="light" data-testid="home-collection-open">
          {t('collection.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
