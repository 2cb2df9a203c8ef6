import { z } from 'zod';

/** An SFS number as the corpus writes it: '2017:900'. */
const SfsSchema = z.string().regex(/^\d{4}:\d+$/, 'An SFS number such as 2017:900');

const isPattern = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/** A regular expression's source, written as a JSON string. */
const PatternSchema = z.string().min(1).refine(isPattern, 'Not a regular expression');

const TopicSchema = z.string().trim().min(1).max(100);

/** One line or more of text; a long text is written as lines. */
const LinesSchema = z.array(z.string()).min(1);

/**
 * What the engine and the ingest know of a law area's statutes, beyond their text
 * (`data/areas/<id>/domain.json`): which laws are the officer's own, how officers name the laws,
 * which words only set a question's scene, which chat topic each law and section serves, and the
 * area's texts in the answers. Code keeps the mechanics; every name of a law lives here.
 */
export const LawDomainSchema = z
  .object({
    /** The officer's own statutes: they lead unless a question names another law (ADR 010). */
    primaryStatutes: z.array(SfsSchema).min(1),
    /**
     * The repealed law the primary statutes replaced, or null: its sections and rulings lead only
     * when a question is about it, and its sections lend their subject scores to their successors.
     */
    repealedLaw: SfsSchema.nullable(),
    /** The law a section named without its law belongs to (paragraph mode, spec 1 §5). */
    paragraphModeLaw: SfsSchema,
    /**
     * How officers name the laws of the corpus: `names` (number or name) is matched on the
     * lower-cased question, `abbreviation` as written ("SoL", "KL"), since some are also words.
     */
    lawNames: z.array(
      z.object({ sfs: SfsSchema, names: PatternSchema, abbreviation: PatternSchema.optional() }),
    ),
    /**
     * What almost every question of the area mentions as its setting, not as its issue (ADR 019):
     * groups of words (the measure, the room, the aid), set from the statute and the trade.
     */
    settingConcepts: z.record(z.string(), z.array(z.string().trim().min(1)).min(1)),
    /** The chat topic each section of a law mostly serves, by the section's number ('5', '12'). */
    sectionTopics: z.record(SfsSchema, z.record(z.string().regex(/^\d+$/), TopicSchema)),
    /** The chat topic of a whole law's chunks. */
    lawTopics: z.record(SfsSchema, TopicSchema),
    /** The chat topic of any other chunk. */
    defaultTopic: TopicSchema,
    /**
     * The court rulings the area collects (the court connector): those on these laws by their
     * provisions or text, else those whose text has one of the keywords (on the first law).
     */
    rulings: z
      .object({ laws: z.array(SfsSchema).min(1), keywords: z.array(z.string().trim().min(3)).default([]) })
      .optional(),
    /**
     * The authority's guide on the area that the guidance connector crawls: the path it starts
     * from (and stays under), and what each page's title says after its own, in parentheses.
     */
    /** The government bills on the area's laws the statute connector fetches (core sources). */
    propositions: z
      .array(z.object({ rm: z.string().regex(/^\d{4}\/\d{2}$/), nummer: z.string().regex(/^\d+$/) }))
      .default([]),
    guidance: z
      .object({
        rootPath: z.string().regex(/^\/.*\/$/, 'A path such as /sv/guide/'),
        titleSuffix: z.string().min(3),
      })
      .optional(),
    /**
     * Rules officers often presuppose that the area's law does not have (an age limit, an income
     * test, an own contribution, a ceiling): a question that takes one for granted is told there is
     * no such rule, with the section that governs the matter instead. Set from the statute text.
     */
    absentRules: z
      .array(
        z.object({
          name: z.string().min(3),
          /** Words that name the presupposed rule ("åldersgräns", "inkomstprövning"). */
          terms: z.array(z.string().trim().min(2)).min(1),
          /** The section that governs the matter instead, as 'SFS n §'. */
          governing: z.string().regex(/^\d{4}:\d+ (?:\d+ kap\. )?\d+(?: [a-z])? §$/),
          /** The short answer, opening with "Det finns ingen sådan regel". */
          answer: z
            .string()
            .regex(/^Det finns ingen sådan regel/)
            .min(40)
            .max(400),
        }),
      )
      .default([]),
    texts: z.object({
      /** The language model's system prompt; `{noRelevantInformation}` stands for the refusal. */
      answerSystemPrompt: LinesSchema,
      /** Said after a repealed law's source in the model's sources. */
      repealedSourceNote: z.string().min(1),
    }),
  })
  .superRefine((domain, ctx) => {
    const named = new Set(domain.lawNames.map((law) => law.sfs));
    const laws: [string, string | null][] = [
      ['paragraphModeLaw', domain.paragraphModeLaw],
      ['repealedLaw', domain.repealedLaw],
    ];
    for (const [field, sfs] of laws) {
      if (sfs && !named.has(sfs)) {
        ctx.addIssue({ code: 'custom', message: `${sfs} has no entry in lawNames`, path: [field] });
      }
    }
    if (named.size !== domain.lawNames.length) {
      ctx.addIssue({ code: 'custom', message: 'A law is named twice', path: ['lawNames'] });
    }
  });

export type LawDomain = z.infer<typeof LawDomainSchema>;

/** The chat topics a domain names (for a check against the area's own topics). */
export const domainTopics = (domain: LawDomain): Set<string> =>
  new Set([
    ...Object.values(domain.sectionTopics).flatMap((sections) => Object.values(sections)),
    ...Object.values(domain.lawTopics),
    domain.defaultTopic,
  ]);
