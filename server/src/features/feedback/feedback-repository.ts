import type { FeedbackType } from '@app/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { feedback } from '../../db/schema';

export type NewFeedback = {
  userId: string;
  clientId: string;
  feedbackType: FeedbackType;
  question: string;
  answer: string;
  detailedFeedback: string | null;
};

/** Stores the feedback once per user and client id; a replay gets the stored row's id (not created). */
export const insertFeedback = async (db: Db, row: NewFeedback): Promise<{ id: string; created: boolean }> => {
  const [inserted] = await db
    .insert(feedback)
    .values(row)
    .onConflictDoNothing({ target: [feedback.userId, feedback.clientId] })
    .returning({ id: feedback.id });
  if (inserted) {
    return { ...inserted, created: true };
  }
  const [stored] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.userId, row.userId), eq(feedback.clientId, row.clientId)));
  if (!stored) {
    throw new Error('feedback conflicted with a row that is gone');
  }
  return { ...stored, created: false };
};
