import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Per-user activity the product keeps (spec 1 §3 user_profiles). */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  chatInteractions: integer('chat_interactions').notNull().default(0),
  /** Successful sign-ins; the first one is the account's first visit ("Välkommen", not "tillbaka"). */
  signInCount: integer('sign_in_count').notNull().default(0),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the user told us at sign-up (spec 1 §3 users). */
export const userDetails = pgTable('user_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  jobTitle: text('job_title').notNull(),
  workplace: text('workplace'),
  wantsEmployerBilling: boolean('wants_employer_billing').notNull().default(false),
  competenceDevelopment: boolean('competence_development').notNull().default(false),
  referralSource: text('referral_source'),
  consentData: boolean('consent_data').notNull(),
  consentNewsletter: boolean('consent_newsletter').notNull().default(true),
  consentTesting: boolean('consent_testing').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DELETION_STATUSES = ['pending', 'cancelled', 'completed'] as const;

/**
 * A user's request to be erased. It waits 7 days (cancelled by signing in again), then a job
 * erases the account; the row stays, without the user id, as proof the request was carried out.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof DELETION_STATUSES)[number]>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The session whose sign-in cancelled the request, which is told so on screen. */
    cancelledInSession: text('cancelled_in_session'),
  },
  (t) => [
    index('deletion_requests_due_idx').on(t.status, t.scheduledFor),
    check('deletion_requests_status_check', sql`${t.status} in ('pending', 'cancelled', 'completed')`),
  ],
);

/**
 * Security log of sign-ins, failures, lockouts and account changes. No passwords or tokens;
 * the e-mail only as a hash, so failed attempts on unknown addresses leave no address behind.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    emailHash: text('email_hash'),
    event: text('event').notNull(),
    requestId: text('request_id'),
    /** The client's network, not its address: IPv4 /24, IPv6 /48. */
    clientNetwork: text('client_network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for our own limits (sign-in failures per account and per IP, chat). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Every e-mail goes through here first, so a failing SMTP server loses nothing. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes when it is not MAIL_FROM: the sender of a contact message. */
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<(typeof OUTBOX_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
