/**
 * Signal list: the annotated sections' own vectors. Reads the query vector; writes every
 * annotated section's chunk with its cosine similarity (none without a vector).
 */
import { cosine, type SubjectState } from '../subject-state';

export const subjectVectorHits = (
  state: SubjectState,
  vector: number[] | null,
): { id: string; score: number }[] =>
  vector && state.vectors
    ? [...state.vectors].flatMap(([key, sectionVector]) => {
        const id = state.chunkIds.get(key);
        return id ? [{ id, score: cosine(vector, sectionVector) }] : [];
      })
    : [];
