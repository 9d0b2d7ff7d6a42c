import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { artworks } from './artwork.js';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { galleries, galleryIdColumn } from './workspace.js';

/** Where an exhibition takes place: a physical venue, or online. */
export interface ExhibitionVenue {
  type: 'physical' | 'online';
  name: string | null;
  address: string | null;
  url: string | null;
}

/** An exhibition (`exhibitionid`) of a workspace: its dates, venue, texts and published flag. */
export const exhibitions = pgTable(
  'exhibitions',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    subtitle: text('subtitle'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    openingReception: text('opening_reception'),
    venue: jsonb('venue').$type<ExhibitionVenue>().notNull(),
    curator: text('curator'),
    pressText: text('press_text'),
    pressTextEn: text('press_text_en'),
    published: boolean('published').notNull().default(false),
    accessLevel: integer('access_level').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exhibitions_gallery_dates_idx').on(table.galleryId, table.startDate),
    index('exhibitions_published_idx').on(table.published, table.startDate),
  ],
);

/** The cover (`kind` cover, one) and the ordered, captioned installation views (`kind` view). */
export const exhibitionImages = pgTable(
  'exhibition_images',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    exhibitionId: text('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    idx: integer('idx').notNull(),
    caption: text('caption'),
    /** The upload's storage folder (`…/<upload id>/`); its WebP derivatives live under it. */
    keyPrefix: text('key_prefix').notNull(),
    originalKey: text('original_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('exhibition_images_gallery_exhibition_idx').on(table.galleryId, table.exhibitionId, table.idx),
    index('exhibition_images_prefix_idx').on(table.galleryId, table.keyPrefix),
  ],
);

/** The works an exhibition shows, in order, each with the exhibition's caption for it. */
export const exhibitionWorks = pgTable(
  'exhibition_works',
  {
    galleryId: galleryIdColumn(),
    exhibitionId: text('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    caption: text('caption'),
  },
  (table) => [
    primaryKey({ columns: [table.exhibitionId, table.artworkId] }),
    index('exhibition_works_gallery_exhibition_idx').on(table.galleryId, table.exhibitionId, table.idx),
    index('exhibition_works_artwork_idx').on(table.artworkId),
  ],
);

/**
 * Another workspace's access to an exhibition (`PUT /exhibition/access`): a fair or a
 * co-organising gallery reads it (0) or also changes it (1). Revoking deletes the row.
 */
export const exhibitionGrants = pgTable(
  'exhibition_grants',
  {
    galleryId: galleryIdColumn(),
    exhibitionId: text('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    accessLevel: integer('access_level').notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.exhibitionId, table.granteeId] }),
    index('exhibition_grants_gallery_idx').on(table.galleryId),
    index('exhibition_grants_grantee_idx').on(table.granteeId),
  ],
);
