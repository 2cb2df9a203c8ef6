import { createEngine, type Embedder, type Engine, type Llm } from '@app/engine';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { loadAnnotations } from './corpus/annotations';
import type { CorpusDocument } from './corpus/corpus-types';
import { loadCorpus } from './corpus/load-corpus';
import { loadNotCovered } from './corpus/not-covered';
import { loadThesaurus } from './corpus/thesaurus';
import { withEmbeddingCache } from './embeddings/cached-embedder';
import { createEmbeddingWorker } from './embeddings/embedding-worker';
import { createLocalEmbedder } from './embeddings/local-embedder';
import { createOpenAiEmbedder } from './embeddings/openai-embedder';
import { type CaseSummarySync, type IngestSummary, ingestCorpus } from './ingest/ingest-corpus';
import { createCorpusStore } from './retrieval/retrieval-repository';

// Answers are checked against the same core sections again and again: some 16 MB of 1024-d vectors (ADR 008).
const STATEMENT_EMBEDDING_CACHE_TEXTS = 2000;

export type Knowledge = {
  embedder: Embedder;
  /** The answer engine over the bundled corpus in the database. */
  engine: Engine;
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
  /** Without one, answers are compiled from the sources. */
  llm?: Llm | undefined;
  logger: Logger;
  corpusDir: string;
  now?: (() => number) | undefined;
  /** Writes the bundled case summaries to the legal-case database after each sync. */
  syncCaseSummaries?: ((corpus: CorpusDocument[]) => Promise<CaseSummarySync>) | undefined;
}): Knowledge => {
  const engine = createEngine({
    domain: {
      annotations: loadAnnotations(deps.corpusDir),
      thesaurus: loadThesaurus(deps.corpusDir),
      notCovered: loadNotCovered(deps.corpusDir),
    },
    store: createCorpusStore(deps.db),
    embedder: deps.embedder,
    statementEmbedder: withEmbeddingCache(deps.embedder, STATEMENT_EMBEDDING_CACHE_TEXTS),
    llm: deps.llm,
    logger: deps.logger,
    now: deps.now,
  });
  let progress: ((done: number) => void) | undefined;
  const worker = createEmbeddingWorker({ ...deps, onProgress: (done) => progress?.(done) });
  return {
    embedder: deps.embedder,
    engine,
    syncCorpus: async (onDocument) => {
      const corpus = loadCorpus(deps.corpusDir);
      const summary = await ingestCorpus(deps.db, corpus, {
        embeddingModel: deps.embedder.model,
        onDocument: (_, index) => onDocument?.(index + 1, corpus.length),
        syncCaseSummaries: deps.syncCaseSummaries,
      });
      engine.invalidate();
      return summary;
    },
    processEmbeddings: async (onProgress) => {
      progress = onProgress;
      try {
        await worker.kick();
      } finally {
        progress = undefined;
        // New vectors change the ranking.
        engine.invalidate();
      }
    },
  };
};
