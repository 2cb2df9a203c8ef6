import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Everyday words for the same thing, in our own words (ADR 021). */
export const THESAURUS_FILE = 'thesaurus/everyday-words.json';

const ThesaurusSchema = z.object({
  provenance: z.string().min(10),
  groups: z.array(
    z.object({
      concept: z.string().min(2),
      members: z.array(z.string().min(2)).min(2),
    }),
  ),
});

export type ThesaurusGroup = z.infer<typeof ThesaurusSchema>['groups'][number];

export const loadThesaurus = (corpusDir: string): ThesaurusGroup[] => {
  const path = join(corpusDir, THESAURUS_FILE);
  return existsSync(path) ? ThesaurusSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).groups : [];
};
