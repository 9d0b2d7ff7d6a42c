import { z } from 'zod';
import { idText, storableUrl, text } from '../input.js';
import { dateTimeFormat } from '../intl.js';
import { accessLevelSchema, artworkSchema, imageSchema, TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';

/** Limits both sides check. */
export const WORKS_PER_EXHIBITION_MAX = 200;
export const VIEWS_PER_EXHIBITION_MAX = 30;
export const CAPTION_MAX = 500;

/** Where an exhibition is on the calendar, derived from its dates in the workspace's time zone (ADR 016). */
export const EXHIBITION_STATUSES = ['upcoming', 'current', 'past'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];
export const VENUE_TYPES = ['physical', 'online'] as const;

/** The time zone exhibition dates are read in until workspaces carry their own (ADR 016). */
export const EXHIBITION_TIME_ZONE = 'Asia/Seoul';

/** The calendar day (`YYYY-MM-DD`) it is at `now` in a time zone. */
export function calendarDayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Upcoming before its first day, current from its first to its last day (inclusive), past after. */
export function exhibitionStatusOn(dates: { startDate: string; endDate: string }, today: string): ExhibitionStatus {
  if (today < dates.startDate) return 'upcoming';
  if (today > dates.endDate) return 'past';
  return 'current';
}

const shortText = (max = TITLE_MAX) => text().trim().max(max);
const optionalText = (max = TITLE_MAX) => shortText(max).nullable().optional();

/** A calendar day, `YYYY-MM-DD`, that exists. */
export function calendarDate() {
  return z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });
}

/** One work of an exhibition, in order, with the exhibition's own caption for it. */
export const exhibitionWorkInputSchema = z.object({
  aid: idText(),
  caption: optionalText(CAPTION_MAX),
});

export const venueSchema = z.object({
  type: z.enum(VENUE_TYPES).default('physical'),
  name: optionalText(),
  address: optionalText(500),
  /** The online venue's address (a viewing room, a 3D tour). */
  url: storableUrl().max(500).nullable().optional(),
});

/** The editable fields of an exhibition (SPEC.md §7 Exhibitions; the `data` part of POST/PUT). */
const exhibitionFields = z.object({
  title: shortText().min(1, 'must not be empty'),
  titleEn: optionalText(),
  subtitle: optionalText(),
  startDate: calendarDate(),
  endDate: calendarDate(),
  /** When and where the opening is, as the gallery writes it ("20 Nov, 5–7 pm"). */
  openingReception: optionalText(),
  venue: venueSchema.optional(),
  curator: optionalText(),
  /** Markdown; answered rendered to safe HTML as well (ADR 016). */
  pressText: optionalText(TEXT_MAX),
  pressTextEn: optionalText(TEXT_MAX),
  /** The works shown, in order: artworks of the workspace's inventory, each once. */
  works: z.array(exhibitionWorkInputSchema).max(WORKS_PER_EXHIBITION_MAX).optional(),
  published: z.boolean().optional(),
  accessLevel: accessLevelSchema.optional(),
  /** Captions of the installation views uploaded with this request, in the order of the `images` files. */
  newImageCaptions: z.array(optionalText(CAPTION_MAX)).max(VIEWS_PER_EXHIBITION_MAX).optional(),
});

const datesInOrder = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.startDate <= value.endDate;
const datesMessage = { message: 'must not be before the start date', path: ['endDate'] };

export const exhibitionInputSchema = exhibitionFields.refine(datesInOrder, datesMessage);
export type ExhibitionInput = z.infer<typeof exhibitionInputSchema>;

/** A change of an exhibition: any of its fields, and its installation views removed, reordered or recaptioned. */
export const exhibitionUpdateSchema = exhibitionFields
  .partial()
  .extend({
    removeImageIds: z.array(idText()).max(VIEWS_PER_EXHIBITION_MAX).optional(),
    /** The complete new order of the kept installation views (new uploads follow). */
    imageOrder: z.array(idText()).max(VIEWS_PER_EXHIBITION_MAX).optional(),
    imageCaptions: z
      .array(z.object({ id: idText(), caption: optionalText(CAPTION_MAX) }))
      .max(VIEWS_PER_EXHIBITION_MAX)
      .optional(),
    /** Takes the cover away (a new `cover` file replaces it without this). */
    removeCover: z.boolean().optional(),
  })
  .refine(datesInOrder, datesMessage);
export type ExhibitionUpdate = z.infer<typeof exhibitionUpdateSchema>;

/** A cover or installation view: its derivatives only. */
export const exhibitionPictureSchema = imageSchema
  .pick({ id: true, width: true, height: true, placeholder: true })
  .extend({
    urls: imageSchema.shape.urls.omit({ original: true }),
  });

export const installationViewSchema = exhibitionPictureSchema
  .extend({ idx: z.number().int(), caption: z.string().nullable() })
  .meta({ id: 'InstallationView' });

export const exhibitionWorkSchema = z
  .object({ aid: z.string(), idx: z.number().int(), caption: z.string().nullable(), artwork: artworkSchema })
  .meta({ id: 'ExhibitionWork' });

export const exhibitionGrantSchema = z
  .object({ gid: z.string(), galleryName: z.string(), accessLevel: z.number().int() })
  .meta({ id: 'ExhibitionGrant' });
export type ExhibitionGrantDto = z.infer<typeof exhibitionGrantSchema>;

const exhibitionSummaryShape = {
  exhibitionid: z.string(),
  /** The owning workspace. */
  gid: z.string(),
  galleryName: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  subtitle: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(EXHIBITION_STATUSES),
  venue: z.object({
    type: z.enum(VENUE_TYPES),
    name: z.string().nullable(),
    address: z.string().nullable(),
    url: z.string().nullable(),
  }),
  cover: exhibitionPictureSchema.nullable(),
  published: z.boolean(),
  accessLevel: z.number().int(),
  /** The caller's effective access (0 read, 1 write). */
  access: z.number().int(),
  /** True when another workspace owns it and shared it with the caller's. */
  shared: z.boolean(),
  workCount: z.number().int(),
  updatedAt: z.string(),
};

export const exhibitionSummarySchema = z.object(exhibitionSummaryShape).meta({ id: 'ExhibitionSummary' });
export type ExhibitionSummaryDto = z.infer<typeof exhibitionSummarySchema>;

export const exhibitionSchema = z
  .object({
    ...exhibitionSummaryShape,
    openingReception: z.string().nullable(),
    curator: z.string().nullable(),
    pressText: z.string().nullable(),
    pressTextEn: z.string().nullable(),
    /** The press text rendered from Markdown to HTML that carries no markup of the author's own (ADR 016). */
    pressHtml: z.string().nullable(),
    pressHtmlEn: z.string().nullable(),
    images: z.array(installationViewSchema),
    works: z.array(exhibitionWorkSchema),
    /** The workspaces it is shared with: only the owning workspace sees them. */
    grants: z.array(exhibitionGrantSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Exhibition' });
export type ExhibitionDto = z.infer<typeof exhibitionSchema>;

/** A work of a published exhibition, as the public site and search show it. */
export const publicExhibitionArtSchema = z
  .object({
    exhibitionid: z.string(),
    exhibitionTitle: z.string(),
    exhibitionTitleEn: z.string().nullable(),
    gid: z.string(),
    galleryName: z.string(),
    idx: z.number().int(),
    caption: z.string().nullable(),
    artwork: artworkSchema,
  })
  .meta({ id: 'PublicExhibitionArt' });
export type PublicExhibitionArtDto = z.infer<typeof publicExhibitionArtSchema>;
