/**
 * Dedupe stage. Reads the reranked candidates and each one's source identity; writes one candidate
 * per source, in the order of its first occurrence.
 */

const PART_TITLE = /^Del \d+ –/;

/** What dedupe needs to know of a source: its identity, its title and how much it carries. */
export type SourceIdentity = {
  /** File or source name. */
  origin: string;
  url: string | null;
  sectionReference: string;
  title: string;
  /** Larger is richer (more text, a link). */
  richness: number;
};

/**
 * Merges duplicates of one source (same file or source name, same URL and section): prefers a
 * title that does not start with 'Del N –', then the richer record (spec 1 §9). Keeps the
 * position of the first occurrence.
 */
export const dedupeSources = <T>(items: T[], identify: (item: T) => SourceIdentity): T[] => {
  const kept = new Map<string, { item: T; identity: SourceIdentity }>();
  for (const item of items) {
    const identity = identify(item);
    const key = [identity.origin, identity.url ?? '', identity.sectionReference].join('|');
    const existing = kept.get(key);
    if (!existing) {
      kept.set(key, { item, identity });
      continue;
    }
    const existingIsPart = PART_TITLE.test(existing.identity.title);
    const itemIsPart = PART_TITLE.test(identity.title);
    if (
      (existingIsPart && !itemIsPart) ||
      (existingIsPart === itemIsPart && identity.richness > existing.identity.richness)
    ) {
      kept.set(key, { item, identity });
    }
  }
  return [...kept.values()].map(({ item }) => item);
};
