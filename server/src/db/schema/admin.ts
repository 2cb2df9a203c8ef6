import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const ADMIN_ACTION_RESULTS = ['ok', 'failed'] as const;
export type AdminActionResult = (typeof ADMIN_ACTION_RESULTS)[number];

/**
 * Every admin action (clearing feedback, scraping, deleting, summarising, migrating): who, what,
 * when, result and details. The actor's id becomes null when their account is erased; the entry
 * stays, since what was done to the service still matters.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    result: text('result').$type<AdminActionResult>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('admin_audit_log_result_check', sql`${t.result} in ('ok', 'failed')`),
  ],
);
