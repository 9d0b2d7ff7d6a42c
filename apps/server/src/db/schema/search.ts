import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { artworks } from './artwork.js';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * Staff picks for search (ADR 032): published works a platform admin features, in order. The
 * row carries the work's workspace so it is dropped with it; the search indexes themselves are
 * expression indexes written by hand in migration 0023 (drizzle-kit cannot express them).
 */
export const featuredWorks = pgTable(
  'featured_works',
  {
    artworkId: text('artwork_id')
      .primaryKey()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    galleryId: galleryIdColumn(),
    idx: integer('idx').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('featured_works_gallery_idx').on(table.galleryId),
    index('featured_works_idx_idx').on(table.idx, table.createdAt),
  ],
);
