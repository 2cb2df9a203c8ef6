import { containsPersonalData } from '@app/common';
import { disguisedNumberArb, innocentQuestionArb } from '@app/common/testing/personal-data-corpus';
import fc from 'fast-check';
import { option, report } from './bench-utils';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;

/**
 * The personal-data gate (the check every server path runs) on generated text: the share of
 * Luhn-valid personal and coordination numbers it blocks (target ≥ 99.5 %) and the share of innocent
 * questions with numbers it blocks (target < 0.5 %). `--samples N` (10,000), `--seed N` (1).
 */
export const piiBench = async (): Promise<void> => {
  const samples = Number(option('--samples') ?? 10_000);
  const seed = Number(option('--seed') ?? 1);

  const numbers = fc.sample(disguisedNumberArb, { numRuns: samples, seed });
  const started = performance.now();
  const missed = numbers.filter(({ text }) => !containsPersonalData(text));
  const questions = fc.sample(innocentQuestionArb, { numRuns: samples, seed });
  const falsePositives = questions.filter((question) => containsPersonalData(question));
  const ms = performance.now() - started;

  report('identity numbers blocked', `${percent(samples - missed.length, samples)} of ${samples}`);
  report(
    'innocent questions blocked (false positives)',
    `${percent(falsePositives.length, samples)} of ${samples}`,
  );
  report('time per text', `${((1000 * ms) / (2 * samples)).toFixed(1)} µs`);
  for (const { text } of missed.slice(0, 5)) {
    report('  missed', JSON.stringify(text));
  }
  for (const question of falsePositives.slice(0, 5)) {
    report('  false positive', JSON.stringify(question));
  }
};
