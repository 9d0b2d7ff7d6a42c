import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`, set on insert and on every update through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Where a single stored picture (a logo, a portrait) lives: its upload folder and original. */
export interface StoredPicture {
  prefix: string;
  original: string;
}
