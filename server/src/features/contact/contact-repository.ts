import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages, outboxEmails } from '../../db/schema';

export type NewContactMessage = {
  clientId: string;
  name: string;
  email: string;
  organization: string | null;
  messageType: string;
  message: string;
};

export type StoredContactMessage = { id: string; emailNotified: boolean; replayed: boolean };

/** Stores the message once per client id; a replay gets the stored row, marked as such. */
export const insertContactMessage = async (db: Db, row: NewContactMessage): Promise<StoredContactMessage> => {
  const [inserted] = await db
    .insert(contactMessages)
    .values(row)
    .onConflictDoNothing({ target: contactMessages.clientId })
    .returning({ id: contactMessages.id, emailNotified: contactMessages.emailNotified });
  if (inserted) {
    return { ...inserted, replayed: false };
  }
  const [stored] = await db
    .select({ id: contactMessages.id, emailNotified: contactMessages.emailNotified })
    .from(contactMessages)
    .where(eq(contactMessages.clientId, row.clientId));
  if (!stored) {
    throw new Error('contact message conflicted with a row that is gone');
  }
  return { ...stored, replayed: true };
};

export const markContactMessageNotified = async (db: Db, id: string): Promise<void> => {
  await db.update(contactMessages).set({ emailNotified: true }).where(eq(contactMessages.id, id));
};

/**
 * Contact messages are kept 12 months (the retention of account data after a plan ends), and so
 * is the copy in the outbox of the mail that brought each one to us.
 */
const CONTACT_RETENTION = '12 months';

export const pruneContactMessages = async (db: Db): Promise<void> => {
  const cutoff = sql`now() - ${CONTACT_RETENTION}::interval`;
  await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff));
  await db
    .delete(outboxEmails)
    .where(and(eq(outboxEmails.kind, 'contact_message'), lt(outboxEmails.createdAt, cutoff)));
};
