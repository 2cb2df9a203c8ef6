import { containsPersonalData } from '@app/common';
import {
  disguisedNumberArb,
  innocentQuestionArb,
  OBFUSCATION_FORMS,
  obfuscatedNumberArb,
} from '@app/common/testing/personal-data-corpus';
import fc from 'fast-check';
import { option, report } from './bench-utils';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;

/**
 * The personal-data gate (the check every server path runs) on generated text: the share of
 * Luhn-valid personal and coordination numbers it blocks (target ≥ 99.5 %), the share blocked of
 * each obfuscation form of issue 24 (target 100 %), and the share of innocent questions with
 * numbers it blocks (target < 0.5 %; issue 24: < 1 %). `--samples N` (10,000), `--seed N` (1).
 */
export const piiBench = async (): Promise<void> => {
  const samples = Number(option('--samples') ?? 10_000);
  const seed = Number(option('--seed') ?? 1);

  const numbers = fc.sample(disguisedNumberArb, { numRuns: samples, seed });
  const started = performance.now();
  const missed = numbers.filter(({ text }) => !containsPersonalData(text));
  const obfuscated = fc.sample(obfuscatedNumberArb, { numRuns: samples, seed });
  const obfuscatedMissed = obfuscated.filter(({ text }) => !containsPersonalData(text));
  const questions = fc.sample(innocentQuestionArb, { numRuns: samples, seed });
  const falsePositives = questions.filter((question) => containsPersonalData(question));
  const ms = performance.now() - started;
  const texts = 2 * samples + obfuscated.length;

  report('identity numbers blocked', `${percent(samples - missed.length, samples)} of ${samples}`);
  for (const form of OBFUSCATION_FORMS) {
    const inForm = obfuscated.filter((number) => number.form === form).length;
    const missedInForm = obfuscatedMissed.filter((number) => number.form === form).length;
    report(`  ${form}`, `${percent(inForm - missedInForm, inForm)} of ${inForm}`);
  }
  report(
    'obfuscated numbers blocked (all forms)',
    `${percent(obfuscated.length - obfuscatedMissed.length, obfuscated.length)} of ${obfuscated.length}`,
  );
  report(
    'innocent questions blocked (false positives)',
    `${percent(falsePositives.length, samples)} of ${samples}`,
  );
  report('time per text', `${((1000 * ms) / texts).toFixed(1)} µs`);
  for (const { text } of [...missed, ...obfuscatedMissed].slice(0, 5)) {
    report('  missed', JSON.stringify(text));
  }
  for (const question of falsePositives.slice(0, 5)) {
    report('  false positive', JSON.stringify(question));
  }
};
