import { z } from 'zod';
import { CategorySchema, SubtopicSchema } from './chat-input';
import { OTHER_TOPIC } from './law-area';
import { containsPersonalData, maskPersonalData } from './personal-data';

/** Said when the sources do not answer the question (spec 1 §8), by every answer generator. */
export const NO_RELEVANT_INFORMATION =
  'Jag hittade ingen specifik information för den valda kategorin. Prova att välja "Övrigt" som ämne eller en annan kategori som kan vara mer relevant för din fråga.';

/**
 * Said instead when 'Övrigt' is already the topic: there is no other topic to suggest, so it
 * suggests another part of the area's rules (`subject`: the law area's subject, area.json).
 */
export const noInformationInSources = (subject: string): string =>
  `Jag hittade ingen specifik information i källorna som besvarar frågan. Formulera gärna om frågan med andra ord, eller fråga om en annan del av reglerna om ${subject}.`;

/**
 * Said when the question asks about a matter we know the sources do not cover (bygglov, a
 * municipality's own blankett …): another topic or other words would not help, the pointer that
 * follows says where the answer is.
 */
export const NOT_COVERED_BY_SOURCES = 'Källorna här besvarar inte den frågan.';

/**
 * Heads the pointers after an answer to the parts of a question the sources cover, for its parts
 * about a matter they do not ("…, och behövs bygglov för den?").
 */
export const UNCOVERED_PARTS_HEADING = 'Det här i frågan besvarar källorna inte';

/**
 * The refusal for a topic of a law area (`subject`: what the area answers about): it never
 * suggests the topic that is already chosen, and suggests none for a matter the sources do not
 * cover at all.
 */
export const refusalFor = (subject: string, subtopic: string, knownUncovered = false): string =>
  knownUncovered
    ? NOT_COVERED_BY_SOURCES
    : subtopic === OTHER_TOPIC
      ? noInformationInSources(subject)
      : NO_RELEVANT_INFORMATION;

/** Said when a chat request names a role that no loaded law area offers (spec 1 §1). */
export const inactiveRoleMessage = (roles: readonly string[]): string =>
  `För närvarande är endast ${roles.join(' och ')} aktiv för testning.`;

/** Conversation memory sent with a question (spec 1 §7, §9). */
export const CHAT_HISTORY_MESSAGES = 6;
export const CHAT_HISTORY_CHARS = 800;

export const CHAT_HISTORY_PERSONAL_DATA =
  'Ett tidigare meddelande i konversationen innehåller personuppgifter som personnummer eller e-postadresser. Börja en ny konversation.';

/**
 * The history goes to the model, so it passes the personal-data gate too: the client could send
 * anything. A user turn with personal data is refused; the model's own turns are masked instead,
 * so a conversation never gets stuck on words the user did not write.
 */
export const ChatHistoryItemSchema = z
  .object({
    role: z.enum(['user', 'assistant']),
    // Longer turns are cut, not refused: the client sends what it showed.
    content: z.string().transform((text) => text.slice(0, CHAT_HISTORY_CHARS)),
  })
  .refine((turn) => turn.role === 'assistant' || !containsPersonalData(turn.content), {
    message: CHAT_HISTORY_PERSONAL_DATA,
    path: ['content'],
  })
  .transform((turn) =>
    turn.role === 'assistant' && containsPersonalData(turn.content)
      ? { ...turn, content: maskPersonalData(turn.content) }
      : turn,
  );

export const ChatRequestSchema = z.object({
  userQuestion: z.string({ error: 'Meddelandet kan inte vara tomt' }),
  /** A well-formed role; the server checks it against the loaded law areas (inactiveRoleMessage). */
  category: CategorySchema,
  subtopic: SubtopicSchema,
  requestDetailed: z.boolean().default(false),
  conversationHistory: z
    .array(ChatHistoryItemSchema)
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_MESSAGES)),
});

export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const CitationCheckSchema = z.object({
  statement: z.string(),
  chunkId: z.string().nullable(),
  confidence: z.number(),
  /** The statement stands word for word in its source: shown as 'Ordagrant ur källan', not as a score. */
  verbatim: z.boolean(),
  valid: z.boolean(),
  issues: z.array(z.string()),
});

/** The label of a source that is repealed law, or a ruling that applied it. */
export const REPEALED_LAW_LABEL = 'Upphävd lag – gäller ärenden som kom in före den 1 juli 2018';

/** What a source is: a statute, a ruling, förarbeten (a bill's commentary) or guidance. */
export const SOURCE_KINDS = ['statute', 'ruling', 'preparatory', 'guidance'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** How a source that is not a statute is labelled in "Källor och referenser". */
export const SOURCE_KIND_LABELS: Partial<Record<SourceKind, string>> = {
  ruling: 'Rättsfall',
  preparatory: 'Förarbeten',
  guidance: 'Vägledning',
};

/** A source as the chat shows it (spec 1 §9 field names). */
export const DisplayedSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  source_url: z.string().nullable(),
  file_name: z.string(),
  source_class: z.string(),
  section_reference: z.string(),
  /** How the answer cites this source, without the parentheses. */
  citation: z.string(),
  snippet: z.string(),
  similarity: z.number(),
  sfs_number: z.string().nullable(),
  /** The point in time of the text, e.g. 't.o.m. SFS 2025:453' (shown as 'Lydelse t.o.m. …'), when known. */
  version_stamp: z.string().nullable(),
  /** Repealed law, or a ruling under it. */
  repealed: z.boolean(),
  /** A statute when absent: case files saved before issue 27 have no kind. */
  kind: z.enum(SOURCE_KINDS).default('statute'),
});

export const ChatAnswerSchema = z.object({
  requestId: z.string(),
  answer: z.string(),
  mode: z.enum(['extractive', 'llm']),
  abstained: z.boolean(),
  paragraphSection: z.string().nullable(),
  sources: z.array(DisplayedSourceSchema),
  validation: z.object({
    total: z.number(),
    valid: z.number(),
    score: z.number(),
    statements: z.array(CitationCheckSchema),
  }),
});

export type DisplayedSource = z.infer<typeof DisplayedSourceSchema>;
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** The steps of an answer, in the order the server reports them. */
export const ChatStepSchema = z.enum(['searching', 'analyzing', 'formulating']);

/**
 * The events of the answer stream (server-sent events), in order: status…, delta…, then done or
 * error. The client parses each event's data with this before it trusts it.
 */
export const ChatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('status'), data: z.object({ step: ChatStepSchema }) }),
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('done'), data: ChatAnswerSchema }),
  z.object({ event: z.literal('error'), data: z.object({ code: z.string(), message: z.string() }) }),
]);

export type ChatStep = z.infer<typeof ChatStepSchema>;
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;
