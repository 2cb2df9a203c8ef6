import type { NotCoveredMatcher } from '../knowledge/corpus/not-covered';
import type { Retrieval } from '../knowledge/retrieval/passage';

export type Answerability = { answerable: true } | { answerable: false; pointers: string[] };

/**
 * Whether the retrieved sources answer the question at all (ADR 010). A question names a
 * section (paragraph mode) is answered from it; otherwise the sources must speak to it.
 */
export const decideAnswerability = (
  question: string,
  retrieval: Retrieval,
  notCovered: NotCoveredMatcher,
): Answerability => {
  const pointers = notCovered(question).map((concept) => concept.pointer);
  if (retrieval.passages.length === 0) {
    return { answerable: false, pointers };
  }
  return { answerable: true };
};
