import { Group, Stack, Text, Title } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import type { ReactNode } from 'react';
import { ArtworkStateBadge } from './ArtworkStateBadge';
import { PriceText } from './PriceText';
import { titleOf, useOtherText, useTextIn } from '../i18n-content/text-in';

/**
 * A work's title in the reader's language with the other one under it, its state (or, as `badge`,
 * an offer's) and its price (left out with `showPrice={false}` where an offer's own price stands instead).
 */
export function ArtworkHeading({
  artwork,
  badge,
  showPrice = true,
}: {
  artwork: ArtworkDto;
  badge?: ReactNode;
  showPrice?: boolean;
}) {
  const title = useTextIn()(titleOf(artwork));
  const otherTitle = useOtherText()(titleOf(artwork));
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Title order={2} size="h2" data-testid="artwork-title">
          {title}
        </Title>
        {badge ?? <ArtworkStateBadge state={artwork.state} size="lg" testId="artwork-state" />}
      </Group>
      {otherTitle && (
        <Text c="gray.7" data-testid="artwork-other-title">
          {otherTitle}
        </Text>
      )}
      {showPrice && <PriceText price={artwork.price} fw={700} size="lg" />}
    </Stack>
  );
}
