import type { FeedbackRequest } from '@app/common';
import { apiPost } from '@/lib/api';

export const FEEDBACK_PATH = '/api/feedback';

const anyBody = { parse: (data: unknown) => data };

export const postFeedback = async (input: FeedbackRequest): Promise<void> => {
  await apiPost(FEEDBACK_PATH, input, anyBody);
};

/** Spec 1 §8 'Feedback'. */
export const FEEDBACK_MESSAGES = {
  successTitle: 'Feedback skickad!',
  success: {
    helpful: 'Tack för din positiva feedback!',
    not_helpful: 'Tack för din feedback. Vi arbetar ständigt med att förbättra våra svar.',
    incorrect: 'Tack för att du rapporterade felaktig information. Vi kommer att granska detta.',
  },
  errorTitle: 'Fel vid feedback',
  signInRequired: 'Du måste vara inloggad för att ge feedback.',
  saveFailed: 'Kunde inte spara din feedback. Försök igen.',
} as const;
