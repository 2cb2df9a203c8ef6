import { LruCache } from '../lru-cache';
import type { Retrieval } from './passage';
import type { RetrieveInput, Retriever } from './retriever';

export type RetrievalCacheOptions = { capacity: number };

/**
 * Remembers recent answers of the retriever. Officers ask the same suggested questions again and
 * again, and at a busy moment the database work of a search is most of an answer's cost. An entry
 * holds while the corpus facts it was found with are in use: a corpus change rebuilds them
 * (ADR 033), and no timer is needed. The cached responses are shared: callers must not change them.
 */
export const withRetrievalCache = (retriever: Retriever, options: RetrievalCacheOptions): Retriever => {
  const cache = new LruCache<string, { generation: number; response: Promise<Retrieval> }>(options.capacity);
  const keyOf = (input: RetrieveInput) =>
    JSON.stringify([input.query.trim().replace(/\s+/g, ' '), input.subtopic ?? null, input.limit ?? null]);
  return {
    retrieve: (input) => {
      const key = keyOf(input);
      const hit = cache.get(key);
      const { generation } = retriever.factsStatus();
      if (hit?.generation === generation) {
        return hit.response;
      }
      // The promise is cached, so simultaneous identical questions share one search.
      const response = retriever.retrieve(input);
      cache.set(key, { generation, response });
      response.catch(() => cache.delete(key));
      return response;
    },
    subjectIndex: retriever.subjectIndex,
    refresh: retriever.refresh,
    factsStatus: retriever.factsStatus,
  };
};
