/**
 * Signal list: word BM25 over the whole corpus. Reads the expanded query's lexemes and the
 * corpus' lexeme statistics; writes the best chunks with their BM25 scores.
 */
import { bm25Idf } from '../../bm25';
import type { CorpusStore, LexemeStats } from '../../ports';
import { RANKING } from '../../ranking-config';

export const fullTextHits = async (
  store: CorpusStore,
  queryLexemes: string[],
  stats: LexemeStats,
): Promise<{ id: string; score: number }[]> => {
  const lexemes = queryLexemes.filter((lexeme) => stats.documentFrequency.has(lexeme));
  // Words most chunks contain add little to BM25 but read long posting lists: leave them out.
  const selective = lexemes.filter(
    (lexeme) =>
      (stats.documentFrequency.get(lexeme) ?? 0) <= stats.chunkCount * RANKING.bm25.commonLexemeShare,
  );
  return store.bm25Search(
    (selective.length > 0 ? selective : lexemes).map((lexeme) => ({
      lexeme,
      idf: bm25Idf(stats.chunkCount, stats.documentFrequency.get(lexeme) ?? 0),
    })),
    RANKING.limits.candidatesPerList,
  );
};
