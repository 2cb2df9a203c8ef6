import { normalizeText } from '../text/swedish-text';

// A Swedish question that can be answered ja or nej opens with its finite verb ("Kan vi bevilja …?");
// one that asks for facts opens with a question word ("Vad gäller …?").
const YES_NO_OPENERS = new Set(
  (
    'kan får ska skall måste behöver bör är var gäller finns fanns går har hade blir omfattas räcker ' +
    'håller stämmer innebär krävs ingår räknas lämnas beviljas betalas menas ligger spelar äger ' +
    'hindrar påverkar avgör tar täcker gör slipper'
  ).split(' '),
);
const LEADING_FILLER = /^(?:och|men|så|alltså|okej|ok|hej|fråga|undrar|jo)\b[,:]?\s*/;

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The sentence that carries the question: the last one with a question mark, else the last one. */
const askingSentence = (question: string): string => {
  const sentences = sentencesOf(normalizeText(question));
  return [...sentences].reverse().find((sentence) => sentence.endsWith('?')) ?? sentences.at(-1) ?? '';
};

/**
 * What a question asks, without the sentences that only set the scene: its sentences that end
 * with a question mark, or the whole question when none does. Letters keep their case, since a
 * capital may tell a name.
 */
export const askedPart = (question: string): string => {
  const asked = sentencesOf(question.replace(/\s+/g, ' ')).filter((sentence) => sentence.endsWith('?'));
  return asked.length > 0 ? asked.join(' ') : question;
};

/** True when the question asks for a yes or a no (Swedish verb-first question). */
export const isYesNoQuestion = (question: string): boolean => {
  let sentence = askingSentence(question);
  for (let previous = ''; previous !== sentence; ) {
    previous = sentence;
    sentence = sentence.replace(LEADING_FILLER, '');
  }
  // "…, kan vi bevilja?" – the question may follow a clause that sets the scene.
  const clauses = sentence.split(/[,–-]\s+/);
  return clauses.some((clause) => YES_NO_OPENERS.has(clause.match(/^[\p{L}]+/u)?.[0] ?? ''));
};
