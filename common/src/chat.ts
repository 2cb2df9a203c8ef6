import { z } from 'zod';
import { SubtopicSchema } from './chat-input';
import { BAB_CATEGORY } from './topics';

/** Said when the sources do not answer the question (spec 1 §8), by every answer generator. */
export const NO_RELEVANT_INFORMATION =
  'Jag hittade ingen specifik information för den valda kategorin. Prova att välja "Övrigt" som ämne eller en annan kategori som kan vara mer relevant för din fråga.';

/** Conversation memory sent with a question (spec 1 §7, §9). */
export const CHAT_HISTORY_MESSAGES = 6;
export const CHAT_HISTORY_CHARS = 800;

export const ChatHistoryItemSchema = z.object({
  role: z.enum(['user', 'assistant']),
  // Longer turns are cut, not refused: the client sends what it showed.
  content: z.string().transform((text) => text.slice(0, CHAT_HISTORY_CHARS)),
});

export const ChatRequestSchema = z.object({
  userQuestion: z.string({ error: 'Meddelandet kan inte vara tomt' }),
  category: z.literal(BAB_CATEGORY, {
    error: 'För närvarande är endast BAB-handläggare aktiv för testning.',
  }),
  subtopic: SubtopicSchema,
  requestDetailed: z.boolean().default(false),
  conversationHistory: z
    .array(ChatHistoryItemSchema)
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_MESSAGES)),
});

export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** The events of the answer stream (server-sent events), in order. */
export type ChatStreamEvent =
  | { event: 'status'; data: { step: 'searching' | 'analyzing' | 'formulating' } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatAnswer }
  | { event: 'error'; data: { code: string; message: string } };

export const CitationCheckSchema = z.object({
  statement: z.string(),
  chunkId: z.string().nullable(),
  confidence: z.number(),
  valid: z.boolean(),
  issues: z.array(z.string()),
});

export type ChatAnswer = {
  requestId: string;
  answer: string;
  mode: 'extractive' | 'llm';
  abstained: boolean;
  paragraphSection: string | null;
  sources: {
    id: string;
    title: string;
    source: string;
    source_url: string | null;
    file_name: string;
    source_class: string;
    section_reference: string;
    snippet: string;
  }[];
  validation: {
    total: number;
    valid: number;
    score: number;
    statements: z.infer<typeof CitationCheckSchema>[];
  };
};
