import { EMBEDDING_MIGRATION_MESSAGES } from '@app/common';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { adminAuditLog, chunkEmbeddings, chunks, documents, embeddingJobs } from '../src/db/schema';
import { createLocalEmbedder } from '../src/features/knowledge/embeddings/local-embedder';
import { createOpenAiEmbedder } from '../src/features/knowledge/embeddings/openai-embedder';
import { queueMissingEmbeddingJobs } from '../src/features/knowledge/ingest/knowledge-repository';
import { signedInMember } from './account-client';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/fake-openai-server';
import { createTestApp, type TestApp } from './test-app';

// The model in use is an embeddings API (a fake on loopback); the migration target is the local one.
const ADMIN = 'embedding.admin@kommun.se';
const LOCAL_MODEL = createLocalEmbedder().model;
let fake: FakeOpenAi;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInMember>>;

const addChunks = async (rows: { title: string; category: string | null }[]) => {
  const [document] = await t.database.db
    .insert(documents)
    .values({
      key: 'test-embedding-admin',
      kind: 'statute',
      title: 'Lag om bostadsanpassningsbidrag',
      sourceClass: 'bab',
      fileName: 'test.md',
      contentHash: 'x',
    })
    .returning({ id: documents.id });
  await t.database.db.insert(chunks).values(
    rows.map((row, ordinal) => ({
      documentId: document?.id ?? '',
      ordinal,
      sectionReference: `${ordinal + 1} §`,
      title: row.title,
      content: `${row.title}: bidrag lämnas för åtgärder i bostaden.`,
      category: row.category,
    })),
  );
};

const auditActions = async (action: string) =>
  t.database.db
    .select({ result: adminAuditLog.result, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(adminAuditLog.createdAt);

const vectorsOf = async (model: string) =>
  (await t.database.db.select().from(chunkEmbeddings).where(eq(chunkEmbeddings.model, model))).length;

beforeAll(async () => {
  fake = await startFakeOpenAi({ dimension: 16 });
  const embedder = await createOpenAiEmbedder({
    baseUrl: fake.baseUrl,
    apiKey: 'test-key',
    model: 'text-embedding-test',
    dimension: 16,
  });
  t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { embedder });
  admin = await signedInMember(t, ADMIN);
  await addChunks([
    { title: 'Trapphiss', category: 'Offentlig förvaltning' },
    { title: 'Dörröppnare', category: 'Offentlig förvaltning' },
    { title: 'Badrum', category: '' },
    { title: 'Ramp', category: null },
    { title: 'Spis', category: 'BAB-handläggare' },
  ]);
  await queueMissingEmbeddingJobs(t.database.db, t.knowledge.embedder.model);
  // Migrating a fresh database takes a while on a busy machine.
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the embedding test page API', () => {
  it('counts the chunks, the jobs by status and the chunks without vectors per category', async () => {
    const res = await admin.request('/api/admin/embeddings/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      model: 'text-embedding-test-16',
      total_chunks: 5,
      without_embeddings: 5,
      with_embeddings: 0,
      pending_jobs: 5,
      processing_jobs: 0,
      completed_jobs: 0,
      failed_jobs: 0,
      completion_rate: 0,
      // An empty category and a missing one are both 'no category'.
      categories: [
        { category: 'Offentlig förvaltning', without_embeddings: 2 },
        { category: null, without_embeddings: 2 },
        { category: 'BAB-handläggare', without_embeddings: 1 },
      ],
    });
  });

  it("checks one category's chunks", async () => {
    const res = await admin.request(
      `/api/admin/embeddings/category?category=${encodeURIComponent('Offentlig förvaltning')}`,
    );
    expect(res.body).toEqual({ category: 'Offentlig förvaltning', total_chunks: 2, without_embeddings: 2 });
    const blank = await admin.request('/api/admin/embeddings/category?category=%20');
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Ange en kategori.');
  });

  it('migrates nothing while no job has completed with a vector', async () => {
    const res = await admin.request('/api/admin/embeddings/migration', { method: 'POST' });
    expect(res.body).toMatchObject({ success: true, migrated: 0, available: 0, error: null });
    expect(await vectorsOf(LOCAL_MODEL)).toBe(0);
  });

  it('runs the real worker over the pending jobs, then counts again, and logs the action', async () => {
    const res = await admin.request('/api/admin/embeddings/process', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.processed).toBe(5);
    expect(res.body.stats).toMatchObject({
      total_chunks: 5,
      without_embeddings: 0,
      with_embeddings: 5,
      pending_jobs: 0,
      completed_jobs: 5,
      completion_rate: 100,
      categories: [],
    });
    expect(await vectorsOf('text-embedding-test-16')).toBe(5);
    expect(await auditActions('process_embeddings')).toEqual([
      { result: 'ok', details: { model: 'text-embedding-test-16', processed: 5, failedJobs: 0 } },
    ]);
  });
});

describe('the embedding migration API', () => {
  it('shows the three counts, with the local model as the target', async () => {
    const res = await admin.request('/api/admin/embeddings/migration');
    expect(res.body).toEqual({
      source_model: 'text-embedding-test-16',
      target_model: LOCAL_MODEL,
      target_embeddings: 0,
      completed_jobs: 5,
      chunks_with_embeddings: 5,
    });
  });

  it('re-embeds every completed chunk into the target once; a second run adds nothing', async () => {
    // A completed job whose vector is gone is not migrated (spec 2 §4).
    const [spis] = await t.database.db.select({ id: chunks.id }).from(chunks).where(eq(chunks.title, 'Spis'));
    await t.database.db
      .delete(chunkEmbeddings)
      .where(
        and(eq(chunkEmbeddings.chunkId, spis?.id ?? ''), eq(chunkEmbeddings.model, 'text-embedding-test-16')),
      );

    const [first, second] = [
      await admin.request('/api/admin/embeddings/migration', { method: 'POST' }),
      await admin.request('/api/admin/embeddings/migration', { method: 'POST' }),
    ];
    expect(first.body).toEqual({
      success: true,
      migrated: 4,
      available: 4,
      error: null,
      status: {
        source_model: 'text-embedding-test-16',
        target_model: LOCAL_MODEL,
        target_embeddings: 4,
        completed_jobs: 5,
        chunks_with_embeddings: 4,
      },
    });
    expect(second.body).toMatchObject({ success: true, migrated: 0, available: 4 });
    expect(await vectorsOf(LOCAL_MODEL)).toBe(4);
    const localJobs = await t.database.db
      .select({ status: embeddingJobs.status })
      .from(embeddingJobs)
      .where(eq(embeddingJobs.model, LOCAL_MODEL));
    expect(localJobs.map((job) => job.status)).toEqual(Array(4).fill('completed'));
    // The stored vectors are the local embedder's own.
    const [stored] = await t.database.db
      .select({ dimension: chunkEmbeddings.dimension })
      .from(chunkEmbeddings)
      .where(eq(chunkEmbeddings.model, LOCAL_MODEL))
      .limit(1);
    expect(stored?.dimension).toBe(createLocalEmbedder().dimension);

    const audit = await auditActions('migrate_embeddings');
    expect(audit.map((entry) => [entry.result, entry.details.migrated, entry.details.available])).toEqual([
      ['ok', 0, 0],
      ['ok', 4, 4],
      ['ok', 0, 4],
    ]);
  });

  it('two runs at once embed each chunk once', async () => {
    await t.database.db.delete(chunkEmbeddings).where(eq(chunkEmbeddings.model, LOCAL_MODEL));
    const both = await Promise.all([
      admin.request('/api/admin/embeddings/migration', { method: 'POST' }),
      admin.request('/api/admin/embeddings/migration', { method: 'POST' }),
    ]);
    expect(both.every((res) => res.body.success === true)).toBe(true);
    expect(await vectorsOf(LOCAL_MODEL)).toBe(4);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from embedding_jobs where model = ${LOCAL_MODEL}`,
    );
    expect(row?.n).toBe(4);
  });
});

describe('an install on the local embedder', () => {
  it('has no other model to migrate to, and says so', async () => {
    // The same database, served by an app whose model in use is the local embedder.
    const local = await createTestApp({ ADMIN_EMAILS: 'lokal.admin@kommun.se' }, { database: t.database });
    const client = await signedInMember(local, 'lokal.admin@kommun.se');
    const status = await client.request('/api/admin/embeddings/migration');
    expect(status.body).toMatchObject({
      source_model: LOCAL_MODEL,
      target_model: null,
      target_embeddings: 0,
    });
    const res = await client.request('/api/admin/embeddings/migration', { method: 'POST' });
    expect(res.body).toMatchObject({
      success: false,
      migrated: 0,
      error: EMBEDDING_MIGRATION_MESSAGES.noTarget,
    });
  });

  it('refuses a member', async () => {
    const member = await signedInMember(t, 'medlem.embed@kommun.se');
    for (const [path, method] of [
      ['/api/admin/embeddings/stats', 'GET'],
      ['/api/admin/embeddings/process', 'POST'],
      ['/api/admin/embeddings/migration', 'POST'],
    ] as const) {
      expect((await member.request(path, { method })).status).toBe(403);
    }
  });
});
