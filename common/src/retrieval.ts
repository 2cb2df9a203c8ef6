import { z } from 'zod';
import { CHAT_INPUT_MESSAGES } from './chat-input';
import { containsPersonalData } from './personal-data';

/** Text for retrieval or embedding passes the same personal-data gate as a chat question. */
const withoutPersonalData = (text: string): boolean => !containsPersonalData(text);

export const RETRIEVE_QUERY_MAX = 3000;

export const RetrieveRequestSchema = z.object({
  query: z
    .string({ error: 'Meddelandet kan inte vara tomt' })
    .trim()
    .min(1, 'Meddelandet kan inte vara tomt')
    .max(RETRIEVE_QUERY_MAX, `Meddelandet får vara max ${RETRIEVE_QUERY_MAX} tecken långt`)
    .refine(withoutPersonalData, CHAT_INPUT_MESSAGES.personalData),
  category: z.string().trim().max(50, 'Kategorin är för lång').optional(),
  subtopic: z.string().trim().max(100, 'Ämnet är för långt').optional(),
  /** Number of sources: 5 by default, at most 50 (spec 1 §9). */
  limit: z.number().int().min(1).max(50).optional(),
});

export type RetrieveRequest = z.infer<typeof RetrieveRequestSchema>;

export const RetrievedSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  content: z.string(),
  source: z.string(),
  category: z.string().nullable(),
  subtopic: z.string().nullable(),
  score_pct: z.string(),
  similarity: z.number(),
  file_name: z.string(),
  source_url: z.string().nullable(),
  method: z.enum(['hybrid', 'fulltext', 'vector', 'paragraph']),
  date: z.string().nullable(),
  section_reference: z.string(),
  sfs_number: z.string().nullable(),
  section: z.string().nullable(),
  source_class: z.string(),
  version_stamp: z.string().nullable(),
});

export const RetrieveResponseSchema = z.object({
  results: z.array(RetrievedSourceSchema),
  total_sources: z.number().int(),
  bab_sources: z.number().int(),
  complementary_sources: z.number().int(),
  paragraph_section: z.string().nullable(),
});

export type RetrievedSource = z.infer<typeof RetrievedSourceSchema>;
export type RetrieveResponse = z.infer<typeof RetrieveResponseSchema>;

/** Spec 1 §7, §9: a statement is embedded from its first 8000 characters. */
export const EMBEDDING_INPUT_CHARS = 8000;

export const StatementEmbeddingRequestSchema = z.object({
  text: z
    .string({ error: 'Texten kan inte vara tom' })
    .trim()
    .min(1, 'Texten kan inte vara tom')
    // Longer texts are cut, not refused, as the spec's embedding function does.
    .transform((text) => text.slice(0, EMBEDDING_INPUT_CHARS))
    .refine(
      withoutPersonalData,
      'Texten får inte innehålla personuppgifter som personnummer eller e-postadresser',
    ),
});

export const StatementEmbeddingResponseSchema = z.object({
  embedding: z.array(z.number()),
  model: z.string(),
  dimension: z.number().int(),
});
