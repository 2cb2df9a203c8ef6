import type { Embedder } from '@app/engine';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { categories, chunkEmbeddings, chunks, documents, embeddingJobs } from '../../../db/schema';
import { createLogger } from '../../../logger';
import { syncBundledLegalCases } from '../../legal-cases';
import type { CorpusDocument } from '../corpus/corpus-types';
import { loadCorpus } from '../corpus/load-corpus';
import { createLocalEmbedder } from '../embeddings/local-embedder';
import { createKnowledge } from '../knowledge';
import { bundledAreas, bundledIngest } from '../testing/bundled-areas';
import { ingestCorpus } from './ingest-corpus';

const corpus = loadCorpus(loadConfig({}).corpusDir);
const model = createLocalEmbedder().model;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countOf = async (
  table: typeof chunks | typeof documents | typeof chunkEmbeddings | typeof categories,
) => (await database.db.select({ value: count() }).from(table))[0]?.value ?? 0;

const chunkCount = corpus.reduce((sum, document) => sum + document.chunks.length, 0);

describe('ingestCorpus', () => {
  it('stores every document and chunk, seeds the topics and queues one embedding job per chunk', async () => {
    const summary = await ingestCorpus(database.db, corpus, {
      ...bundledIngest,
      embeddingModel: model,
      syncCaseSummaries: (documents) => syncBundledLegalCases(database.db, documents, 'Bostadsanpassning'),
    });
    expect(summary).toEqual({
      documents: corpus.length,
      added: corpus.length,
      changed: 0,
      unchanged: 0,
      superseded: 0,
      removed: 0,
      chunks: chunkCount,
      queuedEmbeddings: chunkCount,
      // Each bundled case summary is also a row of the legal-case database.
      legalCases: { added: corpus.filter((d) => d.kind === 'case_summary').length, changed: 0, removed: 0 },
    });
    expect(await countOf(documents)).toBe(corpus.length);
    expect(await countOf(chunks)).toBe(chunkCount);
    expect(await countOf(categories)).toBe(11);
    const [section5] = await database.db
      .select({ category: chunks.category, subtopic: chunks.subtopic, headings: chunks.headings })
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(sql`${documents.sfsNumber} = '2018:222' and ${chunks.section} = '5'`);
    expect(section5).toMatchObject({
      category: 'BAB-handläggare',
      subtopic: 'Beviljanderegler och kriterier',
    });
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.select({ id: chunks.id }).from(chunks);
    const summary = await ingestCorpus(database.db, corpus, { ...bundledIngest, embeddingModel: model });
    expect(summary).toMatchObject({
      unchanged: corpus.length,
      added: 0,
      changed: 0,
      chunks: 0,
      queuedEmbeddings: 0,
    });
    const after = await database.db.select({ id: chunks.id }).from(chunks);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
  });

  it("keeps an operator's change to the topics: the pack seeds a role's topics only once", async () => {
    const [topic] = bundledIngest.areas[0]?.topics ?? [];
    if (!topic) {
      throw new Error('no topic in the bundled area');
    }
    await database.db
      .update(categories)
      .set({ subtopic: 'Ett omdöpt ämne' })
      .where(eq(categories.subtopic, topic.subtopic));
    await ingestCorpus(database.db, corpus, { ...bundledIngest, embeddingModel: model });
    const subtopics = (await database.db.select({ subtopic: categories.subtopic }).from(categories)).map(
      (row) => row.subtopic,
    );
    expect(subtopics).toContain('Ett omdöpt ämne');
    expect(subtopics).not.toContain(topic.subtopic);
    expect(subtopics).toHaveLength(11);
  });

  it('replaces the chunks of a changed document and deletes a removed one', async () => {
    const [first, second, ...rest] = corpus as [CorpusDocument, CorpusDocument, ...CorpusDocument[]];
    const changed: CorpusDocument = {
      ...first,
      chunks: first.chunks.map((chunk, i) =>
        i === 0 ? { ...chunk, content: `${chunk.content} Ändrad.` } : chunk,
      ),
    };
    const summary = await ingestCorpus(database.db, [changed, ...rest], {
      ...bundledIngest,
      embeddingModel: model,
    });
    expect(summary).toMatchObject({
      changed: 1,
      removed: 1,
      unchanged: rest.length,
      chunks: first.chunks.length,
    });
    expect(summary.queuedEmbeddings).toBe(first.chunks.length);
    const keys = (await database.db.select({ key: documents.key }).from(documents)).map((row) => row.key);
    expect(keys).not.toContain(second.key);
    const [updated] = await database.db
      .select({ content: chunks.content })
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(sql`${documents.key} = ${first.key} and ${chunks.ordinal} = 0`);
    expect(updated?.content.endsWith(' Ändrad.')).toBe(true);
  });

  it('leaves a document alone that a connector fetched under the same key', async () => {
    const [first, ...rest] = corpus as [CorpusDocument, ...CorpusDocument[]];
    await database.db.update(documents).set({ origin: 'riksdagen' }).where(eq(documents.key, first.key));
    const summary = await ingestCorpus(database.db, [first, ...rest], {
      ...bundledIngest,
      embeddingModel: model,
    });
    expect(summary.superseded).toBe(1);
    const [stored] = await database.db
      .select({ origin: documents.origin })
      .from(documents)
      .where(eq(documents.key, first.key));
    expect(stored?.origin).toBe('riksdagen');
    await database.db.update(documents).set({ origin: 'bundled' }).where(eq(documents.key, first.key));
  });
});

describe('embedding jobs', () => {
  const failingEmbedder: Embedder = {
    model: 'always-down-8',
    dimension: 8,
    embed: async () => {
      throw new Error('embeddings service unavailable');
    },
  };

  it('embeds every queued chunk and completes its job', async () => {
    const knowledge = createKnowledge({
      db: database.db,
      embedder: createLocalEmbedder(),
      logger: createLogger('silent'),
      corpusDir: loadConfig({}).corpusDir,
      ...bundledAreas,
    });
    await knowledge.syncCorpus();
    await knowledge.processEmbeddings();
    expect(await countOf(chunkEmbeddings)).toBe(chunkCount);
    const statuses = await database.db
      .select({ status: embeddingJobs.status, value: count() })
      .from(embeddingJobs)
      .where(eq(embeddingJobs.model, model))
      .groupBy(embeddingJobs.status);
    expect(statuses).toEqual([{ status: 'completed', value: chunkCount }]);
  });

  it('marks jobs failed with the error after three attempts, and keeps the data', async () => {
    const knowledge = createKnowledge({
      db: database.db,
      embedder: failingEmbedder,
      logger: createLogger('silent'),
      corpusDir: loadConfig({}).corpusDir,
      ...bundledAreas,
    });
    await knowledge.syncCorpus();
    await knowledge.processEmbeddings();
    const jobs = await database.db
      .select({
        status: embeddingJobs.status,
        attempts: embeddingJobs.attempts,
        error: embeddingJobs.errorMessage,
      })
      .from(embeddingJobs)
      .where(eq(embeddingJobs.model, failingEmbedder.model));
    expect(jobs).toHaveLength(chunkCount);
    expect(new Set(jobs.map((job) => `${job.status}/${job.attempts}/${job.error}`))).toEqual(
      new Set(['failed/3/embeddings service unavailable']),
    );
    expect(await countOf(chunks)).toBe(chunkCount);
  });
});
