import { readFileSync } from 'node:fs';
import type { QuestionScope, SiteAnswerer } from '../site-answerer';

/**
 * A visitor's question and what the info chatbot should make of it: a question about the service
 * names the site passages (by id) any of which is the right answer; any other names its scope.
 */
export type EvalQuestion =
  | { question: string; expected: string[] }
  | { question: string; scope: Exclude<QuestionScope, 'service'> };

export type EvalMiss = { question: string; expected: string; got: string };

export type EvalResult = { total: number; correct: number; share: number; misses: EvalMiss[] };

/** The question sets beside this module, as JSON lines. */
export const EVAL_SETS = {
  dev: new URL('./service-questions.jsonl', import.meta.url),
  heldOut: new URL('./held-out-questions.jsonl', import.meta.url),
} as const;

export const loadEvalQuestions = (file: URL): EvalQuestion[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalQuestion);

/** Asks the answerer every question; a question about the service is right when its best passage is expected. */
export const evaluateAnswerer = (answerer: SiteAnswerer, questions: EvalQuestion[]): EvalResult => {
  const misses: EvalMiss[] = [];
  for (const item of questions) {
    const answer = answerer.answer(item.question, { detailed: false });
    const got = answer.scope === 'service' ? (answer.passages[0]?.id ?? '(none)') : `(${answer.scope})`;
    if ('expected' in item ? !item.expected.includes(got) : answer.scope !== item.scope) {
      misses.push({
        question: item.question,
        expected: 'expected' in item ? item.expected.join(' | ') : `(${item.scope})`,
        got,
      });
    }
  }
  const correct = questions.length - misses.length;
  return { total: questions.length, correct, share: correct / Math.max(1, questions.length), misses };
};

export const formatEvalResult = (name: string, result: EvalResult): string =>
  [
    `${name}: ${result.correct}/${result.total} right (${(result.share * 100).toFixed(1)} %)`,
    ...result.misses.map(
      (miss) => `  miss: ${JSON.stringify(miss.question)} → ${miss.got} (expected ${miss.expected})`,
    ),
  ].join('\n');
