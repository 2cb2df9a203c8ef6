/**
 * Signal list: the officer's own sections that refer to a law the question names (a section on
 * coordination referring to SoL and LSS). Reads the named laws; writes those sections' chunk ids.
 * Not for the area's repealed law: the sections that name it only say when it still applies, and
 * a question about the old law wants its own sections.
 */
import type { LawNames } from '../law-names';
import type { SubjectState } from '../subject-state';

export const crossReferences = (laws: LawNames, state: SubjectState, named: Set<string>): string[] => {
  const patterns = [...named]
    .filter((sfs) => !laws.primary.has(sfs) && sfs !== laws.repealed)
    .flatMap((sfs) => laws.lawReference(sfs) ?? []);
  if (patterns.length === 0) {
    return [];
  }
  return state.index.keys().flatMap((key) => {
    const text = state.index.text(key);
    const id = state.chunkIds.get(key);
    return text &&
      id &&
      laws.primary.has(text.sfs) &&
      patterns.some((p) => p.test(text.content.toLowerCase()))
      ? [id]
      : [];
  });
};
