import { z } from 'zod';
import { idText, text } from '../input.js';
import { TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';
import { calendarDate, EXHIBITION_STATUSES } from './exhibition.schemas.js';
import { publicRoomWorkSchema } from './viewing-room.schemas.js';

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
  /** The workspace's name, and its English name when it has one (pick with `textIn`). */
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.enum(FAIR_ACCESS_LEVELS),
});
export type FairGrantDto = z.infer<typeof fairGrantSchema>;

export const fairSchema = z.object({
  fairId: z.string(),
  /** The organising workspace. */
  gid: z.string(),
  /** The organising workspace's name, and its English name when it has one (pick with `textIn`). */
  organiserName: z.string(),
  organiserNameEn: z.string().nullable(),
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
  /** What the caller's workspace is to this fair; `open` — a published fair taking applications (GET `/fair/supported`). */
  role: z.enum(['owner', 'organiser', 'invited', 'open']),
  /** Other workspaces' grants; the organiser side only (empty for an invited workspace). */
  grants: z.array(fairGrantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FairDto = z.infer<typeof fairSchema>;

/** Where a workspace stands with a fair (ADR 031). */
export const PARTICIPANT_STATUSES = ['applied', 'accepted', 'waitlisted', 'declined', 'withdrawn'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/** Statuses in which a participant is still in the running: it may withdraw and submit, and not apply again. */
export const ACTIVE_PARTICIPANT_STATUSES: readonly ParticipantStatus[] = ['applied', 'accepted', 'waitlisted'];
/** What the organiser decides; the exhibitor's only move is to withdraw. */
export const ORGANISER_DECISIONS = ['applied', 'accepted', 'waitlisted', 'declined'] as const;

export const boothSchema = z.strictObject({
  number: shortText(20).min(1, 'must not be empty'),
  size: optionalText(50),
  hall: optionalText(50),
});

/**
 * A booth number as two exhibitors of a fair must not share it: " a12 " is A12. NFKC also folds
 * the full-width letters and digits a Korean keyboard may type (Ａ１２) into their plain forms.
 */
export function boothKey(number: string): string {
  return number.normalize('NFKC').trim().toLowerCase();
}

/** The participant among `others` (never `self`) that already has the booth `number`, if any. */
export function boothHolder<P extends { participantId: string; booth: { number: string } | null }>(
  others: readonly P[],
  self: string,
  number: string,
): P | undefined {
  const key = boothKey(number);
  return others.find(
    (other) => other.participantId !== self && other.booth !== null && boothKey(other.booth.number) === key,
  );
}

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
  /** The exhibitor workspace's name, and its English name when it has one (pick with `textIn`). */
  exhibitorName: z.string(),
  exhibitorNameEn: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  booth: z.object({ number: z.string(), size: z.string().nullable(), hall: z.string().nullable() }).nullable(),
  section: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ParticipantDto = z.infer<typeof participantSchema>;

/** The body of POST `/fairManagement/participant/{id}/memo`: SPEC's fields, of which only `content` is read. */
export const MEMO_MAX = 4000;
export const memoInputSchema = z.strictObject({
  /** Ignored: the server names the memo. */
  id: z.string().max(100).optional(),
  /** Ignored: the author is the signed-in person. */
  authorUid: z.string().max(100).optional(),
  /** Ignored: the time is the server's. */
  createdAt: z.string().max(100).optional(),
  content: text().trim().min(1, 'must not be empty').max(MEMO_MAX),
});
export type MemoInput = z.infer<typeof memoInputSchema>;

/** An organiser's note on a participant: the organiser side only, never the exhibitor. */
export const memoSchema = z.object({
  id: z.string(),
  participantId: z.string(),
  authorUid: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  content: z.string(),
});
export type MemoDto = z.infer<typeof memoSchema>;

/** What an exhibitor submits to a fair (ADR 031). */
export const SUBMISSION_TYPES = ['application', 'booth_plan', 'artwork_list', 'catalogue_entry'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
export const SUBMISSION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'approved',
  'changes_requested',
  'rejected',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The exhibitor writes drafts and submits them; the organiser reviews. */
export const EXHIBITOR_SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export const REVIEW_STATUSES = ['in_review', 'approved', 'changes_requested', 'rejected'] as const;
/** Submissions the exhibitor may still change: until the organiser takes them up, or when sent back. */
export const EDITABLE_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['draft', 'submitted', 'changes_requested'];
export const WORKS_PER_LIST_MAX = 100;

const applicationContent = z.strictObject({
  statement: text().trim().max(TEXT_MAX),
  /** The fair's required documents, each named and described (links or notes). */
  documents: z
    .array(z.strictObject({ name: shortText().min(1, 'must not be empty'), note: optionalText(TEXT_MAX) }))
    .max(FAIR_DOCUMENTS_MAX),
});
const boothPlanContent = z.strictObject({
  description: text().trim().max(TEXT_MAX),
  /** Wall length wanted, in metres. */
  wallLength: z.number().positive().max(1000).nullable().optional(),
});
/** An artwork list names works of the exhibitor's own inventory: nothing is re-typed, availability stays live. */
const artworkListContent = z.strictObject({
  aids: z
    .array(idText())
    .min(1, 'must name at least one work')
    .max(WORKS_PER_LIST_MAX)
    .refine((aids) => new Set(aids).size === aids.length, 'names a work twice'),
});
const catalogueEntryContent = z.strictObject({
  text: text().trim().max(TEXT_MAX),
  textEn: optionalText(TEXT_MAX),
});

const submissionBase = {
  /** Given: change this submission (the exhibitor's own, while it is a draft or sent back). */
  id: idText().optional(),
  /** Optional; when given, the workspace acted in (header `gid`). */
  gid: idText().optional(),
  participantId: idText(),
  submissionStatus: z.enum(EXHIBITOR_SUBMISSION_STATUSES),
};

/** POST `/fairManagement/fair/submission`: the exhibitor's submission, its content checked by its type. */
export const submissionInputSchema = z.discriminatedUnion('submissionType', [
  z.strictObject({ ...submissionBase, submissionType: z.literal('application'), content: applicationContent }),
  z.strictObject({ ...submissionBase, submissionType: z.literal('booth_plan'), content: boothPlanContent }),
  z.strictObject({ ...submissionBase, submissionType: z.literal('artwork_list'), content: artworkListContent }),
  z.strictObject({
    ...submissionBase,
    submissionType: z.literal('catalogue_entry'),
    content: catalogueEntryContent,
  }),
]);
export type SubmissionInput = z.infer<typeof submissionInputSchema>;
export type SubmissionContent = SubmissionInput['content'];

/** PUT `/fairManagement/fair/submission/{id}` (an addition to SPEC §7): the organiser's review. */
export const submissionReviewSchema = z.strictObject({
  submissionStatus: z.enum(REVIEW_STATUSES),
  reviewNote: optionalText(TEXT_MAX),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

/** A work as a fair shows it: the inventory's own fields and availability, live; never a price. */
export const fairWorkSchema = publicRoomWorkSchema
  .pick({
    aid: true,
    title: true,
    titleEn: true,
    artistName: true,
    artistNameEn: true,
    availability: true,
    images: true,
    year: true,
    dateText: true,
    medium: true,
    dimensions: true,
  })
  .meta({ id: 'FairWork' });
export type FairWorkDto = z.infer<typeof fairWorkSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  fairId: z.string(),
  participantId: z.string(),
  gid: z.string(),
  submissionType: z.enum(SUBMISSION_TYPES),
  submissionStatus: z.enum(SUBMISSION_STATUSES),
  content: z.union([
    applicationContent.strip(),
    boothPlanContent.strip(),
    artworkListContent.strip(),
    catalogueEntryContent.strip(),
  ]),
  /** An artwork list's works as the inventory has them now (works since deleted are left out); empty for other types. */
  works: z.array(fairWorkSchema),
  reviewNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubmissionDto = z.infer<typeof submissionSchema>;

/** GET `/fairManagement/participant/{id}`: where it stands, its submissions, and — the organiser side only — memos. */
export const participantDetailSchema = participantSchema.extend({
  submissions: z.array(submissionSchema),
  /** Present for the organiser side only. */
  memos: z.array(memoSchema).optional(),
});
export type ParticipantDetailDto = z.infer<typeof participantDetailSchema>;

/** GET `/web/fair/exhibitors`: a published fair and its accepted exhibitors, for anyone. */
export const publicFairSchema = z
  .object({
    fair: fairSchema.pick({
      fairId: true,
      organiserName: true,
      organiserNameEn: true,
      name: true,
      nameEn: true,
      startDate: true,
      endDate: true,
      status: true,
      venue: true,
      sections: true,
    }),
    /** `seoul-art-fair-2027-<fairId>`: the public page's address. */
    slug: z.string(),
    exhibitors: z.array(
      z.object({
        participantId: z.string(),
        gid: z.string(),
        /** The exhibitor's name, and its English name when it has one: the page shows the one of its language. */
        name: z.string(),
        nameEn: z.string().nullable(),
        booth: participantSchema.shape.booth,
        section: z.string().nullable(),
        /** The exhibitor's live website, when it has one (`/web/<name>`). */
        sitePath: z.string().nullable(),
        /** The works of its submitted or approved artwork lists. */
        works: z.array(fairWorkSchema),
      }),
    ),
  })
  .meta({ id: 'PublicFair' });
export type PublicFairDto = z.infer<typeof publicFairSchema>;
