import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnnotatedSection, LawAnnotationsSchema } from '@app/engine';

/** Where a law area's pack keeps the answer layer in our own words (one file per law). */
export const ANNOTATIONS_DIR = 'annotations';

/** Reads every `annotations/*.json` of a law area's folder; names the file of a bad entry. */
export const loadAnnotations = (areaDir: string): AnnotatedSection[] => {
  const dir = join(areaDir, ANNOTATIONS_DIR);
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const parsed = LawAnnotationsSchema.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${ANNOTATIONS_DIR}/${name}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      const { sfs, asOf, sections } = parsed.data;
      return sections.map((section) => ({ ...section, sfs, asOf }));
    });
};
