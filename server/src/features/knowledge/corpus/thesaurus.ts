import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ThesaurusGroup, ThesaurusSchema } from '@app/engine';

/** Everyday words for the same thing, in our own words (ADR 021). */
export const THESAURUS_FILE = 'thesaurus/everyday-words.json';

export const loadThesaurus = (corpusDir: string): ThesaurusGroup[] => {
  const path = join(corpusDir, THESAURUS_FILE);
  return existsSync(path) ? ThesaurusSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).groups : [];
};
