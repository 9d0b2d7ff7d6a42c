import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { artworks } from './artwork.js';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/** A folder of a workspace's inventory (`fid`). */
export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    accessLevel: integer('access_level').notNull().default(1),
    idx: integer('idx').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('folders_gallery_idx').on(table.galleryId, table.idx)],
);

/**
 * One spreadsheet import into a workspace's inventory (issue 16): the works it made carry its id,
 * so the last import can be undone as a whole (`undoneAt`).
 */
export const inventoryImports = pgTable(
  'inventory_imports',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    imageCount: integer('image_count').notNull().default(0),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('inventory_imports_gallery_idx').on(table.galleryId, table.createdAt)],
);

/**
 * A workspace's holding of an artwork (`iid`): where it is filed, its order, who may change it,
 * and the gallery's private records. Deleting moves it to the trash (`deletedAt`), purged after
 * 30 days.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    idx: integer('idx').notNull(),
    accessLevel: integer('access_level').notNull().default(1),
    stockNumber: text('stock_number'),
    location: text('location'),
    privateNotes: text('private_notes'),
    /** The import that made it, if one did (for undoing that import). */
    importId: text('import_id').references(() => inventoryImports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inventory_items_artwork_idx').on(table.artworkId),
    // The list's default order, for the live records: pages are read straight off this index.
    index('inventory_items_gallery_order_idx')
      .on(table.galleryId, table.idx, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('inventory_items_gallery_trash_idx').on(table.galleryId, table.deletedAt),
    index('inventory_items_gallery_folder_idx').on(table.galleryId, table.folderId),
    index('inventory_items_import_idx').on(table.importId),
  ],
);
