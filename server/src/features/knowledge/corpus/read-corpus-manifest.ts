import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceClass } from './corpus-types';

export const MANIFEST_FILE = 'manifest.json';

export type ManifestFormat =
  | 'riksdagen-text'
  | 'selex-markdown'
  | 'law-json'
  | 'case-summary'
  | 'bill-commentary';

/** One bundled document: its body file, the files that only lend it metadata, and parse options. */
export type ManifestEntry = {
  key: string;
  format: ManifestFormat;
  /** Relative to data/corpus. */
  file: string;
  metadataFiles: string[];
  sourceClass: SourceClass;
  /** Overrides the citation form derived from the title ('offentlighets- och sekretesslagen (2009:400)'). */
  citationName?: string;
  /** Top-level headings (SE-Lex and Riksdagen both print sub-headings at the same level). */
  mainHeadings?: string[];
  /** Chapters kept from a chaptered law; all when unset. */
  chapters?: string[];
  transitional: 'keep' | 'drop';
  appendix: 'keep' | 'drop';
  /** law-json: the headings its source glues onto the section before them. */
  headings?: string[];
  /** Shown when versionStamp is null or needs explaining. */
  versionNote?: string;
  /** Known typos in the source text, fixed before parsing; each must match exactly once. */
  corrections: { find: string; replace: string; reason: string }[];
};

const FORMATS: ManifestFormat[] = [
  'riksdagen-text',
  'selex-markdown',
  'law-json',
  'case-summary',
  'bill-commentary',
];
const SOURCE_CLASSES: SourceClass[] = ['core', 'extended', 'other'];

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isCorrectionList = (value: unknown): value is ManifestEntry['corrections'] =>
  Array.isArray(value) &&
  value.every((item: Record<string, unknown>) =>
    ['find', 'replace', 'reason'].every((key) => typeof item?.[key] === 'string'),
  );

const readEntry = (raw: unknown, index: number): ManifestEntry => {
  const entry = (raw ?? {}) as Record<string, unknown>;
  const fail = (reason: string): never => {
    throw new Error(`${MANIFEST_FILE}: document ${index} (${String(entry.key)}): ${reason}`);
  };
  if (typeof entry.key !== 'string' || !/^[a-z0-9-]+$/.test(entry.key)) {
    fail('key must be kebab-case');
  }
  if (!FORMATS.includes(entry.format as ManifestFormat)) {
    fail(`format must be one of ${FORMATS.join(', ')}`);
  }
  if (typeof entry.file !== 'string') {
    fail('file is missing');
  }
  if (!SOURCE_CLASSES.includes(entry.sourceClass as SourceClass)) {
    fail('sourceClass must be core, extended or other');
  }
  for (const field of ['metadataFiles', 'mainHeadings', 'chapters', 'headings']) {
    if (entry[field] !== undefined && !isStringArray(entry[field])) {
      fail(`${field} must be a list of strings`);
    }
  }
  for (const field of ['transitional', 'appendix']) {
    if (entry[field] !== undefined && entry[field] !== 'keep' && entry[field] !== 'drop') {
      fail(`${field} must be keep or drop`);
    }
  }
  for (const field of ['citationName', 'versionNote']) {
    if (entry[field] !== undefined && typeof entry[field] !== 'string') {
      fail(`${field} must be a string`);
    }
  }
  const corrections: unknown = entry.corrections ?? [];
  if (!isCorrectionList(corrections)) {
    return fail('corrections must be a list of { find, replace, reason }');
  }
  if (corrections.length > 0 && entry.format !== 'riksdagen-text' && entry.format !== 'selex-markdown') {
    fail('corrections apply only to riksdagen-text and selex-markdown files');
  }
  return {
    ...(entry as Omit<ManifestEntry, 'metadataFiles' | 'transitional' | 'appendix' | 'corrections'>),
    corrections,
    metadataFiles: (entry.metadataFiles as string[] | undefined) ?? [],
    transitional: (entry.transitional as 'keep' | 'drop' | undefined) ?? 'keep',
    appendix: (entry.appendix as 'keep' | 'drop' | undefined) ?? 'keep',
  };
};

/** Reads and checks data/corpus/manifest.json, the list of bundled documents. */
export const readCorpusManifest = (corpusDir: string): ManifestEntry[] => {
  const raw = JSON.parse(readFileSync(join(corpusDir, MANIFEST_FILE), 'utf8')) as { documents?: unknown };
  if (!Array.isArray(raw.documents)) {
    throw new Error(`${MANIFEST_FILE}: "documents" must be a list`);
  }
  const entries = raw.documents.map(readEntry);
  const keys = new Set<string>();
  for (const entry of entries) {
    if (keys.has(entry.key)) {
      throw new Error(`${MANIFEST_FILE}: duplicate key ${entry.key}`);
    }
    keys.add(entry.key);
  }
  return entries;
};

/** How many bundled documents of each class the manifest lists: what /api/version reports. */
export const countCorpusSources = (
  corpusDir: string,
): { statutes: number; rulings: number; preparatoryWorks: number } => {
  const formats = readCorpusManifest(corpusDir).map((entry) => entry.format);
  const rulings = formats.filter((format) => format === 'case-summary').length;
  const preparatoryWorks = formats.filter((format) => format === 'bill-commentary').length;
  return { statutes: formats.length - rulings - preparatoryWorks, rulings, preparatoryWorks };
};
