import type { FeedbackType } from '@app/common';
import type { Db } from '../../db/database';
import { feedback } from '../../db/schema';

export type NewFeedback = {
  userId: string;
  feedbackType: FeedbackType;
  question: string;
  answer: string;
  detailedFeedback: string | null;
};

export const insertFeedback = async (db: Db, row: NewFeedback): Promise<{ id: string }> => {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) {
    throw new Error('feedback insert returned no row');
  }
  return inserted;
};
