import type { ArtworkDto, ImageDto } from '@vernissage/shared';
import { fileUrlPath } from '../../platform/storage/file-routes.js';
import type { ArtworkImageRow, ArtworkRecord } from './artwork.repository.js';

/** What `presentArtwork` presents, for the presenters of other modules. */
export type { ArtworkRecord };

/** How far the viewer is inside: a member of the owning workspace sees everything. */
export type ArtworkViewer = 'member' | 'outsider';

/**
 * The URLs of an upload's stored files (its folder ends with `/`). The original's only when
 * `originalKey` is given: it is for members, and the file route checks the caller again.
 */
export function imageUrls(keyPrefix: string, originalKey: string | null) {
  return {
    thumbnail: fileUrlPath(`${keyPrefix}thumbnail.webp`),
    medium: fileUrlPath(`${keyPrefix}medium.webp`),
    large: fileUrlPath(`${keyPrefix}large.webp`),
    ...(originalKey !== null && { original: fileUrlPath(originalKey) }),
  };
}

/** An image as the viewer may see it: outsiders get the derivatives, never the original. */
export function presentImage(image: ArtworkImageRow, viewer: ArtworkViewer): ImageDto {
  return {
    id: image.id,
    idx: image.idx,
    primary: image.isPrimary,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    urls: imageUrls(image.keyPrefix, viewer === 'member' ? image.originalKey : null),
  };
}

/**
 * An artwork as the viewer may see it. Outsiders (recipients, the public) never see a price
 * the gallery hides, nor one it gives on request, nor the originals of its images; members see
 * the amount always.
 */
export function presentArtwork(
  { artwork, images, artistName, artistNameEn, likes }: ArtworkRecord,
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
    artistNameEn,
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
    images: images.map((image) => presentImage(image, viewer)),
    state: artwork.state,
    published: artwork.published,
    likes,
    createdAt: artwork.createdAt.toISOString(),
    updatedAt: artwork.updatedAt.toISOString(),
  };
}
