import type { LawDomain } from '../domain/law-domain';
import { RANKING } from '../ranking-config';
import { normalizeText } from '../text/swedish-text';

export type NamedSection = { sfs: string; reference: string };

/**
 * The laws of a law area as the retrieval stages read them, compiled once per engine from the
 * domain: which laws are the officer's own, the repealed one, and how a question names a law.
 */
export type LawNames = {
  /** The officer's own statutes: they lead unless a question names another law (ADR 010). */
  primary: ReadonlySet<string>;
  /** The repealed law; its sections and rulings lead only when a question is about it. */
  repealed: string | null;
  /** The law a section named without its law belongs to (paragraph mode, spec 1 §5). */
  paragraphModeLaw: string;
  /** The laws a question names, by SFS number. */
  namedLaws: (question: string) => Set<string>;
  /**
   * The sections a question cites together with their law ("enligt 9 a § LSS", "FL 25 §",
   * "26 kap. 12 § OSL"), as the law's number and the section's reference as stored ("9 a §",
   * "26 kap. 12 §"). A section without a law next to it is not one.
   */
  namedSections: (question: string) => NamedSection[];
  /** A pattern that finds a law's number or name in a statute's text (for cross references). */
  lawReference: (sfs: string) => RegExp | undefined;
};

/** A section as officers write it: "9 a §", "25 §", "26 kap. 12 §". */
const SECTION = /(?:\b(\d{1,2}) ?kap\.? ?)?\b(\d{1,3}) ?([a-h])? ?§/g;
/** How far a law's name may stand from the section it goes with: "25 § FL", "LSS 9 a §". */
const BEFORE_SECTION = RANKING.namedSections.maxGapBefore;
const AFTER_SECTION = RANKING.namedSections.maxGapAfter;

export const createLawNames = (domain: LawDomain): LawNames => {
  const lawNames = domain.lawNames.map(({ sfs, names, abbreviation }) => ({
    sfs,
    names: new RegExp(names),
    abbreviation: abbreviation === undefined ? undefined : new RegExp(abbreviation),
  }));
  // The law names again, global, to find every place a question names a law.
  const everywhere = domain.lawNames.map(({ sfs, names, abbreviation }) => ({
    sfs,
    names: new RegExp(names, 'g'),
    abbreviation: abbreviation === undefined ? undefined : new RegExp(abbreviation, 'g'),
  }));

  const namedLaws = (question: string): Set<string> => {
    const text = normalizeText(question);
    return new Set(
      lawNames
        .filter(({ names, abbreviation }) => names.test(text) || abbreviation?.test(question))
        .map(({ sfs }) => sfs),
    );
  };

  const namedSections = (question: string): NamedSection[] => {
    const text = question.normalize('NFKC').replace(/\s+/g, ' ');
    const lower = text.toLowerCase();
    const laws = everywhere.flatMap(({ sfs, names, abbreviation }) =>
      [...lower.matchAll(names), ...(abbreviation ? text.matchAll(abbreviation) : [])].map((match) => ({
        sfs,
        start: match.index,
        end: match.index + match[0].length,
      })),
    );
    const found = new Map<string, NamedSection>();
    for (const match of lower.matchAll(SECTION)) {
      const [whole, chapter, number, letter] = match;
      const start = match.index;
      const end = start + whole.length;
      // The nearest name wins: a repealed law's name may hold its successor's ("gamla X-lagen").
      const [law] = laws
        .flatMap((candidate) => {
          const before = candidate.end <= start;
          const gap = before ? start - candidate.end : candidate.start - end;
          return gap >= 0 && gap <= (before ? BEFORE_SECTION : AFTER_SECTION) ? [{ ...candidate, gap }] : [];
        })
        .sort((a, b) => a.gap - b.gap);
      if (law) {
        const reference = `${chapter ? `${chapter} kap. ` : ''}${number}${letter ? ` ${letter}` : ''} §`;
        found.set(`${law.sfs} ${reference}`, { sfs: law.sfs, reference });
      }
    }
    return [...found.values()];
  };

  // Built with the engine, not per question: a cited law's number or name in a statute's text.
  const references = new Map(
    lawNames.map(({ sfs, names }) => [sfs, new RegExp(`\\(${sfs}\\)|${names.source}`)]),
  );
  const lawReference = (sfs: string): RegExp | undefined => references.get(sfs);

  return {
    primary: new Set(domain.primaryStatutes),
    repealed: domain.repealedLaw,
    paragraphModeLaw: domain.paragraphModeLaw,
    namedLaws,
    namedSections,
    lawReference,
  };
};
