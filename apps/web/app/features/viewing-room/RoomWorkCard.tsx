import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PublicRoomWorkDto, RoomAvailability } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../artwork/ArtworkImage';
import { RoomAvailabilityBadge } from './RoomAvailabilityBadge';
import { RoomPrice } from './RoomWorkFacts';
import { artistNameOf, useTextIn } from '../i18n-content/text-in';

/** A work in a room's grid: its picture, title, artist, live availability and price; opens its detail. */
export function RoomWorkCard({
  work,
  availability,
  title,
  onOpen,
  pictureSizes,
}: {
  work: PublicRoomWorkDto;
  availability: RoomAvailability;
  title: string;
  onOpen: () => void;
  /** The card's width, as the picture's `sizes` writes it. */
  pictureSizes: string;
}) {
  const { t } = useTranslation('rooms');
  const artist = useTextIn()(artistNameOf(work));
  const image = work.images.find((candidate) => candidate.primary) ?? work.images[0];
  return (
    <Card withBorder padding="sm" data-testid="room-work" data-aid={work.aid}>
      <UnstyledButton onClick={onOpen} aria-label={t('visit.open', { title })} data-testid="room-work-open">
        <Card.Section>
          <ArtworkImage image={image} alt={title} size="medium" sizes={pictureSizes} ratio={4 / 5} />
        </Card.Section>
      </UnstyledButton>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {title}
          </Text>
          <RoomAvailabilityBadge availability={availability} />
        </Group>
        {artist && (
          <Text size="sm" c="gray.7">
            {artist}
          </Text>
        )}
        <RoomPrice price={work.price} />
      </Stack>
    </Card>
  );
}
