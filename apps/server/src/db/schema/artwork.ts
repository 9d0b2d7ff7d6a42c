import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { users } from './auth.js';
import { createdAt, updatedAt, type StoredPicture } from './columns.js';
import { galleryIdColumn } from './workspace.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** An artist a workspace represents or is (SPEC.md §7 Gallery/artist). */
export const artists = pgTable(
  'artists',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    biography: text('biography'),
    biographyEn: text('biography_en'),
    birthYear: integer('birth_year'),
    nationality: text('nationality'),
    website: text('website'),
    cv: text('cv'),
    photo: jsonb('photo').$type<StoredPicture>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('artists_gallery_idx').on(table.galleryId, table.deletedAt)],
);

/**
 * The work itself (`aid`). Its availability lives here once (`state`), so a hold or sale shows
 * at once on every surface; `baseState` is what the owner set by hand (sold elsewhere, withdrawn),
 * and `state` is the effective one, derived from it and the live shares.
 */
export const artworks = pgTable(
  'artworks',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    artistId: text('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    series: text('series'),
    dateText: text('date_text'),
    year: integer('year'),
    mediumType: text('medium_type'),
    mediumText: text('medium_text'),
    height: doublePrecision('height'),
    width: doublePrecision('width'),
    depth: doublePrecision('depth'),
    dimensionUnit: text('dimension_unit').notNull().default('cm'),
    framed: boolean('framed').notNull().default(false),
    dimensionText: text('dimension_text'),
    editionType: text('edition_type').notNull().default('unique'),
    editionSize: integer('edition_size'),
    artistProofs: integer('artist_proofs'),
    priceAmount: money('price_amount'),
    priceCurrency: text('price_currency').notNull().default('KRW'),
    priceDisplay: text('price_display').notNull().default('exact'),
    description: text('description'),
    descriptionEn: text('description_en'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseState: integer('base_state').notNull().default(0),
    state: integer('state').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('artworks_gallery_state_idx').on(table.galleryId, table.state),
    index('artworks_gallery_artist_idx').on(table.galleryId, table.artistId),
    index('artworks_created_by_idx').on(table.createdBy),
    index('artworks_published_idx').on(table.published, table.createdAt),
  ],
);

/** The ordered images of an artwork; exactly one is primary. */
export const artworkImages = pgTable(
  'artwork_images',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The upload's storage folder (`…/<upload id>/`); its WebP derivatives live under it. */
    keyPrefix: text('key_prefix').notNull(),
    /** The stored original (upright, metadata stripped), in its own format. */
    originalKey: text('original_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('artwork_images_gallery_artwork_idx').on(table.galleryId, table.artworkId, table.idx)],
);

/** Who liked which published work. */
export const artworkLikes = pgTable(
  'artwork_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.artworkId] }),
    index('artwork_likes_artwork_idx').on(table.artworkId),
  ],
);

/**
 * An offer of an artwork to one user (`shareuid`) at a price from a time (SPEC.md §3 share
 * entries), moving through the states of DESIGN.md §5. An offer made to an e-mail address keeps
 * that address (`email`) and waits without a `shareuid` until someone proves it theirs (ADR 013).
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    shareuid: text('shareuid').references(() => users.id, { onDelete: 'cascade' }),
    /** The address the workspace typed, when it offered by e-mail; the workspace sees only this. */
    email: text('email'),
    shareprice: money('shareprice'),
    currency: text('currency').notNull().default('KRW'),
    shareat: timestamp('shareat', { withTimezone: true }).notNull(),
    state: integer('state').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * When the account behind an offer by e-mail first held the work or asked to buy it: its own
     * move (whose mail names it to the workspace) makes it known, and from then on the workspace
     * sees its name beside the address (ADR 013). Null until then, and for offers by uid.
     */
    recipientKnownAt: timestamp('recipient_known_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('shares_artwork_user_idx')
      .on(table.artworkId, table.shareuid)
      .where(sql`${table.email} is null`),
    uniqueIndex('shares_artwork_email_idx')
      .on(table.artworkId, table.email)
      .where(sql`${table.email} is not null`),
    index('shares_pending_email_idx')
      .on(table.email)
      .where(sql`${table.shareuid} is null`),
    index('shares_gallery_idx').on(table.galleryId, table.state),
    index('shares_shareuid_idx').on(table.shareuid),
    index('shares_hold_expiry_idx').on(table.state, table.holdExpiresAt),
  ],
);

/** Recipients queued for a held work, offered it in order when the hold ends. */
export const shareWaitlist = pgTable(
  'share_waitlist',
  {
    id: text('id').primaryKey(),
    galleryId: galleryIdColumn(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    shareId: text('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('share_waitlist_artwork_user_idx').on(table.artworkId, table.userId),
    index('share_waitlist_gallery_idx').on(table.galleryId, table.artworkId, table.createdAt),
  ],
);
