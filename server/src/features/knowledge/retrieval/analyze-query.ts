import { isStopword, stem, tokenize } from '../text/swedish-text';
import { splitCompound } from './compound-splitter';
import { QUERY_SYNONYMS } from './synonyms';

export type AnalyzedQuery = {
  /** Words for the full-text query (letters and digits only, so safe in tsquery syntax). */
  terms: string[];
  /** The question plus its expansions, for the embedder. */
  embeddingText: string;
};

// Definite and plural endings the stemmer keeps ('syftet' stays 'syftet' while 'syfte' → 'syft').
const INFLECTION_ENDINGS = ['arna', 'erna', 'orna', 'na', 'et', 'en', 'ar', 'er', 'or', 'n', 't', 's'];

/** Stems of the word with common endings removed, when the corpus knows them. */
const inflectionVariants = (word: string, knownStems: ReadonlySet<string>): string[] =>
  INFLECTION_ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 4)
    .map((ending) => stem(word.slice(0, -ending.length)))
    .filter((variant) => variant !== stem(word) && knownStems.has(variant));

const synonymsFor = (word: string): string[] =>
  Object.entries(QUERY_SYNONYMS)
    .filter(([key]) => word.startsWith(key))
    .flatMap(([, words]) => words.flatMap(tokenize));

/** Swedish query handling: normalisation, stop words, topic synonyms and compound splitting. */
export const analyzeQuery = (question: string, knownStems: ReadonlySet<string>): AnalyzedQuery => {
  const words = tokenize(question).filter((word) => !isStopword(word));
  const expansions = words.flatMap((word) => [
    ...synonymsFor(word),
    ...inflectionVariants(word, knownStems),
    ...splitCompound(word, knownStems),
  ]);
  const terms = [...new Set([...words, ...expansions])].filter((term) => !isStopword(term));
  return {
    terms,
    embeddingText: expansions.length > 0 ? `${question} ${[...new Set(expansions)].join(' ')}` : question,
  };
};
