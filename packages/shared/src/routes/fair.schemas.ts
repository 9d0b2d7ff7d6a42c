import { z } from 'zod';
import { text } from '../input.js';
import { TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';
import { calendarDate, EXHIBITION_STATUSES } from './exhibition.schemas.js';

/** Limits both sides check. */
export const FAIR_SECTIONS_MAX = 30;
export const FAIR_DOCUMENTS_MAX = 20;

/**
 * What another workspace may do with a fair (ADR 031): `invited` — an exhibitor asked to apply
 * (even outside the application window); `organiser` — a co-organising fair workspace, which reads
 * and changes the fair. `none` takes a grant away.
 */
export const FAIR_ACCESS_LEVELS = ['none', 'invited', 'organiser'] as const;
export type FairAccessLevel = (typeof FAIR_ACCESS_LEVELS)[number];

/** A fair is on the calendar as an exhibition is: upcoming, current or past (Asia/Seoul days). */
export const FAIR_STATUSES = EXHIBITION_STATUSES;

const shortText = (max = TITLE_MAX) => text().trim().max(max);
const optionalText = (max = TITLE_MAX) => shortText(max).nullable().optional();
const nameList = (max: number) => z.array(shortText().min(1, 'must not be empty')).max(max);

export const fairVenueSchema = z.strictObject({ name: optionalText(), address: optionalText(500) });

/** The editable fields of a fair (POST and PUT `/fairManagement/fair`); any other key is refused. */
const fairFields = z.strictObject({
  name: shortText().min(1, 'must not be empty'),
  nameEn: optionalText(),
  startDate: calendarDate(),
  endDate: calendarDate(),
  venue: fairVenueSchema.optional(),
  /** Sections of the fair ("Galleries", "Focus", "Solo"), in order; each name once. */
  sections: nameList(FAIR_SECTIONS_MAX).optional(),
  /** When applications open and close (instants with their offset); either may be left open. */
  applicationOpensAt: z.iso.datetime({ offset: true }).nullable().optional(),
  applicationClosesAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The participation fee as the organiser words it ("₩3,000,000 per booth, VAT excl."). */
  feeText: optionalText(TEXT_MAX),
  /** Documents an application must bring ("CV", "Booth plan"). */
  requiredDocuments: nameList(FAIR_DOCUMENTS_MAX).optional(),
  published: z.boolean().optional(),
});

type FairDates = z.infer<typeof fairFields>;
const inOrder = (value: Partial<FairDates>) =>
  (!value.startDate || !value.endDate || value.startDate <= value.endDate) &&
  (!value.applicationOpensAt ||
    !value.applicationClosesAt ||
    Date.parse(value.applicationOpensAt) < Date.parse(value.applicationClosesAt));
const orderMessage = { message: 'must come after the start (dates and the application window)', path: ['endDate'] };
const uniqueSections = (value: Partial<FairDates>) =>
  !value.sections || new Set(value.sections).size === value.sections.length;
const sectionsMessage = { message: 'names a section twice', path: ['sections'] };

export const fairInputSchema = fairFields.refine(inOrder, orderMessage).refine(uniqueSections, sectionsMessage);
export type FairInput = z.infer<typeof fairInputSchema>;
/** PUT: any of the fields; those left out stay as they are. */
export const fairUpdateSchema = fairFields
  .partial()
  .refine(inOrder, orderMessage)
  .refine(uniqueSections, sectionsMessage);
export type FairUpdate = z.infer<typeof fairUpdateSchema>;

export const fairGrantSchema = z.object({
  gid: z.string(),
  name: z.string(),
  level: z.enum(FAIR_ACCESS_LEVELS),
});
export type FairGrantDto = z.infer<typeof fairGrantSchema>;

export const fairSchema = z.object({
  fairId: z.string(),
  /** The organising workspace. */
  gid: z.string(),
  organiserName: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(FAIR_STATUSES),
  venue: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  sections: z.array(z.string()),
  applicationOpensAt: z.string().nullable(),
  applicationClosesAt: z.string().nullable(),
  /** Whether the application window is open now (or not set). */
  applicationsOpen: z.boolean(),
  feeText: z.string().nullable(),
  requiredDocuments: z.array(z.string()),
  published: z.boolean(),
  /** What the caller's workspace is to this fair. */
  role: z.enum(['owner', 'organiser', 'invited']),
  /** Other workspaces' grants; the organiser side only (empty for an invited workspace). */
  grants: z.array(fairGrantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FairDto = z.infer<typeof fairSchema>;

/** Where a workspace stands with a fair (ADR 031). */
export const PARTICIPANT_STATUSES = ['applied', 'accepted', 'waitlisted', 'declined', 'withdrawn'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/** What the organiser decides; the exhibitor's only move is to withdraw. */
export const ORGANISER_DECISIONS = ['applied', 'accepted', 'waitlisted', 'declined'] as const;

export const boothSchema = z.strictObject({
  number: shortText(20).min(1, 'must not be empty'),
  size: optionalText(50),
  hall: optionalText(50),
});

/** PUT `/fairManagement/participant/{id}`: the organiser's decision, booth and section, or the exhibitor's withdrawal. */
export const participantUpdateSchema = z.strictObject({
  status: z.enum(PARTICIPANT_STATUSES).optional(),
  booth: boothSchema.nullable().optional(),
  section: optionalText(),
});
export type ParticipantUpdate = z.infer<typeof participantUpdateSchema>;

export const participantSchema = z.object({
  participantId: z.string(),
  fairId: z.string(),
  fairName: z.string(),
  fairNameEn: z.string().nullable(),
  /** The exhibitor's workspace. */
  gid: z.string(),
  exhibitorName: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  booth: z.object({ number: z.string(), size: z.string().nullable(), hall: z.string().nullable() }).nullable(),
  section: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ParticipantDto = z.infer<typeof participantSchema>;
