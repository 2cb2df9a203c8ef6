/**
 * Query expansion stage. Reads the question and the stems the corpus knows; writes its content
 * words (for snippets), the lexemes for word BM25, and the text the query vector is made from.
 */
import { RANKING } from '../ranking-config';
import { isStopword, snowballStem, tokenize } from '../text/swedish-text';
import { splitCompound } from './compound-splitter';

export type AnalyzedQuery = {
  /** The question's content words, as written (for snippets). */
  words: string[];
  /** Stems for the full-text query: the words' own and the expansions the corpus has. */
  lexemes: string[];
  /** The question plus its expansions, for the embedder. */
  embeddingText: string;
};

// Definite and plural endings the stemmer keeps ('syftet' stays 'syftet' while 'syfte' → 'syft').
const INFLECTION_ENDINGS = ['arna', 'erna', 'orna', 'na', 'et', 'en', 'ar', 'er', 'or', 'n', 't', 's'];

/** Stems of the word with common endings removed, when the corpus knows them. */
const inflectionVariants = (word: string, knownStems: ReadonlySet<string>): string[] =>
  INFLECTION_ENDINGS.filter(
    (ending) =>
      word.endsWith(ending) && word.length - ending.length >= RANKING.queryExpansion.minInflectionStem,
  )
    .map((ending) => snowballStem(word.slice(0, -ending.length)))
    .filter((variant) => variant !== snowballStem(word) && knownStems.has(variant));

/**
 * Swedish query handling: normalisation, stop words, inflections and compound splitting, each
 * expansion a stem the corpus has. Everyday words reach their sections through the subject
 * index (ADR 010), not through a synonym list.
 */
export const analyzeQuery = (question: string, knownStems: ReadonlySet<string>): AnalyzedQuery => {
  const words = tokenize(question).filter((word) => !isStopword(word));
  const expansions = words.flatMap((word) => [
    ...inflectionVariants(word, knownStems),
    ...splitCompound(word, knownStems),
  ]);
  return {
    words,
    lexemes: [...new Set([...words.map(snowballStem), ...expansions])],
    embeddingText: expansions.length > 0 ? `${question} ${[...new Set(expansions)].join(' ')}` : question,
  };
};
