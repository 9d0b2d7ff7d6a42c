import { Center, Text } from '@mantine/core';
import { pictureSrcset, type ImageDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { aspectRatioLook } from '../../components/mantine-look';

/**
 * A picture of a work at a derivative size, blurred up from its tiny placeholder while it loads.
 * Without an image, a grey frame says so. `priority` is for the pictures of the first screen: they
 * load at once, ahead of the scripts, rather than when the browser gets round to lazy ones. With
 * `sizes` (the frame's width, as the `sizes` attribute writes it), every stored size is offered and
 * the browser takes the one the screen needs: a phone's list the thumbnail (ADR 076).
 */
export function ArtworkImage({
  image,
  alt,
  size = 'medium',
  ratio = 1,
  fit = 'cover',
  priority = false,
  sizes,
}: {
  image: ImageDto | null | undefined;
  alt: string;
  size?: 'thumbnail' | 'medium' | 'large';
  ratio?: number;
  fit?: 'cover' | 'contain';
  priority?: boolean;
  sizes?: string;
}) {
  const { t } = useTranslation('artwork');
  // Mantine's AspectRatio as plain markup: a list draws one frame per work (ADR 073).
  const frame = aspectRatioLook(ratio);
  return (
    <div
      className={frame.className}
      style={{
        ...frame.style,
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {image ? (
        <img
          src={image.urls[size]}
          {...(sizes && {
            srcSet: pictureSrcset(image),
            // A lazy picture is laid out before it loads: the browser measures it (`auto`). A
            // first-screen one loads before layout, and would read `auto` as the whole window.
            sizes: priority ? sizes : `auto, ${sizes}`,
          })}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          width={image.width}
          height={image.height}
          style={{
            // The size attributes reserve space; the frame's aspect ratio decides the height.
            height: 'auto',
            display: 'block',
            objectFit: fit,
            backgroundImage: `url("${image.placeholder}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      ) : (
        <Center>
          <Text size="xs" c="gray.7">
            {t('noImage')}
          </Text>
        </Center>
      )}
    </div>
  );
}

/** The primary image of a work, or its first, or none. */
export function primaryImageOf(images: readonly ImageDto[]): ImageDto | null {
  return images.find((image) => image.primary) ?? images[0] ?? null;
}
