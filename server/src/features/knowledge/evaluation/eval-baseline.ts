import { z } from 'zod';
import { VERDICTS, verdictOf } from './answer-verdict';
import type { SectionRef } from './eval-questions';

/**
 * The committed per-question baseline of the eval gate (ADR 025): for every question of a set and
 * both topic modes, the section the answer cites first, its verdict and whether it refused. One
 * line per question, sorted by id, so a change to an answer is one changed line in `git diff`.
 */
const ModeOutcomeSchema = z.strictObject({
  /** The first citation, as the eval format writes it: '2017:900 25', '2009:400 26:12'. */
  lead: z.string().min(1).nullable(),
  verdict: z.enum(VERDICTS),
  refused: z.boolean(),
});

const BaselineEntrySchema = z.strictObject({
  id: z.string().min(1),
  /** Asked with the question's own topic. */
  given: ModeOutcomeSchema,
  /** Asked with 'Övrigt', the topic a user who changes nothing has. */
  other: ModeOutcomeSchema,
});

export type ModeOutcome = z.infer<typeof ModeOutcomeSchema>;
export type BaselineEntry = z.infer<typeof BaselineEntrySchema>;
export type TopicMode = 'given' | 'other';

/** What the gate reads of one answer: the eval outcome's id, citations, text and refusal. */
export type GatedAnswer = { id: string; cited: SectionRef[]; answer: string; abstained: boolean };

const leadOf = (cited: SectionRef[]): string | null => {
  const [first] = cited;
  if (!first) {
    return null;
  }
  return first.sfs ? `${first.sfs} ${first.section}` : first.section;
};

const modeOutcome = (answer: GatedAnswer): ModeOutcome => ({
  lead: leadOf(answer.cited),
  verdict: verdictOf(answer.answer, answer.abstained),
  refused: answer.abstained,
});

/** One question's entry from its two answers; the keys in a fixed order, so lines compare as text. */
export const baselineEntry = (given: GatedAnswer, other: GatedAnswer): BaselineEntry => {
  if (given.id !== other.id) {
    throw new Error(`the two answers are to different questions: ${given.id} and ${other.id}`);
  }
  return { id: given.id, given: modeOutcome(given), other: modeOutcome(other) };
};

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id, 'sv', { numeric: true });

export const formatBaseline = (entries: BaselineEntry[]): string =>
  [...entries]
    .sort(byId)
    .map((entry) =>
      JSON.stringify({
        id: entry.id,
        given: { lead: entry.given.lead, verdict: entry.given.verdict, refused: entry.given.refused },
        other: { lead: entry.other.lead, verdict: entry.other.verdict, refused: entry.other.refused },
      }),
    )
    .map((line) => `${line}\n`)
    .join('');

/** Reads a baseline file's text; `source` names it in the error for a bad or repeated line. */
export const parseBaseline = (text: string, source: string): BaselineEntry[] => {
  const seen = new Set<string>();
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new Error(`${source}:${number}: not JSON`);
      }
      const parsed = BaselineEntrySchema.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`${source}:${number}: ${issues.join('; ')}`);
      }
      if (seen.has(parsed.data.id)) {
        throw new Error(`${source}:${number}: ${parsed.data.id} is already in the baseline`);
      }
      seen.add(parsed.data.id);
      return parsed.data;
    });
};

/** A question whose answer differs from the baseline; `mode` null when the question itself is new or gone. */
export type BaselineChange = { id: string; mode: TopicMode | null; before: string; after: string };

export const describeOutcome = (outcome: ModeOutcome): string =>
  `${outcome.lead ?? 'no citation'}, ${outcome.verdict}${outcome.refused ? ', refused' : ''}`;

const sameOutcome = (a: ModeOutcome, b: ModeOutcome) =>
  a.lead === b.lead && a.verdict === b.verdict && a.refused === b.refused;

/** Every difference between the baseline and a run of the same set, in id order. */
export const compareWithBaseline = (
  baseline: BaselineEntry[],
  current: BaselineEntry[],
): BaselineChange[] => {
  const before = new Map(baseline.map((entry) => [entry.id, entry]));
  const after = new Map(current.map((entry) => [entry.id, entry]));
  const ids = [...new Set([...before.keys(), ...after.keys()])].map((id) => ({ id })).sort(byId);
  return ids.flatMap(({ id }): BaselineChange[] => {
    const old = before.get(id);
    const now = after.get(id);
    if (!old) {
      return [{ id, mode: null, before: 'not in the baseline', after: 'in the set' }];
    }
    if (!now) {
      return [{ id, mode: null, before: 'in the baseline', after: 'not in the set' }];
    }
    return (['given', 'other'] as const)
      .filter((mode) => !sameOutcome(old[mode], now[mode]))
      .map((mode) => ({ id, mode, before: describeOutcome(old[mode]), after: describeOutcome(now[mode]) }));
  });
};

const MODE_LABELS: Record<TopicMode, string> = { given: 'topic as given', other: 'Övrigt' };

/** One change as the gate prints it: "c12 (Övrigt): 2017:900 25, ja → 2017:900 32, regel". */
export const formatChange = (change: BaselineChange): string =>
  `${change.id}${change.mode ? ` (${MODE_LABELS[change.mode]})` : ''}: ${change.before} → ${change.after}`;
