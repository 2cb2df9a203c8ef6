import type { AnnotatedSection } from './domain/annotations';
import type { NotCoveredConcept } from './domain/not-covered';
import type { ThesaurusGroup } from './domain/thesaurus';

/**
 * What the engine knows of a law area beyond its statute text, read and validated by the caller:
 * our annotations (the subject index and the answer layer), the everyday-word thesaurus and the
 * register of matters the sources do not cover. A law area's data pack fills it.
 */
export type Domain = {
  annotations: AnnotatedSection[];
  thesaurus: ThesaurusGroup[];
  notCovered: NotCoveredConcept[];
};
