import { type NotCoveredConcept, NotCoveredSchema } from '@app/engine';
import { readPackFile } from './pack-file';

/**
 * Matters officers ask about that the corpus does not cover, with where to turn (our own words),
 * in a law area's folder.
 */
export const NOT_COVERED_FILE = 'scope/not-covered.json';

export const loadNotCovered = (areaDir: string): NotCoveredConcept[] =>
  readPackFile(areaDir, NOT_COVERED_FILE, NotCoveredSchema)?.concepts ?? [];
