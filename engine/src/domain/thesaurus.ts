import { z } from 'zod';

/** Everyday words for the same thing, in our own words (ADR 021). */
export const ThesaurusSchema = z.object({
  provenance: z.string().min(10),
  groups: z.array(
    z.object({
      concept: z.string().min(2),
      members: z.array(z.string().min(2)).min(2),
    }),
  ),
});

export type ThesaurusGroup = z.infer<typeof ThesaurusSchema>['groups'][number];
