import { createConceptMatcher } from './not-covered';

/**
 * What the engine knows of a ruling beyond its summary's text (issue 27): its id and case number,
 * the law it applied, the sections it bears on, and its distinguishing facts as groups of words.
 */
export type RulingFacts = {
  /** 'HFD 2020 ref. 20', 'Kammarrätten i Göteborg mål nr 1234-19', 'JO dnr 1234-2019'. */
  id: string;
  caseNumber: string | null;
  /** The SFS of the provision it applied: how its summary is stored. */
  sfs: string | null;
  /** Each group names one distinguishing fact; a question holds the facts when it names every group. */
  factTerms: string[][];
  /**
   * For a ruling on a grant: whether the measure in its facts could get one (true), or could not
   * (false); null for a ruling on procedure.
   */
  grantable: boolean | null;
  /** The provisions it applied and their counterparts today, as 'SFS N §'. */
  sections: string[];
};

export type RulingMatcher = {
  /** The rulings a question names by reference ("HFD 2020 ref. 20", "RÅ 2002:100") or case number. */
  named: (question: string) => RulingFacts[];
  /** The rulings whose distinguishing facts the question holds, every group of them. */
  described: (question: string) => RulingFacts[];
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways officers write a ruling's reference: "HFD 2020 ref. 20", "HFD 2020 ref 20",
 * "HFD 2020:20" (lagen.nu's form), "RÅ 2002 not. 100"; a case number on its own ("mål nr 5843-19").
 */
const referencePatterns = (ruling: RulingFacts): string[] => {
  const published = /^(HFD|RÅ|RegR) (\d{4}) (ref|not)\. (\d+)$/.exec(ruling.id);
  const patterns = published
    ? [`\\b${published[1]} ?${published[2]}(?: ${published[3]}\\.?|:) ?${published[4]}(?!\\d)`]
    : [`${literal(ruling.id)}(?!\\d)`];
  if (ruling.caseNumber) {
    patterns.push(`(?<![\\d-])${literal(ruling.caseNumber)}(?![\\d-])`);
  }
  return patterns;
};

export const createRulingMatcher = (rulings: RulingFacts[]): RulingMatcher => {
  const byReference = createConceptMatcher(
    rulings.map((ruling) => ({ ruling, terms: [], citations: referencePatterns(ruling) })),
  );
  // One concept a fact group; a ruling is described when all its groups are named.
  const groups = createConceptMatcher(
    rulings.flatMap((ruling) => ruling.factTerms.map((terms) => ({ ruling, terms }))),
    { compounds: true },
  );
  return {
    named: (question) => byReference(question).map(({ ruling }) => ruling),
    described: (question) => {
      const named = new Map<RulingFacts, number>();
      for (const { ruling } of groups(question)) {
        named.set(ruling, (named.get(ruling) ?? 0) + 1);
      }
      return rulings.filter((ruling) => named.get(ruling) === ruling.factTerms.length);
    },
  };
};
