import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { CorpusDocument } from '../corpus/corpus-types';
import {
  bundledDocumentHashes,
  deleteBundledDocumentsExcept,
  queueMissingEmbeddingJobs,
  replaceDocument,
  seedCategories,
} from './knowledge-repository';

const documentFingerprint = (document: CorpusDocument): string =>
  createHash('sha256').update(JSON.stringify(document)).digest('hex');

export type IngestSummary = {
  documents: number;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  chunks: number;
  queuedEmbeddings: number;
};

/**
 * Brings the database in line with the bundled corpus. Idempotent: an unchanged file (same
 * content hash) is skipped, a changed file replaces its document and chunks, a removed file's
 * document is deleted. Every chunk without a vector for the embedding model gets a job.
 */
export const ingestCorpus = async (
  db: Db,
  corpus: CorpusDocument[],
  options: { embeddingModel: string; onDocument?: (document: CorpusDocument, index: number) => void },
): Promise<IngestSummary> => {
  await seedCategories(db);
  const stored = await bundledDocumentHashes(db);
  const summary: IngestSummary = {
    documents: corpus.length,
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    chunks: 0,
    queuedEmbeddings: 0,
  };
  for (const [index, parsed] of corpus.entries()) {
    // The hash of the parsed document, not only of its file: a parser fix changes chunks too.
    const document = { ...parsed, contentHash: documentFingerprint(parsed) };
    const storedHash = stored.get(document.key);
    if (storedHash === document.contentHash) {
      summary.unchanged++;
    } else {
      summary.chunks += await replaceDocument(db, document);
      summary[storedHash === undefined ? 'added' : 'changed']++;
    }
    options.onDocument?.(parsed, index);
  }
  summary.removed = await deleteBundledDocumentsExcept(
    db,
    corpus.map((document) => document.key),
  );
  summary.queuedEmbeddings = await queueMissingEmbeddingJobs(db, options.embeddingModel);
  return summary;
};
