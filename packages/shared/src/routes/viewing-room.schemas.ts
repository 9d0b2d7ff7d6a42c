import { z } from 'zod';
import { ArtworkState } from '../domain.js';
import { idText, offerPrice, text } from '../input.js';
import { currencySchema, DIMENSION_UNITS, EDITION_TYPES, imageSchema, TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';

/**
 * Private viewing rooms (SPEC.md §7 Private shares: `shareid`, `path`). A room shows chosen works
 * of one workspace to people who get its link; each recipient link may hide more fields.
 */

export const ROOM_WORKS_MAX = 100;
export const ROOM_LINKS_MAX = 50;
export const PASSCODE_MIN = 4;
export const PASSCODE_MAX = 100;

/** The fields of a work a room can show or hide, each on its own. */
export const ROOM_FIELDS = [
  'price',
  'dimensions',
  'medium',
  'edition',
  'year',
  'description',
  'location',
  'stockNumber',
] as const;
export type RoomField = (typeof ROOM_FIELDS)[number];

/** Which fields a room (or one of its links) shows. */
export const roomVisibilitySchema = z.object(
  Object.fromEntries(ROOM_FIELDS.map((field) => [field, z.boolean()])) as Record<RoomField, z.ZodBoolean>,
);
export type RoomVisibility = z.infer<typeof roomVisibilitySchema>;

/** What a new room shows: the work, not the gallery's records. */
export const DEFAULT_ROOM_VISIBILITY: RoomVisibility = {
  price: true,
  dimensions: true,
  medium: true,
  edition: true,
  year: true,
  description: true,
  location: false,
  stockNumber: false,
};

/** How a room shows a work's availability: SPEC states folded into three words. */
export const ROOM_AVAILABILITY = ['available', 'on_hold', 'sold'] as const;
export type RoomAvailability = (typeof ROOM_AVAILABILITY)[number];

/** Available while it can be offered; on hold while a share holds or waits; sold after. */
export function roomAvailabilityOf(state: number): RoomAvailability {
  if (state === ArtworkState.ready || state === ArtworkState.shared) return 'available';
  if (state === ArtworkState.holding || state === ArtworkState.waiting) return 'on_hold';
  return 'sold';
}

const shortText = (max = TITLE_MAX) => text().trim().max(max);
/** A text kept in a second language: trimmed, and a blank one stored as none (ADR 038). */
const secondLanguageText = (max = TITLE_MAX) =>
  shortText(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const roomWorkInputSchema = z.object({
  aid: idText(),
  /** The price for this room (more than zero); null shows the work's own price. */
  price: offerPrice().nullable().optional(),
});

export const roomLinkInputSchema = z.object({
  /** An existing link keeps its path; a link without `lid` is new. */
  lid: idText().optional(),
  name: shortText(200).min(1, 'must not be empty'),
  email: z.email().toLowerCase().nullable().optional(),
  /** Fields this link shows instead of the room's; null follows the room. */
  visibility: roomVisibilitySchema.nullable().optional(),
  /** Gives the link a new path; the old one answers 404 from then on. */
  regenerate: z.boolean().optional(),
});

/** The fields of a room its editor sends (`data` of POST /share; PUT takes any of them). */
export const roomInputSchema = z.object({
  title: shortText().min(1, 'must not be empty'),
  /** The room's title in English; blank is none, and English readers then see `title`. */
  titleEn: secondLanguageText(),
  intro: shortText(TEXT_MAX).nullable().optional(),
  introEn: shortText(TEXT_MAX).nullable().optional(),
  works: z.array(roomWorkInputSchema).max(ROOM_WORKS_MAX).optional(),
  visibility: roomVisibilitySchema.optional(),
  /** A new passcode; null removes it; left out keeps it. Stored hashed, never shown again. */
  passcode: text().min(PASSCODE_MIN).max(PASSCODE_MAX).nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The recipient links, complete: links left out are deleted. */
  links: z.array(roomLinkInputSchema).max(ROOM_LINKS_MAX).optional(),
  /** Gives the room a new general path; the old one answers 404 from then on. */
  regeneratePath: z.boolean().optional(),
  /** Mail the room's maker when a recipient link is opened for the first time (ADR 019). */
  notifyFirstOpen: z.boolean().optional(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const roomUpdateSchema = roomInputSchema.partial();

const thumbnailSchema = imageSchema.shape.urls.pick({ thumbnail: true, medium: true });

/** A work of a room, for its workspace. */
export const roomWorkSchema = z.object({
  aid: z.string(),
  idx: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  artistName: z.string().nullable(),
  artistNameEn: z.string().nullable(),
  /** The room's own price; null when the room shows the work's price. */
  price: z.number().nullable(),
  listPrice: z.number().nullable(),
  currency: currencySchema,
  state: z.number().int(),
  image: thumbnailSchema.nullable(),
});

export const roomLinkSchema = z.object({
  lid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  path: z.string(),
  visibility: roomVisibilitySchema.nullable(),
  createdAt: z.string(),
});
export type RoomLinkDto = z.infer<typeof roomLinkSchema>;

/** A room as its workspace sees and edits it. */
export const roomSchema = z
  .object({
    shareid: z.string(),
    gid: z.string(),
    title: z.string(),
    titleEn: z.string().nullable(),
    intro: z.string().nullable(),
    introEn: z.string().nullable(),
    path: z.string(),
    hasPasscode: z.boolean(),
    expiresAt: z.string().nullable(),
    visibility: roomVisibilitySchema,
    notifyFirstOpen: z.boolean(),
    works: z.array(roomWorkSchema),
    links: z.array(roomLinkSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ViewingRoom' });
export type RoomDto = z.infer<typeof roomSchema>;

/**
 * A work as a visitor of a room sees it. Every field the room (or the link) hides is left out
 * here, on the server: it is in no JSON, HTML or loader data the visitor receives.
 */
export const publicRoomWorkSchema = z.object({
  aid: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  artistName: z.string().nullable(),
  artistNameEn: z.string().nullable(),
  availability: z.enum(ROOM_AVAILABILITY),
  images: z.array(imageSchema),
  price: z.object({ amount: z.number().nullable(), currency: currencySchema }).optional(),
  year: z.number().nullable().optional(),
  dateText: z.string().nullable().optional(),
  medium: z.object({ type: z.string().nullable(), text: z.string().nullable() }).optional(),
  dimensions: z
    .object({
      height: z.number().nullable(),
      width: z.number().nullable(),
      depth: z.number().nullable(),
      unit: z.enum(DIMENSION_UNITS),
      framed: z.boolean(),
      text: z.string().nullable(),
    })
    .optional(),
  edition: z
    .object({ type: z.enum(EDITION_TYPES), size: z.number().nullable(), artistProofs: z.number().nullable() })
    .optional(),
  description: z.string().nullable().optional(),
  descriptionEn: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  stockNumber: z.string().nullable().optional(),
});
export type PublicRoomWorkDto = z.infer<typeof publicRoomWorkSchema>;

/** A room as a visitor sees it: locked (titles only) until its passcode is given. */
export const publicRoomSchema = z
  .object({
    path: z.string(),
    title: z.string(),
    /** Shown with `title`, locked or not: a locked room shows its titles only. */
    titleEn: z.string().nullable(),
    /** The room's workspace, for the visitor's message to it. */
    gid: z.string(),
    galleryName: z.string(),
    /** True while the room asks for a passcode this visitor has not given: nothing else is sent. */
    locked: z.boolean(),
    intro: z.string().nullable(),
    introEn: z.string().nullable(),
    /** The recipient's name, when the visitor came through their link. */
    recipientName: z.string().nullable(),
    expiresAt: z.string().nullable(),
    works: z.array(publicRoomWorkSchema),
  })
  .meta({ id: 'PublicViewingRoom' });
export type PublicRoomDto = z.infer<typeof publicRoomSchema>;

/** What a room's live stream sends (`event: state`): availability only. */
export const roomStateEventSchema = z.object({ aid: z.string(), availability: z.enum(ROOM_AVAILABILITY) });
export type RoomStateEvent = z.infer<typeof roomStateEventSchema>;
