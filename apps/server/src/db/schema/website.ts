import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '@vernissage/shared';
import { artworks } from './artwork.js';
import { createdAt, updatedAt } from './columns.js';
import { galleries, galleryIdColumn } from './workspace.js';

/** A link a site shows in its footer (Instagram, a shop …). */
export interface StoredSiteLink {
  label: string;
  url: string;
}

/**
 * A workspace's public website (SPEC.md §7 Domain/public site, ADR 021): its address on the
 * platform (`/web/{name}`), what it may show (the `allow*` toggles) and whether it is live.
 * One per workspace.
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: text('id').primaryKey(),
    galleryId: text('gallery_id')
      .notNull()
      .unique()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    /** Lower case; unique across the platform. */
    name: text('name').notNull(),
    allowPrice: boolean('allow_price').notNull().default(true),
    allowDescription: boolean('allow_description').notNull().default(true),
    allowPhoto: boolean('allow_photo').notNull().default(true),
    allowEmail: boolean('allow_email').notNull().default(true),
    allowPhone: boolean('allow_phone').notNull().default(true),
    links: jsonb('links').$type<StoredSiteLink[]>().notNull().default([]),
    live: boolean('live').notNull().default(false),
    /** An own host name (lower case; unique), serving the site at `/` once verified (ADR 023). */
    host: text('host'),
    /** The value its DNS TXT record must hold; new for every host attached. */
    hostToken: text('host_token'),
    hostVerifiedAt: timestamp('host_verified_at', { withTimezone: true }),
    hostCheckedAt: timestamp('host_checked_at', { withTimezone: true }),
    /** Why the last check failed (`SITE_HOST_PROBLEMS`), or null. */
    hostProblem: text('host_problem'),
    /** Template, menu, about, contact, social links, language, analytics (ADR 024); null until saved. */
    settings: jsonb('settings').$type<SiteSettings>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('site_domains_name_idx').on(table.name),
    uniqueIndex('site_domains_host_idx').on(table.host),
    index('site_domains_live_idx').on(table.live),
  ],
);

/** The works a site shows, in the order its owner chose. */
export const siteWorks = pgTable(
  'site_works',
  {
    galleryId: galleryIdColumn(),
    artworkId: text('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.artworkId] }),
    index('site_works_gallery_idx').on(table.galleryId, table.idx),
  ],
);
