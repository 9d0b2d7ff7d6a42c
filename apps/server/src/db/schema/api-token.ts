import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * A workspace's API token (issue 16): made by an owner with scopes, a name and an expiry, shown
 * once and kept only as a hash; `prefix` (its first characters) names it in lists.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    name: text('name').notNull(),
    /** What it may do: `inventory:read`, `inventory:write`, `shares`, `webhooks`. */
    scopes: text('scopes').array().notNull(),
    /** SHA-256 of the whole token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_gallery_idx').on(table.galleryId, table.createdAt)],
);

/** Every call made with a token: what, when, and how it was answered. */
export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    tokenId: text('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('api_token_calls_token_idx').on(table.tokenId, table.at),
    index('api_token_calls_gallery_idx').on(table.galleryId, table.at),
  ],
);
