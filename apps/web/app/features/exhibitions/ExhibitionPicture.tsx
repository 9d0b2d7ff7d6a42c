import { AspectRatio, Center, Text } from '@mantine/core';
import type { ExhibitionSummaryDto } from '@vernissage/shared';

/** A cover or installation view (or an image chosen and not uploaded yet: `src`), in a frame of `ratio`. */
export function ExhibitionPicture({
  picture,
  src,
  alt,
  ratio = 4 / 3,
  size = 'medium',
  emptyLabel,
}: {
  picture?: Pick<NonNullable<ExhibitionSummaryDto['cover']>, 'urls' | 'placeholder'> | null;
  src?: string;
  alt: string;
  ratio?: number;
  size?: 'thumbnail' | 'medium' | 'large';
  emptyLabel?: string;
}) {
  const url = src ?? picture?.urls[size];
  return (
    <AspectRatio ratio={ratio} bg="gray.1" style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}>
      {url ? (
        <img
          src={url}
          alt={alt}
          decoding="async"
          style={{
            objectFit: 'cover',
            backgroundImage: picture ? `url(${picture.placeholder})` : undefined,
            backgroundSize: 'cover',
          }}
        />
      ) : (
        <Center>
          <Text size="sm" c="gray.7">
            {emptyLabel}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}
