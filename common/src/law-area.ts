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
    /** The `legal_cases.category` of the area's rulings. */
    caseCategory: z.string().trim().min(1).max(80),
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
  });

export type LawArea = z.infer<typeof LawAreaSchema>;
export type LawAreaTopic = z.infer<typeof LawAreaTopicSchema>;
