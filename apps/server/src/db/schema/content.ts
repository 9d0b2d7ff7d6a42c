import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';

/**
 * The platform's own content, run by platform admins (ADR 033): blog posts and opportunities.
 * Neither belongs to a workspace, so neither carries `gallery_id`.
 */

/**
 * A blog post in Korean and/or English: Markdown bodies (answered as safe HTML), a readable
 * address (`textid`), a cover picture by address, tags. Readers see it once published.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    textid: text('textid').notNull(),
    title: text('title'),
    titleEn: text('title_en'),
    excerpt: text('excerpt'),
    excerptEn: text('excerpt_en'),
    body: text('body'),
    bodyEn: text('body_en'),
    cover: text('cover'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    authorName: text('author_name').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_textid_idx').on(table.textid),
    index('blog_posts_published_at_idx').on(table.published, table.publishedAt),
  ],
);

/**
 * A residency, grant, open call or job: its deadline is an instant with the IANA time zone it was
 * set in; the link goes out to the organiser (https only).
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    organiser: text('organiser').notNull(),
    description: text('description'),
    descriptionEn: text('description_en'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    eligibility: text('eligibility'),
    /** ISO 3166-1 alpha-2 countries whose residents may apply; empty for anyone. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    fee: text('fee'),
    link: text('link'),
    location: text('location'),
    published: boolean('published').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('opportunities_published_deadline_idx').on(table.published, table.deadline)],
);

/** A signed-in person's saved opportunity; `reminded_at` is set once its reminder mail is queued. */
export const opportunitySaves = pgTable(
  'opportunity_saves',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.opportunityId] }),
    index('opportunity_saves_opportunity_idx').on(table.opportunityId),
  ],
);

/**
 * Every change platform admins make to the platform's content: what (`subject` and its id), which
 * action, who and when. Kept when the content itself is deleted.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    /**
     * The subject's name when the change was made, in Korean (or its only language) and in
     * English: a post's or a work's title, a user's name. A snapshot, as the audit log keeps
     * one, so the log still reads after the subject is deleted; null in entries from before.
     */
    subjectLabel: text('subject_label'),
    subjectLabelEn: text('subject_label_en'),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_changes_subject_idx').on(table.subject, table.subjectId)],
);

/**
 * The onboarding steps a user has done (`/tutorial`, issue 13): one row per step, kept per user;
 * steps that data proves done (a first work, a live site) need no row.
 */
export const tutorialSteps = pgTable(
  'tutorial_steps',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);
