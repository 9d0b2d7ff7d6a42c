import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { artworks } from './artwork.js';
import { createdAt, updatedAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/** A reply a member mailed to a visitor, kept on the message it answers. */
export interface StoredReply {
  message: string;
  at: string;
  uid: string;
  name: string;
}

/** Where a visitor wrote from (`VisitorSource` of the contract). */
export interface StoredSource {
  kind: string;
  id?: string;
  path?: string;
}

/**
 * What visitors wrote to a workspace from its public pages: messages (`POST /visitor/message`)
 * and leads (`POST /visitor/lead`), in one inbox (ADR 018). A row is written before anything
 * else happens (the mail to the workspace is queued in the same transaction) and deleted for
 * good on a privacy request. No IP address or browser data is kept.
 */
export const visitorMessages = pgTable(
  'visitor_messages',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    /** `message` or `lead`. */
    kind: text('kind').notNull(),
    /** `unread`, `read` or `archived`. */
    status: text('status').notNull().default('unread'),
    /** The message, or a lead's memo (empty when it left none). */
    message: text('message').notNull().default(''),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    locale: text('locale'),
    /** A lead's earlier messages (ids of this table, of the same workspace). */
    vmids: jsonb('vmids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    source: jsonb('source').$type<StoredSource>(),
    /** The work asked about; the message stays when the work is deleted. */
    artworkId: text('artwork_id').references(() => artworks.id, { onDelete: 'set null' }),
    replies: jsonb('replies')
      .$type<StoredReply[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('visitor_messages_gallery_status_idx').on(table.galleryId, table.status, table.createdAt),
    index('visitor_messages_artwork_idx').on(table.artworkId),
  ],
);
