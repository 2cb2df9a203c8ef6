/**
 * Signal list: sections the question cites together with their law ("9 a § LSS", "FL 25 §",
 * ADR 022). Reads the question; writes the chunk ids of those sections.
 */
import type { CorpusStore } from '../../ports';
import type { LawNames } from '../law-names';

export const namedSectionIds = (laws: LawNames, store: CorpusStore, question: string): Promise<string[]> =>
  store.chunkIdsOfSections(laws.namedSections(question));
