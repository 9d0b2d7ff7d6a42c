import {
  roomAvailabilityOf,
  type PublicRoomDto,
  type PublicRoomWorkDto,
  type RoomDto,
  type RoomVisibility,
} from '@vernissage/shared';
import { imageUrls, presentImage, type ArtworkRecord } from '../artwork/artwork.presenter.js';
import type { RoomItemRow, RoomLinkRow, RoomRow, RoomWorkRow } from './viewing-room.repository.js';

type Currency = 'KRW' | 'USD';

/** A room for its workspace: everything, paths and links included (never the passcode). */
export function presentRoom(
  room: RoomRow,
  works: readonly { work: RoomWorkRow; record: ArtworkRecord }[],
  links: readonly RoomLinkRow[],
): RoomDto {
  return {
    shareid: room.id,
    gid: room.galleryId,
    title: room.title,
    titleEn: room.titleEn,
    intro: room.intro,
    introEn: room.introEn,
    path: room.path,
    hasPasscode: room.passcodeHash !== null,
    expiresAt: room.expiresAt?.toISOString() ?? null,
    visibility: room.visibility,
    notifyFirstOpen: room.notifyFirstOpen,
    works: works.map(({ work, record }) => {
      const { artwork } = record;
      const primary = record.images.find((image) => image.isPrimary) ?? record.images[0];
      const urls = primary ? imageUrls(primary.keyPrefix, null) : null;
      return {
        aid: artwork.id,
        idx: work.idx,
        title: artwork.title,
        titleEn: artwork.titleEn,
        artistName: record.artistName,
        artistNameEn: record.artistNameEn,
        price: work.price,
        listPrice: artwork.priceAmount,
        currency: artwork.priceCurrency as Currency,
        state: artwork.state,
        image: urls && { thumbnail: urls.thumbnail, medium: urls.medium },
      };
    }),
    links: links.map((link) => ({
      lid: link.id,
      name: link.name,
      email: link.email,
      path: link.path,
      visibility: link.visibility,
      createdAt: link.createdAt.toISOString(),
    })),
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
  };
}

/**
 * A work as a room's visitor may see it. Fields the room hides are not set at all — not nulled,
 * left out — and the images carry no original, no caption, no alt text of their own: nothing
 * of a hidden field reaches the visitor.
 */
export function presentRoomWork(
  record: ArtworkRecord,
  item: RoomItemRow | undefined,
  roomPrice: number | null,
  shows: RoomVisibility,
): PublicRoomWorkDto {
  const { artwork } = record;
  const listPrice = artwork.priceDisplay === 'exact' ? artwork.priceAmount : null;
  return {
    aid: artwork.id,
    title: artwork.title,
    titleEn: artwork.titleEn,
    artistName: record.artistName,
    artistNameEn: record.artistNameEn,
    availability: roomAvailabilityOf(artwork.state),
    images: record.images.map((image) => presentImage(image, 'outsider')),
    ...(shows.price && { price: { amount: roomPrice ?? listPrice, currency: artwork.priceCurrency as Currency } }),
    ...(shows.year && { year: artwork.year, dateText: artwork.dateText }),
    ...(shows.medium && { medium: { type: artwork.mediumType, text: artwork.mediumText } }),
    ...(shows.dimensions && {
      dimensions: {
        height: artwork.height,
        width: artwork.width,
        depth: artwork.depth,
        unit: artwork.dimensionUnit as 'cm' | 'in',
        framed: artwork.framed,
        text: artwork.dimensionText,
      },
    }),
    ...(shows.edition && {
      edition: {
        type: artwork.editionType as 'unique' | 'edition',
        size: artwork.editionSize,
        artistProofs: artwork.artistProofs,
      },
    }),
    ...(shows.description && { description: artwork.description, descriptionEn: artwork.descriptionEn }),
    ...(shows.location && { location: item?.location ?? null }),
    ...(shows.stockNumber && { stockNumber: item?.stockNumber ?? null }),
  };
}

/** A room as its visitor sees it; a locked one carries its titles and nothing else. */
export function presentPublicRoom(
  input: {
    path: string;
    room: RoomRow;
    link: RoomLinkRow | null;
    galleryName: string;
    locked: boolean;
  },
  works: PublicRoomWorkDto[],
): PublicRoomDto {
  const { room, link, locked } = input;
  return {
    path: input.path,
    title: room.title,
    titleEn: room.titleEn,
    gid: input.room.galleryId,
    galleryName: input.galleryName,
    locked,
    intro: locked ? null : room.intro,
    introEn: locked ? null : room.introEn,
    recipientName: locked ? null : (link?.name ?? null),
    expiresAt: room.expiresAt?.toISOString() ?? null,
    works: locked ? [] : works,
  };
}
