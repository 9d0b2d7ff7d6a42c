import { Group, Stack, UnstyledButton } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from './ArtworkImage';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/** A work's pictures: the chosen one large (the primary first), the others as thumbnails to pick. */
export function ArtworkGallery({ artwork }: { artwork: ArtworkDto }) {
  const { t } = useTranslation('artwork');
  const title = useTextIn()(titleOf(artwork));
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = artwork.images.find((image) => image.id === chosen) ?? primaryImageOf(artwork.images);
  return (
    <Stack gap="xs" data-testid="artwork-gallery">
      <ArtworkImage image={shown} alt={title} size="large" ratio={4 / 3} fit="contain" priority />
      {artwork.images.length > 1 && (
        <Group gap={6}>
          {artwork.images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              w={64}
              onClick={() => setChosen(image.id)}
              aria-label={t('showImage', { number: index + 1 })}
              aria-pressed={image.id === shown?.id}
              style={{
                outline: image.id === shown?.id ? '2px solid var(--mantine-color-blue-6)' : undefined,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <ArtworkImage image={image} alt="" size="thumbnail" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
