import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type NotCoveredConcept, NotCoveredSchema } from '@app/engine';

/** Matters officers ask about that the corpus does not cover, with where to turn (our own words). */
export const NOT_COVERED_FILE = 'scope/not-covered.json';

export const loadNotCovered = (corpusDir: string): NotCoveredConcept[] => {
  const path = join(corpusDir, NOT_COVERED_FILE);
  return existsSync(path) ? NotCoveredSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).concepts : [];
};
