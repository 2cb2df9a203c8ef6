import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { foldDiacritics } from '../text/char-ngrams';
import { normalizeText } from '../text/swedish-text';

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

const folded = (text: string) => foldDiacritics(normalizeText(text));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The concepts a question names. A term matches at the start of a word and may go on as a
 * compound or an inflection ("bygglov" also in "bygglovet", "bygglovsansökan").
 */
export const createNotCoveredMatcher = (concepts: NotCoveredConcept[]) => {
  const patterns = concepts.map((concept) => ({
    concept,
    pattern: new RegExp(
      `(?:^|[^\\p{L}\\p{N}])(?:${concept.terms.map((term) => escapeRegExp(folded(term))).join('|')})`,
      'u',
    ),
  }));
  return (question: string): NotCoveredConcept[] => {
    const text = folded(question);
    return patterns.filter(({ pattern }) => pattern.test(text)).map(({ concept }) => concept);
  };
};

export type NotCoveredMatcher = ReturnType<typeof createNotCoveredMatcher>;
