/** Corpus statistics for BM25's idf: how many chunks contain each lexeme. */
export type LexemeStats = { documentFrequency: Map<string, number>; chunkCount: number };

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/**
 * A fixed average chunk length (lexeme positions; the bundled corpus has 38) so impacts can be
 * stored at ingestion and stay valid as the corpus grows.
 */
const AVERAGE_CHUNK_LENGTH = 40;

/** SQL for a posting's BM25 impact from its term frequency `tf` and chunk length `len`. */
export const BM25_IMPACT_SQL = `tf * ${BM25_K1 + 1} / (tf + ${BM25_K1} * (${1 - BM25_B} + ${BM25_B} * len / ${AVERAGE_CHUNK_LENGTH}.0))`;

/**
 * BM25's idf, always positive: rare words weigh more than words every chunk has
 * ("bostadsanpassningsbidrag"). Postgres' ts_rank_cd has no such corpus view.
 */
export const inverseDocumentFrequency = (stats: LexemeStats, lexeme: string): number => {
  const df = stats.documentFrequency.get(lexeme) ?? 0;
  return Math.log(1 + (stats.chunkCount - df + 0.5) / (df + 0.5));
};
