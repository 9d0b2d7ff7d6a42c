import { z } from 'zod';
import { text } from '../input.js';
import { pageQuerySchema } from '../pagination.js';
import { TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';
import { isTimeZone } from './contest.schemas.js';

/** What an opportunity offers (ADR 033). */
export const OPPORTUNITY_KINDS = ['residency', 'grant', 'open_call', 'job'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];
export const OPPORTUNITY_DESCRIPTION_MAX = 20_000;
export const OPPORTUNITY_COUNTRIES_MAX = 30;
/** The reminder mail of a saved opportunity goes out this long before its deadline. */
export const OPPORTUNITY_REMINDER_MS = 3 * 24 * 60 * 60_000;

const optionalText = (max = TITLE_MAX) => text().trim().max(max).nullable().optional();

/** ISO 3166-1 alpha-2, upper case (`KR`, `FR`). */
const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');

const opportunityFields = z.strictObject({
  kind: z.enum(OPPORTUNITY_KINDS),
  title: text().trim().min(1, 'must not be empty').max(TITLE_MAX),
  titleEn: optionalText(),
  organiser: text().trim().min(1, 'must not be empty').max(TITLE_MAX),
  /** Markdown (ADR 016), answered also as safe HTML. */
  description: optionalText(OPPORTUNITY_DESCRIPTION_MAX),
  descriptionEn: optionalText(OPPORTUNITY_DESCRIPTION_MAX),
  /** The last instant applications are taken, with its offset; `timeZone` is where it was set. */
  deadline: z.iso.datetime({ offset: true }),
  timeZone: text().max(64).refine(isTimeZone, 'is not an IANA time zone'),
  eligibility: optionalText(TEXT_MAX),
  countries: z
    .array(country)
    .max(OPPORTUNITY_COUNTRIES_MAX)
    .refine((values) => new Set(values).size === values.length, 'names a country twice')
    .optional(),
  fee: optionalText(),
  /** The organiser's page: https only. */
  link: z
    .url({ protocol: /^https$/, message: 'must be an https:// address' })
    .max(2000)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
    .nullable()
    .optional(),
  location: optionalText(),
  published: z.boolean().optional(),
});

/** POST `/opportunity` (platform admins). */
export const opportunityInputSchema = opportunityFields;
export type OpportunityInput = z.infer<typeof opportunityInputSchema>;
/** PUT `/opportunity/{id}`: any of the fields; those left out stay as they are. */
export const opportunityUpdateSchema = opportunityFields.partial();
export type OpportunityUpdate = z.infer<typeof opportunityUpdateSchema>;

/** GET `/opportunity/all`: the page and its filters. */
export const opportunityQuerySchema = pageQuerySchema.extend({
  kind: z.enum(OPPORTUNITY_KINDS).optional(),
  /** Only deadlines after this instant; without it, those not yet passed. */
  deadlineAfter: z.iso.datetime({ offset: true }).optional(),
  /** Open to residents of this country (or to anyone). */
  country: country.optional(),
  /** Part of the location (`Seoul`, `서울`). */
  location: text().trim().min(1).max(100).optional(),
  /** Words of the titles, organiser, description or eligibility. */
  q: text().trim().min(1).max(100).optional(),
});
export type OpportunityQuery = z.output<typeof opportunityQuerySchema>;

export const opportunitySchema = z
  .object({
    id: z.string(),
    kind: z.enum(OPPORTUNITY_KINDS),
    title: z.string(),
    titleEn: z.string().nullable(),
    organiser: z.string(),
    description: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    descriptionHtml: z.string().nullable(),
    descriptionHtmlEn: z.string().nullable(),
    deadline: z.string(),
    timeZone: z.string(),
    eligibility: z.string().nullable(),
    countries: z.array(z.string()),
    fee: z.string().nullable(),
    link: z.string().nullable(),
    location: z.string().nullable(),
    published: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Opportunity' });
export type OpportunityDto = z.infer<typeof opportunitySchema>;
