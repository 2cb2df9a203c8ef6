import {
  EMBEDDING_MIGRATION_MESSAGES,
  type EmbeddingMigrationResult,
  type EmbeddingMigrationStatus,
  type ProcessEmbeddingsResponse,
} from '@app/common';
import type { Embedder } from '@app/engine';
import type { Db } from '../../../db/database';
import { recordAdminAction } from '../../../infra/admin-audit-repository';
import type { Logger } from '../../../logger';
import type { Knowledge } from '../knowledge';
import {
  latestFailure,
  queueMigrationJobs,
  readEmbeddingStats,
  readMigrationStatus,
} from './embedding-admin-repository';
import { createEmbeddingWorker } from './embedding-worker';
import { createLocalEmbedder } from './local-embedder';

/**
 * The model a migration re-embeds into: the local embedder, as a standby index that needs no
 * network, when the model in use is another (an embeddings API). See ADR 014.
 */
export const migrationTarget = (inUse: Embedder): Embedder | undefined => {
  const local = createLocalEmbedder();
  return local.model === inUse.model ? undefined : local;
};

export type EmbeddingAdmin = {
  processJobs: (actorId: string) => Promise<ProcessEmbeddingsResponse>;
  migrationStatus: () => Promise<EmbeddingMigrationStatus>;
  migrate: (actorId: string) => Promise<EmbeddingMigrationResult>;
};

export const createEmbeddingAdmin = (deps: {
  db: Db;
  knowledge: Knowledge;
  target: Embedder | undefined;
  logger: Logger;
}): EmbeddingAdmin => {
  const { db, knowledge, target } = deps;
  const source = knowledge.embedder.model;
  // One worker per process for the target model: a second click joins the running drain, and
  // other instances share the queue through SKIP LOCKED, so no chunk is embedded twice.
  const targetWorker = target
    ? createEmbeddingWorker({ db, embedder: target, logger: deps.logger })
    : undefined;

  const status = async () => {
    const { available: _, ...counts } = await readMigrationStatus(db, source, target?.model);
    return counts;
  };

  return {
    processJobs: async (actorId) => {
      let processed = 0;
      await knowledge.processEmbeddings((done) => {
        processed = done;
      });
      const stats = await readEmbeddingStats(db, source);
      await recordAdminAction(db, {
        actorId,
        action: 'process_embeddings',
        result: 'ok',
        details: { model: source, processed, failedJobs: stats.failed_jobs },
      });
      return { processed, stats };
    },
    migrationStatus: status,
    migrate: async (actorId) => {
      const before = await readMigrationStatus(db, source, target?.model);
      let outcome: Pick<EmbeddingMigrationResult, 'success' | 'migrated' | 'error'>;
      if (!target || !targetWorker) {
        outcome = { success: false, migrated: 0, error: EMBEDDING_MIGRATION_MESSAGES.noTarget };
      } else {
        await queueMigrationJobs(db, source, target.model);
        await targetWorker.kick();
        const after = await readMigrationStatus(db, source, target.model);
        const failure = await latestFailure(db, target.model);
        outcome = {
          success: failure.failed === 0,
          migrated: after.target_embeddings - before.target_embeddings,
          error:
            failure.failed === 0
              ? null
              : `${EMBEDDING_MIGRATION_MESSAGES.failed} ${failure.error ?? ''}`.trim(),
        };
      }
      await recordAdminAction(db, {
        actorId,
        action: 'migrate_embeddings',
        result: outcome.success ? 'ok' : 'failed',
        details: {
          sourceModel: source,
          targetModel: target?.model ?? null,
          migrated: outcome.migrated,
          available: before.available,
          ...(outcome.error ? { error: outcome.error } : {}),
        },
      });
      return { ...outcome, available: before.available, status: await status() };
    },
  };
};
