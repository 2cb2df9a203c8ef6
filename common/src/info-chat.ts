import { z } from 'zod';
import { ChatHistoryItemSchema } from './chat';
import { CHAT_INPUT_MESSAGES, validateChatMessage } from './chat-input';
import { ERROR_MESSAGES } from './errors';
import { INFO_CHAT_HISTORY_QUESTIONS, INFO_CHAT_QUESTION_MAX, INFO_CHAT_TEXTS } from './info-chat-texts';

/**
 * The info chatbot's request and response (spec 1 §2 'Info chatbot', §3, §4): the web widget and
 * POST /api/info-chat share these rules. Its texts and limits are in ./info-chat-texts.
 */

/** Spec 1 §7: the prompt of a follow-up request for a detailed answer. */
export const detailedInfoPrompt = (question: string): string =>
  `Kan du ge mer detaljerad information om: ${question}`;

/** The same rules as the main chat's input (and its personal-data gate), with a shorter maximum. */
export const InfoChatQuestionSchema = z
  .string({ error: CHAT_INPUT_MESSAGES.required })
  .transform((raw, ctx) => {
    const checked = validateChatMessage(raw);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    if ([...checked.value].length > INFO_CHAT_QUESTION_MAX) {
      ctx.addIssue({ code: 'custom', message: INFO_CHAT_TEXTS.tooLong });
      return z.NEVER;
    }
    return checked.value;
  });

/**
 * The visitor's earlier questions, parsed from the conversation the client sends. An assistant
 * turn is only what the client claims the bot said, so it is dropped here (an older widget still
 * sends them) and never reaches the model; the bot's replies come from the site texts anyway. The
 * questions pass the history's personal-data rule and are cut to a question's length.
 */
const InfoChatHistorySchema = z
  .array(ChatHistoryItemSchema, { error: ERROR_MESSAGES.validation })
  .default([])
  .transform((history) =>
    history
      .flatMap((turn) => (turn.role === 'user' ? [turn.content.slice(0, INFO_CHAT_QUESTION_MAX)] : []))
      .slice(-INFO_CHAT_HISTORY_QUESTIONS),
  );

export const InfoChatRequestSchema = z.object(
  {
    message: InfoChatQuestionSchema,
    detailed: z.boolean({ error: ERROR_MESSAGES.validation }).default(false),
    history: InfoChatHistorySchema,
  },
  { error: ERROR_MESSAGES.validation },
);

export type InfoChatRequest = z.input<typeof InfoChatRequestSchema>;

/** A page of the site that a reply came from, to read more. */
export const InfoChatSourceSchema = z.object({ title: z.string(), path: z.string() });
export type InfoChatSource = z.infer<typeof InfoChatSourceSchema>;

export const InfoChatResponseSchema = z.object({
  /** Plain text with **bold**; never HTML. */
  reply: z.string(),
  /** A short answer that a detailed one can follow (spec 1 §4). */
  canExpand: z.boolean(),
  sources: z.array(InfoChatSourceSchema).optional(),
});

export type InfoChatResponse = z.infer<typeof InfoChatResponseSchema>;
