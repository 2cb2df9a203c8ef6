import {
  type EmbeddingMigrationResult,
  EmbeddingMigrationResultSchema,
  type EmbeddingMigrationStatus,
  EmbeddingMigrationStatusSchema,
} from '@app/common';
import { apiGet, apiPost } from '@/lib/api';

export const fetchMigrationStatus = (): Promise<EmbeddingMigrationStatus> =>
  apiGet('/api/admin/embeddings/migration', EmbeddingMigrationStatusSchema);

export const migrateEmbeddings = (): Promise<EmbeddingMigrationResult> =>
  apiPost('/api/admin/embeddings/migration', undefined, EmbeddingMigrationResultSchema);
