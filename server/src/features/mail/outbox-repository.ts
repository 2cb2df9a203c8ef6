import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxEmails } from '../../db/schema';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Stores a mail, leased for `lease` to the attempt that follows at once. */
export const insertLeasedMail = async (
  db: Db,
  mail: Omit<typeof outboxEmails.$inferInsert, 'nextAttemptAt'>,
  lease: string,
): Promise<OutboxRow | undefined> =>
  (
    await db
      .insert(outboxEmails)
      .values({ ...mail, nextAttemptAt: sql`now() + ${lease}::interval` })
      .returning()
  )[0];

export const deleteMail = async (db: Db, id: OutboxRow['id']): Promise<void> => {
  await db.delete(outboxEmails).where(eq(outboxEmails.id, id));
};

export const markMailSent = async (
  db: Db,
  id: OutboxRow['id'],
  attempts: number,
  scrubbed: Partial<Pick<OutboxRow, 'text' | 'html'>>,
): Promise<void> => {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: sql`now()`, attempts, lastError: null, ...scrubbed })
    .where(eq(outboxEmails.id, id));
};

/** A failed attempt: 'failed' for good, or 'pending' again after `retryInMinutes`. */
export const markMailFailed = async (
  db: Db,
  id: OutboxRow['id'],
  failure: {
    attempts: number;
    lastError: string;
    failed: boolean;
    retryInMinutes: number;
    scrubbed: Partial<Pick<OutboxRow, 'text' | 'html'>>;
  },
): Promise<void> => {
  await db
    .update(outboxEmails)
    .set({
      attempts: failure.attempts,
      lastError: failure.lastError,
      status: failure.failed ? 'failed' : 'pending',
      ...failure.scrubbed,
      nextAttemptAt: sql`now() + ${`${failure.retryInMinutes} minutes`}::interval`,
    })
    .where(eq(outboxEmails.id, id));
};

/** Claims up to 50 due mails by pushing their next attempt out (a lease): parallel workers never send twice. */
export const claimDueMail = (db: Db, lease: string): Promise<OutboxRow[]> =>
  db
    .update(outboxEmails)
    .set({ nextAttemptAt: sql`now() + ${lease}::interval` })
    .where(
      sql`${outboxEmails.id} in (select id from outbox_emails where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at limit 50 for update skip locked)`,
    )
    .returning();

export const latestMail = (db: Db, limit: number): Promise<OutboxRow[]> =>
  db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
