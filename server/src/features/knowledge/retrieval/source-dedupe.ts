/** Source classes in display order (spec 1 §9). */
export const SOURCE_CLASS_ORDER = ['core', 'extended', 'other'] as const;

const PART_TITLE = /^Del \d+ –/;

type Dedupable = {
  title: string;
  source: string;
  file_name: string | null;
  source_url: string | null;
  section_reference: string;
  snippet: string;
};

const richness = (item: Dedupable): number => item.snippet.length + (item.source_url ? 1000 : 0);

/**
 * Merges duplicates of one source (same file or source name, same URL and section): prefers a
 * title that does not start with 'Del N –', then the richer record (spec 1 §9). Keeps order.
 */
export const dedupeSources = <T extends Dedupable>(items: T[]): T[] => {
  const kept = new Map<string, T>();
  for (const item of items) {
    const key = [item.file_name || item.source, item.source_url ?? '', item.section_reference].join('|');
    const existing = kept.get(key);
    if (!existing) {
      kept.set(key, item);
      continue;
    }
    const existingIsPart = PART_TITLE.test(existing.title);
    const itemIsPart = PART_TITLE.test(item.title);
    if (
      (existingIsPart && !itemIsPart) ||
      (existingIsPart === itemIsPart && richness(item) > richness(existing))
    ) {
      kept.set(key, { ...item });
    }
  }
  return [...kept.values()];
};
