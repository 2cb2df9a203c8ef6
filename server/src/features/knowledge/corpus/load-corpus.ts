import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreparatoryNote, RulingFacts } from '@app/engine';
import { buildStatuteChunks, type StatuteBlock } from './build-statute-chunks';
import { citationNameOf } from './citation-name';
import type { CorpusChunk, CorpusDocument } from './corpus-types';
import { parseBillCommentary } from './parse-bill-commentary';
import { parseCaseSummary } from './parse-case-summary';
import { parseLawJson } from './parse-law-json';
import { parseRiksdagenText, type RiksdagenMetadata } from './parse-riksdagen-text';
import { parseSelexMarkdown, type SelexFrontMatter } from './parse-selex-markdown';
import { type ManifestEntry, readCorpusManifest } from './read-corpus-manifest';

export type LoadCorpusOptions = {
  /** YYYY-MM-DD; picks between dated wordings of a section. Defaults to today. */
  asOf?: string;
  /** Parser warnings, prefixed with the document key. The bundled corpus gives none (tested). */
  onWarning?: (warning: string) => void;
};

type SourceFile = { name: string; text: string };

/** What the body parsers give beyond chunks; metadata files fill the rest. */
type Parsed = {
  chunks: CorpusChunk[];
  repealedSections: string[];
  warnings: string[];
  riksdagen?: RiksdagenMetadata;
  selex?: SelexFrontMatter;
  law?: {
    title: string;
    issued: string | null;
    url: string | null;
    repealed: { date: string; by: string } | null;
  };
};

/** The last act that amended a repealed law, from SE-Lex's list (the repealing act is marked 'upph.'). */
const lastAmendment = (selex: SelexFrontMatter | undefined): string | null => {
  const last = selex?.amendments.filter((act) => act.note !== 'upph.').at(-1);
  return last ? `t.o.m. SFS ${last.sfs}` : null;
};

/** Metadata-only files: a Riksdagen text gives title, stamp and links; an SE-Lex file pdf_url and förarbeten. */
const readMetadataFiles = (files: SourceFile[]): Pick<Parsed, 'riksdagen' | 'selex'> => {
  const riksdagen = files.find((file) => file.name.endsWith('.txt'));
  const selex = files.find((file) => file.name.endsWith('.md'));
  return {
    ...(riksdagen ? { riksdagen: parseRiksdagenText(riksdagen.text).metadata } : {}),
    ...(selex ? { selex: parseSelexMarkdown(selex.text).frontMatter } : {}),
  };
};

/** Applies the manifest's typo fixes to the text lines; a fix that no longer matches once is reported. */
const applyCorrections = (entry: ManifestEntry, blocks: StatuteBlock[]) => {
  const warnings: string[] = [];
  const counts = entry.corrections.map(() => 0);
  const fixed = blocks.map((block) => {
    if (block.kind !== 'text') {
      return block;
    }
    let text = block.text;
    entry.corrections.forEach((correction, i) => {
      const parts = text.split(correction.find);
      counts[i] = (counts[i] ?? 0) + parts.length - 1;
      text = parts.join(correction.replace);
    });
    return { kind: 'text' as const, text };
  });
  entry.corrections.forEach((correction, i) => {
    if (counts[i] !== 1) {
      warnings.push(`correction "${correction.find}" matched ${counts[i]} times, expected once`);
    }
  });
  return { blocks: fixed, warnings };
};

const parseBody = (entry: ManifestEntry, body: string, title: string | null, asOf: string): Parsed => {
  if (entry.format === 'law-json') {
    const law = parseLawJson(body, {
      headings: entry.headings ?? [],
      transitional: entry.transitional,
      ...(entry.citationName ? { citationName: entry.citationName } : {}),
    });
    return { ...law, law };
  }
  const parsed = entry.format === 'riksdagen-text' ? parseRiksdagenText(body) : parseSelexMarkdown(body);
  const fullTitle = title ?? ('metadata' in parsed ? parsed.metadata.title : null);
  if (fullTitle === null) {
    throw new Error(`${entry.key}: no Riksdagen file gives the full title`);
  }
  const corrected = applyCorrections(entry, parsed.blocks);
  const built = buildStatuteChunks(corrected.blocks, {
    citationName: entry.citationName ?? citationNameOf(fullTitle),
    transitional: entry.transitional,
    appendix: entry.appendix,
    asOf,
    ...(entry.mainHeadings ? { mainHeadings: entry.mainHeadings } : {}),
    ...(entry.chapters ? { chapters: entry.chapters } : {}),
  });
  return {
    ...built,
    warnings: [...parsed.warnings, ...corrected.warnings, ...built.warnings],
    ...('metadata' in parsed ? { riksdagen: parsed.metadata } : { selex: parsed.frontMatter }),
  };
};

const statuteDocument = (
  entry: ManifestEntry,
  files: SourceFile[],
  contentHash: string,
  asOf: string,
  onWarning: (warning: string) => void,
): CorpusDocument => {
  const [body, ...metadataFiles] = files;
  const metadata = readMetadataFiles(metadataFiles);
  const parsed = parseBody(entry, body?.text ?? '', metadata.riksdagen?.title ?? null, asOf);
  parsed.warnings.forEach(onWarning);
  const riksdagen = parsed.riksdagen ?? metadata.riksdagen;
  const selex = parsed.selex ?? metadata.selex;
  const { law } = parsed;
  const title = riksdagen?.title ?? law?.title;
  if (!title) {
    throw new Error(`${entry.key}: no title`);
  }
  const riksdagenUrl = riksdagen?.riksdagenUrl ?? undefined;
  const rkrattsbaser = riksdagen?.rkrattsbaserUrl ?? undefined;
  const sfsPdf = selex?.fields.pdf_url;
  const document: CorpusDocument = {
    key: entry.key,
    kind: 'statute',
    sfsNumber: riksdagen?.sfsNumber ?? selex?.fields.beteckning ?? null,
    title,
    sourceClass: entry.sourceClass,
    versionStamp: riksdagen ? riksdagen.versionStamp : lastAmendment(selex),
    date: riksdagen?.issued ?? selex?.fields.utfardad_datum ?? law?.issued ?? null,
    sourceUrl: riksdagenUrl ?? law?.url ?? null,
    urls: {
      ...(riksdagenUrl ? { riksdagen: riksdagenUrl } : {}),
      ...(rkrattsbaser ? { rkrattsbaser } : {}),
      ...(sfsPdf ? { sfsPdf } : {}),
    },
    fileName: entry.file,
    contentHash,
    chunks: parsed.chunks,
  };
  if (entry.versionNote) {
    document.versionNote = entry.versionNote;
  }
  if (selex?.fields.forarbeten) {
    document.preparatoryWorks = selex.fields.forarbeten;
  }
  if (law?.repealed) {
    document.repealed = law.repealed;
  }
  if (parsed.repealedSections.length > 0) {
    document.repealedSections = parsed.repealedSections;
  }
  return document;
};

const caseDocument = (entry: ManifestEntry, text: string, contentHash: string): CorpusDocument => {
  const summary = parseCaseSummary(text);
  if (summary.key !== entry.key) {
    throw new Error(`${entry.file}: key ${summary.key} does not match the manifest's ${entry.key}`);
  }
  return {
    key: summary.key,
    kind: 'case_summary',
    sfsNumber: summary.sfsNumber,
    title: summary.caseId,
    sourceClass: entry.sourceClass,
    versionStamp: null,
    versionNote:
      entry.versionNote ?? 'Sammanfattning av ett avgörande; en dom har ingen konsoliderad lydelse.',
    date: summary.decided,
    sourceUrl: summary.source,
    urls: {},
    fileName: entry.file,
    contentHash,
    court: summary.court,
    provisions: summary.provisions,
    chunks: [summary.chunk],
  };
};

const billDocument = (entry: ManifestEntry, text: string, contentHash: string): CorpusDocument => {
  const bill = parseBillCommentary(text);
  return {
    key: entry.key,
    kind: 'proposition',
    sfsNumber: bill.sfsNumber,
    title: `Prop. ${bill.id.slice('prop. '.length)} ${bill.title}`,
    sourceClass: entry.sourceClass,
    versionStamp: null,
    versionNote:
      entry.versionNote ??
      'Vår sammanfattning av propositionens författningskommentar; en proposition ändras inte.',
    date: bill.date,
    sourceUrl: bill.source,
    urls: {},
    fileName: entry.file,
    contentHash,
    chunks: bill.chunks,
  };
};

const readText = (corpusDir: string, entry: ManifestEntry) =>
  readFileSync(join(corpusDir, entry.file), 'utf8');

/**
 * What the engine reads of the bundled rulings and bills beyond their text (issue 27): each
 * ruling's distinguishing facts, and where the bill comments on each section.
 */
export const loadCorpusCompanions = (
  corpusDir: string,
): { rulingFacts: RulingFacts[]; preparatoryNotes: PreparatoryNote[] } => {
  const entries = readCorpusManifest(corpusDir);
  return {
    rulingFacts: entries
      .filter((entry) => entry.format === 'case-summary')
      .map((entry) => parseCaseSummary(readText(corpusDir, entry)).facts),
    preparatoryNotes: entries
      .filter((entry) => entry.format === 'bill-commentary')
      .flatMap((entry) => parseBillCommentary(readText(corpusDir, entry)).notes),
  };
};

/**
 * Reads every document listed in data/corpus/manifest.json and parses it into section chunks.
 * Only reads files; nothing touches the database.
 */
export const loadCorpus = (corpusDir: string, options: LoadCorpusOptions = {}): CorpusDocument[] => {
  const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
  return readCorpusManifest(corpusDir).map((entry) => {
    const onWarning = (warning: string) => options.onWarning?.(`${entry.key}: ${warning}`);
    const names = [entry.file, ...entry.metadataFiles];
    const buffers = names.map((name) => readFileSync(join(corpusDir, name)));
    const hash = createHash('sha256');
    for (const buffer of buffers) {
      hash.update(buffer);
    }
    const contentHash = hash.digest('hex');
    const files = buffers.map((buffer, i) => ({ name: names[i] ?? '', text: buffer.toString('utf8') }));
    const text = files[0]?.text ?? '';
    if (entry.format === 'case-summary') {
      return caseDocument(entry, text, contentHash);
    }
    return entry.format === 'bill-commentary'
      ? billDocument(entry, text, contentHash)
      : statuteDocument(entry, files, contentHash, asOf, onWarning);
  });
};
