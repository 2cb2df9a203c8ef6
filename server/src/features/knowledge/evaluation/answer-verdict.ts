import { NOT_COVERED_BY_SOURCES } from '@app/common';

/**
 * What an answer tells the officer, in one word (ADR 025): the verdict that opens its "Kort svar"
 * (ja, nej, det beror på, or that the rule a question presupposes does not exist), the rule stated
 * without a verdict, or which refusal it is: the
 * not-covered register's ("Källorna här besvarar inte den frågan." with a pointer) or the one for
 * a question no source speaks to ("Jag hittade ingen specifik information …").
 */
export const VERDICTS = ['ja', 'nej', 'beror', 'ingen-regel', 'regel', 'avstå', 'ingen-information'] as const;

export type Verdict = (typeof VERDICTS)[number];

const SHORT_ANSWER = /^\*\*Kort svar\*\*\n(.*)$/m;

// The openings the annotations' situations and the composer's yes/no answers start with.
const OPENINGS: [RegExp, Verdict][] = [
  // A false premise corrected: "Det finns ingen sådan regel", "Nej, det finns ingen regel om …".
  [/^(?:Nej, )?[Dd]et finns ingen (?:sådan )?(?:regel|gräns|åldersgräns|beloppsgräns)/, 'ingen-regel'],
  [/^Ja[\s,.]/, 'ja'],
  [/^Nej[\s,.]/, 'nej'],
  [/^Det beror på[\s,.:;]/, 'beror'],
];

export const verdictOf = (answer: string, abstained: boolean): Verdict => {
  if (abstained) {
    return answer.startsWith(NOT_COVERED_BY_SOURCES) ? 'avstå' : 'ingen-information';
  }
  const opening = (SHORT_ANSWER.exec(answer)?.[1] ?? answer).trim();
  return OPENINGS.find(([pattern]) => pattern.test(opening))?.[1] ?? 'regel';
};
