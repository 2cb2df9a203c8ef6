import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { foldDiacritics } from '../text/char-ngrams';
import { tokenize } from '../text/swedish-text';

/** Matters officers ask about that the corpus does not cover, with where to turn (our own words). */
export const NOT_COVERED_FILE = 'scope/not-covered.json';

const NotCoveredSchema = z.object({
  provenance: z.string().min(10),
  concepts: z.array(
    z.object({
      name: z.string().min(3),
      terms: z.array(z.string().min(2)).min(1),
      pointer: z.string().min(20),
    }),
  ),
});

export type NotCoveredConcept = z.infer<typeof NotCoveredSchema>['concepts'][number];

export const loadNotCovered = (corpusDir: string): NotCoveredConcept[] => {
  const path = join(corpusDir, NOT_COVERED_FILE);
  return existsSync(path) ? NotCoveredSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).concepts : [];
};

const words = (text: string): string[] => tokenize(text).map(foldDiacritics);

// Between two words of a term a question may put this many others ("höja den gamla hyran").
const MAX_GAP = 2;

/** A question word matches a term word that it equals or, from three letters, starts with. */
const matchesWord = (word: string, termWord: string) =>
  word === termWord || (termWord.length >= 3 && word.startsWith(termWord));

/** The term's words, in order, with at most MAX_GAP other words between neighbours. */
const containsTerm = (question: string[], term: string[]): boolean => {
  const from = (position: number, index: number): boolean => {
    if (index === term.length) {
      return true;
    }
    const last = index === 0 ? question.length - 1 : Math.min(question.length - 1, position + MAX_GAP + 1);
    for (let i = index === 0 ? 0 : position + 1; i <= last; i++) {
      if (matchesWord(question[i] ?? '', term[index] ?? '') && from(i, index + 1)) {
        return true;
      }
    }
    return false;
  };
  return term.length > 0 && from(-1, 0);
};

/**
 * The concepts a question names. A term matches at the start of a word and may go on as a
 * compound or an inflection ("bygglov" also in "bygglovet", "bygglovsansökan"); the words of a
 * multi-word term come in order, with at most two others between them.
 */
export const createNotCoveredMatcher = (concepts: NotCoveredConcept[]) => {
  const terms = concepts.map((concept) => ({ concept, terms: concept.terms.map(words) }));
  return (question: string): NotCoveredConcept[] => {
    const text = words(question);
    return terms
      .filter(({ terms }) => terms.some((term) => containsTerm(text, term)))
      .map(({ concept }) => concept);
  };
};

export type NotCoveredMatcher = ReturnType<typeof createNotCoveredMatcher>;
