import { z } from 'zod';
import { printableText } from './input-schemas';

/** Spec 2 §2: the category the embedding test page checks with its own button. */
export const EMBEDDING_CHECK_CATEGORY = 'Offentlig förvaltning';
/** Spec 2 §2: the debug log keeps the newest 100 entries. */
export const EMBEDDING_LOG_MAX_ENTRIES = 100;
/** Spec 2 §9: the stats are read again this long after Process Jobs answers. */
export const EMBEDDING_STATS_REFRESH_MS = 2000;

const count = z.number().int().min(0);

/** Chunks without a vector of the model in use, in one category (null: no category). */
export const EmbeddingCategoryCountSchema = z.object({
  category: z.string().nullable(),
  without_embeddings: count,
});
export type EmbeddingCategoryCount = z.infer<typeof EmbeddingCategoryCountSchema>;

/** GET /api/admin/embeddings/stats: the counts for the embedding model in use. */
export const EmbeddingStatsSchema = z.object({
  model: z.string(),
  total_chunks: count,
  without_embeddings: count,
  with_embeddings: count,
  pending_jobs: count,
  processing_jobs: count,
  completed_jobs: count,
  failed_jobs: count,
  /** Chunks with a vector out of all chunks, in whole percent. */
  completion_rate: z.number().int().min(0).max(100),
  categories: z.array(EmbeddingCategoryCountSchema),
});
export type EmbeddingStats = z.infer<typeof EmbeddingStatsSchema>;

/** GET /api/admin/embeddings/category: one category's chunks and how many lack a vector. */
export const EmbeddingCategoryQuerySchema = z.object({
  category: printableText().trim().min(1, 'Ange en kategori.').max(200, 'Kategorin får vara max 200 tecken.'),
});

export const EmbeddingCategoryCheckSchema = z.object({
  category: z.string(),
  total_chunks: count,
  without_embeddings: count,
});
export type EmbeddingCategoryCheck = z.infer<typeof EmbeddingCategoryCheckSchema>;

/** POST /api/admin/embeddings/process: what the worker did, and the counts after it. */
export const ProcessEmbeddingsResponseSchema = z.object({
  processed: count,
  stats: EmbeddingStatsSchema,
});
export type ProcessEmbeddingsResponse = z.infer<typeof ProcessEmbeddingsResponseSchema>;

/** GET /api/admin/embeddings/migration: the three counts of the migration page. */
export const EmbeddingMigrationStatusSchema = z.object({
  source_model: z.string(),
  /** Null when the model in use is already the only one there is to migrate to. */
  target_model: z.string().nullable(),
  /** Vectors of the target model ("embeddings in new table"). */
  target_embeddings: count,
  /** Completed jobs of the model in use. */
  completed_jobs: count,
  /** Chunks with a vector of the model in use: what a migration can carry over. */
  chunks_with_embeddings: count,
});
export type EmbeddingMigrationStatus = z.infer<typeof EmbeddingMigrationStatusSchema>;

/** POST /api/admin/embeddings/migration: spec 2's result card. */
export const EmbeddingMigrationResultSchema = z.object({
  success: z.boolean(),
  migrated: count,
  available: count,
  error: z.string().nullable(),
  status: EmbeddingMigrationStatusSchema,
});
export type EmbeddingMigrationResult = z.infer<typeof EmbeddingMigrationResultSchema>;

export const EMBEDDING_MIGRATION_MESSAGES = {
  noTarget:
    'Det finns ingen annan embeddingmodell att migrera till: modellen som används är redan den lokala.',
  failed: 'Alla avsnitt kunde inte migreras.',
} as const;
