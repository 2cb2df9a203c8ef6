/**
 * Scope prior (ADR 010, ADR 023): how much a candidate's law counts for this question. Reads the
 * fused scores, the candidates' facts, the laws the question names, the annotated and referring
 * sections and the subject hits; writes the candidates ranked by fused score × prior (× the
 * weight of a chunk without a section, × the chosen topic's boost), relative to the best possible
 * fused score, ties to the earlier section of the same law.
 */
import type { ChunkFacts } from '../ports';
import { RANKING } from '../ranking-config';
import type { LawNames } from './law-names';

const SCOPE_PRIOR = RANKING.scopePrior;

/** The other law whose section the subject index ranks first by the margin, if any (ADR 023). */
export const lawTheSubjectPoints = (
  laws: Pick<LawNames, 'primary' | 'repealed'>,
  hits: { sfs: string; score: number }[],
): string | null => {
  const [first] = hits;
  if (!first || laws.primary.has(first.sfs) || first.sfs === laws.repealed) {
    return null;
  }
  const ownBest = Math.max(0, ...hits.filter((hit) => laws.primary.has(hit.sfs)).map((hit) => hit.score));
  return first.score >= SCOPE_PRIOR.impliedLawMargin * ownBest ? first.sfs : null;
};

export type ScopeInput = {
  laws: Pick<LawNames, 'primary' | 'repealed'>;
  named: Set<string>;
  annotatedIds: Set<string>;
  referringIds: Set<string>;
  subjectHits: { sfs: string; score: number }[];
};

/** The prior of a chunk's law for this question. */
export const scopePrior = ({ laws, named, annotatedIds, referringIds, subjectHits }: ScopeInput) => {
  const asksOldLaw = laws.repealed !== null && named.has(laws.repealed);
  const namesOtherLaw = [...named].some((sfs) => !laws.primary.has(sfs));
  const impliedLaw = namesOtherLaw ? null : lawTheSubjectPoints(laws, subjectHits);
  return (chunk: { id: string; sfsNumber: string | null; repealed: boolean }): number => {
    if (chunk.repealed) {
      return asksOldLaw ? SCOPE_PRIOR.namedLaw.named : SCOPE_PRIOR.repealed;
    }
    const primary = !chunk.sfsNumber || laws.primary.has(chunk.sfsNumber);
    const annotated = annotatedIds.has(chunk.id);
    if (!namesOtherLaw) {
      const prior = SCOPE_PRIOR.ownLaw;
      if (primary || (annotated && chunk.sfsNumber === impliedLaw)) {
        return prior.primary;
      }
      return annotated ? prior.annotated : prior.other;
    }
    const prior = SCOPE_PRIOR.namedLaw;
    if (chunk.sfsNumber && named.has(chunk.sfsNumber)) {
      return prior.named;
    }
    if (primary) {
      return referringIds.has(chunk.id) ? prior.referring : prior.primary;
    }
    return annotated ? prior.annotated : prior.other;
  };
};

export type RankedCandidate = { chunk: ChunkFacts; score: number };

/** The candidates by fused score times their prior, relative to the best possible fused score. */
export const rankInScope = (
  facts: ChunkFacts[],
  fused: Map<string, number>,
  bestFused: number,
  priorOf: (chunk: ChunkFacts) => number,
  subtopic: string | undefined,
): RankedCandidate[] =>
  facts
    .map((chunk) => {
      const boost = subtopic && chunk.subtopic === subtopic ? SCOPE_PRIOR.subtopicBoost : 1;
      const weight = priorOf(chunk) * (chunk.section ? 1 : SCOPE_PRIOR.sectionlessWeight);
      return { chunk, score: (fused.get(chunk.id) ?? 0) * weight * boost };
    })
    // Relative to the best possible fused score: 1 when every list ranks a chunk first.
    .map((item) => ({ ...item, score: item.score / bestFused }))
    // Ties go to the earlier section of the same law, so results never depend on random ids.
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.chunk.documentKey.localeCompare(b.chunk.documentKey) ||
        a.chunk.ordinal - b.chunk.ordinal,
    );
