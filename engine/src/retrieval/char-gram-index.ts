import { bm25Idf, bm25Term } from '../bm25';
import { RANKING } from '../ranking-config';
import { gramCounts } from '../text/char-ngrams';

/** A text field of an indexed entry; its weight multiplies the term frequency of its n-grams. */
export type IndexField = { text: string; weight: number };
export type IndexEntry<K> = { key: K; fields: IndexField[] };

export type CharGramHit<K> = {
  key: K;
  /** BM25 over character n-grams. */
  score: number;
};

/**
 * BM25 over the character n-grams (3–5) of weighted fields, in memory. Made for a small, fixed
 * set of entries such as the subject index: a few hundred sections, searched in well under a
 * millisecond, tolerant of compounds, inflections, typos and missing å/ä/ö.
 */
export const createCharGramIndex = <K>(entries: IndexEntry<K>[]) => {
  const postings = new Map<string, { entry: number; tf: number }[]>();
  const lengths = entries.map((item, index) => {
    const weighted = new Map<string, number>();
    for (const field of item.fields) {
      for (const [gram, count] of gramCounts(field.text)) {
        weighted.set(gram, (weighted.get(gram) ?? 0) + count * field.weight);
      }
    }
    let length = 0;
    for (const [gram, tf] of weighted) {
      const list = postings.get(gram) ?? [];
      list.push({ entry: index, tf });
      postings.set(gram, list);
      length += tf;
    }
    return length;
  });
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);

  return {
    size: entries.length,
    search: (text: string, limit = entries.length): CharGramHit<K>[] => {
      const scores = new Float64Array(entries.length);
      for (const gram of gramCounts(text).keys()) {
        const list = postings.get(gram);
        if (!list) {
          // A gram no entry has says nothing about which entry fits.
          continue;
        }
        const weight = bm25Idf(entries.length, list.length);
        for (const { entry, tf } of list) {
          scores[entry] =
            (scores[entry] ?? 0) +
            bm25Term(weight, tf, lengths[entry] ?? 0, averageLength, RANKING.bm25.subjectCharGrams);
        }
      }
      const hits: CharGramHit<K>[] = [];
      scores.forEach((score, index) => {
        const item = entries[index];
        if (score > 0 && item) {
          hits.push({ key: item.key, score });
        }
      });
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
};

export type CharGramIndex<K> = ReturnType<typeof createCharGramIndex<K>>;
