import type { Embedder } from '@app/engine';
import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { chunkEmbeddings, chunks, embeddingJobs } from '../../../db/schema';

const MAX_ATTEMPTS = 3;

/** What a chunk is embedded as: its title and headings carry meaning the body text may not repeat. */
export const embeddingInput = (chunk: { title: string; headingPath: string[]; content: string }): string =>
  [chunk.title, chunk.headingPath.join(' – '), chunk.content].filter(Boolean).join('\n');

/** Jobs left in 'processing' by a process that died go back to the queue. */
export const requeueStaleJobs = async (db: Db, model: string): Promise<void> => {
  await db.execute(
    sql`update embedding_jobs set status = 'pending', updated_at = now()
        where status = 'processing' and model = ${model} and updated_at < now() - interval '5 minutes'`,
  );
};

export type BatchResult = { claimed: number; completed: number; failed: number };

/**
 * Claims a batch of pending jobs (SKIP LOCKED, so several workers can share the queue), embeds
 * their chunks and stores the vectors. A failed batch returns to the queue until MAX_ATTEMPTS,
 * then stays 'failed' with its error message.
 */
export const processEmbeddingBatch = async (
  db: Db,
  embedder: Embedder,
  batchSize = 256,
): Promise<BatchResult> => {
  const claimed = await queryRows<{ id: string; chunk_id: string; attempts: number }>(
    db,
    sql`update embedding_jobs set status = 'processing', attempts = attempts + 1, updated_at = now()
        where id in (
          select id from embedding_jobs where status = 'pending' and model = ${embedder.model}
          order by created_at, id limit ${batchSize} for update skip locked)
        returning id, chunk_id, attempts`,
  );
  if (claimed.length === 0) {
    return { claimed: 0, completed: 0, failed: 0 };
  }
  const jobIds = claimed.map((job) => job.id);
  try {
    const rows = await db
      .select({
        id: chunks.id,
        title: chunks.title,
        headingPath: chunks.headingPath,
        content: chunks.content,
      })
      .from(chunks)
      .where(
        inArray(
          chunks.id,
          claimed.map((job) => job.chunk_id),
        ),
      );
    const vectors = await embedder.embed(rows.map(embeddingInput));
    if (vectors.length !== rows.length || vectors.some((v) => v.length !== embedder.dimension)) {
      throw new Error(`embedder returned ${vectors.length} vectors of the wrong shape`);
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(chunkEmbeddings)
        .values(
          rows.map((row, i) => ({
            chunkId: row.id,
            model: embedder.model,
            dimension: embedder.dimension,
            embedding: vectors[i] ?? [],
          })),
        )
        .onConflictDoUpdate({
          target: [chunkEmbeddings.chunkId, chunkEmbeddings.model],
          set: {
            embedding: sql`excluded.embedding`,
            dimension: sql`excluded.dimension`,
            createdAt: sql`now()`,
          },
        });
      await tx
        .update(embeddingJobs)
        .set({ status: 'completed', errorMessage: null, updatedAt: sql`now()` })
        .where(inArray(embeddingJobs.id, jobIds));
    });
    return { claimed: claimed.length, completed: claimed.length, failed: 0 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(embeddingJobs)
      .set({
        status: sql`case when ${embeddingJobs.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
        errorMessage: message.slice(0, 1000),
        updatedAt: sql`now()`,
      })
      .where(inArray(embeddingJobs.id, jobIds));
    const failed = claimed.filter((job) => job.attempts >= MAX_ATTEMPTS).length;
    return { claimed: claimed.length, completed: 0, failed };
  }
};

/** Planner statistics for the new vectors (PGlite has no autovacuum to gather them). */
export const analyzeEmbeddings = async (db: Db): Promise<void> => {
  await db.execute(sql`analyze chunk_embeddings`);
};
