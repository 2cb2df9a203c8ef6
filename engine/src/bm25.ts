/**
 * The one BM25 kernel. Every ranked word list of the engine scores with it: the subject index's
 * word and character n-gram views in memory, and the corpus-wide word index whose impacts the
 * server's repository stores at ingestion (the SQL below) and sums with these idfs at query time.
 * Its parameters come from the ranking configuration.
 */

export type Bm25Params = { readonly k1: number; readonly b: number };

/** BM25's idf, always positive: rare words weigh more than words every entry has. */
export const bm25Idf = (entryCount: number, documentFrequency: number): number =>
  Math.log(1 + (entryCount - documentFrequency + 0.5) / (documentFrequency + 0.5));

/**
 * One term's score in one entry: `weight` (the idf, times any weight of the query's own) times
 * BM25's saturated, length-normalised term frequency.
 */
export const bm25Term = (
  weight: number,
  tf: number,
  length: number,
  averageLength: number,
  { k1, b }: Bm25Params,
): number => {
  const norm = 1 - b + (b * length) / averageLength;
  return (weight * tf * (k1 + 1)) / (tf + k1 * norm);
};

/**
 * SQL for a posting's stored BM25 impact (the term part without idf) from its term frequency
 * `tf` and chunk length `len`, against a fixed average length.
 */
export const bm25ImpactSql = ({ k1, b }: Bm25Params, averageLength: number): string =>
  `tf * ${k1 + 1} / (tf + ${k1} * (${1 - b} + ${b} * len / ${averageLength}.0))`;
