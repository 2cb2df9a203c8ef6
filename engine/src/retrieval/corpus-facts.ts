/**
 * The corpus facts every search shares: lexeme statistics (BM25's idf, the words query expansion
 * knows) and the subject state. Built once, then rebuilt only when the corpus changes, off the
 * request path: a search always uses the facts in memory, and a rebuild swaps in when complete
 * (ADR 033). Reads the store and the embedder; writes CorpusFacts.
 */
import type { Domain } from '../domain';
import type { CorpusStore, Embedder, EngineLogger, LexemeStats } from '../ports';
import { buildSubjectState, type SubjectState } from './subject-state';

export type CorpusFacts = { stats: LexemeStats; known: Set<string>; subject: SubjectState };

export type CorpusFactsStatus = {
  /** Builds started, the first one included. */
  builds: number;
  /** Rebuilds swapped in: a search started under one generation used that generation's facts. */
  generation: number;
};

export type CorpusFactsHolder = {
  /** The facts in use; only the very first call waits for a build. */
  current: () => Promise<CorpusFacts>;
  /**
   * Rebuilds the facts after a corpus change and swaps them in; resolves when the newest are in.
   * Calls during a rebuild make one more afterwards, so no change is missed and a burst of
   * changes costs two builds. A failed rebuild is logged and the old facts stay in use.
   */
  refresh: () => Promise<void>;
  status: () => CorpusFactsStatus;
};

export const createCorpusFacts = (deps: {
  domain: Domain;
  store: CorpusStore;
  embedder: Embedder;
  logger: EngineLogger;
  /** After each swap: caches that hold what the old facts found. */
  onSwap: () => void;
}): CorpusFactsHolder => {
  let inUse: Promise<CorpusFacts> | undefined;
  let rebuilding: Promise<void> | undefined;
  let again = false;
  const status: CorpusFactsStatus = { builds: 0, generation: 0 };

  const build = async (): Promise<CorpusFacts> => {
    status.builds++;
    const previous = await inUse?.catch(() => undefined);
    const [stats, subject] = await Promise.all([
      deps.store.lexemeStats(),
      buildSubjectState(deps, previous?.subject),
    ]);
    return { stats, known: new Set(stats.documentFrequency.keys()), subject };
  };

  /** A first build that fails is forgotten, so the next search tries again. */
  const first = () => {
    const built = build();
    inUse = built;
    built.catch(() => {
      if (inUse === built) {
        inUse = undefined;
      }
    });
    return built;
  };

  const rebuild = async () => {
    const started = performance.now();
    try {
      const facts = await build();
      inUse = Promise.resolve(facts);
      status.generation++;
      deps.onSwap();
      deps.logger.info({ ms: Math.round(performance.now() - started) }, 'corpus facts rebuilt');
    } catch (error) {
      deps.logger.warn({ err: error }, 'corpus facts not rebuilt; the previous ones stay in use');
    }
  };

  return {
    current: () => inUse ?? first(),
    refresh: () => {
      if (rebuilding) {
        again = true;
        return rebuilding;
      }
      rebuilding = (async () => {
        // Never built: the first search builds from the changed corpus anyway, and only results
        // found without the facts (paragraph mode) are stale. Building, the first build may have
        // read the corpus before the change, so one more follows it.
        await inUse?.catch(() => undefined);
        if (inUse === undefined) {
          status.generation++;
          return;
        }
        do {
          again = false;
          await rebuild();
        } while (again);
      })().finally(() => {
        rebuilding = undefined;
      });
      return rebuilding;
    },
    status: () => ({ ...status }),
  };
};
