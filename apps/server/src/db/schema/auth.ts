import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * What platform admins' user search matches (`GET /admin/users?q=`): the name in Korean and in
 * English and the e-mail, as one text. The query and the trigram index use this one expression,
 * so a search by any of them reads the index instead of every user.
 */
export function userSearchText(columns: { name: AnyPgColumn; nameen: AnyPgColumn; email: AnyPgColumn }): SQL {
  return sql`(${columns.name} || ' ' || coalesce(${columns.nameen}, '') || ' ' || ${columns.email})`;
}

/**
 * Accounts and sessions. Property names are the field names better-auth expects (its Drizzle
 * adapter maps models to these tables); columns are snake_case.
 */

/** A person (SPEC.md §3 User). `type` stays null until the sign-up form is completed. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    type: integer('type'),
    nameen: text('nameen'),
    phone: text('phone'),
    /** The user's own referral code, which others may enter at sign-up. */
    code: text('code').unique(),
    /** The referral or affiliation code this user entered at sign-up. */
    usedCode: text('used_code'),
    kakaoid: text('kakaoid'),
    allowMarketing: boolean('allow_marketing').notNull().default(false),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    fbc: text('fbc'),
    fbp: text('fbp'),
    /** 0 for everyone; platform admins get ADMIN_LEVEL, only through `npm run admin`. */
    level: integer('level').notNull().default(0),
    planid: text('planid'),
    productid: text('productid'),
    planState: text('plan_state'),
    planAmount: integer('plan_amount'),
    /** Set by a platform admin: a locked user cannot sign in and loses her sessions (issue 13). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** When the user finished or skipped the onboarding tutorial (`/tutorial`); null while it runs. */
    tutorialClosedAt: timestamp('tutorial_closed_at', { withTimezone: true }),
    /**
     * The language mail reaches her in (`ko` or `en`): the interface language she chose, else the
     * one she signed up in; null for accounts from before it was kept (the default language).
     */
    locale: text('locale'),
  },
  (table) => [
    uniqueIndex('users_kakaoid_idx').on(table.kakaoid),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** A login method of a user: `credential` (password hash) or an OpenID provider identity. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

/** One-time values: e-mail verification and password reset tokens, OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Signing keys of the short-lived access tokens. */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

/** The tables better-auth's adapter works on, under its model names. */
export const authTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  jwks,
};
