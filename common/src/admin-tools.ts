import { z } from 'zod';
import { ChatRequestSchema } from './chat';
import { CHAT_INPUT_MESSAGES, SubtopicSchema } from './chat-input';
import { OTHER_TOPIC } from './law-area';
import { containsPersonalData } from './personal-data';
import { RETRIEVE_QUERY_MAX } from './retrieval';

/**
 * The internal test pages' API (spec 2 §2, §3): /debug-test runs the answer pipeline, and
 * /enhanced-search shows what the retriever made of a query.
 */

/** Spec 2 §5: said for an empty query, on the page and by the server. */
export const ENHANCED_SEARCH_EMPTY_QUERY = 'Vänligen ange en sökfråga';
/** As many results as the spec's retrieval test asks for (match_count 10). */
export const ENHANCED_SEARCH_RESULTS = 10;

export const EnhancedSearchRequestSchema = z.object({
  query: z
    .string({ error: ENHANCED_SEARCH_EMPTY_QUERY })
    .trim()
    .min(1, ENHANCED_SEARCH_EMPTY_QUERY)
    .max(RETRIEVE_QUERY_MAX, `Sökfrågan får vara max ${RETRIEVE_QUERY_MAX} tecken lång`)
    .refine((query) => !containsPersonalData(query), CHAT_INPUT_MESSAGES.personalData),
});

export const EnhancedSearchResultSchema = z.object({
  title: z.string(),
  source: z.string(),
  category: z.string().nullable(),
  snippet: z.string(),
  score_pct: z.string(),
});

/** Spec 2 §3 'Enhanced search response'. */
export const EnhancedSearchResponseSchema = z.object({
  question: z.string(),
  /** The text the retriever really searched with: the question plus the expansions it found. */
  expanded_query: z.string(),
  /** When the search ran (ISO 8601). */
  timestamp: z.string(),
  /** The distinct sources of the results, in their order. */
  sources: z.array(z.string()),
  results: z.array(EnhancedSearchResultSchema),
});

export type EnhancedSearchResponse = z.infer<typeof EnhancedSearchResponseSchema>;

/**
 * Spec 2 §3 'Medical chat debug request', as the chat takes it: the debug page asks one question
 * without a conversation before it.
 */
export const DebugTestRequestSchema = ChatRequestSchema.omit({ conversationHistory: true }).extend({
  subtopic: SubtopicSchema.default(OTHER_TOPIC),
});

export type DebugTestRequest = z.input<typeof DebugTestRequestSchema>;
