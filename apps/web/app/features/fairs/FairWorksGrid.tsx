import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FairWorkDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from '../artwork/ArtworkImage';
import { RoomAvailabilityBadge } from '../viewing-room/RoomAvailabilityBadge';

/**
 * Works as a fair shows them: picture, title, artist and year, and live availability (never a
 * price). The first `eager` pictures load at once (those of the first screen of a public page).
 */
export function FairWorksGrid({ works, eager = 0 }: { works: readonly FairWorkDto[]; eager?: number }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="fair-works">
      {works.map((work, index) => {
        const title = (english && work.titleEn) || work.title;
        return (
          <Card key={work.aid} withBorder padding="xs" data-testid="fair-work" data-aid={work.aid}>
            <Card.Section>
              <ArtworkImage
                image={primaryImageOf(work.images)}
                alt={title}
                size="medium"
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
                  {[work.artistName, work.dateText ?? work.year].filter(Boolean).join(', ')}
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
