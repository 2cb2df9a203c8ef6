import { createHash } from 'node:crypto';
import type { LawArea } from '@app/common';
import type { Db } from '../../../db/database';
import type { CorpusDocument } from '../corpus/corpus-types';
import type { ChunkTopics } from './chunk-topics';
import {
  deleteBundledDocumentsExcept,
  queueMissingEmbeddingJobs,
  refreshChunkStatistics,
  replaceDocument,
  seedCategories,
  storedDocuments,
} from './knowledge-repository';

/** Raised when what is stored of a document changes, so every document is written again. */
const STORAGE_FORMAT = 2;

const documentFingerprint = (document: CorpusDocument): string =>
  createHash('sha256')
    .update(`${STORAGE_FORMAT}\n${JSON.stringify(document)}`)
    .digest('hex');

/** What the legal-case database did with the bundled case summaries (added by its feature). */
export type CaseSummarySync = { added: number; changed: number; removed: number };

export type IngestSummary = {
  documents: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Bundled documents left alone because a connector stored a fetched (newer) copy. */
  superseded: number;
  removed: number;
  chunks: number;
  queuedEmbeddings: number;
  /** The bundled case summaries' rows in the legal-case database. */
  legalCases: CaseSummarySync;
};

/**
 * Brings the database in line with the bundled corpus. Idempotent: an unchanged file (same
 * content hash) is skipped, a changed file replaces its document and chunks, a removed file's
 * document is deleted. A document a connector fetched under the same key (a newer official
 * version) wins over the bundled copy. Every chunk without a vector for the embedding model gets a job.
 * The bundled case summaries are also rows of the legal-case database: `syncCaseSummaries`, given by
 * the composition root, writes them, so knowledge does not depend on the legal-case feature.
 */
export const ingestCorpus = async (
  db: Db,
  corpus: CorpusDocument[],
  options: {
    embeddingModel: string;
    /** The loaded law areas: their topics are seeded into `categories`. */
    areas: readonly LawArea[];
    /** Each chunk's law area and topic. */
    topics: ChunkTopics;
    onDocument?: (document: CorpusDocument, index: number) => void;
    syncCaseSummaries?: ((corpus: CorpusDocument[]) => Promise<CaseSummarySync>) | undefined;
  },
): Promise<IngestSummary> => {
  await seedCategories(db, options.areas);
  const stored = await storedDocuments(db);
  const summary: IngestSummary = {
    documents: corpus.length,
    added: 0,
    changed: 0,
    unchanged: 0,
    superseded: 0,
    removed: 0,
    chunks: 0,
    queuedEmbeddings: 0,
    legalCases: { added: 0, changed: 0, removed: 0 },
  };
  for (const [index, parsed] of corpus.entries()) {
    // The hash of the parsed document, not only of its file: a parser fix changes chunks too.
    const document = { ...parsed, contentHash: documentFingerprint(parsed) };
    const existing = stored.get(document.key);
    if (existing && existing.origin !== 'bundled') {
      summary.superseded++;
    } else if (existing?.contentHash === document.contentHash) {
      summary.unchanged++;
    } else {
      summary.chunks += await replaceDocument(db, document, options.topics);
      summary[existing ? 'changed' : 'added']++;
    }
    options.onDocument?.(parsed, index);
  }
  summary.removed = await deleteBundledDocumentsExcept(
    db,
    corpus.map((document) => document.key),
  );
  if (options.syncCaseSummaries) {
    summary.legalCases = await options.syncCaseSummaries(corpus);
  }
  summary.queuedEmbeddings = await queueMissingEmbeddingJobs(db, options.embeddingModel);
  if (summary.added + summary.changed + summary.removed > 0) {
    await refreshChunkStatistics(db);
  }
  return summary;
};
