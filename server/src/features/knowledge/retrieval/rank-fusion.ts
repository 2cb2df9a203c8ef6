/** The usual RRF constant: damps the weight of top ranks so neither list dominates. */
export const RRF_K = 60;

/** Reciprocal rank fusion of ranked id lists: score(id) = Σ 1 / (k + rank). */
export const reciprocalRankFusion = (lists: string[][], k = RRF_K): Map<string, number> => {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  }
  return scores;
};

/** The best possible fused score: first in every list. */
export const maxFusedScore = (listCount: number, k = RRF_K): number => listCount / (k + 1);
