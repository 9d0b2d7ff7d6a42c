import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * A contest or open call, made by platform admins (ADR 031): titles, rules in Markdown, the
 * account types that may enter, the deadline as an instant with the time zone it was set in, how
 * many works an entry may carry, prizes. Not a workspace's: it belongs to the platform.
 */
export const contests = pgTable(
  'contests',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    rules: text('rules'),
    rulesEn: text('rules_en'),
    eligibleTypes: jsonb('eligible_types').$type<number[]>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    worksAllowed: integer('works_allowed').notNull(),
    prizes: text('prizes'),
    published: boolean('published').notNull().default(false),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contests_published_deadline_idx').on(table.published, table.deadline)],
);

/**
 * An entry (SPEC "submission"): works of the entrant workspace's inventory (`aid`s, presented by
 * joining the artworks, so they stay live) and a statement. Its owner is the person who made it,
 * from the session; one entry per workspace and contest. The result is written when the contest's
 * results are published.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    aids: jsonb('aids').$type<string[]>().notNull(),
    statement: text('statement').notNull(),
    resultOutcome: text('result_outcome'),
    resultRank: integer('result_rank'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('contest_entries_gallery_contest_idx').on(table.galleryId, table.contestId),
    index('contest_entries_contest_idx').on(table.contestId),
  ],
);

/** A jury round of a contest, numbered from 1; scores are taken until it is closed. */
export const contestRounds = pgTable(
  'contest_rounds',
  {
    id: text('id').primaryKey(),
    contestId: text('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('contest_rounds_contest_number_idx').on(table.contestId, table.number)],
);

/** A juror of a round, invited by e-mail: whoever signs in with that (verified) address. */
export const contestJurors = pgTable(
  'contest_jurors',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => contestRounds.id, { onDelete: 'cascade' }),
    /** Lower-cased, as account e-mails are compared. */
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contest_jurors_round_email_idx').on(table.roundId, table.email),
    index('contest_jurors_email_idx').on(table.email),
  ],
);

/** A juror's score (1–10), mark and note on one entry in one round; read by other jurors only once it closes. */
export const contestScores = pgTable(
  'contest_scores',
  {
    jurorId: text('juror_id')
      .notNull()
      .references(() => contestJurors.id, { onDelete: 'cascade' }),
    entryId: text('entry_id')
      .notNull()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    roundId: text('round_id')
      .notNull()
      .references(() => contestRounds.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    mark: text('mark').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.jurorId, table.entryId] }),
    index('contest_scores_round_idx').on(table.roundId),
    index('contest_scores_entry_idx').on(table.entryId),
  ],
);
