import { RANKING } from '../ranking-config';
import { normalizeText } from '../text/swedish-text';

/** The officer's own statutes: they lead unless a question names another law (ADR 010). */
export const PRIMARY_STATUTES: ReadonlySet<string> = new Set(['2018:222', '2018:224', '2017:900']);

/** The repealed BAB law; its sections and rulings lead only when a question is about it. */
export const REPEALED_BAB_LAW = '1992:1574';

/** The law a section named without its law belongs to (paragraph mode, spec 1 §5). */
export const PARAGRAPH_MODE_LAW = '2018:222';

type LawName = {
  sfs: string;
  /** Number or name, matched on the lower-cased question. */
  names: RegExp;
  /** The usual abbreviation, matched as written ("SoL", "KL"), since some are also words. */
  abbreviation?: RegExp;
};

/** How officers name the laws of the corpus: by number, by name or by the usual abbreviation. */
const LAW_NAMES: LawName[] = [
  { sfs: '2018:222', names: /2018:222|bab-lagen|lagen om bostadsanpassningsbidrag|bostadsanpassningslagen/ },
  { sfs: '2018:224', names: /2018:224|förordningen om bostadsanpassningsbidrag|bab-förordningen/ },
  { sfs: '2017:900', names: /2017:900|förvaltningslag/, abbreviation: /\bFL\b/ },
  { sfs: '1971:291', names: /1971:291|förvaltningsprocesslag|\bfpl\b/ },
  { sfs: '1971:289', names: /1971:289|lagen om allmänna förvaltningsdomstolar/ },
  { sfs: '2009:400', names: /2009:400|offentlighets- och sekretesslag|sekretesslag|\bosl\b/ },
  { sfs: '1993:387', names: /1993:387|\blss\b|lagen om stöd och service/ },
  { sfs: '2017:30', names: /2017:30\b|hälso- och sjukvårdslag|\bhsl\b/ },
  { sfs: '2025:400', names: /2025:400|2001:453|socialtjänstlag/, abbreviation: /\b(?:SoL|SOL)\b/ },
  { sfs: '2017:725', names: /2017:725|kommunallag/, abbreviation: /\bKL\b/ },
  {
    sfs: REPEALED_BAB_LAW,
    names:
      /1992:1574|(?:gamla|äldre|tidigare|upphävda) (?:bab-)?lagen|1992 års lag|äldre bestämmelser|före (?:den )?1 juli 2018/,
  },
  { sfs: '1993:1127', names: /1993:1127/ },
];

/** The laws a question names, by SFS number. */
export const namedLaws = (question: string): Set<string> => {
  const text = normalizeText(question);
  return new Set(
    LAW_NAMES.filter(({ names, abbreviation }) => names.test(text) || abbreviation?.test(question)).map(
      ({ sfs }) => sfs,
    ),
  );
};

/** A section as officers write it: "9 a §", "25 §", "26 kap. 12 §". */
const SECTION = /(?:\b(\d{1,2}) ?kap\.? ?)?\b(\d{1,3}) ?([a-h])? ?§/g;
/** How far a law's name may stand from the section it goes with: "25 § FL", "LSS 9 a §", "9 § i gamla bab-lagen". */
const BEFORE_SECTION = RANKING.namedSections.maxGapBefore;
const AFTER_SECTION = RANKING.namedSections.maxGapAfter;

export type NamedSection = { sfs: string; reference: string };

// The law names again, global, to find every place a question names a law (built once).
const LAW_NAMES_EVERYWHERE = LAW_NAMES.map(({ sfs, names, abbreviation }) => ({
  sfs,
  names: new RegExp(names.source, 'g'),
  abbreviation: abbreviation && new RegExp(abbreviation.source, 'g'),
}));

/**
 * The sections a question cites together with their law ("enligt 9 a § LSS", "FL 25 §",
 * "26 kap. 12 § OSL"), as the law's number and the section's reference as stored ("9 a §",
 * "26 kap. 12 §"). A section without a law next to it is not one.
 */

export const namedSections = (question: string): NamedSection[] => {
  const text = question.normalize('NFKC').replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const laws = LAW_NAMES_EVERYWHERE.flatMap(({ sfs, names, abbreviation }) =>
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
    // The nearest name wins: "gamla bab-lagen" is the repealed law, though "bab-lagen" is in it.
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

/** A pattern that finds a law's number or name in a statute's text (for cross references). */
export const lawReference = (sfs: string): RegExp | undefined => {
  const law = LAW_NAMES.find((candidate) => candidate.sfs === sfs);
  return law ? new RegExp(`\\(${sfs}\\)|${law.names.source}`) : undefined;
};
