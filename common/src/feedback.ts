import { z } from 'zod';
import { printableText } from './input-schemas';
import { containsPersonalData } from './personal-data';

/** Spec 1 §3: the three kinds of feedback on an answer. */
export const FEEDBACK_TYPES = ['helpful', 'not_helpful', 'incorrect'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_DETAILS_MAX = 2000;
// The answer is stored as shown; a detailed answer is long, but not unbounded.
const FEEDBACK_ANSWER_MAX = 30_000;
const FEEDBACK_QUESTION_MAX = 3000;

export const FEEDBACK_VALIDATION_MESSAGES = {
  detailsRequired: 'Beskriv vad i svaret som är fel.',
  detailsTooLong: `Beskrivningen får vara max ${FEEDBACK_DETAILS_MAX} tecken lång.`,
  personalData: 'Beskrivningen får inte innehålla personuppgifter som personnummer eller e-postadresser.',
  missingAnswer: 'Feedbacken saknar fråga eller svar.',
  clientId: 'Feedbacken saknar ett giltigt id. Ladda om sidan och försök igen.',
} as const;

/** Checks the description of an incorrect answer; null when it may be sent. */
export const feedbackDetailsProblem = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') {
    return FEEDBACK_VALIDATION_MESSAGES.detailsRequired;
  }
  if (trimmed.length > FEEDBACK_DETAILS_MAX) {
    return FEEDBACK_VALIDATION_MESSAGES.detailsTooLong;
  }
  return containsPersonalData(trimmed) ? FEEDBACK_VALIDATION_MESSAGES.personalData : null;
};

/**
 * POST /api/feedback. An incorrect answer needs a description; the others carry none. The
 * client's id for the submission makes a replay store nothing new.
 */
export const FeedbackRequestSchema = z
  .object({
    client_id: z.uuid(FEEDBACK_VALIDATION_MESSAGES.clientId),
    question: printableText()
      .trim()
      .min(1, FEEDBACK_VALIDATION_MESSAGES.missingAnswer)
      .max(FEEDBACK_QUESTION_MAX, FEEDBACK_VALIDATION_MESSAGES.missingAnswer),
    answer: printableText()
      .trim()
      .min(1, FEEDBACK_VALIDATION_MESSAGES.missingAnswer)
      .max(FEEDBACK_ANSWER_MAX, FEEDBACK_VALIDATION_MESSAGES.missingAnswer),
    feedback_type: z.enum(FEEDBACK_TYPES),
    detailed_feedback: printableText().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.feedback_type !== 'incorrect') {
      return;
    }
    const problem = feedbackDetailsProblem(value.detailed_feedback ?? '');
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['detailed_feedback'], message: problem });
    }
  })
  .transform((value) => ({
    ...value,
    detailed_feedback: value.feedback_type === 'incorrect' ? (value.detailed_feedback ?? '').trim() : null,
  }));

export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;
