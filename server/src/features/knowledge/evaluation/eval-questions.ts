import { readFileSync } from 'node:fs';
import { z } from 'zod';

const ExpectedSchema = z.object({ sfs: z.string(), section: z.string() });

/**
 * The verdicts an item can expect: ja, nej, beror (a condition the question leaves open),
 * ingen-regel (a false premise: the rule it presupposes does not exist), avstå (out of scope).
 */
export const EXPECTED_VERDICTS = ['ja', 'nej', 'beror', 'ingen-regel', 'avstå'] as const;
export type ExpectedVerdict = (typeof EXPECTED_VERDICTS)[number];

export const EvalQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string().min(1),
    topic: z.string().optional(),
    expected: z.array(ExpectedSchema).default([]),
    /** The one section that decides the question as asked, as '2017:900 25' or '2009:400 26:12' (docs/answer-quality.md). */
    lead: z
      .string()
      .regex(/^\d{4}:\d+ \S/)
      .nullable()
      .optional(),
    /** The ruling a correct answer cites, by its id ('HFD 2020 ref. 70'), when a ruling decides it (issue 27). */
    ruling: z.string().min(3).optional(),
    /** The answer turns on what the bill (förarbetena) says of the rule: the answer should cite it. */
    bill: z.boolean().optional(),
    /** How a correct "Kort svar" opens; absent for an open question that asks for a rule's content. */
    verdict: z.enum(EXPECTED_VERDICTS).optional(),
    mode: z.literal('paragraph').optional(),
    abstain: z.boolean().optional(),
    note: z.string().optional(),
  })
  // An item whose correct answer is a refusal is out of scope, whether or not it says so twice.
  .transform((item) =>
    item.verdict === 'avstå' && item.abstain === undefined ? { ...item, abstain: true } : item,
  );

export type EvalQuestion = z.infer<typeof EvalQuestionSchema>;
export type ExpectedSection = z.infer<typeof ExpectedSchema>;

/** Reads a questions file (one JSON object a line, see data/areas/bab/eval/README.md); names the bad line. */
export const readEvalQuestions = (path: string): EvalQuestion[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      const parsed = EvalQuestionSchema.safeParse(JSON.parse(line));
      if (!parsed.success) {
        throw new Error(`${path}:${number}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      }
      return parsed.data;
    });

/** A source as the eval format names it: '26:12' for 26 kap. 12 §, '5' or '6 a' for a section. */
export type SectionRef = { sfs: string | null; section: string };

export const matchesExpected = (source: SectionRef, expected: ExpectedSection): boolean =>
  source.sfs === expected.sfs && source.section === expected.section;
