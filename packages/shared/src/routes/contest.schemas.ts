import { z } from 'zod';
import { UserType } from '../domain.js';
import { idText, text } from '../input.js';
import { TEXT_MAX, TITLE_MAX } from './artwork.schemas.js';
import { publicRoomWorkSchema } from './viewing-room.schemas.js';

/** Limits both sides check. */
export const CONTEST_WORKS_MAX = 20;
export const CONTEST_RULES_MAX = 20_000;
export const CONTEST_STATEMENT_MAX = 4000;
export const JUROR_NOTE_MAX = 2000;
export const CONTEST_SCORE_MIN = 1;
export const CONTEST_SCORE_MAX = 10;

/** The account types a contest may be open to (ADR 031): galleries and artists take part. */
export const CONTEST_ENTRANT_TYPES = [UserType.gallery, UserType.artist] as const;

/** What a juror marks an entry in a round. */
export const CONTEST_MARKS = ['to_review', 'maybe', 'accepted', 'declined'] as const;
export type ContestMark = (typeof CONTEST_MARKS)[number];
/** Marks that take an entry on to the next round. */
export const ADVANCING_MARKS: readonly ContestMark[] = ['accepted', 'maybe'];

/** What an entrant learns once results are published: never a juror's mark or score. */
export const CONTEST_OUTCOMES = ['accepted', 'declined'] as const;
export type ContestOutcome = (typeof CONTEST_OUTCOMES)[number];

export const CONTEST_ROUND_STATUSES = ['open', 'closed'] as const;

/** True for a time zone name this runtime knows (`Asia/Seoul`, `Europe/Paris`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const shortText = (max = TITLE_MAX) => text().trim().max(max);
const optionalText = (max = TITLE_MAX) => shortText(max).nullable().optional();

/** The fields of a contest a platform admin writes (POST `/contest`); any other key is refused. */
const contestFields = z.strictObject({
  title: shortText().min(1, 'must not be empty'),
  titleEn: optionalText(),
  /** The rules in Markdown, answered also as safe HTML (as exhibition press texts, ADR 016). */
  rules: optionalText(CONTEST_RULES_MAX),
  rulesEn: optionalText(CONTEST_RULES_MAX),
  eligibleTypes: z
    .array(z.literal(CONTEST_ENTRANT_TYPES))
    .min(1, 'must name at least one account type')
    .refine((types) => new Set(types).size === types.length, 'names an account type twice'),
  /** The last instant entries are taken, with its offset; `timeZone` is where it was set. */
  deadline: z.iso.datetime({ offset: true }),
  timeZone: text().max(64).refine(isTimeZone, 'is not an IANA time zone'),
  worksAllowed: z.number().int().min(1).max(CONTEST_WORKS_MAX),
  prizes: optionalText(TEXT_MAX),
  published: z.boolean().optional(),
});

export const contestInputSchema = contestFields;
export type ContestInput = z.infer<typeof contestInputSchema>;
/** PUT: any of the fields; those left out stay as they are. */
export const contestUpdateSchema = contestFields.partial();
export type ContestUpdate = z.infer<typeof contestUpdateSchema>;

/** A work of an entry, as the jury and the entrant see it: the inventory's own fields, never a price. */
export const contestWorkSchema = publicRoomWorkSchema
  .pick({
    aid: true,
    title: true,
    titleEn: true,
    artistName: true,
    artistNameEn: true,
    images: true,
    year: true,
    dateText: true,
    medium: true,
    dimensions: true,
    edition: true,
    description: true,
    descriptionEn: true,
  })
  .meta({ id: 'ContestWork' });
export type ContestWorkDto = z.infer<typeof contestWorkSchema>;

export const contestJurorSchema = z.object({
  /** The juror is whoever signs in with this address. */
  email: z.string(),
  /** How many of the round's entries this juror has scored: progress, never the scores. */
  scored: z.number().int(),
});

/** A jury round: what admins and its jurors see of it without the entries. */
export const contestRoundSummarySchema = z
  .object({
    roundId: z.string(),
    contestId: z.string(),
    contestTitle: z.string(),
    contestTitleEn: z.string().nullable(),
    /** 1 for the first round; a later round judges the entries the one before marked accepted or maybe. */
    number: z.number().int(),
    title: z.string().nullable(),
    status: z.enum(CONTEST_ROUND_STATUSES),
    closedAt: z.string().nullable(),
    entryCount: z.number().int(),
    jurors: z.array(contestJurorSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'ContestRoundSummary' });
export type ContestRoundSummaryDto = z.infer<typeof contestRoundSummarySchema>;

export const contestSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    titleEn: z.string().nullable(),
    rules: z.string().nullable(),
    rulesEn: z.string().nullable(),
    rulesHtml: z.string().nullable(),
    rulesHtmlEn: z.string().nullable(),
    eligibleTypes: z.array(z.number().int()),
    deadline: z.string(),
    timeZone: z.string(),
    /** Published and before its deadline: entries are taken now. */
    open: z.boolean(),
    worksAllowed: z.number().int(),
    prizes: z.string().nullable(),
    published: z.boolean(),
    resultsPublishedAt: z.string().nullable(),
    /** Platform admins only: the jury rounds, their jurors and progress. */
    rounds: z.array(contestRoundSummarySchema).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Contest' });
export type ContestDto = z.infer<typeof contestSchema>;

const entryFields = {
  contestId: idText(),
  /** Works of the entrant workspace's inventory, each once; at most the contest's `worksAllowed`. */
  aids: z
    .array(idText())
    .min(1, 'must name at least one work')
    .max(CONTEST_WORKS_MAX)
    .refine((aids) => new Set(aids).size === aids.length, 'names a work twice'),
  statement: text().trim().min(1, 'must not be empty').max(CONTEST_STATEMENT_MAX),
};

/** POST `/contest/submission`: an entry of workspace `gid`; its owner is the signed-in person. */
export const entryInputSchema = z.strictObject(entryFields);
export type EntryInput = z.infer<typeof entryInputSchema>;
/** PUT `/contest/submission`: the entry `id`, changed by its owner until the deadline. */
export const entryUpdateSchema = z.strictObject({ id: idText(), ...entryFields });
export type EntryUpdate = z.infer<typeof entryUpdateSchema>;

/** An entrant's result, once the contest's results are published. */
export const entryResultSchema = z.object({
  outcome: z.enum(CONTEST_OUTCOMES),
  /** Place by average score in the last round; null when the entry did not reach it or was not scored there. */
  rank: z.number().int().nullable(),
});

/** An entry as its own workspace sees it. */
export const entrySchema = z
  .object({
    id: z.string(),
    contestId: z.string(),
    contestTitle: z.string(),
    contestTitleEn: z.string().nullable(),
    deadline: z.string(),
    gid: z.string(),
    ownerUid: z.string().nullable(),
    /** True when the caller owns it: only they may change or withdraw it. */
    mine: z.boolean(),
    aids: z.array(z.string()),
    /** The works as the inventory has them now (works since deleted are left out). */
    works: z.array(contestWorkSchema),
    statement: z.string(),
    /** Null until the results are published. */
    result: entryResultSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContestEntry' });
export type EntryDto = z.infer<typeof entrySchema>;

/** PUT `/contest/round/{id}/score`: a juror's score, mark and note on one entry of the round. */
export const scoreInputSchema = z.strictObject({
  entryId: idText(),
  score: z.number().int().min(CONTEST_SCORE_MIN).max(CONTEST_SCORE_MAX),
  mark: z.enum(CONTEST_MARKS),
  note: optionalText(JUROR_NOTE_MAX),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

export const scoreSchema = z.object({
  entryId: z.string(),
  score: z.number().int(),
  mark: z.enum(CONTEST_MARKS),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type ScoreDto = z.infer<typeof scoreSchema>;

/** A round's entry for the jury. Other jurors' scores and the totals appear only once the round is closed. */
export const roundEntrySchema = z.object({
  entryId: z.string(),
  /** The entrant workspace's name, and its English name when it has one (pick with `textIn`). */
  entrantName: z.string(),
  entrantNameEn: z.string().nullable(),
  statement: z.string(),
  works: z.array(contestWorkSchema),
  /** The caller's own score (jurors only; null until they score it). */
  myScore: scoreSchema.nullable(),
  /** Closed rounds only: every juror's score. */
  scores: z.array(scoreSchema.extend({ juror: z.string() })).optional(),
  /** Closed rounds only: how the jury came out on this entry. */
  total: z
    .object({
      count: z.number().int(),
      sum: z.number().int(),
      average: z.number().nullable(),
      /** The mark most jurors gave (a tie goes to the less favourable); `to_review` when no one marked it. */
      mark: z.enum(CONTEST_MARKS),
      rank: z.number().int().nullable(),
    })
    .optional(),
});
export type RoundEntryDto = z.infer<typeof roundEntrySchema>;

export const contestRoundSchema = contestRoundSummarySchema
  .extend({
    /** Whether the caller is a juror of the round (else a platform admin, who sees progress only until it closes). */
    juror: z.boolean(),
    entries: z.array(roundEntrySchema),
  })
  .meta({ id: 'ContestRound' });
export type ContestRoundDto = z.infer<typeof contestRoundSchema>;
