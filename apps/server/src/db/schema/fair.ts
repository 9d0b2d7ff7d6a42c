import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { galleries, galleryIdColumn } from './workspace.js';

/** Where a fair takes place. */
export interface FairVenue {
  name: string | null;
  address: string | null;
}

/**
 * An art fair (`fairId`) run by a fair workspace (`gallery_id`, type 1): its names, dates in
 * Asia/Seoul (ADR 016), venue, sections, application window, fee text and required documents
 * (ADR 031).
 */
export const fairs = pgTable(
  'fairs',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venue: jsonb('venue').$type<FairVenue>().notNull(),
    sections: jsonb('sections').$type<string[]>().notNull(),
    applicationOpensAt: timestamp('application_opens_at', { withTimezone: true }),
    applicationClosesAt: timestamp('application_closes_at', { withTimezone: true }),
    feeText: text('fee_text'),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('fairs_gallery_dates_idx').on(table.galleryId, table.startDate)],
);

/**
 * What another workspace may do with a fair (PUT `/fairManagement/fair/access`): `invited` (an
 * exhibitor asked to apply) or `organiser` (a co-organising fair workspace). No row, no access.
 */
export const fairAccess = pgTable(
  'fair_access',
  {
    fairId: text('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    galleryId: text('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.fairId, table.galleryId] }),
    index('fair_access_gallery_idx').on(table.galleryId),
  ],
);

/** Where an accepted exhibitor stands: booth number, size and hall as the organiser writes them. */
export interface FairBooth {
  number: string;
  size: string | null;
  hall: string | null;
}

/**
 * A workspace taking part in a fair (`participantId`): applied, accepted, waitlisted, declined or
 * withdrawn, with its booth and section once the organiser gives them. One per fair and workspace.
 */
export const fairParticipants = pgTable(
  'fair_participants',
  {
    id: text('id').primaryKey(),
    fairId: text('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    galleryId: galleryIdColumn(),
    status: text('status').notNull(),
    booth: jsonb('booth').$type<FairBooth>(),
    section: text('section'),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('fair_participants_fair_gallery_idx').on(table.fairId, table.galleryId),
    index('fair_participants_gallery_idx').on(table.galleryId),
  ],
);

/**
 * An organiser's note on a participant (SPEC `memos`): its author and time come from the session
 * and the server. Only organiser-side presenters read this table (ADR 031).
 */
export const fairMemos = pgTable(
  'fair_memos',
  {
    id: text('id').primaryKey(),
    participantId: text('participant_id')
      .notNull()
      .references(() => fairParticipants.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('fair_memos_participant_idx').on(table.participantId, table.createdAt)],
);

/**
 * What an exhibitor submits (SPEC `submissions`): an application, booth plan, artwork list or
 * catalogue entry, its `content` checked by type in the contract. An artwork list holds `aid`s of
 * the exhibitor's inventory and is presented by joining the artworks, so it stays live.
 */
export const fairSubmissions = pgTable(
  'fair_submissions',
  {
    id: text('id').primaryKey(),
    fairId: text('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => fairParticipants.id, { onDelete: 'cascade' }),
    galleryId: galleryIdColumn(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    reviewNote: text('review_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('fair_submissions_participant_idx').on(table.participantId, table.createdAt),
    index('fair_submissions_fair_idx').on(table.fairId, table.status),
  ],
);
