import type { EmbeddingCategoryCheck, EmbeddingMigrationStatus, EmbeddingStats } from '@app/common';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import type { EmbeddingJobStatus } from '../../../db/schema';

type CountRow = { value: number };

const single = async (db: Db, query: SQL): Promise<number> => {
  const [row] = await queryRows<CountRow>(db, query);
  return Number(row?.value ?? 0);
};

/** Chunks with a vector of this model; the unique (chunk, model) index makes it one per chunk. */
const countVectors = (db: Db, model: string) =>
  single(db, sql`select count(*)::int as value from chunk_embeddings where model = ${model}`);

const hasNoVector = (model: string) =>
  sql`not exists (select 1 from chunk_embeddings e where e.chunk_id = c.id and e.model = ${model})`;

/** Spec 2 §2's stats grid and per-category breakdown, for one embedding model. */
export const readEmbeddingStats = async (db: Db, model: string): Promise<EmbeddingStats> => {
  const [totalChunks, withEmbeddings, jobRows, categoryRows] = await Promise.all([
    single(db, sql`select count(*)::int as value from chunks`),
    countVectors(db, model),
    queryRows<{ status: EmbeddingJobStatus; value: number }>(
      db,
      sql`select status, count(*)::int as value from embedding_jobs where model = ${model} group by status`,
    ),
    // An empty category is no category ('No category' on the page).
    queryRows<{ category: string | null; value: number }>(
      db,
      sql`select nullif(c.category, '') as category, count(*)::int as value from chunks c
          where ${hasNoVector(model)}
          group by 1 order by value desc, category nulls last`,
    ),
  ]);
  const jobs = (status: EmbeddingJobStatus) =>
    Number(jobRows.find((row) => row.status === status)?.value ?? 0);
  return {
    model,
    total_chunks: totalChunks,
    without_embeddings: totalChunks - withEmbeddings,
    with_embeddings: withEmbeddings,
    pending_jobs: jobs('pending'),
    processing_jobs: jobs('processing'),
    completed_jobs: jobs('completed'),
    failed_jobs: jobs('failed'),
    completion_rate: totalChunks === 0 ? 0 : Math.floor((withEmbeddings / totalChunks) * 100),
    categories: categoryRows.map((row) => ({
      category: row.category,
      without_embeddings: Number(row.value),
    })),
  };
};

/** One category's chunks, and how many of them lack a vector of this model. */
export const readCategoryCheck = async (
  db: Db,
  model: string,
  category: string,
): Promise<EmbeddingCategoryCheck> => {
  const [row] = await queryRows<{ total: number; without: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where ${hasNoVector(model)}))::int as without
        from chunks c where c.category = ${category}`,
  );
  return { category, total_chunks: Number(row?.total ?? 0), without_embeddings: Number(row?.without ?? 0) };
};

/** Completed jobs of the source model whose chunk has its vector: what a migration carries over. */
const migratable = (source: string) =>
  sql`from embedding_jobs j
      where j.model = ${source} and j.status = 'completed'
        and exists (select 1 from chunk_embeddings e where e.chunk_id = j.chunk_id and e.model = ${source})`;

export const readMigrationStatus = async (
  db: Db,
  source: string,
  target: string | undefined,
): Promise<EmbeddingMigrationStatus & { available: number }> => {
  const [targetEmbeddings, completedJobs, withEmbeddings, available] = await Promise.all([
    target ? countVectors(db, target) : 0,
    single(
      db,
      sql`select count(*)::int as value from embedding_jobs where model = ${source} and status = 'completed'`,
    ),
    countVectors(db, source),
    single(db, sql`select count(*)::int as value ${migratable(source)}`),
  ]);
  return {
    source_model: source,
    target_model: target ?? null,
    target_embeddings: targetEmbeddings,
    completed_jobs: completedJobs,
    chunks_with_embeddings: withEmbeddings,
    available,
  };
};

/**
 * Queues a target-model job for every migratable chunk without a target vector. A job already
 * pending or processing is left alone (no double run); a failed one, or a completed one whose
 * vector is gone, is queued again.
 */
export const queueMigrationJobs = async (db: Db, source: string, target: string): Promise<number> => {
  const rows = await queryRows<{ chunk_id: string }>(
    db,
    sql`insert into embedding_jobs (chunk_id, model)
        select j.chunk_id, ${target} ${migratable(source)}
          and not exists (select 1 from chunk_embeddings t where t.chunk_id = j.chunk_id and t.model = ${target})
        on conflict (chunk_id, model) do update
          set status = 'pending', attempts = 0, error_message = null, updated_at = now()
          where embedding_jobs.status in ('failed', 'completed')
        returning chunk_id`,
  );
  return rows.length;
};

/** The latest error of the target model's failed jobs, if any failed. */
export const latestFailure = async (
  db: Db,
  model: string,
): Promise<{ failed: number; error: string | null }> => {
  const [row] = await queryRows<{ failed: number; error: string | null }>(
    db,
    sql`select count(*)::int as failed,
          (select error_message from embedding_jobs where model = ${model} and status = 'failed'
           order by updated_at desc limit 1) as error
        from embedding_jobs where model = ${model} and status = 'failed'`,
  );
  return { failed: Number(row?.failed ?? 0), error: row?.error ?? null };
};
