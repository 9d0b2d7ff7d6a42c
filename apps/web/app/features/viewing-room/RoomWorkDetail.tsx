import { Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicRoomWorkDto, RoomAvailability } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../artwork/ArtworkImage';
import { RoomAvailabilityBadge } from './RoomAvailabilityBadge';
import { RoomHoldButton } from './RoomHoldButton';
import { RoomPrice, RoomWorkFacts } from './RoomWorkFacts';
import { artistNameOf, useTextIn } from '../i18n-content/text-in';

/** One work of a room, large: its pictures and every field the room shows, and "Ask to hold". */
export function RoomWorkDetail({
  work,
  title,
  availability,
  path,
  signedIn,
  onClose,
}: {
  work: PublicRoomWorkDto | null;
  title: string;
  availability: RoomAvailability;
  path: string;
  signedIn: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('rooms');
  const textIn = useTextIn();
  const artist = work ? textIn(artistNameOf(work)) : '';
  return (
    <Modal
      opened={work !== null}
      onClose={onClose}
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('visit.close') }}
      fullScreen={false}
    >
      {work && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="room-work-detail">
          <Stack gap="sm">
            {work.images.map((image) => (
              <ArtworkImage key={image.id} image={image} alt={title} size="large" ratio={4 / 5} fit="contain" />
            ))}
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {title}
            </Title>
            {artist && <Text c="gray.7">{artist}</Text>}
            <Group gap="sm">
              <RoomAvailabilityBadge availability={availability} />
              <RoomPrice price={work.price} />
            </Group>
            <RoomWorkFacts work={work} language={i18n.resolvedLanguage ?? 'ko'} />
            <RoomHoldButton path={path} aid={work.aid} availability={availability} signedIn={signedIn} />
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}
