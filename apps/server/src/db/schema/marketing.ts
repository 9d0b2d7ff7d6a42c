import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** E-mails left through "keep me posted" (POST /user/lead); one row per address. */
export const marketingLeads = pgTable('marketing_leads', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});
