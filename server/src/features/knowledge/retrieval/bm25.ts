/** Corpus statistics for BM25: how many chunks contain each lexeme, and the average chunk length. */
export type LexemeStats = {
  documentFrequency: Map<string, number>;
  chunkCount: number;
  averageLength: number;
};

export type TermHits = { id: string; length: number; termFrequency: Map<string, number> };

const K1 = 1.2;
const B = 0.75;

export const inverseDocumentFrequency = (stats: LexemeStats, lexeme: string): number => {
  const df = stats.documentFrequency.get(lexeme) ?? 0;
  return Math.log(1 + (stats.chunkCount - df + 0.5) / (df + 0.5));
};

/**
 * Okapi BM25: rare words weigh more than words every chunk has ("bostadsanpassningsbidrag"),
 * and a word's weight saturates with repetition. Postgres' ts_rank_cd has no such corpus view.
 */
export const bm25Score = (hits: TermHits, lexemes: string[], stats: LexemeStats): number => {
  const lengthNorm = 1 - B + B * (hits.length / Math.max(1, stats.averageLength));
  let score = 0;
  for (const lexeme of lexemes) {
    const tf = hits.termFrequency.get(lexeme) ?? 0;
    if (tf > 0) {
      score += inverseDocumentFrequency(stats, lexeme) * ((tf * (K1 + 1)) / (tf + K1 * lengthNorm));
    }
  }
  return score;
};
