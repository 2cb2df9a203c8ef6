/**
 * Corpus facts the signal lists share, rebuilt when the corpus changes (corpus-facts.ts): the
 * subject index over the annotated sections' stored text, each section's chunk id, and each
 * section's unit vector. Reads the domain's annotations and thesaurus, the store's section texts and the
 * embedder; writes a SubjectState.
 */

import type { Domain } from '../domain';
import { sectionKey } from '../domain/annotations';
import type { CorpusStore, Embedder, EngineLogger } from '../ports';
import { createSubjectIndex, type SubjectIndex } from './subject-index';

export type SubjectState = {
  index: SubjectIndex;
  chunkIds: Map<string, string>;
  /** Unit vectors of each annotated section's subject text, or null without an embedder. */
  vectors: Map<string, number[]> | null;
};

/** The dot product: the cosine of unit vectors. */
export const cosine = (a: number[], b: number[]): number => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
  }
  return dot;
};

/**
 * The vectors embed the annotations only, which do not change with the corpus: a rebuild takes
 * the `previous` state's when they cover every section, and calls the embedder only when not.
 */
export const buildSubjectState = async (
  deps: { domain: Domain; store: CorpusStore; embedder: Embedder; logger: EngineLogger },
  previous?: SubjectState,
): Promise<SubjectState> => {
  const { annotations, thesaurus } = deps.domain;
  const laws = [...new Set(annotations.map((section) => section.sfs))];
  const texts = await deps.store.sectionTexts(laws);
  const index = createSubjectIndex(annotations, texts, thesaurus);
  const chunkIds = new Map(texts.map((text) => [sectionKey(text.sfs, text.ref), text.id]));
  const keys = index.keys();
  const known = previous?.vectors;
  if (known && keys.every((key) => known.has(key))) {
    return { index, chunkIds, vectors: known };
  }
  let vectors: Map<string, number[]> | null = null;
  try {
    const embedded = await deps.embedder.embed(
      keys.map((key) => {
        const section = index.annotation(key);
        return [
          section?.rule,
          ...(section?.terms ?? []),
          ...(section?.situations ?? []).map((s) => s.text),
        ].join('\n');
      }),
    );
    const unit = (vector: number[]) => {
      const norm = Math.sqrt(cosine(vector, vector)) || 1;
      return vector.map((value) => value / norm);
    };
    vectors = new Map(keys.map((key, i) => [key, unit(embedded[i] ?? [])]));
  } catch (error) {
    deps.logger.warn({ err: error }, 'subject index not embedded; its words still count');
  }
  return { index, chunkIds, vectors };
};
