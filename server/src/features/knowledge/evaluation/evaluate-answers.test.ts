import { describe, expect, it } from 'vitest';
import { EvalQuestionSchema } from './eval-questions';
import { answerMetrics, type QuestionOutcome, verdictMet } from './evaluate-answers';

/** An outcome as evaluateQuestion returns it; each test sets what it is about. */
const outcome = (overrides: Partial<QuestionOutcome>): QuestionOutcome => ({
  id: 'x1',
  retrieved: [],
  answer: '',
  cited: [],
  abstained: false,
  invented: 0,
  firstRelevantRank: null,
  firstCiteExpected: false,
  citesExpected: false,
  expected: [{ sfs: '2018:222', section: '7' }],
  abstain: false,
  lead: null,
  leadCited: false,
  verdict: 'regel',
  expectedVerdict: null,
  ruling: null,
  rulingsCited: [],
  bill: false,
  billCited: false,
  ...overrides,
});

describe('answerMetrics: rulings', () => {
  it('counts the expected ruling cited, and every answer that cites a ruling its item does not expect', () => {
    const metrics = answerMetrics([
      outcome({ id: 'a', ruling: 'HFD 2020 ref. 20', rulingsCited: ['HFD 2020 ref. 20'] }),
      outcome({ id: 'b', ruling: 'HFD 2020 ref. 70', rulingsCited: [] }),
      outcome({ id: 'c', rulingsCited: ['RÅ 2002 ref. 100'] }),
      outcome({ id: 'd' }),
    ]);
    expect(metrics.rulingLabelled).toBe(2);
    expect(metrics.rulingRecall).toBeCloseTo(1 / 2);
    expect(metrics.unexpectedRulings).toBe(1);
  });

  it('counts the bill cited where the item turns on it', () => {
    const metrics = answerMetrics([
      outcome({ id: 'a', bill: true, billCited: true }),
      outcome({ id: 'b', bill: true }),
      outcome({ id: 'c', billCited: true }),
    ]);
    expect(metrics.billLabelled).toBe(2);
    expect(metrics.billRecall).toBeCloseTo(1 / 2);
  });
});

describe('verdictMet', () => {
  it('needs the same verdict, and takes either refusal for an out-of-scope item', () => {
    expect(verdictMet('ja', 'ja')).toBe(true);
    expect(verdictMet('nej', 'beror')).toBe(false);
    expect(verdictMet('ingen-regel', 'nej')).toBe(false);
    expect(verdictMet('avstå', 'avstå')).toBe(true);
    expect(verdictMet('avstå', 'ingen-information')).toBe(true);
    expect(verdictMet('avstå', 'regel')).toBe(false);
  });
});

describe('answerMetrics: lead-cite and verdict accuracy', () => {
  it('counts only the items that carry the label', () => {
    const metrics = answerMetrics([
      outcome({ id: 'a', lead: '2018:222 7', leadCited: true, expectedVerdict: 'nej', verdict: 'nej' }),
      outcome({ id: 'b', lead: '2018:222 8', leadCited: false, expectedVerdict: 'ja', verdict: 'beror' }),
      outcome({ id: 'c', lead: '2018:222 9', leadCited: true }),
      outcome({ id: 'd' }),
      outcome({
        id: 'e',
        expected: [],
        abstain: true,
        abstained: true,
        expectedVerdict: 'avstå',
        verdict: 'avstå',
      }),
    ]);
    expect(metrics.leadLabelled).toBe(3);
    expect(metrics.leadCite).toBeCloseTo(2 / 3);
    expect(metrics.verdictLabelled).toBe(3);
    expect(metrics.verdictAccuracy).toBeCloseTo(2 / 3);
  });

  it('gives 0 of 0, not a share, when nothing is labelled', () => {
    const metrics = answerMetrics([outcome({})]);
    expect([
      metrics.leadLabelled,
      metrics.leadCite,
      metrics.verdictLabelled,
      metrics.verdictAccuracy,
    ]).toEqual([0, 0, 0, 0]);
  });
});

describe('EvalQuestionSchema', () => {
  it('reads an item whose correct answer is a refusal as out of scope', () => {
    const item = { id: 'x1', question: 'Vad kostar en färja till Gotland?', expected: [], lead: null };
    expect(EvalQuestionSchema.parse({ ...item, verdict: 'avstå' }).abstain).toBe(true);
    expect(EvalQuestionSchema.parse({ ...item, verdict: 'nej' }).abstain).toBeUndefined();
  });
});
