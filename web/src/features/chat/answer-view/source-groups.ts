import { areaWords, SOURCE_KIND_LABELS } from '@app/common';
import type { DisplayedSource } from '@/features/answer-blocks/answer-types';
import { cleanSourceField, safeSourceUrl, versionLabel } from '@/features/answer-blocks/source-labels';
import { appConfig } from '@/lib/app-config';

export type SourceClass = 'core' | 'extended' | 'other';

const { abbreviation } = areaWords(appConfig);

/** Display order and group headings (spec 1 §9: core, extended, other), named with the area's short name. */
export const SOURCE_GROUPS: readonly { sourceClass: SourceClass; label: string }[] = [
  { sourceClass: 'core', label: `Centrala ${abbreviation}-källor` },
  { sourceClass: 'extended', label: `Utökade ${abbreviation}-källor` },
  { sourceClass: 'other', label: 'Övriga källor' },
];

/** At most this many sources are listed (spec 1 §9). */
export const MAX_DISPLAYED_SOURCES = 50;

export const UNKNOWN_SOURCE = 'Okänd källa';
export const MISSING_LINK = '(Länk saknas, felsökning pågår)';

export type SourceEntry = {
  key: string;
  title: string;
  /** Where the text comes from (law, authority, court); 'Okänd källa' when unnamed. */
  origin: string;
  /** The sections of the document the answer drew on, in the server's order. */
  sectionReferences: string[];
  /** Each section's own address (an anchor in the law's text), where the server gave one. */
  sectionUrls: Record<string, string>;
  /** Only http(s) addresses; null when absent, the text 'null' or anything else. */
  url: string | null;
  sourceClass: SourceClass;
  /** 'Lydelse t.o.m. SFS 2025:453' for each distinct point in time of the sections; empty when unknown. */
  versionLabels: string[];
  /** Repealed law, or a ruling under it: true when any of the merged sections is. */
  repealed: boolean;
  /** 'Rättsfall', 'Förarbeten', 'Vägledning'; null for a statute. */
  kindLabel: string | null;
  /** For a ruling: its search in the open legal database, by its reference. */
  databasePath: string | null;
};

const withoutAnchor = (url: string | null): string | null => url?.replace(/#.*$/, '') ?? null;

const toSourceClass = (value: string): SourceClass =>
  value === 'core' || value === 'extended' ? value : 'other';

/** 'Del 3 – …' titles name a part of a document; a whole-document title is preferred. */
const PART_TITLE = /^Del\s+\d+\s*[–-]/i;

const richness = (source: DisplayedSource): number =>
  [source.title, source.source, source.file_name, source.section_reference, source.snippet, source.source_url]
    .map(cleanSourceField)
    .filter(Boolean).length;

const better = (a: DisplayedSource, b: DisplayedSource): DisplayedSource => {
  const aPart = PART_TITLE.test(cleanSourceField(a.title));
  const bPart = PART_TITLE.test(cleanSourceField(b.title));
  if (aPart !== bPart) {
    return aPart ? b : a;
  }
  return richness(b) > richness(a) ? b : a;
};

const toEntry = (key: string, records: readonly DisplayedSource[]): SourceEntry => {
  const best = records.reduce(better);
  const origin = cleanSourceField(best.source);
  const sectionReferences = [
    ...new Set(records.map((record) => cleanSourceField(record.section_reference)).filter(Boolean)),
  ];
  // Several sections of one document: name the document, not one of its sections.
  const title =
    (sectionReferences.length > 1 ? origin : '') ||
    cleanSourceField(best.title) ||
    cleanSourceField(best.file_name) ||
    origin ||
    UNKNOWN_SOURCE;
  return {
    key,
    title,
    origin: origin || UNKNOWN_SOURCE,
    sectionReferences,
    sectionUrls: Object.fromEntries(
      records.flatMap((record) => {
        const url = safeSourceUrl(record.source_url);
        const reference = cleanSourceField(record.section_reference);
        return url?.includes('#') && reference ? [[reference, url]] : [];
      }),
    ),
    // Several sections of one document: its address without one section's anchor.
    url:
      sectionReferences.length > 1
        ? withoutAnchor(safeSourceUrl(best.source_url))
        : safeSourceUrl(best.source_url),
    sourceClass: toSourceClass(cleanSourceField(best.source_class)),
    // From every merged section, not only the best record: a stamp or a repeal must never be lost.
    versionLabels: [
      ...new Set(
        records.map((record) => versionLabel(record.version_stamp)).filter((label) => label !== null),
      ),
    ],
    repealed: records.some((record) => record.repealed),
    kindLabel: SOURCE_KIND_LABELS[best.kind] ?? null,
    databasePath:
      best.kind === 'ruling'
        ? `/rattsdatabas?q=${encodeURIComponent(cleanSourceField(best.section_reference))}`
        : null,
  };
};

/**
 * The answer's sources for display: duplicates (same file or source, same address) merged,
 * keeping a whole-document title, the richer record and every section referred to; grouped core, extended, other in the
 * server's order within each group; at most 50.
 */
export const groupSources = (
  sources: readonly DisplayedSource[],
): { sourceClass: SourceClass; label: string; entries: SourceEntry[] }[] => {
  const merged = new Map<string, DisplayedSource[]>();
  for (const source of sources) {
    const name = (
      cleanSourceField(source.file_name) ||
      cleanSourceField(source.source) ||
      cleanSourceField(source.title) ||
      source.id
    ).toLowerCase();
    // The sections of one law differ only in their anchors: they are one entry.
    const key = `${name}|${withoutAnchor(safeSourceUrl(source.source_url)) ?? ''}`;
    merged.set(key, [...(merged.get(key) ?? []), source]);
  }
  const entries = [...merged].map(([key, records]) => toEntry(key, records));
  let remaining = MAX_DISPLAYED_SOURCES;
  return SOURCE_GROUPS.map((group) => {
    const inGroup = entries.filter((entry) => entry.sourceClass === group.sourceClass).slice(0, remaining);
    remaining -= inGroup.length;
    return { ...group, entries: inGroup };
  }).filter((group) => group.entries.length > 0);
};

/** Sources listed before 'Visa alla källor' (spec 1 §9: 5 primary core sources by default). */
export const PRIMARY_SOURCES_SHOWN = 5;

type SourceGroup = ReturnType<typeof groupSources>[number];

/** The first 5 core sources; when there are none, the first 5 of the others. */
export const primarySources = (groups: readonly SourceGroup[]): SourceGroup[] => {
  const hasCore = groups.some((group) => group.sourceClass === 'core');
  let remaining = PRIMARY_SOURCES_SHOWN;
  return groups
    .map((group) => {
      if (hasCore && group.sourceClass !== 'core') {
        return { ...group, entries: [] };
      }
      const entries = group.entries.slice(0, remaining);
      remaining -= entries.length;
      return { ...group, entries };
    })
    .filter((group) => group.entries.length > 0);
};
