import { z } from 'zod';

/**
 * The answer layer in our own words (DESIGN §4a): per section, the everyday terms and situations
 * officers use for what it governs (the subject index, sakregister), and a short commentary in
 * lagkommentar style. Written from the statute text and domain knowledge, never from evaluation
 * questions (ADR 010). Every sentence names the sources it rests on.
 */

/** '2017:900 25 §', '2009:400 26 kap. 12 §', or a ruling summary's id such as 'HFD 2014 ref. 77'. */
const SourceReferenceSchema = z.string().min(3);

const SourcedTextSchema = z.object({
  text: z.string().min(20).max(400),
  restsOn: z.array(SourceReferenceSchema).min(1),
});

export const VERDICTS = ['ja', 'nej', 'det beror på'] as const;

const SituationSchema = z.object({
  /** A concrete case the section decides, in the words officers use. */
  text: z.string().min(8).max(200),
  verdict: z.enum(VERDICTS),
  /** One or two sentences that answer the case, starting with the verdict. */
  answer: z.string().min(20).max(400),
  restsOn: z.array(SourceReferenceSchema).min(1),
});

export const SectionAnnotationSchema = z.object({
  /** The section as the chunks write it: '5 §', '6 a §', '26 kap. 12 §'. */
  ref: z.string().regex(/^(?:\d+ kap\. )?\d+(?: [a-z])? §$|^Övergångsbestämmelser \d{4}:\d+$/),
  /** The rule in one or two plain sentences: what it means for the officer. */
  rule: z.string().min(20).max(400),
  /** Everyday words and phrases for what the section governs (3–40). */
  terms: z.array(z.string().min(2).max(60)).min(3).max(40),
  situations: z.array(SituationSchema).max(12).default([]),
  /**
   * The open condition that decides the section's typical yes/no question when the facts leave it
   * open, completing "Det beror på …" ("om åtgärderna är nödvändiga …"), from the statute's text.
   */
  condition: z
    .string()
    .regex(/^(?:om|på) /)
    .min(20)
    .max(200)
    .optional(),
  /**
   * The sections whose rule this one narrows, excludes from or sets aside (8 § qualifies 5 §;
   * the area's appeal rule qualifies FL's): where both answer a question, this one decides it.
   */
  qualifies: z.array(SourceReferenceSchema).max(8).default([]),
  commentary: z.array(SourcedTextSchema).max(8).default([]),
  pitfalls: z.array(SourcedTextSchema).max(5).default([]),
  /** Related rules worth a look ("Tänk på"), as source references. */
  seeAlso: z.array(SourceReferenceSchema).max(8).default([]),
});

export const LawAnnotationsSchema = z.object({
  sfs: z.string().regex(/^\d{4}:\d+$/),
  /** The consolidated wording the text was written against, e.g. 'SFS 2025:453'. */
  asOf: z.string().min(3),
  provenance: z.string().min(10),
  sections: z.array(SectionAnnotationSchema).min(1),
});

export type SectionAnnotation = z.infer<typeof SectionAnnotationSchema>;
export type LawAnnotations = z.infer<typeof LawAnnotationsSchema>;
export type Situation = z.infer<typeof SituationSchema>;
export type SourcedText = z.infer<typeof SourcedTextSchema>;

/** A section's annotation with the law it belongs to. */
export type AnnotatedSection = SectionAnnotation & { sfs: string; asOf: string };

/** The key a chunk and an annotation share: '2017:900 25 §'. */
export const sectionKey = (sfs: string, ref: string): string => `${sfs} ${ref}`;
