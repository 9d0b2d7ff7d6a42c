import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FairWorkDto } from '@vernissage/shared';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { columnPictureSizes, type GridColumns } from '../artwork/picture-sizes';
import { RoomAvailabilityBadge } from '../viewing-room/RoomAvailabilityBadge';
import { artistNameOf, titleOf, useTextIn } from '../i18n-content/text-in';

const COLUMNS: GridColumns = { base: 2, sm: 3, md: 4 };
/**
 * On the public fair page, the first screen's pictures: the page's containers (16 pixels each side,
 * twice) and the exhibitor's frame (12 and a border) on a phone, Mantine's `lg` container at most.
 */
const PICTURE_SIZES = columnPictureSizes(COLUMNS, { inset: 90, gap: 12, maxWidth: '71.25rem' });

/**
 * Works as a fair shows them: picture, title, artist and year, and live availability (never a
 * price). The first `eager` pictures load at once (those of the first screen of a public page).
 */
export function FairWorksGrid({ works, eager = 0 }: { works: readonly FairWorkDto[]; eager?: number }) {
  const textIn = useTextIn();
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm" data-testid="fair-works">
      {works.map((work, index) => {
        const title = textIn(titleOf(work));
        return (
          <Card key={work.aid} withBorder padding="xs" data-testid="fair-work" data-aid={work.aid}>
            <Card.Section>
              <ArtworkImage
                image={primaryImageOf(work.images)}
                alt={title}
                size="medium"
                sizes={PICTURE_SIZES}
                ratio={4 / 5}
                priority={index < eager}
              />
            </Card.Section>
            <Stack gap={4} mt="xs">
              <Text size="sm" fw={600} lineClamp={2} data-testid="fair-work-title">
                {title}
              </Text>
              {(work.artistName || work.year) && (
                <Text size="xs" c="gray.7" lineClamp={1}>
                  {[textIn(artistNameOf(work)), work.dateText ?? work.year].filter(Boolean).join(', ')}
                </Text>
              )}
              <Group>
                <RoomAvailabilityBadge availability={work.availability} />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
