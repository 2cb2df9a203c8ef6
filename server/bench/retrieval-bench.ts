import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createRetriever, type Retriever } from '@app/engine';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, queryRows } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import type { CorpusDocument } from '../src/features/knowledge/corpus/corpus-types';
import { loadCorpus } from '../src/features/knowledge/corpus/load-corpus';
import { loadAreaDomains } from '../src/features/knowledge/corpus/load-domain';
import { createLocalEmbedder } from '../src/features/knowledge/embeddings/local-embedder';
import { vectorIndexName } from '../src/features/knowledge/embeddings/vector-index-repository';
import { readEvalQuestions } from '../src/features/knowledge/evaluation/eval-questions';
import { createKnowledge } from '../src/features/knowledge/knowledge';
import { createCorpusStore } from '../src/features/knowledge/retrieval/retrieval-repository';
import { loadLawAreas } from '../src/features/law-areas';
import { createLogger } from '../src/logger';
import { option, percentile, report } from './bench-utils';

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same corpus. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Synthetic laws made of real sentences from the bundled corpus, recombined. */
const syntheticCorpus = (base: CorpusDocument[], chunkCount: number): CorpusDocument[] => {
  const sentences = base
    .flatMap((d) => d.chunks.flatMap((c) => c.content.split(/(?<=[.!?])\s+/)))
    .filter(Boolean);
  const random = seededRandom(42);
  const perDocument = 1000;
  const documents: CorpusDocument[] = [];
  for (let d = 0; d * perDocument < chunkCount; d++) {
    const sfs = `9${String(d).padStart(3, '0')}:${d + 1}`;
    const title = `Syntetisk lag (${sfs}) för prestandamätning`;
    const chunks = Array.from({ length: Math.min(perDocument, chunkCount - d * perDocument) }, (_, i) => {
      const content = Array.from(
        { length: 3 + Math.floor(random() * 5) },
        () => sentences[Math.floor(random() * sentences.length)],
      ).join(' ');
      return {
        ordinal: i,
        sectionReference: `${i + 1} §`,
        chapter: null,
        section: String(i + 1),
        headingPath: [`Avdelning ${Math.floor(i / 50) + 1}`],
        title: `${i + 1} § ${title.toLowerCase()}`,
        content,
        paragraphs: [],
      };
    });
    documents.push({
      key: `synthetic-${d}`,
      kind: 'statute',
      sfsNumber: sfs,
      title,
      sourceClass: 'other',
      versionStamp: null,
      date: null,
      sourceUrl: null,
      urls: {},
      fileName: `synthetic/${d}`,
      contentHash: `synthetic-${d}`,
      chunks,
    });
  }
  return documents;
};

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

/** The retriever without the knowledge module's cache: the bench repeats its questions. */
const measureQueries = async (retriever: Retriever, label: string, questionsPath: string) => {
  const questions = readEvalQuestions(questionsPath).map((q) => q.question);
  for (const query of questions) {
    await retriever.retrieve({ query }); // warm-up: plans, corpus statistics
  }
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < 5; round++) {
    for (const query of questions) {
      const t0 = performance.now();
      await retriever.retrieve({ query });
      latencies.push(performance.now() - t0);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  report(
    `${label}: query latency`,
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${latencies.length} queries, sequential)`,
  );
  report(`${label}: throughput`, `${(latencies.length / seconds).toFixed(0)} queries/s on one connection`);
};

/** Whether the database already holds exactly this corpus, embedded and indexed for the model. */
const corpusIsComplete = async (
  database: Database,
  corpus: CorpusDocument[],
  model: string,
): Promise<boolean> => {
  const chunkCount = corpus.reduce((sum, d) => sum + d.chunks.length, 0);
  const [row] = await queryRows<{ documents: number; chunks: number; embedded: number; open_jobs: number }>(
    database.db,
    sql`select (select count(*)::int from documents) as documents,
               (select count(*)::int from chunks) as chunks,
               (select count(*)::int from chunk_embeddings where model = ${model}) as embedded,
               (select count(*)::int from embedding_jobs
                 where model = ${model} and status in ('pending', 'processing')) as open_jobs`,
  );
  const [index] = await queryRows<{ name: string | null }>(
    database.db,
    sql`select to_regclass(${vectorIndexName(model)})::text as name`,
  );
  return (
    row !== undefined &&
    Number(row.documents) === corpus.length &&
    Number(row.chunks) === chunkCount &&
    Number(row.embedded) === chunkCount &&
    Number(row.open_jobs) === 0 &&
    Boolean(index?.name)
  );
};

const run = async (database: Database, label: string, syntheticChunks: number) => {
  await runMigrations(database);
  const config = loadConfig();
  const areas = loadLawAreas(config.areasDir).all;
  // The first law area's questions, asked of its engine's retriever.
  const [first] = loadAreaDomains(areas, config.areasDir, config.corpusDir);
  if (!first) {
    throw new Error(`no law area in ${config.areasDir}`);
  }
  const bundled = loadCorpus(config.corpusDir);
  const corpus = syntheticChunks > 0 ? [...bundled, ...syntheticCorpus(bundled, syntheticChunks)] : bundled;
  const chunkCount = corpus.reduce((sum, d) => sum + d.chunks.length, 0);
  const knowledge = createKnowledge({
    db: database.db,
    embedder: createLocalEmbedder(),
    logger: createLogger('warn'),
    corpusDir: config.corpusDir,
    areas,
    areasDir: config.areasDir,
  });
  if (await corpusIsComplete(database, corpus, knowledge.embedder.model)) {
    report(
      `${label}: corpus of ${chunkCount} chunks`,
      'reused from the data directory (no ingest, no embedding)',
    );
  } else {
    const { ingestCorpus } = await import('../src/features/knowledge/ingest/ingest-corpus');
    const [, ingestMs] = await timed(() =>
      ingestCorpus(database.db, corpus, {
        embeddingModel: knowledge.embedder.model,
        areas,
        topics: knowledge.connectorAreas.topics,
      }),
    );
    report(
      `${label}: ingest ${chunkCount} chunks`,
      `${(ingestMs / 1000).toFixed(1)} s (${(chunkCount / (ingestMs / 1000)).toFixed(0)} chunks/s)`,
    );
    const [, embedMs] = await timed(() => knowledge.processEmbeddings());
    report(
      `${label}: embed + HNSW index`,
      `${(embedMs / 1000).toFixed(1)} s (${(chunkCount / (embedMs / 1000)).toFixed(0)} chunks/s)`,
    );
  }
  await measureQueries(
    createRetriever({
      domain: { ...first.domain, notCovered: [] },
      store: createCorpusStore(database.db),
      embedder: knowledge.embedder,
      logger: createLogger('warn'),
    }),
    label,
    join(first.dir, 'eval', 'questions.jsonl'),
  );
  report(`${label}: process memory`, `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB resident`);
};

const withTemporaryPostgres = async (url: string, use: (database: Database) => Promise<void>) => {
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await use(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
};

/**
 * `npm run bench -- retrieval [--chunks N] [--data-dir DIR]`: bundled corpus, then a synthetic
 * corpus of N chunks. With `--data-dir` the synthetic PGlite database lives in DIR and is kept:
 * a later run with the same N reuses it and skips ingestion and embedding.
 */
export const retrievalBench = async (): Promise<void> => {
  const synthetic = Number(option('--chunks') ?? 100_000);
  const dataDir = option('--data-dir');
  const withPglite = (dir: string | undefined) => async (use: (database: Database) => Promise<void>) => {
    const database = await openDatabase(dir ? { kind: 'pglite', dataDir: dir } : { kind: 'pglite' });
    try {
      await use(database);
    } finally {
      await database.close();
    }
  };
  const postgresUrl = process.env.DATABASE_URL;
  const targets: {
    label: string;
    open: (chunks: number) => (use: (database: Database) => Promise<void>) => Promise<void>;
  }[] = [
    // Only the synthetic corpus is worth keeping; the bundled one loads in seconds.
    { label: 'PGlite', open: (chunks) => withPglite(chunks > 0 ? dataDir : undefined) },
    ...(postgresUrl
      ? [
          {
            label: 'PostgreSQL',
            open: () => (use: (d: Database) => Promise<void>) => withTemporaryPostgres(postgresUrl, use),
          },
        ]
      : []),
  ];
  for (const target of targets) {
    for (const chunks of [0, synthetic]) {
      const label = `${target.label}, ${chunks === 0 ? 'bundled corpus' : `+${chunks} synthetic`}`;
      await target.open(chunks)((database) => run(database, label, chunks));
    }
  }
};
