import { sql } from 'drizzle-orm';
import { check, index, pgTable, real, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { chunks } from './knowledge';

/**
 * What users say about an answer (spec 1 §3). The row outlives the account without the user
 * id: erasing a user makes their feedback anonymous (spec 2: user_id null is anonymous).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    feedbackType: text('feedback_type').$type<'helpful' | 'not_helpful' | 'incorrect'>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    detailedFeedback: text('detailed_feedback'),
    /** The client's id for the submission: a replay finds the row instead of adding one. */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('feedback_user_client_unique').on(t.userId, t.clientId),
    index('feedback_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('feedback_type_created_idx').on(t.feedbackType, t.createdAt.desc()),
    check('feedback_type_check', sql`${t.feedbackType} in ('helpful', 'not_helpful', 'incorrect')`),
    check(
      'feedback_incorrect_needs_details_check',
      sql`${t.feedbackType} <> 'incorrect' or length(btrim(coalesce(${t.detailedFeedback}, ''))) > 0`,
    ),
  ],
);

/**
 * Which source chunk an answer's statement was mapped to, and how well (spec 1 §3, §5). One row
 * per statement and chunk: the same statement seen again refreshes its confidence and status.
 */
export const citationMappings = pgTable(
  'citation_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chunkId: uuid('chunk_id')
      .notNull()
      .references(() => chunks.id, { onDelete: 'cascade' }),
    statementText: text('statement_text').notNull(),
    statementHash: text('statement_hash').notNull(),
    confidenceScore: real('confidence_score').notNull(),
    validationStatus: text('validation_status').$type<'validated' | 'pending'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('citation_mappings_statement_chunk_idx').on(t.statementHash, t.chunkId),
    index('citation_mappings_chunk_idx').on(t.chunkId),
    check('citation_mappings_status_check', sql`${t.validationStatus} in ('validated', 'pending')`),
  ],
);
