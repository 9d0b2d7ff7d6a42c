import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeds that have run on this database, so that each runs once (see db/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
