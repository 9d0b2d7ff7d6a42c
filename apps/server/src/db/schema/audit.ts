import type { AuditDetails } from '@vernissage/shared';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-token.js';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { galleryIdColumn } from './workspace.js';

/**
 * The audit log of a workspace (issue 14, ADR 050): who changed what and when — availability,
 * prices, permissions, members and deletions. Written in the transaction of the change it
 * records, read by the workspace's owners, kept as long as the workspace (deleted with it).
 *
 * Names are snapshots (the actor's name, the subject's label), so an entry still reads right
 * after the person left or the work was purged; the ids then fall to null or name nothing.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    /**
     * Order within one moment: the entries of one transaction share `created_at`, never `seq`.
     * By default (not always), so a restored backup keeps its values (ADR 047).
     */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    galleryId: galleryIdColumn(),
    /** `user` (signed in), `token` (an API token acting as its creator) or `system` (a job). */
    actorKind: text('actor_kind').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorTokenId: text('actor_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    /** The actor's name when the change was made; null for the system. */
    actorName: text('actor_name'),
    /** `availability`, `price`, `permission`, `member` or `deletion`: what the log filters by. */
    kind: text('kind').notNull(),
    /** What happened (`availability.changed`, `artwork.trashed`…): `AUDIT_ACTIONS` in shared. */
    action: text('action').notNull(),
    /** What it happened to: `artwork`, `folder`, `member`, `exhibition`… and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The subject's name when the change was made (a work's title, a member's name). */
    subjectLabel: text('subject_label'),
    /** A small before/after of the change (states, prices, roles, counts). */
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    // Newest first per workspace: `created_at`, then `seq` within one moment.
    index('audit_events_gallery_idx').on(table.galleryId, table.createdAt, table.seq),
    index('audit_events_gallery_kind_idx').on(table.galleryId, table.kind, table.createdAt, table.seq),
    index('audit_events_gallery_subject_idx').on(
      table.galleryId,
      table.subjectType,
      table.subjectId,
      table.createdAt,
      table.seq,
    ),
  ],
);
