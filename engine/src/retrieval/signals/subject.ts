/**
 * Signal list: the subject index (ADR 010). Reads the question (a named place heard as
 * "kommun", ADR 023) and whether it asks about the repealed law; writes the annotated sections'
 * chunks with their fused subject score and how much of the question's word weight they cover.
 * A repealed section lends its score to its successors, or borrows theirs when asked about (ADR 022).
 */
import { RANKING } from '../../ranking-config';
import { REPEALED_BAB_LAW } from '../law-names';
import type { SubjectState } from '../subject-state';

export type SubjectSignalHit = { id: string; sfs: string; score: number; coverage: number };

export const subjectHits = (state: SubjectState, query: string, asksOldLaw: boolean): SubjectSignalHit[] => {
  const hits = state.index.rank(query, RANKING.limits.candidatesPerList);
  const withHistory = asksOldLaw
    ? state.index.withPredecessors(hits, REPEALED_BAB_LAW)
    : state.index.withSuccessors(hits, REPEALED_BAB_LAW);
  return withHistory.flatMap((hit) => {
    const id = state.chunkIds.get(hit.key);
    const sfs = state.index.text(hit.key)?.sfs ?? '';
    return id ? [{ id, sfs, score: hit.score, coverage: hit.coverage }] : [];
  });
};
