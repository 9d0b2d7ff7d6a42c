import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Mail waiting to be sent (an outbox). A change queues its mail in the transaction that makes
 * the change, so the mail goes out if and only if the change commits; the `send-mail` job sends
 * it after the commit and retries what the mail server refused (platform/mail/mail-queue.ts).
 * Sent mail is deleted; mail that failed every attempt stays, `next_attempt_at` null, for a look.
 *
 * No `gallery_id`: this is the platform's queue, not a workspace's record.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where answers go, when not to the sender (a member replying to a visitor). */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it next; null once it has failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [index('mail_queue_next_attempt_idx').on(table.nextAttemptAt)],
);
