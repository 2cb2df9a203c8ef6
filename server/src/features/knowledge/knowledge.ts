import { join } from 'node:path';
import type { LawArea } from '@app/common';
import { type CorpusFactsStatus, createEngine, type Embedder, type Engine, type Llm } from '@app/engine';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { ConnectorAreas } from './connectors/connector-store';
import type { CorpusDocument } from './corpus/corpus-types';
import { loadCorpus } from './corpus/load-corpus';
import { type AreaDomain, loadAreaDomains, loadDomain } from './corpus/load-domain';
import { withEmbeddingCache } from './embeddings/cached-embedder';
import { createEmbeddingWorker } from './embeddings/embedding-worker';
import { createLocalEmbedder } from './embeddings/local-embedder';
import { createOpenAiEmbedder } from './embeddings/openai-embedder';
import { createChunkTopics } from './ingest/chunk-topics';
import { type CaseSummarySync, type IngestSummary, ingestCorpus } from './ingest/ingest-corpus';
import { listenForCorpusChanges } from './retrieval/corpus-change-repository';
import { createCorpusStore } from './retrieval/retrieval-repository';

// Answers are checked against the same core sections again and again: some 16 MB of 1024-d vectors (ADR 008).
const STATEMENT_EMBEDDING_CACHE_TEXTS = 2000;

export type Knowledge = {
  embedder: Embedder;
  /**
   * The first law area's answer engine over the bundled corpus in the database: for the tools
   * that search without a role (retrieve, enhanced search).
   */
  engine: Engine;
  /** The answer engine of the law area that offers a chat role, if one does. */
  engineFor: (role: string) => Engine | undefined;
  /** What the connectors need of the law areas: each chunk's area and topic, the rulings collected. */
  connectorAreas: ConnectorAreas;
  /** Brings the database in line with the bundled corpus (idempotent). */
  syncCorpus: (onDocument?: (index: number, total: number) => void) => Promise<IngestSummary>;
  /** Embeds every pending chunk; resolves when the queue is empty. */
  processEmbeddings: (onProgress?: (done: number) => void) => Promise<void>;
  /**
   * The corpus facts retrieval shares (word statistics, subject index), per law area: built once,
   * and rebuilt in the background when the database announces a corpus change (ADR 033).
   */
  corpusFacts: {
    /** Builds them now, so the first question after a start does not wait for them. */
    build: () => Promise<void>;
    /** Resolves when the rebuilds of the changes announced so far are in. */
    settled: () => Promise<void>;
    /** Builds started and swapped in, summed over the law areas. */
    status: () => CorpusFactsStatus;
  };
};

const connectorAreasOf = (domains: readonly AreaDomain[]): ConnectorAreas => ({
  topics: createChunkTopics(domains.map(({ area, domain }) => ({ role: area.role, domain }))),
  rulings: domains.flatMap(({ area, domain }) =>
    domain.rulings ? [{ ...domain.rulings, caseCategory: area.caseCategory }] : [],
  ),
  propositions: domains.flatMap(({ domain }) => domain.propositions),
  guidance: domains.flatMap(({ domain }) => domain.guidance ?? []),
});

/** What the connectors need of the loaded law areas, read from their packs in `areasDir`. */
export const loadConnectorAreas = (areas: readonly LawArea[], areasDir: string): ConnectorAreas =>
  connectorAreasOf(
    areas.map((area) => {
      const dir = join(areasDir, area.id);
      return { area, dir, domain: loadDomain(area, dir) };
    }),
  );

export const createEmbedder = (config: Pick<Config, 'embeddings'>): Promise<Embedder> | Embedder =>
  config.embeddings ? createOpenAiEmbedder(config.embeddings) : createLocalEmbedder();

export const createKnowledge = (deps: {
  db: Db;
  embedder: Embedder;
  /** Without one, answers are compiled from the sources. */
  llm?: Llm | undefined;
  logger: Logger;
  corpusDir: string;
  /** The loaded law areas (`loadLawAreas`), each with its pack in `areasDir/<id>/`. */
  areas: readonly LawArea[];
  areasDir: string;
  /**
   * Subscribes to the database's corpus change announcements (`Database.listen`); without it
   * (one-shot command-line tools) only this process's own syncs and embeddings rebuild.
   */
  listen?: Database['listen'] | undefined;
  /** Writes the bundled case summaries to the legal-case database after each sync. */
  syncCaseSummaries?: ((corpus: CorpusDocument[]) => Promise<CaseSummarySync>) | undefined;
}): Knowledge => {
  const store = createCorpusStore(deps.db);
  const statementEmbedder = withEmbeddingCache(deps.embedder, STATEMENT_EMBEDDING_CACHE_TEXTS);
  const domains = loadAreaDomains(deps.areas, deps.areasDir, deps.corpusDir);
  const areas = domains.map(({ area, domain }) => ({
    role: area.role,
    engine: createEngine({
      domain,
      store,
      embedder: deps.embedder,
      statementEmbedder,
      llm: deps.llm,
      logger: deps.logger,
    }),
  }));
  const [first] = areas;
  if (!first) {
    throw new Error('no law area to answer about');
  }
  const { engine } = first;
  const connectorAreas = connectorAreasOf(domains);
  let refreshing = Promise.resolve();
  const refresh = () => {
    refreshing = Promise.all(areas.map((area) => area.engine.refresh())).then(() => undefined);
    return refreshing;
  };
  if (deps.listen) {
    listenForCorpusChanges(deps.listen, () => void refresh()).catch((err: unknown) =>
      deps.logger.error({ err }, 'not listening for corpus changes yet; retrying'),
    );
  }
  let progress: ((done: number) => void) | undefined;
  const worker = createEmbeddingWorker({ ...deps, onProgress: (done) => progress?.(done) });
  return {
    embedder: deps.embedder,
    engine,
    engineFor: (role) => areas.find((area) => area.role === role)?.engine,
    connectorAreas,
    syncCorpus: async (onDocument) => {
      const corpus = loadCorpus(deps.corpusDir);
      const summary = await ingestCorpus(deps.db, corpus, {
        embeddingModel: deps.embedder.model,
        areas: deps.areas,
        topics: connectorAreas.topics,
        onDocument: (_, index) => onDocument?.(index + 1, corpus.length),
        syncCaseSummaries: deps.syncCaseSummaries,
      });
      await refresh();
      return summary;
    },
    processEmbeddings: async (onProgress) => {
      progress = onProgress;
      try {
        await worker.kick();
      } finally {
        progress = undefined;
        // New vectors change the ranking.
        await refresh();
      }
    },
    corpusFacts: {
      build: async () => {
        await Promise.all(areas.map((area) => area.engine.subjectIndex()));
      },
      settled: () => refreshing,
      status: () =>
        areas
          .map((area) => area.engine.factsStatus())
          .reduce((sum, status) => ({
            builds: sum.builds + status.builds,
            generation: sum.generation + status.generation,
          })),
    },
  };
};
