/** The usual RRF constant: damps the weight of top ranks so neither list dominates. */
export const RRF_K = 60;

export type RankedList = { ids: string[]; weight: number };

/** Weighted reciprocal rank fusion: score(id) = Σ weight / (k + rank). */
export const reciprocalRankFusion = (lists: RankedList[], k = RRF_K): Map<string, number> => {
  const scores = new Map<string, number>();
  for (const { ids, weight } of lists) {
    ids.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1));
    });
  }
  return scores;
};

/** The best possible fused score: first in every list. */
export const maxFusedScore = (lists: RankedList[], k = RRF_K): number =>
  lists.reduce((sum, list) => sum + list.weight, 0) / (k + 1);
