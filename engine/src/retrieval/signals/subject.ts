/**
 * Signal list: the subject index (ADR 010). Reads the question (a named place heard as
 * "kommun", ADR 023) and whether it asks about the repealed law; writes the annotated sections'
 * chunks with their fused subject score and how much of the question's word weight they cover.
 * A repealed section lends its score to its successors, or borrows theirs when asked about (ADR 022).
 */
import { RANKING } from '../../ranking-config';
import type { SubjectState } from '../subject-state';

export type SubjectSignalHit = { id: string; sfs: string; score: number; coverage: number };

export const subjectHits = (
  state: SubjectState,
  query: string,
  repealed: { law: string | null; asked: boolean },
): SubjectSignalHit[] => {
  const hits = state.index.rank(query, RANKING.limits.candidatesPerList);
  const withHistory = !repealed.law
    ? hits
    : repealed.asked
      ? state.index.withPredecessors(hits, repealed.law)
      : state.index.withSuccessors(hits, repealed.law);
  return withHistory.flatMap((hit) => {
    const id = state.chunkIds.get(hit.key);
    const sfs = state.index.text(hit.key)?.sfs ?? '';
    return id ? [{ id, sfs, score: hit.score, coverage: hit.coverage }] : [];
  });
};
