import {
  EMBEDDING_CHECK_CATEGORY,
  type EmbeddingCategoryCheck,
  EmbeddingCategoryCheckSchema,
  type EmbeddingStats,
  EmbeddingStatsSchema,
  type ProcessEmbeddingsResponse,
  ProcessEmbeddingsResponseSchema,
} from '@app/common';
import { apiGet, apiPost } from '@/lib/api';

export const fetchEmbeddingStats = (): Promise<EmbeddingStats> =>
  apiGet('/api/admin/embeddings/stats', EmbeddingStatsSchema);

export const checkCategory = (): Promise<EmbeddingCategoryCheck> =>
  apiGet(
    `/api/admin/embeddings/category?category=${encodeURIComponent(EMBEDDING_CHECK_CATEGORY)}`,
    EmbeddingCategoryCheckSchema,
  );

export const processEmbeddingJobs = (): Promise<ProcessEmbeddingsResponse> =>
  apiPost('/api/admin/embeddings/process', undefined, ProcessEmbeddingsResponseSchema);
