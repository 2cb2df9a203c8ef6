import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const SUBSCRIPTION_TIERS = ['monthly', 'yearly'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/**
 * The current subscription per user, as the payment provider last told us. Access is granted
 * while the status is active (or trialing) and the paid period has not ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    tier: text('tier').$type<SubscriptionTier>().notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan switch the provider has scheduled, and when it takes effect (the next period). */
    scheduledTier: text('scheduled_tier').$type<SubscriptionTier>(),
    scheduledChangeAt: timestamp('scheduled_change_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_subscription_idx').on(t.subscriptionId),
    // Both or neither: a switch always has its date.
    check(
      'subscriptions_scheduled_change_check',
      sql`(${t.scheduledTier} is null) = (${t.scheduledChangeAt} is null)`,
    ),
  ],
);

/**
 * Payments, kept for the bookkeeping law (7 years) even after the account is erased: the user
 * link is cleared, the amounts and dates stay. Receipts are rendered from these rows.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    tier: text('tier').$type<SubscriptionTier>().notNull(),
    amountSek: integer('amount_sek').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_reference_idx').on(t.provider, t.reference)],
);

/** Webhook events by provider event id: a duplicate delivery is recognised and ignored. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts of the demo provider, confirmed or cancelled on its 'Testbetalning' page. */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tier: text('tier').$type<SubscriptionTier>().notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_checkouts_user_idx').on(t.userId),
    check('demo_checkouts_status_check', sql`${t.status} in ('open', 'completed', 'cancelled')`),
  ],
);
