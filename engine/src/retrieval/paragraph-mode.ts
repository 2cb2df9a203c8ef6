/**
 * Paragraph mode stage (spec 1 §5). Reads the question; writes the section of the area's
 * paragraph-mode law it names, or null, and for such a question that section's chunks most like
 * it, in place of the hybrid ranking.
 */
import type { CorpusStore, Embedder, EngineLogger } from '../ports';
import { RANKING } from '../ranking-config';
import { normalizeText } from '../text/swedish-text';
import { withSentences } from './chunk-store';
import type { LawNames } from './law-names';
import { type Retrieval, toPassage } from './passage';
import { embedQuery } from './signals/vectors';

const SPELLED: Record<string, number> = {
  en: 1,
  ett: 1,
  första: 1,
  två: 2,
  andra: 2,
  tre: 3,
  tredje: 3,
  fyra: 4,
  fjärde: 4,
  fem: 5,
  femte: 5,
  sex: 6,
  sjätte: 6,
  sju: 7,
  sjunde: 7,
  åtta: 8,
  åttonde: 8,
  nio: 9,
  nionde: 9,
  tio: 10,
  tionde: 10,
};
const SPELLED_WORDS = Object.keys(SPELLED).join('|');

// A chapter reference ("26 kap. 12 §"), a förordning, secrecy (OSL) or any SFS number but the
// paragraph-mode law's is not about a section of that law; nor is a question that names another law.
const notAboutTheLaw = (sfs: string): RegExp =>
  new RegExp(`\\bkap\\b|\\bkap\\.|förordning|sekretess|\\b(?!${sfs})\\d{4}:\\d+`);

/** Paragraph mode's question reader for one law area, built once per engine. */
export type ParagraphMode = {
  /**
   * A question naming a section ('12 §', '§ 12', 'paragraf 12', or a number spelled one to ten)
   * is about that section of the paragraph-mode law. The section as written before '§' ('12',
   * '5 a'), or null when the question names none or names another law.
   */
  detect: (question: string) => string | null;
};

const PATTERNS: RegExp[] = [
  /(?:^|[^\d:])(\d{1,2})\s*([a-z])?\s*§/,
  /§\s*(\d{1,2})(?:\s*([a-h])\b)?/,
  /\bparagraf(?:en)?\s+(?:nummer\s+|nr\.?\s+)?(\d{1,2})(?:\s*([a-h])\b)?/,
  new RegExp(`(?:^|\\s)(${SPELLED_WORDS})\\s*§`),
  new RegExp(`\\bparagraf(?:en)?\\s+(${SPELLED_WORDS})\\b`),
  new RegExp(`\\b(${SPELLED_WORDS})\\s+paragrafen\\b`),
];

/** Paragraph mode (spec 1 §5) over the area's paragraph-mode law. */
export const createParagraphMode = (laws: LawNames): ParagraphMode => {
  const notAbout = notAboutTheLaw(laws.paragraphModeLaw);
  const namesAnotherLaw = (question: string) =>
    [...laws.namedLaws(question)].some((sfs) => sfs !== laws.paragraphModeLaw);
  return {
    detect: (question) => {
      const text = normalizeText(question);
      if (notAbout.test(text) || namesAnotherLaw(question)) {
        return null;
      }
      for (const pattern of PATTERNS) {
        const match = pattern.exec(text);
        const raw = match?.[1];
        if (!raw) {
          continue;
        }
        const number = /^\d+$/.test(raw) ? Number(raw) : SPELLED[raw];
        if (!number || number > 99) {
          continue;
        }
        const letter = match?.[2];
        return letter ? `${number} ${letter}` : String(number);
      }
      return null;
    },
  };
};

/** The named section's chunks, the ones most like the question first (by vector when it has one). */
export const paragraphRetrieval = async (
  deps: { store: CorpusStore; embedder: Embedder; logger: EngineLogger },
  law: string,
  query: string,
  section: string,
): Promise<Retrieval> => {
  const candidates = await deps.store.chunksOfSection(law, section);
  if (candidates.length === 0) {
    return { passages: [], paragraphSection: section, expandedQuery: query };
  }
  const vector = await embedQuery(deps.embedder, deps.logger, query);
  const similarity = vector
    ? await deps.store.vectorSimilarities(
        { name: deps.embedder.model, dimension: deps.embedder.dimension },
        vector,
        candidates.map((chunk) => chunk.id),
      )
    : new Map<string, number>();
  const ranked = candidates
    .map((chunk) => ({ chunk, score: similarity.get(chunk.id) ?? 1 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, RANKING.paragraphMode.top);
  return {
    passages: ranked.map(({ chunk }) => toPassage(withSentences(chunk), 1, 'paragraph', [query])),
    paragraphSection: section,
    expandedQuery: query,
  };
};
