/**
 * Gate stage (ADR 010). Reads the question, the retrieval and the not-covered register; writes
 * whether the sources answer the question, or the pointers a refusal gives.
 */
import type { NotCoveredMatcher } from '../domain/not-covered';
import { RANKING } from '../ranking-config';
import type { Retrieval } from '../retrieval/passage';
import {
  askedPart,
  askingParts,
  focusOf,
  keepingParts,
  pointsBack,
  withoutFunctionVerbs,
} from './question-form';

export type Answerability = { answerable: true } | { answerable: false; pointers: string[] };

/**
 * The least share of a question's known words (idf-weighted) that the best annotated section must
 * hold for the sources to speak to the question at all. Below it the words that match are
 * incidental ("vad gäller …?") and nothing in the sources answers.
 */
const MIN_SUBJECT_COVERAGE = RANKING.gate.minSubjectCoverage;

/**
 * The largest share of what a question asks that may lie outside every source's words: above it
 * the question is about something else ("Vad heter huvudstaden i Norge?"), whatever incidental
 * word it shares with a section.
 */
const MAX_UNKNOWN_FOCUS = RANKING.gate.maxUnknownFocusShare;

/**
 * Whether the retrieved sources answer the question at all (ADR 010), decided before any model is
 * called. A question that names a section (paragraph mode) is answered from it. A question about
 * a matter the sources do not cover (the not-covered register: bygglov, LOU, färdtjänst …) in
 * what it asks is refused with a pointer to where it is answered, and so is one that no annotated
 * section speaks to, and so is one whose asked words mostly stand in no source at all.
 */
export const decideAnswerability = (
  question: string,
  retrieval: Retrieval,
  notCovered: NotCoveredMatcher,
  /** The share of a text's content words no source knows. */
  unknownShare: (text: string) => number,
): Answerability => {
  if (retrieval.paragraphSection && retrieval.passages.length > 0) {
    return { answerable: true };
  }
  // A matter the question only mentions while setting the scene ("the house should have followed
  // PBL. Can we refuse …?") does not make it a question about that matter.
  const pointers = notCovered(askedPart(question)).map((concept) => concept.pointer);
  const evidence = Math.max(0, ...retrieval.passages.map((passage) => passage.subjectCoverage ?? 0));
  const unknown = unknownShare(withoutFunctionVerbs(focusOf(question)));
  if (pointers.length > 0 || evidence < MIN_SUBJECT_COVERAGE || unknown >= MAX_UNKNOWN_FOCUS) {
    return { answerable: false, pointers };
  }
  return { answerable: true };
};

/**
 * A question some of whose asking parts are about a matter the sources do not cover, and some not
 * ("Kan vi bevilja rampen, och behövs bygglov för den?"): the rest of the question to answer from
 * the sources, and the pointers for the parts they do not cover. A question whose parts are all
 * covered, or none of them, stays whole (the gate refuses the latter with its pointers).
 */
export const splitUncoveredParts = (
  question: string,
  notCovered: NotCoveredMatcher,
): { question: string; pointers: string[] } => {
  const parts = askingParts(question);
  // A part that only points back ("…, och vem beslutar om det?") asks about what the one before it did.
  const uncovered = new Set<string>();
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (notCovered(part).length > 0 || (previous && uncovered.has(previous) && pointsBack(part))) {
      uncovered.add(part);
    }
  });
  if (uncovered.size === 0 || uncovered.size === parts.length) {
    return { question, pointers: [] };
  }
  const pointers = [...uncovered].flatMap((part) => notCovered(part).map((concept) => concept.pointer));
  return {
    question: keepingParts(question, (part) => !uncovered.has(part)),
    pointers: [...new Set(pointers)],
  };
};
