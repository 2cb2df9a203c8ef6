import { z } from 'zod';
import { foldDiacritics } from '../text/char-ngrams';
import { tokenize } from '../text/swedish-text';

/** Matters officers ask about that the corpus does not cover, with where to turn (our own words). */
export const NotCoveredSchema = z.object({
  provenance: z.string().min(10),
  concepts: z.array(
    z.object({
      name: z.string().min(3),
      terms: z.array(z.string().min(2)).min(1),
      /**
       * Terms that name the matter only together with a particular municipality or region
       * ("Örebro kommun", "Göteborgs stad", "Region Halland"): that authority's own blankett,
       * delegationsordning or avgift is not in the sources, while the law on the same thing is.
       */
      localTerms: z.array(z.string().min(2)).default([]),
      /** Citations the sources never hold, as case-insensitive regular expressions ("BFS 2018:12"). */
      citations: z.array(z.string().min(3)).default([]),
      pointer: z.string().min(20),
    }),
  ),
});

export type NotCoveredConcept = z.input<typeof NotCoveredSchema>['concepts'][number];

/** What the matcher reads of a concept: its terms, local terms and citations. */
type MatchableConcept = Pick<NotCoveredConcept, 'terms' | 'localTerms' | 'citations'>;

const words = (text: string): string[] => tokenize(text).map(foldDiacritics);

// Between two words of a term a question may put this many others ("höja den gamla hyran").
const MAX_GAP = 2;

/** A question word matches a term word that it equals or, from three letters, starts with. */
const matchesWord = (word: string, termWord: string) =>
  word === termWord || (termWord.length >= 3 && word.startsWith(termWord));

// A compound's last part names the thing ("plåtgarage" is a garage): from this many letters a term
// word also matches inside a longer word, after a first part of at least as many letters.
const COMPOUND_PART = 5;
const PREFIX_PART = 3;

/** Also inside a compound: "garage" in "plåtgaraget", not "råd" in "förrådet". */
const matchesPart = (word: string, termWord: string) =>
  matchesWord(word, termWord) ||
  (termWord.length >= COMPOUND_PART && word.indexOf(termWord, PREFIX_PART) >= PREFIX_PART);

/**
 * The term's words within a short span of the question, in any order: Swedish says the same thing
 * as "god mans arvode", "arvode till god man" and "arvode får en god man ta ut". The span is the
 * term's length with at most MAX_GAP other words between each pair of neighbours.
 */
const containsTerm = (question: string[], term: string[], match = matchesWord): boolean => {
  if (term.length === 0) {
    return false;
  }
  const span = term.length + MAX_GAP * (term.length - 1);
  for (let start = 0; start < question.length; start++) {
    // A span worth reading opens with one of the term's words.
    if (!term.some((termWord) => match(question[start] ?? '', termWord))) {
      continue;
    }
    const window = question.slice(start, start + span);
    const used = new Set<number>();
    const all = term.every((termWord) => {
      const at = window.findIndex((word, i) => !used.has(i) && match(word, termWord));
      return at >= 0 && used.add(at);
    });
    if (all) {
      return true;
    }
  }
  return false;
};

/**
 * A particular municipality or region by name: "i Örebro kommun", "har Göteborgs stad", "Region
 * Halland". Read from the question as typed, since only the capital letter tells a name; a
 * capital that opens a sentence tells nothing ("Vilken kommun …").
 */
const NAMED_AUTHORITY =
  /(?:(?<=[\p{Ll}\d,;]\s+)\p{Lu}[\p{L}-]+\s+(?:kommuns?|stads?|läns?)\b)|(?:\bRegion\s+\p{Lu}\p{L}+)/u;

/**
 * The concepts a question names (the not-covered register, the absent rules, rulings' facts). A
 * term matches at the start of a word (with `compounds`, also as a later part of one) and may go on as a
 * compound or an inflection ("bygglov" also in "bygglovet", "bygglovsansökan"); the words of a
 * multi-word term stand close together, in any order. A concept's local terms count only where
 * the question names a particular municipality or region, and its citations wherever they stand.
 */
export const createConceptMatcher = <Concept extends MatchableConcept>(
  concepts: Concept[],
  options: { compounds?: boolean } = {},
) => {
  const match = options.compounds ? matchesPart : matchesWord;
  const prepared = concepts.map((concept) => ({
    concept,
    terms: concept.terms.map(words),
    localTerms: (concept.localTerms ?? []).map(words),
    citations: (concept.citations ?? []).map((pattern) => new RegExp(pattern, 'iu')),
  }));
  return (question: string): Concept[] => {
    const text = words(question);
    const namesAuthority = NAMED_AUTHORITY.test(question);
    return prepared
      .filter(
        ({ terms, localTerms, citations }) =>
          terms.some((term) => containsTerm(text, term, match)) ||
          (namesAuthority && localTerms.some((term) => containsTerm(text, term, match))) ||
          citations.some((citation) => citation.test(question)),
      )
      .map(({ concept }) => concept);
  };
};

export type NotCoveredMatcher = (question: string) => NotCoveredConcept[];
