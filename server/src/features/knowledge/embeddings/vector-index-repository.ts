import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';

export const vectorIndexName = (model: string): string =>
  `chunk_embeddings_hnsw_${createHash('sha1').update(model).digest('hex').slice(0, 12)}`;

/**
 * One partial HNSW index per model over `embedding::vector(N)`: the column has no fixed
 * dimension, so each model gets its own index, and queries use the same cast and filter.
 * Built after the bulk load, which is much faster than growing the index row by row.
 */
export const ensureVectorIndex = async (db: Db, model: string, dimension: number): Promise<void> => {
  if (!Number.isInteger(dimension) || dimension <= 0 || dimension > 16_000) {
    throw new Error(`invalid embedding dimension ${dimension}`);
  }
  const literal = `'${model.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(
      `create index if not exists ${vectorIndexName(model)} on chunk_embeddings ` +
        `using hnsw ((embedding::vector(${dimension})) vector_cosine_ops) where model = ${literal}`,
    ),
  );
};
