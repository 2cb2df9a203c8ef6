import type { Embedder } from '@app/engine';
import type { Db } from '../../../db/database';
import type { Logger } from '../../../logger';
import { announceCorpusChange } from '../retrieval/corpus-change-repository';
import { analyzeEmbeddings, processEmbeddingBatch, requeueStaleJobs } from './embedding-jobs-repository';
import { ensureVectorIndex } from './vector-index-repository';

export type EmbeddingWorker = {
  /** Starts draining the queue unless a drain is already running; resolves when the queue is empty. */
  kick: () => Promise<void>;
};

/** The in-process worker over `embedding_jobs`; other instances may run the same worker safely. */
export const createEmbeddingWorker = (deps: {
  db: Db;
  embedder: Embedder;
  logger: Logger;
  onProgress?: (done: number) => void;
}): EmbeddingWorker => {
  let running: Promise<void> | undefined;
  let again = false;

  const drain = async () => {
    const { db, embedder, logger } = deps;
    await requeueStaleJobs(db, embedder.model);
    let completed = 0;
    let failed = 0;
    for (;;) {
      const batch = await processEmbeddingBatch(db, embedder);
      if (batch.claimed === 0) {
        break;
      }
      completed += batch.completed;
      failed += batch.failed;
      deps.onProgress?.(completed + failed);
    }
    await ensureVectorIndex(db, embedder.model, embedder.dimension);
    if (completed > 0) {
      await analyzeEmbeddings(db);
      await announceCorpusChange(db);
    }
    if (completed + failed > 0) {
      logger.info({ model: embedder.model, completed, failed }, 'embedding jobs processed');
    }
  };

  return {
    kick: () => {
      if (running) {
        // Jobs queued while a drain runs may have been locked by their queuing statement when it
        // claimed (skip locked): one more pass after it, so no kick is lost.
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain();
        } while (again);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
};
