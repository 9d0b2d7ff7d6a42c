import { z } from 'zod';
import { ARTWORK_STATES, CURRENCIES, PermissionLevel, type Locale } from '../domain.js';
import { idText, money, storableUrl, text } from '../input.js';

/** Limits both sides check. */
export const TITLE_MAX = 300;
export const TEXT_MAX = 10_000;
export const TAG_MAX = 40;
export const TAGS_MAX = 30;
export const IMAGES_PER_ARTWORK_MAX = 20;
export const BULK_UPLOAD_MAX = 50;

export const MEDIUM_TYPES = [
  'painting',
  'drawing',
  'print',
  'photography',
  'sculpture',
  'installation',
  'video',
  'textile',
  'ceramics',
  'mixed',
  'other',
] as const;
export type MediumType = (typeof MEDIUM_TYPES)[number];

/** Each medium's name for what the server writes (price lists); the web's `artwork:mediumTypes` says the same. */
export const MEDIUM_TYPE_NAMES: Record<MediumType, Record<Locale, string>> = {
  painting: { ko: '회화', en: 'Painting' },
  drawing: { ko: '드로잉', en: 'Drawing' },
  print: { ko: '판화', en: 'Print' },
  photography: { ko: '사진', en: 'Photography' },
  sculpture: { ko: '조각', en: 'Sculpture' },
  installation: { ko: '설치', en: 'Installation' },
  video: { ko: '영상', en: 'Video' },
  textile: { ko: '섬유', en: 'Textile' },
  ceramics: { ko: '도자', en: 'Ceramics' },
  mixed: { ko: '혼합 매체', en: 'Mixed media' },
  other: { ko: '기타', en: 'Other' },
};
/** A medium's name in `locale`, or null for a value that is not one of MEDIUM_TYPES. */
export function mediumTypeName(type: string, locale: Locale): string | null {
  return (MEDIUM_TYPES as readonly string[]).includes(type) ? MEDIUM_TYPE_NAMES[type as MediumType][locale] : null;
}
export const DIMENSION_UNITS = ['cm', 'in'] as const;
export const EDITION_TYPES = ['unique', 'edition'] as const;
export const PRICE_DISPLAYS = ['exact', 'on_request', 'hidden'] as const;

export const artworkStateSchema = z.union(
  ARTWORK_STATES.map((state) => z.literal(state)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
);
export const accessLevelSchema = z.union([
  z.literal(PermissionLevel.none),
  z.literal(PermissionLevel.read),
  z.literal(PermissionLevel.write),
]);
export const currencySchema = z.enum(CURRENCIES);
const shortText = (max = TITLE_MAX) => text().trim().max(max);
const optionalText = (max = TITLE_MAX) => shortText(max).nullable().optional();
const positive = z.number().positive().max(100_000);

/** The editable fields of an artwork and its inventory record (DESIGN.md §5). */
export const artworkInputSchema = z.object({
  title: shortText().min(1, 'must not be empty'),
  titleEn: optionalText(),
  artistid: idText().nullable().optional(),
  series: optionalText(),
  dateText: optionalText(100),
  year: z.number().int().min(-3000).max(2100).nullable().optional(),
  medium: z.object({ type: z.enum(MEDIUM_TYPES).nullable().optional(), text: optionalText(500) }).optional(),
  dimensions: z
    .object({
      height: positive.nullable().optional(),
      width: positive.nullable().optional(),
      depth: positive.nullable().optional(),
      unit: z.enum(DIMENSION_UNITS).default('cm'),
      framed: z.boolean().default(false),
      text: optionalText(500),
    })
    .optional(),
  edition: z
    .object({
      type: z.enum(EDITION_TYPES).default('unique'),
      size: z.number().int().min(1).max(100_000).nullable().optional(),
      artistProofs: z.number().int().min(0).max(1000).nullable().optional(),
    })
    .refine((edition) => edition.type === 'unique' || edition.size, {
      message: 'an edition needs its size',
      path: ['size'],
    })
    .optional(),
  price: z
    .object({
      amount: money().nullable().optional(),
      currency: currencySchema.default('KRW'),
      display: z.enum(PRICE_DISPLAYS).default('exact'),
    })
    .optional(),
  description: optionalText(TEXT_MAX),
  descriptionEn: optionalText(TEXT_MAX),
  tags: z.array(shortText(TAG_MAX).min(1)).max(TAGS_MAX).optional(),
  published: z.boolean().optional(),
  // Inventory record of the workspace.
  stockNumber: optionalText(100),
  location: optionalText(300),
  privateNotes: optionalText(TEXT_MAX),
  fid: idText().nullable().optional(),
  accessLevel: accessLevelSchema.optional(),
});
export type ArtworkInput = z.infer<typeof artworkInputSchema>;

export const imageSchema = z
  .object({
    id: z.string(),
    idx: z.number().int(),
    primary: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string(),
    urls: z.object({
      thumbnail: z.string(),
      medium: z.string(),
      large: z.string(),
      /** The uploaded original: only members of the owning workspace get it, and only they may fetch it. */
      original: z.string().optional(),
    }),
  })
  .meta({ id: 'ArtworkImage' });
export type ImageDto = z.infer<typeof imageSchema>;

export const artworkSchema = z
  .object({
    aid: z.string(),
    gid: z.string(),
    artistid: z.string().nullable(),
    artistName: z.string().nullable(),
    /** The artist's English name, when the artist has one (issue 18: shown through `textIn`). */
    artistNameEn: z.string().nullable(),
    title: z.string(),
    titleEn: z.string().nullable(),
    series: z.string().nullable(),
    dateText: z.string().nullable(),
    year: z.number().nullable(),
    medium: z.object({ type: z.string().nullable(), text: z.string().nullable() }),
    dimensions: z.object({
      height: z.number().nullable(),
      width: z.number().nullable(),
      depth: z.number().nullable(),
      unit: z.enum(DIMENSION_UNITS),
      framed: z.boolean(),
      text: z.string().nullable(),
    }),
    edition: z.object({
      type: z.enum(EDITION_TYPES),
      size: z.number().nullable(),
      artistProofs: z.number().nullable(),
    }),
    /** Null when the viewer may not see it (display `hidden`, or `on_request` for outsiders). */
    price: z
      .object({ amount: z.number().nullable(), currency: currencySchema, display: z.enum(PRICE_DISPLAYS) })
      .nullable(),
    description: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    tags: z.array(z.string()),
    images: z.array(imageSchema),
    state: z.number().int(),
    published: z.boolean(),
    likes: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Artwork' });
export type ArtworkDto = z.infer<typeof artworkSchema>;

export const inventoryItemSchema = z
  .object({
    iid: z.string(),
    gid: z.string(),
    aid: z.string(),
    fid: z.string().nullable(),
    idx: z.number().int(),
    accessLevel: z.number().int(),
    stockNumber: z.string().nullable(),
    location: z.string().nullable(),
    privateNotes: z.string().nullable(),
    state: z.number().int(),
    deletedAt: z.string().nullable(),
    artwork: artworkSchema,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItemDto = z.infer<typeof inventoryItemSchema>;

export const folderSchema = z
  .object({
    fid: z.string(),
    gid: z.string(),
    uid: z.string().nullable(),
    name: z.string(),
    accessLevel: z.number().int(),
    idx: z.number().int(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'Folder' });
export type FolderDto = z.infer<typeof folderSchema>;

export const shareSchema = z
  .object({
    sid: z.string(),
    aid: z.string(),
    gid: z.string(),
    galleryName: z.string(),
    /** The recipient's uid; null for the workspace when it offered by e-mail (ADR 013). */
    shareuid: z.string().nullable(),
    /**
     * Who the offer is for. The recipient sees their own account; the workspace sees only what it
     * gave: the e-mail it typed (never whether an account uses it), or the uid it named with that
     * user's name (never the e-mail behind it).
     */
    recipient: z.object({ uid: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
    shareprice: z.number().nullable(),
    currency: currencySchema,
    shareat: z.string(),
    state: z.number().int(),
    holdExpiresAt: z.string().nullable(),
    /** 1-based place in the artwork's waitlist when the recipient queued; null otherwise. */
    waitlistPosition: z.number().int().nullable(),
    artwork: artworkSchema,
  })
  .meta({ id: 'Share' });
export type ShareDto = z.infer<typeof shareSchema>;

export const artistInputSchema = z.object({
  name: shortText(200).min(1, 'must not be empty'),
  nameEn: optionalText(200),
  biography: optionalText(TEXT_MAX),
  biographyEn: optionalText(TEXT_MAX),
  birthYear: z.number().int().min(1000).max(2100).nullable().optional(),
  nationality: optionalText(100),
  website: storableUrl().max(500).nullable().optional(),
  cv: optionalText(TEXT_MAX),
});
export type ArtistInput = z.infer<typeof artistInputSchema>;

export const artistSchema = z
  .object({
    artistid: z.string(),
    gid: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    biography: z.string().nullable(),
    biographyEn: z.string().nullable(),
    birthYear: z.number().nullable(),
    nationality: z.string().nullable(),
    website: z.string().nullable(),
    cv: z.string().nullable(),
    photo: imageSchema.shape.urls.nullable(),
    artworkCount: z.number().int(),
  })
  .meta({ id: 'Artist' });
export type ArtistDto = z.infer<typeof artistSchema>;

export const gallerySettingInputSchema = z.object({
  name: shortText(200).min(1),
  nameen: optionalText(200),
  address: optionalText(500),
  phone: optionalText(40),
  email: z.email().nullable().optional(),
  website: storableUrl().max(500).nullable().optional(),
  about: optionalText(TEXT_MAX),
  aboutEn: optionalText(TEXT_MAX),
  holdDays: z.number().int().min(1).max(90).optional(),
});

export const gallerySettingSchema = gallerySettingInputSchema
  .extend({ gid: z.string(), logo: imageSchema.shape.urls.nullable(), holdDays: z.number().int() })
  .meta({ id: 'GallerySetting' });
export type GallerySettingDto = z.infer<typeof gallerySettingSchema>;
