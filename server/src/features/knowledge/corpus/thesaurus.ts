import { type ThesaurusGroup, ThesaurusSchema } from '@app/engine';
import { readPackFile } from './pack-file';

/** Everyday words for the same thing, in our own words (ADR 021), in a law area's folder. */
export const THESAURUS_FILE = 'thesaurus/everyday-words.json';

export const loadThesaurus = (areaDir: string): ThesaurusGroup[] =>
  readPackFile(areaDir, THESAURUS_FILE, ThesaurusSchema)?.groups ?? [];
