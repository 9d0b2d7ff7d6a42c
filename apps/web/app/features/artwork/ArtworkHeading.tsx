import { Group, Stack, Text, Title } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { ArtworkStateBadge } from './ArtworkStateBadge';
import { PriceText } from './PriceText';

/**
 * A work's titles (ko/en), its state (or an offer's, given as `state`) and its price (left out
 * with `showPrice={false}` where an offer's own price stands instead).
 */
export function ArtworkHeading({
  artwork,
  state,
  showPrice = true,
}: {
  artwork: ArtworkDto;
  state?: number;
  showPrice?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Title order={2} size="h2" data-testid="artwork-title">
          {artwork.title}
        </Title>
        <ArtworkStateBadge state={state ?? artwork.state} size="lg" testId="artwork-state" />
      </Group>
      {artwork.titleEn && <Text c="gray.7">{artwork.titleEn}</Text>}
      {showPrice && <PriceText price={artwork.price} fw={700} size="lg" />}
    </Stack>
  );
}
