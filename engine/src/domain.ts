import type { AnnotatedSection } from './domain/annotations';
import type { LawDomain } from './domain/law-domain';
import type { NotCoveredConcept } from './domain/not-covered';
import type { PreparatoryNote } from './domain/preparatory-works';
import type { RulingFacts } from './domain/rulings';
import type { ThesaurusGroup } from './domain/thesaurus';

/**
 * What the engine knows of a law area beyond its statute text, read and validated by the caller
 * from the area's data pack (`data/areas/<id>/`): its laws, law names, setting words and texts
 * (`domain.json`), our annotations (the subject index and the answer layer), the everyday-word
 * thesaurus and the register of matters the sources do not cover; and from the bundled corpus,
 * the rulings' distinguishing facts and where the bill comments on each section.
 */
export type Domain = LawDomain & {
  /** What the area answers about, as running text says it ("reglerna om {subject}"). */
  subject: string;
  annotations: AnnotatedSection[];
  thesaurus: ThesaurusGroup[];
  notCovered: NotCoveredConcept[];
  rulingFacts: RulingFacts[];
  preparatoryNotes: PreparatoryNote[];
};
