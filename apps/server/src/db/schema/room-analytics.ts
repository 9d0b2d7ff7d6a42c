import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { viewingRooms } from './viewing-room.js';
import { galleryIdColumn } from './workspace.js';

/**
 * One visit of a viewing room: a visitor's page, open from its first beacon to its last. A visit
 * is counted for the room and for the recipient link it came through (`link_id`, null for the
 * room's own path). Nothing identifying is kept: `visitor_hash` is a hash of a random id the
 * visitor's browser made for itself, and rows older than 13 months are deleted (ADR 019).
 */
export const roomVisits = pgTable(
  'room_visits',
  {
    /** Made by the visitor's page (random, 128 bits), so beacons sent on unload need no answer. */
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    roomId: text('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    /** No foreign key: a link removed from its room keeps its visits (shown as a removed link). */
    linkId: text('link_id'),
    visitorHash: text('visitor_hash').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [
    index('room_visits_room_idx').on(table.roomId, table.linkId),
    index('room_visits_opened_idx').on(table.openedAt),
  ],
);

/** How long a visit looked at each work of the room, and how many times it opened it. */
export const roomWorkViews = pgTable(
  'room_work_views',
  {
    visitId: text('visit_id')
      .notNull()
      .references(() => roomVisits.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
    opens: integer('opens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.visitId, table.artworkId] })],
);
