import type { ArtworkDto, ImageDto } from '@vernissage/shared';
import type { ArtworkImageRow, ArtworkRecord } from './artwork.repository.js';

/** How far the viewer is inside: a member of the owning workspace sees everything. */
export type ArtworkViewer = 'member' | 'outsider';

/** The public URLs of an upload's stored files (its folder ends with `/`). */
export function imageUrls(keyPrefix: string, originalKey: string) {
  return {
    thumbnail: `/files/${keyPrefix}thumbnail.webp`,
    medium: `/files/${keyPrefix}medium.webp`,
    large: `/files/${keyPrefix}large.webp`,
    original: `/files/${originalKey}`,
  };
}

export function presentImage(image: ArtworkImageRow): ImageDto {
  return {
    id: image.id,
    idx: image.idx,
    primary: image.isPrimary,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    urls: imageUrls(image.keyPrefix, image.originalKey),
  };
}

/**
 * An artwork as the viewer may see it. Outsiders (recipients, the public) never see a price
 * the gallery hides, nor one it gives on request; members see the amount always.
 */
export function presentArtwork(
  { artwork, images, artistName, likes }: ArtworkRecord,
  viewer: ArtworkViewer,
): ArtworkDto {
  const display = artwork.priceDisplay as 'exact' | 'on_request' | 'hidden';
  const currency = artwork.priceCurrency as 'KRW' | 'USD';
  const price =
    viewer === 'member'
      ? { amount: artwork.priceAmount, currency, display }
      : display === 'hidden'
        ? null
        : { amount: display === 'exact' ? artwork.priceAmount : null, currency, display };
  return {
    aid: artwork.id,
    gid: artwork.galleryId,
    artistid: artwork.artistId,
    artistName,
    title: artwork.title,
    titleEn: artwork.titleEn,
    series: artwork.series,
    dateText: artwork.dateText,
    year: artwork.year,
    medium: { type: artwork.mediumType, text: artwork.mediumText },
    dimensions: {
      height: artwork.height,
      width: artwork.width,
      depth: artwork.depth,
      unit: artwork.dimensionUnit as 'cm' | 'in',
      framed: artwork.framed,
      text: artwork.dimensionText,
    },
    edition: {
      type: artwork.editionType as 'unique' | 'edition',
      size: artwork.editionSize,
      artistProofs: artwork.artistProofs,
    },
    price,
    description: artwork.description,
    descriptionEn: artwork.descriptionEn,
    tags: artwork.tags,
    images: images.map(presentImage),
    state: artwork.state,
    published: artwork.published,
    likes,
    createdAt: artwork.createdAt.toISOString(),
    updatedAt: artwork.updatedAt.toISOString(),
  };
}
