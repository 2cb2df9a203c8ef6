import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { loadAnnotations } from './corpus/annotations';
import { loadCorpus } from './corpus/load-corpus';
import { createNotCoveredMatcher, loadNotCovered, type NotCoveredMatcher } from './corpus/not-covered';
import { loadThesaurus } from './corpus/thesaurus';
import type { Embedder } from './embeddings/embedder';
import { createEmbeddingWorker } from './embeddings/embedding-worker';
import { createLocalEmbedder } from './embeddings/local-embedder';
import { createOpenAiEmbedder } from './embeddings/openai-embedder';
import { type IngestSummary, ingestCorpus } from './ingest/ingest-corpus';
import { withRetrievalCache } from './retrieval/retrieval-cache';
import { createRetriever, type Retriever } from './retrieval/retriever';

// Popular questions repeat; a minute keeps results fresh while vectors are still being embedded.
const RETRIEVAL_CACHE = { capacity: 500, ttlMs: 60_000 };

export type Knowledge = {
  embedder: Embedder;
  retriever: Retriever;
  /** The matters the corpus does not cover that a question names (for a helpful refusal). */
  notCovered: NotCoveredMatcher;
  /** Brings the database in line with the bundled corpus (idempotent). */
  syncCorpus: (onDocument?: (index: number, total: number) => void) => Promise<IngestSummary>;
  /** Embeds every pending chunk; resolves when the queue is empty. */
  processEmbeddings: (onProgress?: (done: number) => void) => Promise<void>;
};

export const createEmbedder = (config: Pick<Config, 'embeddings'>): Promise<Embedder> | Embedder =>
  config.embeddings ? createOpenAiEmbedder(config.embeddings) : createLocalEmbedder();

export const createKnowledge = (deps: {
  db: Db;
  embedder: Embedder;
  logger: Logger;
  corpusDir: string;
  now?: (() => number) | undefined;
}): Knowledge => {
  const annotations = loadAnnotations(deps.corpusDir);
  const retriever = withRetrievalCache(
    createRetriever({
      ...deps,
      annotations,
      thesaurus: loadThesaurus(deps.corpusDir),
      corpusFactsTtlMs: RETRIEVAL_CACHE.ttlMs,
    }),
    { ...RETRIEVAL_CACHE, now: deps.now },
  );
  let progress: ((done: number) => void) | undefined;
  const worker = createEmbeddingWorker({ ...deps, onProgress: (done) => progress?.(done) });
  return {
    embedder: deps.embedder,
    retriever,
    notCovered: createNotCoveredMatcher(loadNotCovered(deps.corpusDir)),
    syncCorpus: async (onDocument) => {
      const corpus = loadCorpus(deps.corpusDir);
      const summary = await ingestCorpus(deps.db, corpus, {
        embeddingModel: deps.embedder.model,
        onDocument: (_, index) => onDocument?.(index + 1, corpus.length),
      });
      retriever.invalidate();
      return summary;
    },
    processEmbeddings: async (onProgress) => {
      progress = onProgress;
      try {
        await worker.kick();
      } finally {
        progress = undefined;
        // New vectors change the ranking.
        retriever.invalidate();
      }
    },
  };
};
