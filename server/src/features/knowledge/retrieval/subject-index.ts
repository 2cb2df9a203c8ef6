import { type AnnotatedSection, type Situation, sectionKey } from '../corpus/annotations';
import { type CharGramHit, createCharGramIndex } from './char-gram-index';

/** The statute text of an annotated section, as stored. */
export type SectionText = { sfs: string; ref: string; title: string; headings: string; content: string };

/**
 * Field weights of the subject index: the everyday terms and situations say what a section
 * governs in the words officers use; the statute text adds its own words at a lower weight.
 */
const FIELD_WEIGHTS = { terms: 3, situations: 2, rule: 1.5, heading: 1.5, content: 1 } as const;

export type SituationMatch = { situation: Situation; score: number; coverage: number };

/**
 * The subject index (sakregister) in our own words over the statute text of each annotated
 * section, searched with character n-grams: which section a question in everyday words is
 * about, and which of its situations it describes.
 */
export const createSubjectIndex = (annotations: AnnotatedSection[], texts: SectionText[]) => {
  const textByKey = new Map(texts.map((text) => [sectionKey(text.sfs, text.ref), text]));
  const sections = annotations.filter((section) => textByKey.has(sectionKey(section.sfs, section.ref)));
  const byKey = new Map(sections.map((section) => [sectionKey(section.sfs, section.ref), section]));

  const sectionIndex = createCharGramIndex(
    sections.map((section) => {
      const key = sectionKey(section.sfs, section.ref);
      const text = textByKey.get(key);
      return {
        key,
        fields: [
          { text: section.terms.join(' \n '), weight: FIELD_WEIGHTS.terms },
          {
            text: section.situations.map((situation) => situation.text).join(' \n '),
            weight: FIELD_WEIGHTS.situations,
          },
          { text: section.rule, weight: FIELD_WEIGHTS.rule },
          { text: `${text?.title ?? ''} ${text?.headings ?? ''}`, weight: FIELD_WEIGHTS.heading },
          { text: text?.content ?? '', weight: FIELD_WEIGHTS.content },
        ],
      };
    }),
  );
  const situationIndex = createCharGramIndex(
    sections.flatMap((section) =>
      section.situations.map((situation) => ({
        key: { section: sectionKey(section.sfs, section.ref), situation },
        fields: [{ text: situation.text, weight: 1 }],
      })),
    ),
  );

  return {
    size: sectionIndex.size,
    /** The annotation of a section by its key ('2018:222 5 §'). */
    annotation: (key: string): AnnotatedSection | undefined => byKey.get(key),
    /** The statute text of an annotated section. */
    text: (key: string): SectionText | undefined => textByKey.get(key),
    keys: (): string[] => [...byKey.keys()],
    /** Annotated sections ranked for a question. */
    rank: (question: string, limit?: number): CharGramHit<string>[] => sectionIndex.search(question, limit),
    /** The situations of one section that a question describes, best first. */
    situations: (question: string, key: string): SituationMatch[] =>
      situationIndex
        .search(question)
        .filter((hit) => hit.key.section === key)
        .map((hit) => ({ situation: hit.key.situation, score: hit.score, coverage: hit.coverage })),
  };
};

export type SubjectIndex = ReturnType<typeof createSubjectIndex>;
