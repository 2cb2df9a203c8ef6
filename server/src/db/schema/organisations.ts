import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A customer organisation (a municipality) with an invoiced licence: `seats` members may use
 * the tool between `period_start` and `period_end`. `seats_used` counts the members holding a
 * seat; it only changes in conditional statements, so parallel joins cannot exceed `seats`.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    orgNumber: text('org_number').notNull(),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    invoiceReference: text('invoice_reference'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisations_org_number_idx').on(t.orgNumber),
    check('organisations_seats_check', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seats}`),
    check('organisations_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

export const ORGANISATION_ROLES = ['member', 'org_admin'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/**
 * Who belongs to an organisation. A 'member' holds a seat and uses the tool on the licence;
 * an 'org_admin' administers the organisation and does not take a seat.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrganisationRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_members_user_idx').on(t.userId),
    check('organisation_members_role_check', sql`${t.role} in ('member', 'org_admin')`),
  ],
);

/**
 * Members an organisation administrator removed. Joining by e-mail domain passes them by, so a
 * removal holds until they accept a new invitation (which deletes the row).
 */
export const organisationRemovedMembers = pgTable(
  'organisation_removed_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] })],
);

/** An invitation by e-mail; only the token's hash is kept, and it works once before it expires. */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<OrganisationRole>().notNull().default('member'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisation_invitations_token_idx').on(t.tokenHash),
    index('organisation_invitations_org_idx').on(t.organisationId),
    check('organisation_invitations_role_check', sql`${t.role} in ('member', 'org_admin')`),
  ],
);

/**
 * Usage per organisation, week (its Monday) and topic, counted when a member asks or gives
 * feedback. Counts only: no question texts and no user ids. Feedback carries no topic, so it is
 * counted under the topic ''.
 */
export const organisationUsageWeekly = pgTable(
  'organisation_usage_weekly',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    topic: text('topic').notNull(),
    questions: integer('questions').notNull().default(0),
    feedbackHelpful: integer('feedback_helpful').notNull().default(0),
    feedbackNotHelpful: integer('feedback_not_helpful').notNull().default(0),
    feedbackIncorrect: integer('feedback_incorrect').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.weekStart, t.topic] })],
);
