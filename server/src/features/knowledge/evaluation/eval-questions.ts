import { readFileSync } from 'node:fs';
import { z } from 'zod';

const ExpectedSchema = z.object({ sfs: z.string(), section: z.string() });

export const EvalQuestionSchema = z.object({
  id: z.string(),
  question: z.string().min(1),
  topic: z.string().optional(),
  expected: z.array(ExpectedSchema).default([]),
  mode: z.literal('paragraph').optional(),
  abstain: z.boolean().optional(),
  note: z.string().optional(),
});

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
