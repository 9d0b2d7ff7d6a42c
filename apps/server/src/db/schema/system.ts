import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Seeds that have run on this database, so that each runs once (see db/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests sent with an `Idempotency-Key` (ADR 086), by caller and key: the request's operation
 * and fingerprint, then, once it has been answered, the answer to give a request sent again.
 * `status` and `body` stay null while the first is under way.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_requests_created_idx').on(table.createdAt),
  ],
);
