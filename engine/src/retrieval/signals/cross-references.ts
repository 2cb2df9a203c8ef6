/**
 * Signal list: the officer's own sections that refer to a law the question names (6 § to SoL
 * and LSS). Reads the named laws; writes those sections' chunk ids. Not for the repealed BAB
 * law: the sections that name it only say when it still applies, and a question about the old
 * law wants its own sections.
 */
import { lawReference, PRIMARY_STATUTES, REPEALED_BAB_LAW } from '../law-names';
import type { SubjectState } from '../subject-state';

export const crossReferences = (state: SubjectState, named: Set<string>): string[] => {
  const patterns = [...named]
    .filter((sfs) => !PRIMARY_STATUTES.has(sfs) && sfs !== REPEALED_BAB_LAW)
    .flatMap((sfs) => lawReference(sfs) ?? []);
  if (patterns.length === 0) {
    return [];
  }
  return state.index.keys().flatMap((key) => {
    const text = state.index.text(key);
    const id = state.chunkIds.get(key);
    return text &&
      id &&
      PRIMARY_STATUTES.has(text.sfs) &&
      patterns.some((p) => p.test(text.content.toLowerCase()))
      ? [id]
      : [];
  });
};
