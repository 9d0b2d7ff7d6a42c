import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt, type StoredPicture } from './columns.js';

/**
 * A workspace (`gid`): a gallery, an artist's studio, a collection or a fair. Every tenant-owned
 * row elsewhere carries its id as `gallery_id`.
 */
export const galleries = pgTable('galleries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameen: text('nameen'),
  /** The user type of the workspace's owner at creation (SPEC.md §3 codes). */
  type: integer('type').notNull(),
  /** Days a hold lasts before it is released (DESIGN.md §5). */
  holdDays: integer('hold_days').notNull().default(7),
  /** Gallery settings (SPEC.md §7 `/gallery/setting`). */
  logo: jsonb('logo').$type<StoredPicture>(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  about: text('about'),
  aboutEn: text('about_en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The `gallery_id` of a tenant-owned row: the workspace it belongs to, deleted with it. */
export const galleryIdColumn = () =>
  text('gallery_id')
    .notNull()
    .references(() => galleries.id, { onDelete: 'cascade' });

/** Membership of a user in a workspace, with a role: owner, admin or member. */
export const galleryMembers = pgTable(
  'gallery_members',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gallery_members_gallery_user_idx').on(table.galleryId, table.userId),
    index('gallery_members_user_idx').on(table.userId),
  ],
);

/** An invitation by e-mail to join a workspace. */
export const galleryInvitations = pgTable(
  'gallery_invitations',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Secret of the acceptance link; only its holder (with the invited e-mail) may accept. */
    token: text('token').notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('gallery_invitations_token_idx').on(table.token),
    index('gallery_invitations_gallery_idx').on(table.galleryId),
    index('gallery_invitations_email_idx').on(table.email),
  ],
);
