import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RoomVisibility } from '@vernissage/shared';
import { artworks } from './artwork.js';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * A private viewing room (SPEC.md §7 Private shares, `shareid`): chosen works of one workspace,
 * shown at an unguessable `path` (ADR 017). The passcode is stored hashed; `visibility` says which
 * fields of the works the room shows.
 */
export const viewingRooms = pgTable(
  'viewing_rooms',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    intro: text('intro'),
    introEn: text('intro_en'),
    path: text('path').notNull(),
    passcodeHash: text('passcode_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    visibility: jsonb('visibility').$type<RoomVisibility>().notNull(),
    /** Mail the maker when a recipient link is first opened (ADR 019). */
    notifyFirstOpen: boolean('notify_first_open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('viewing_rooms_gallery_idx').on(table.galleryId, table.createdAt),
    uniqueIndex('viewing_rooms_path_idx').on(table.path),
  ],
);

/** The works of a room, in order, each with an optional price for this room. */
export const viewingRoomWorks = pgTable(
  'viewing_room_works',
  {
    galleryId: galleryIdColumn(),
    roomId: text('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.artworkId] }),
    index('viewing_room_works_gallery_idx').on(table.galleryId, table.artworkId),
  ],
);

/**
 * A recipient link of a room: the same room sent to one person, at a path of its own so that
 * each is counted apart; it may show fewer (or other) fields than the room.
 */
export const viewingRoomLinks = pgTable(
  'viewing_room_links',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    roomId: text('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    path: text('path').notNull(),
    /** Fields this link shows instead of the room's; null follows the room. */
    visibility: jsonb('visibility').$type<RoomVisibility>(),
    idx: integer('idx').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('viewing_room_links_gallery_room_idx').on(table.galleryId, table.roomId),
    uniqueIndex('viewing_room_links_path_idx').on(table.path),
  ],
);
