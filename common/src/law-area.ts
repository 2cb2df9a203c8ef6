import { z } from 'zod';

/**
 * A law area's face in the product (`data/areas/<id>/area.json`): the case-officer role that asks
 * about it, its chat topics with their icons and suggested questions (spec 1 §1–3), and the words
 * the product's texts use for it. The server reads and validates each pack at start; the rest of
 * a pack (statutes, annotations, thesaurus, prompts, eval sets) is the engine's and the server's.
 */

/** Exactly eight suggested questions per topic (spec 1 §3). */
const EightQuestionsSchema = z.array(z.string().trim().min(10).max(300)).length(8);

const TopicNameSchema = z.string().trim().min(1).max(100);

/** The topic every role has, after the area's own (spec 1 §2); the UI adds it to the ones in `categories`. */
export const OTHER_TOPIC = 'Övrigt';

const PhraseSchema = z.string().trim().min(1).max(300);

/**
 * The public site's words for the area (common/src/site): phrases the page texts put into their
 * sentences, and the few passages that are the area's own (the list of sources with their
 * versions, the prompt school's examples). The server renders them into the HTML it sends.
 */
export const LawAreaSiteSchema = z.object({
  /** The area's main law as running text: "just den paragrafen i {mainLaw}". */
  mainLaw: PhraseSchema,
  /** Its primary statutes as running text: "Källorna rangordnas så att {primaryStatutes} går före …". */
  primaryStatutes: PhraseSchema,
  /** The same with their SFS numbers, at the start of a sentence. */
  primaryStatutesCited: PhraseSchema,
  /** A sentence on the repealed law the area still knows, if there is one. */
  repealedLawNote: z.string().trim().min(1).max(500).optional(),
  /** The bundled sources with their versions, as /teknisk-info lists them. */
  sources: z.array(PhraseSchema).min(1),
  /** The prompt school's UKI example: the task, the requirements, the instructions and the whole question. */
  promptExample: z.object({
    task: PhraseSchema,
    requirements: PhraseSchema,
    instructions: PhraseSchema,
    question: z.string().trim().min(1).max(500),
  }),
  /** The prompt school's vague questions, each rewritten. */
  vagueAndClearQuestions: z.array(z.string().trim().min(1).max(500)).min(1),
});

export const LawAreaTopicSchema = z.object({
  subtopic: TopicNameSchema,
  /** Stored with the topic in `categories` (spec 2). */
  emoji: z.string().min(1).max(8),
  /** The web's SVG icon for the topic: a lucide icon name the web knows. */
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  questions: EightQuestionsSchema,
});

export const LawAreaSchema = z
  .object({
    /** The pack's folder name. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The role offered in the chat, and the `category` of its topics and chat requests. */
    role: z.string().trim().min(1).max(50),
    beta: z.boolean(),
    /** What the area answers about, as running text says it: "frågor om {subject}". */
    subject: z.string().trim().min(1).max(80),
    /** The field of work as a noun: "fler områden än {field}", "Samordnare för {field}". */
    field: z.string().trim().min(1).max(80),
    /** The short name in labels: "Centrala {abbreviation}-källor". */
    abbreviation: z.string().regex(/^[A-ZÅÄÖ][A-ZÅÄÖa-zåäö0-9]{0,11}$/),
    /** The `legal_cases.category` of the area's rulings. */
    caseCategory: z.string().trim().min(1).max(80),
    site: LawAreaSiteSchema,
    topics: z.array(LawAreaTopicSchema).min(1),
    /** The suggested questions under 'Övrigt', the topic every role has. */
    otherTopicQuestions: EightQuestionsSchema,
    /** Further roles of the spec's question catalogue, not offered in the role selector yet. */
    catalogueRoles: z
      .array(
        z.object({
          role: z.string().trim().min(1).max(50),
          topics: z.array(z.object({ subtopic: TopicNameSchema, questions: EightQuestionsSchema })).min(1),
        }),
      )
      .default([]),
  })
  .superRefine((area, ctx) => {
    const names = area.topics.map((topic) => topic.subtopic);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: 'A topic is listed twice', path: ['topics'] });
    }
    if (names.includes(OTHER_TOPIC)) {
      ctx.addIssue({ code: 'custom', message: `'${OTHER_TOPIC}' is added to every role`, path: ['topics'] });
    }
  });

export type LawArea = z.infer<typeof LawAreaSchema>;
export type LawAreaTopic = z.infer<typeof LawAreaTopicSchema>;
export type LawAreaSite = z.infer<typeof LawAreaSiteSchema>;

/** What the public site and the web's texts need of an area (sent to the browser in the page). */
export const SiteAreaSchema = z.object({
  role: LawAreaSchema.shape.role,
  beta: LawAreaSchema.shape.beta,
  subject: LawAreaSchema.shape.subject,
  field: LawAreaSchema.shape.field,
  abbreviation: LawAreaSchema.shape.abbreviation,
  site: LawAreaSiteSchema,
});

export type SiteArea = z.infer<typeof SiteAreaSchema>;

export const siteAreaOf = (area: LawArea): SiteArea => ({
  role: area.role,
  beta: area.beta,
  subject: area.subject,
  field: area.field,
  abbreviation: area.abbreviation,
  site: area.site,
});

/** One topic of a role as the chat offers it: from `categories`, with the pack's icon and questions. */
export const ChatTopicSchema = z.object({
  subtopic: z.string(),
  emoji: z.string(),
  /** A lucide icon name; null: the web's default. */
  icon: z.string().nullable(),
  questions: z.array(z.string()),
});

/** A role on offer in the chat (spec 1 §1–3): its topics in order, 'Övrigt' last. */
export const ChatAreaSchema = z.object({
  role: z.string(),
  beta: z.boolean(),
  topics: z.array(ChatTopicSchema),
});

export const ChatAreasResponseSchema = z.object({ areas: z.array(ChatAreaSchema) });

export type ChatTopic = z.infer<typeof ChatTopicSchema>;
export type ChatArea = z.infer<typeof ChatAreaSchema>;
export type ChatAreasResponse = z.infer<typeof ChatAreasResponseSchema>;
