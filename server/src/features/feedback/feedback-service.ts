import { type FeedbackRequestSchema, maskPersonalData } from '@app/common';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { countOrganisationFeedback } from '../organisations';
import { insertFeedback } from './feedback-repository';

/**
 * Stores feedback on an answer. The question and answer come back from the client, so personal
 * data is masked again here: the question passed the gate when asked, but the server trusts no copy.
 * A member's organisation counts it (the type only).
 */
export const recordFeedback = async (
  db: Db,
  userId: string,
  input: z.output<typeof FeedbackRequestSchema>,
): Promise<{ id: string }> => {
  const { id, created } = await insertFeedback(db, {
    userId,
    clientId: input.client_id,
    feedbackType: input.feedback_type,
    question: maskPersonalData(input.question),
    answer: maskPersonalData(input.answer),
    detailedFeedback: input.detailed_feedback,
  });
  if (created) {
    await countOrganisationFeedback(db, userId, input.feedback_type);
  }
  return { id };
};
