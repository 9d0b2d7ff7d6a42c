import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { roomAvailabilityOf, type ArtworkDto } from '@vernissage/shared';
import { Link } from 'react-router';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { PriceText } from '../artwork/PriceText';
import { RoomAvailabilityBadge } from '../viewing-room/RoomAvailabilityBadge';
import { publicWorkPath } from './work-path';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

/**
 * A found work: its picture and title (to its public page), artist and year, availability from the
 * work's state, and its price when the public may see one.
 */
export function WorkCard({
  work,
  priority = false,
  pictureSizes,
}: {
  work: ArtworkDto;
  priority?: boolean;
  /** The card's width, as the picture's `sizes` writes it. */
  pictureSizes: string;
}) {
  const textIn = useTextIn();
  const title = textIn(titleOf(work));
  const year = work.dateText ?? (work.year === null ? null : String(work.year));
  return (
    <Card withBorder padding="sm" className="vn-work-card" data-testid="search-work" data-aid={work.aid}>
      <Card.Section>
        <Link to={publicWorkPath(work.aid)} tabIndex={-1} aria-hidden>
          <ArtworkImage image={primaryImageOf(work.images)} alt={title} priority={priority} sizes={pictureSizes} />
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Anchor component={Link} to={publicWorkPath(work.aid)} fw={600} lineClamp={2} data-testid="search-work-title">
          {title}
        </Anchor>
        <Text size="sm" c="gray.7" lineClamp={1} data-testid="search-work-artist">
          {[textIn(artistNameOf(work)), year].filter(Boolean).join(' · ')}
        </Text>
        {work.price && <PriceText price={work.price} size="sm" fw={500} />}
        <Group gap="xs">
          <RoomAvailabilityBadge availability={roomAvailabilityOf(work.state)} />
        </Group>
      </Stack>
    </Card>
  );
}
