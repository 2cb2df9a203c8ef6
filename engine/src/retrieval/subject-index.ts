import { type AnnotatedSection, type Situation, sectionKey } from '../domain/annotations';
import type { ThesaurusGroup } from '../domain/thesaurus';
import { RANKING } from '../ranking-config';
import { createCharGramIndex } from './char-gram-index';
import { createTermIndex, type TermEntry } from './term-index';

/** The statute text of an annotated section, as stored. */
export type SectionText = { sfs: string; ref: string; title: string; headings: string; content: string };

/**
 * Field weights of the subject index: the everyday terms and situations say what a section
 * governs in the words officers use; the statute text adds its own words at a lower weight.
 */
const FIELD_WEIGHTS = RANKING.subjectIndex.fields;

export type SubjectHit = {
  key: string;
  /** The two views fused: each one's score over its best, summed (0–2). */
  score: number;
  /** Share of the question's word weight (idf) that the section's entry holds, 0–1. */
  coverage: number;
};

export type SituationMatch = {
  situation: Situation;
  /** Share of the situation's own word weight that the question holds, 0–1. */
  coverage: number;
};

/** The sections that replaced a repealed one: its seeAlso, but not transitional provisions. */
const successorsOf = (section: AnnotatedSection): string[] =>
  section.seeAlso.filter((ref) => ref.endsWith('§'));

/** Each list's scores over its best, summed per key. */
const fuse = (lists: { key: string; score: number }[][]): Map<string, number> => {
  const fused = new Map<string, number>();
  for (const hits of lists) {
    const best = Math.max(0, ...hits.map((hit) => hit.score));
    for (const hit of best > 0 ? hits : []) {
      fused.set(hit.key, (fused.get(hit.key) ?? 0) + hit.score / best);
    }
  }
  return fused;
};

/**
 * The subject index (sakregister) in our own words over the statute text of each annotated
 * section: which section a question in everyday words is about, and which of its situations it
 * describes. Two views of the same entries are fused: words (stems, compound parts and typos
 * mapped onto known words, multi-word terms as a whole) and character n-grams (fragments words
 * miss: unknown compounds, inflections, missing å/ä/ö).
 */
export const createSubjectIndex = (
  annotations: AnnotatedSection[],
  texts: SectionText[],
  thesaurus: ThesaurusGroup[] = [],
) => {
  const textByKey = new Map(texts.map((text) => [sectionKey(text.sfs, text.ref), text]));
  const sections = annotations.filter((section) => textByKey.has(sectionKey(section.sfs, section.ref)));
  const byKey = new Map(sections.map((section) => [sectionKey(section.sfs, section.ref), section]));

  const entries: TermEntry<string>[] = sections.map((section) => {
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
      phrases: [...section.terms, ...section.situations.map((situation) => situation.text)],
    };
  });
  const words = createTermIndex(entries, thesaurus);
  const charGrams = createCharGramIndex(entries);
  const situationIndex = createTermIndex(
    sections.flatMap((section) =>
      section.situations.map((situation) => ({
        key: { section: sectionKey(section.sfs, section.ref), situation },
        fields: [{ text: situation.text, weight: 1 }],
        phrases: [],
      })),
    ),
    thesaurus,
  );

  return {
    size: entries.length,
    /** The annotation of a section by its key ('2017:900 25 §'). */
    annotation: (key: string): AnnotatedSection | undefined => byKey.get(key),
    /** The statute text of an annotated section. */
    text: (key: string): SectionText | undefined => textByKey.get(key),
    keys: (): string[] => [...byKey.keys()],
    /** Annotated sections ranked for a question. */
    rank: (question: string, limit = entries.length): SubjectHit[] => {
      const wordHits = words.search(question);
      const coverage = new Map(wordHits.map((hit) => [hit.key, hit.coverage]));
      return [...fuse([wordHits, charGrams.search(question)])]
        .map(([key, score]) => ({ key, score, coverage: coverage.get(key) ?? 0 }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
    /**
     * Asked about a repealed law, its sections are found through the sections that replaced them
     * (the sections in their seeAlso; transitional provisions are no successor): each gets its own
     * score plus the best of its successors', so the old rule
     * leads where the question describes its present-day counterpart.
     */
    withPredecessors: (hits: SubjectHit[], repealedSfs: string): SubjectHit[] => {
      const byKey = new Map(hits.map((hit) => [hit.key, hit]));
      const predecessors = sections
        .filter((section) => section.sfs === repealedSfs)
        .flatMap((section) => {
          const key = sectionKey(section.sfs, section.ref);
          const own = byKey.get(key);
          const successors = successorsOf(section);
          const inherited = Math.max(0, ...successors.map((ref) => byKey.get(ref)?.score ?? 0));
          return inherited > 0
            ? [{ key, score: (own?.score ?? 0) + inherited, coverage: own?.coverage ?? 0 }]
            : [];
        });
      const replaced = new Set(predecessors.map((hit) => hit.key));
      return [...hits.filter((hit) => !replaced.has(hit.key)), ...predecessors].sort(
        (a, b) => b.score - a.score,
      );
    },
    /**
     * Not asked about a repealed law, a question its sections describe best is about the rule
     * that replaced them (the sections in their seeAlso): each successor gets at least its
     * predecessor's score. "Återställningsbidrag bara över 5 000 kr?" matches the old 14 § and
     * wants today's 16 §. The old section keeps its score; the scope prior keeps it behind.
     */
    withSuccessors: (hits: SubjectHit[], repealedSfs: string): SubjectHit[] => {
      const byKey = new Map(hits.map((hit) => [hit.key, hit]));
      for (const section of sections.filter((candidate) => candidate.sfs === repealedSfs)) {
        const own = byKey.get(sectionKey(section.sfs, section.ref));
        if (!own) {
          continue;
        }
        for (const ref of successorsOf(section)) {
          const successor = byKey.get(ref);
          if (textByKey.has(ref) && (successor?.score ?? 0) < own.score) {
            byKey.set(ref, { key: ref, score: own.score, coverage: successor?.coverage ?? own.coverage });
          }
        }
      }
      return [...byKey.values()].sort((a, b) => b.score - a.score);
    },
    /** The share of a text's content words that no annotated section's words or text know. */
    unknownShare: (text: string): number => words.unknownShare(text),
    /** The situations of one section that a question describes, the most fully described first. */
    situations: (question: string, key: string): SituationMatch[] =>
      situationIndex
        .search(question)
        .filter((hit) => hit.key.section === key)
        .map((hit) => ({ situation: hit.key.situation, coverage: hit.entryCoverage }))
        .sort((a, b) => b.coverage - a.coverage),
  };
};

export type SubjectIndex = ReturnType<typeof createSubjectIndex>;
