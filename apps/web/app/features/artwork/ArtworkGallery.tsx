import { Group, Stack, UnstyledButton } from '@mantine/core';
import type { ArtworkDto } from '@vernissage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkImage, primaryImageOf } from './ArtworkImage';
import { titleOf, useTextIn } from '../i18n-content/text-in';

/**
 * The chosen picture's frame: the window less the page's padding on a phone, at most seven twelfths
 * of the window beside the work's details from the `md` breakpoint (`DetailLayout`; the app's pages
 * have no widest size). A phone takes the medium size rather than the large one (ADR 076).
 */
const SHOWN_SIZES = '(min-width: 62em) 58vw, calc(100vw - 32px)';

/** A work's pictures: the chosen one large (the primary first), the others as thumbnails to pick. */
export function ArtworkGallery({ artwork }: { artwork: ArtworkDto }) {
  const { t } = useTranslation('artwork');
  const title = useTextIn()(titleOf(artwork));
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = artwork.images.find((image) => image.id === chosen) ?? primaryImageOf(artwork.images);
  return (
    <Stack gap="xs" data-testid="artwork-gallery">
      <ArtworkImage image={shown} alt={title} size="large" sizes={SHOWN_SIZES} ratio={4 / 3} fit="contain" priority />
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
