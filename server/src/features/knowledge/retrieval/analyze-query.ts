import { isStopword, tokenize } from '../text/swedish-text';
import { splitCompound } from './compound-splitter';
import { QUERY_SYNONYMS } from './synonyms';

export type AnalyzedQuery = {
  /** Words for the full-text query (letters and digits only, so safe in tsquery syntax). */
  terms: string[];
  /** The question plus its expansions, for the embedder. */
  embeddingText: string;
};

const synonymsFor = (word: string): string[] =>
  Object.entries(QUERY_SYNONYMS)
    .filter(([key]) => word.startsWith(key))
    .flatMap(([, words]) => words.flatMap(tokenize));

/** Swedish query handling: normalisation, stop words, topic synonyms and compound splitting. */
export const analyzeQuery = (question: string, knownStems: ReadonlySet<string>): AnalyzedQuery => {
  const words = tokenize(question).filter((word) => !isStopword(word));
  const expansions = words.flatMap((word) => [...synonymsFor(word), ...splitCompound(word, knownStems)]);
  const terms = [...new Set([...words, ...expansions])].filter((term) => !isStopword(term));
  return {
    terms,
    embeddingText: expansions.length > 0 ? `${question} ${[...new Set(expansions)].join(' ')}` : question,
  };
};
