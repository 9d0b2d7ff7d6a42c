import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Storage folders (`…/<upload id>/`) that may have no row owning them: an upload is entered
 * before its first file is written, and the transaction that gives it a row removes the entry;
 * the files of a replaced or deleted row are entered in the transaction that lets go of them.
 * A sweep deletes the files of old entries that no row owns, so after a crash at any point there
 * is neither a file without a row nor a row without its files (see platform/storage/storage-journal.ts).
 *
 * `gallery_id` has no foreign key on purpose: a workspace deleted with its rows must not take the
 * entries of its files with it.
 */
export const storageJournal = pgTable(
  'storage_journal',
  {
    galleryId: text('gallery_id').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.prefix] }),
    index('storage_journal_created_idx').on(table.createdAt),
  ],
);
