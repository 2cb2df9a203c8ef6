/**
 * Fusion stage (ADR 010). Reads the six signal lists and their weights; writes one fused score per
 * candidate, and the best score any candidate could have.
 */

/** A ranked list of candidates with their scores (higher is better) and the list's weight. */
export type ScoredList = { hits: { id: string; score: number }[]; weight: number };

/**
 * Weighted fusion of score-normalised lists: each list's scores are divided by its best, so a
 * list says both which candidate it prefers and by how much, and then weighted and summed.
 * Rank fusion (RRF) would keep only the order, and a section the subject index finds twice as
 * fitting as the next would weigh the same as a near tie.
 */
export const fuseScores = (lists: ScoredList[]): Map<string, number> => {
  const fused = new Map<string, number>();
  for (const { hits, weight } of lists) {
    const best = Math.max(...hits.map((hit) => hit.score));
    if (!(best > 0)) {
      continue;
    }
    for (const { id, score } of hits) {
      fused.set(id, (fused.get(id) ?? 0) + (weight * Math.max(0, score)) / best);
    }
  }
  return fused;
};

/** The best possible fused score: first in every list that found anything. */
export const maxFusedScore = (lists: ScoredList[]): number =>
  lists.filter((list) => list.hits.length > 0).reduce((sum, list) => sum + list.weight, 0);

/** Scores from an order alone (vector search returns ids): 1 for the first, falling linearly. */
export const rankScores = (ids: string[]): { id: string; score: number }[] =>
  ids.map((id, index) => ({ id, score: 1 - index / ids.length }));
