import { randomUUID } from 'node:crypto';
import { type ChatAnswer, OTHER_TOPIC } from '@app/common';
import { findCitations } from '@app/engine';
import { answerQuestion, type ChatDeps } from '../../chat';
import { type Verdict, verdictOf } from './answer-verdict';
import {
  type EvalQuestion,
  type ExpectedSection,
  type ExpectedVerdict,
  matchesExpected,
  type SectionRef,
} from './eval-questions';

export type QuestionOutcome = {
  id: string;
  retrieved: (SectionRef & { score: number })[];
  answer: string;
  /** In the order the answer cites them. */
  cited: SectionRef[];
  abstained: boolean;
  /** Citations that name none of the shown sources. */
  invented: number;
  /** 1-based rank of the first expected section among the shown sources, or null. */
  firstRelevantRank: number | null;
  /** The answer's first citation is an expected section. */
  firstCiteExpected: boolean;
  /** Some citation of the answer is an expected section. */
  citesExpected: boolean;
  expected: ExpectedSection[];
  abstain: boolean;
  /** The item's deciding section, if labelled ('2017:900 25'), and whether the answer cites it first. */
  lead: string | null;
  leadCited: boolean;
  /** How the answer opens (or which refusal it is), and the item's expected verdict if labelled. */
  verdict: Verdict;
  expectedVerdict: ExpectedVerdict | null;
  /** The ruling the item expects cited, if any, and the rulings the answer cites (their ids). */
  ruling: string | null;
  rulingsCited: string[];
  /** Whether the item turns on the bill, and whether the answer cites the bill's commentary. */
  bill: boolean;
  billCited: boolean;
};

const evalRef = (source: ChatAnswer['sources'][number]): SectionRef => {
  const match = /^(?:(\d+) kap\. )?(\d+(?: [a-z])?) §$/.exec(source.section_reference);
  if (!match) {
    return { sfs: source.sfs_number, section: source.section_reference };
  }
  return { sfs: source.sfs_number, section: match[1] ? `${match[1]}:${match[2]}` : (match[2] ?? '') };
};

const isExpected = (ref: SectionRef, expected: ExpectedSection[]) =>
  expected.some((item) => matchesExpected(ref, item));

/**
 * Asks one question through the chat's own pipeline (`answerQuestion`, the same path the chat
 * runs) in a law area's role, and scores what it shows and cites. `topic` null asks with
 * 'Övrigt', the topic a user who changes nothing is left with.
 */
export const evaluateQuestion = async (
  deps: ChatDeps,
  role: string,
  question: EvalQuestion,
  topic: string | null,
): Promise<QuestionOutcome> => {
  let done: ChatAnswer | undefined;
  for await (const event of answerQuestion(deps, {
    request: {
      userQuestion: question.question,
      category: role,
      subtopic: topic ?? OTHER_TOPIC,
      requestDetailed: false,
      conversationHistory: [],
    },
    userId: 'evaluation',
    requestId: randomUUID(),
  })) {
    if (event.event === 'done') {
      done = event.data;
    } else if (event.event === 'error') {
      throw new Error(`${question.id}: ${event.data.message}`);
    }
  }
  if (!done) {
    throw new Error(`${question.id}: the answer stream ended without an answer`);
  }
  const sources = done.sources.map((source) => ({ source, ref: evalRef(source) }));
  const citations = findCitations(done.answer, done.sources, (source) => source.citation);
  const cited = citations.flatMap((citation) => (citation.source ? [evalRef(citation.source)] : []));
  const rank = sources.findIndex(({ ref }) => isExpected(ref, question.expected));
  return {
    id: question.id,
    retrieved: sources.map(({ source, ref }) => ({ ...ref, score: source.similarity })),
    answer: done.answer,
    cited,
    abstained: done.abstained,
    invented: citations.filter((citation) => !citation.source).length,
    firstRelevantRank: rank >= 0 ? rank + 1 : null,
    firstCiteExpected: cited[0] !== undefined && isExpected(cited[0], question.expected),
    citesExpected: cited.some((ref) => isExpected(ref, question.expected)),
    expected: question.expected,
    abstain: question.abstain === true,
    lead: question.lead ?? null,
    leadCited: cited[0] !== undefined && refKey(cited[0]) === question.lead,
    verdict: verdictOf(done.answer, done.abstained),
    expectedVerdict: question.verdict ?? null,
    ruling: question.ruling ?? null,
    bill: question.bill === true,
    billCited: citations.some((citation) => citation.source?.kind === 'preparatory'),
    rulingsCited: [
      ...new Set(
        citations.flatMap((citation) =>
          citation.source?.kind === 'ruling' ? [citation.source.section_reference] : [],
        ),
      ),
    ],
  };
};

const refKey = (ref: SectionRef): string => `${ref.sfs} ${ref.section}`;

/** An answer meets the expected verdict; out of scope is met by either refusal. */
export const verdictMet = (expected: ExpectedVerdict, answer: Verdict): boolean =>
  expected === 'avstå' ? answer === 'avstå' || answer === 'ingen-information' : expected === answer;

/** A set's outcomes, question by question: asked with its topic, and with 'Övrigt'. */
export type SetRun = { given: QuestionOutcome[]; other: QuestionOutcome[] };

/**
 * Asks every question of a law area's set in both topic modes, in the area's role, one after the
 * other, as `npm run eval` does.
 */
export const evaluateSet = async (
  deps: ChatDeps,
  role: string,
  questions: EvalQuestion[],
  onQuestion?: (given: QuestionOutcome, other: QuestionOutcome) => void,
): Promise<SetRun> => {
  const run: SetRun = { given: [], other: [] };
  for (const question of questions) {
    const given = await evaluateQuestion(deps, role, question, question.topic ?? null);
    const other = await evaluateQuestion(deps, role, question, null);
    run.given.push(given);
    run.other.push(other);
    onQuestion?.(given, other);
  }
  return run;
};

export type AnswerMetrics = {
  questions: number;
  answerable: number;
  outOfScope: number;
  recallAt1: number;
  recallAt5: number;
  mrr: number;
  firstCite: number;
  /** Items with a labelled lead, and the share whose answer cites it first. */
  leadLabelled: number;
  leadCite: number;
  /** Items with a labelled verdict, and the share whose answer opens with it. */
  verdictLabelled: number;
  verdictAccuracy: number;
  /** Items that expect a ruling, and the share whose answer cites it (issue 27). */
  rulingLabelled: number;
  rulingRecall: number;
  /** Answers that cite a ruling the item does not expect. */
  unexpectedRulings: number;
  /** Items that turn on the bill, and the share whose answer cites it. */
  billLabelled: number;
  billRecall: number;
  citationAccuracy: number;
  /** Answerable questions the answer refused. */
  overAbstention: number;
  /** Out-of-scope questions refused, of all out-of-scope questions. */
  outOfScopeRefused: number;
  inventedCitations: number;
};

const share = (items: QuestionOutcome[], predicate: (outcome: QuestionOutcome) => boolean) =>
  items.length === 0 ? 0 : items.filter(predicate).length / items.length;

export const answerMetrics = (outcomes: QuestionOutcome[]): AnswerMetrics => {
  const answerable = outcomes.filter((o) => !o.abstain && o.expected.length > 0);
  const outOfScope = outcomes.filter((o) => o.abstain);
  const withLead = outcomes.filter((o) => o.lead !== null);
  const withVerdict = outcomes.filter((o) => o.expectedVerdict !== null);
  const withRuling = outcomes.filter((o) => o.ruling !== null);
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    outOfScope: outOfScope.length,
    recallAt1: share(answerable, (o) => o.firstRelevantRank === 1),
    recallAt5: share(answerable, (o) => o.firstRelevantRank !== null && o.firstRelevantRank <= 5),
    mrr:
      answerable.length === 0
        ? 0
        : answerable.reduce((sum, o) => sum + (o.firstRelevantRank ? 1 / o.firstRelevantRank : 0), 0) /
          answerable.length,
    firstCite: share(answerable, (o) => o.firstCiteExpected),
    leadLabelled: withLead.length,
    leadCite: share(withLead, (o) => o.leadCited),
    verdictLabelled: withVerdict.length,
    verdictAccuracy: share(
      withVerdict,
      (o) => o.expectedVerdict !== null && verdictMet(o.expectedVerdict, o.verdict),
    ),
    rulingLabelled: withRuling.length,
    rulingRecall: share(withRuling, (o) => o.ruling !== null && o.rulingsCited.includes(o.ruling)),
    unexpectedRulings: outcomes.filter((o) => o.rulingsCited.some((id) => id !== o.ruling)).length,
    billLabelled: outcomes.filter((o) => o.bill).length,
    billRecall: share(
      outcomes.filter((o) => o.bill),
      (o) => o.billCited,
    ),
    citationAccuracy: share(answerable, (o) => o.citesExpected),
    overAbstention: share(answerable, (o) => o.abstained),
    outOfScopeRefused: share(outOfScope, (o) => o.abstained),
    inventedCitations: outcomes.reduce((sum, o) => sum + o.invented, 0),
  };
};

/** Per expected section: how many questions need it, how many found it in the top 5 and cited it first. */
export const sectionTable = (outcomes: QuestionOutcome[]) => {
  const rows = new Map<string, { questions: number; recalled: number; citedFirst: number }>();
  for (const outcome of outcomes) {
    if (outcome.abstain) {
      continue;
    }
    for (const expected of outcome.expected) {
      const key = `${expected.sfs} ${expected.section}`;
      const row = rows.get(key) ?? { questions: 0, recalled: 0, citedFirst: 0 };
      row.questions++;
      row.recalled += outcome.retrieved.some((ref) => matchesExpected(ref, expected)) ? 1 : 0;
      row.citedFirst += outcome.cited[0] && matchesExpected(outcome.cited[0], expected) ? 1 : 0;
      rows.set(key, row);
    }
  }
  return [...rows].sort(([a], [b]) => a.localeCompare(b, 'sv', { numeric: true }));
};
