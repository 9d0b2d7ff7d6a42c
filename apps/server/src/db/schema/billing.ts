import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';

/**
 * Billing (ADR 027). The plan that grants permissions stays on `users` (planid, productid,
 * plan_state, plan_amount); these tables hold how it is paid: the period, the card on file,
 * every order sent to a provider, and the history a user reads.
 */

/** The billing period of a user's plan; one row per user who ever left the starter plan. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** `toss` (a card charged by billing key), `paypal`, or null for a plan nobody pays for. */
    provider: text('provider'),
    /** The first period's start: renewals fall on its day of the month. */
    periodAnchor: timestamp('period_anchor', { withTimezone: true }),
    /** How many periods after the anchor the current one ends. */
    periodCount: integer('period_count').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** What was paid for the current period, in minor units (the upgrade credit). */
    paidMinor: integer('paid_minor').notNull().default(0),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A cheaper product chosen during a paid period, taken at its end. */
    pendingProductid: text('pending_productid'),
    /** Failed renewal charges of the current period; the plan expires after the last retry. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    trialUsed: boolean('trial_used').notNull().default(false),
    paypalSubscriptionId: text('paypal_subscription_id'),
    updatedAt: updatedAt(),
  },
  (table) => [index('billing_subscriptions_due_idx').on(table.periodEnd)],
);

/** A card registered for recurring charges (Toss billing key); never shown beyond its masked number. */
export const paymentMethods = pgTable('payment_methods', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerKey: text('customer_key').notNull(),
  billingKey: text('billing_key').notNull(),
  cardCompany: text('card_company'),
  /** As the provider masks it, e.g. `433012******1234`. */
  cardNumber: text('card_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every payment we ask a provider for. The order id is ours and unique, so a confirm sent twice or
 * a renewal run by two instances reaches the provider once, and a charge whose answer was lost
 * can be looked up by it.
 */
export const billingOrders = pgTable(
  'billing_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `plan` (bought now), `renewal`, `upgrade` or `gift`. */
    purpose: text('purpose').notNull(),
    productid: text('productid').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** `pending` (not sent), `sent` (answer unknown), `paid`, `failed`. */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    paymentKey: text('payment_key'),
    /** A promo discount this order spends once paid. */
    promoId: text('promo_id'),
    receiptUrl: text('receipt_url'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [index('billing_orders_user_idx').on(table.userId, table.createdAt)],
);

/** What happened to a user's plan, newest last: changes, payments, cancellations, expiry. */
export const planHistory = pgTable(
  'plan_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `start`, `trial`, `change`, `payment`, `renewal`, `payment_failed`, `cancel`, `resume`, `downgrade`, `expire`. */
    event: text('event').notNull(),
    planid: text('planid').notNull(),
    productid: text('productid').notNull(),
    state: text('state').notNull(),
    amountMinor: integer('amount_minor').notNull().default(0),
    currency: text('currency'),
    orderId: text('order_id'),
    receiptUrl: text('receipt_url'),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    at: createdAt(),
  },
  (table) => [index('plan_history_user_idx').on(table.userId, table.at)],
);

/**
 * Promo and gift codes (ADR 028). `percent` and `amount` take that much off one charge; `months`
 * gives that many periods of `productids[0]` for free. A gift code is a `months` code bought by
 * someone (its order) for one use.
 */
export const promoCodes = pgTable('promo_codes', {
  id: text('id').primaryKey(),
  /** Upper case; what people type. */
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  /** Percent (1–100), amount in minor units of `currency`, or a number of periods. */
  value: integer('value').notNull(),
  currency: text('currency'),
  /** The products it applies to; empty for every paid product. */
  productids: text('productids').array().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Redemptions allowed in all; null for no limit. Each account redeems a code once. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  /** The gift order that bought it (gift codes only). */
  giftOrderId: text('gift_order_id'),
  giftSentTo: text('gift_sent_to'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

/**
 * A code an account has entered (`POST /promocode`) and, once applied, redeemed. A discount
 * waits here, redeemed but unspent, until the next charge takes it.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoId: text('promo_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `entered`, `redeemed` (a discount not yet spent), `spent`. */
    status: text('status').notNull().default('entered'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The order a discount was spent on. */
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.promoId, table.userId] })],
);

/** Experiment results (SPEC.md §7 Tests): one row per report, with the sign-up's marketing fields. */
export const testResults = pgTable(
  'test_results',
  {
    id: text('id').primaryKey(),
    tid: text('tid').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    caseId: text('case_id').notNull(),
    type: text('type').notNull(),
    result: text('result').notNull(),
    memo: text('memo'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    createdAt: createdAt(),
  },
  (table) => [index('test_results_tid_idx').on(table.tid, table.caseId)],
);
