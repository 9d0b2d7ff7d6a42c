import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * An HTTPS endpoint a workspace registered to be told of events (issue 16): which events, and the
 * secret every delivery is signed with (HMAC-SHA256 over `timestamp.body`, Stripe's recipe).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    url: text('url').notNull(),
    description: text('description'),
    /** `availability.changed`, `artwork.created`, `artwork.updated`, `share.changed`, `visitor.message`. */
    events: text('events').array().notNull(),
    /** The signing secret (`whsec_…`); shown to owners so their receiver can verify. */
    secret: text('secret').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_gallery_idx').on(table.galleryId, table.createdAt)],
);

/**
 * One event sent (or to be sent) to one endpoint: an outbox row written in the transaction of the
 * change, so an event is delivered if and only if its change commits; retried with backoff by the
 * `deliver-webhooks` job, kept as the delivery log, resent on request.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's own id (`evt_…`), the same on every attempt and resend, for receivers to dedupe. */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /** `pending` (waiting for an attempt), `succeeded`, `failed` (every attempt refused). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** The receiver's HTTP status of the last attempt, or null when it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_next_attempt_idx').on(table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_gallery_idx').on(table.galleryId, table.createdAt),
  ],
);
