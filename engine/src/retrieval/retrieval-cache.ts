import { LruCache } from '../lru-cache';
import type { Retrieval } from './passage';
import type { RetrieveInput, Retriever } from './retriever';

export type RetrievalCacheOptions = { capacity: number; ttlMs: number; now?: () => number };

/**
 * Remembers recent answers of the retriever. Officers ask the same suggested questions again and
 * again, and at a busy moment the database work of a search is most of an answer's cost. Entries
 * expire after `ttlMs`, so vectors embedded after a start reach the results soon; ingestion clears
 * everything at once through `invalidate`. The cached responses are shared: callers must not change them.
 */
export const withRetrievalCache = (retriever: Retriever, options: RetrievalCacheOptions): Retriever => {
  const now = options.now ?? Date.now;
  const cache = new LruCache<string, { at: number; response: Promise<Retrieval> }>(options.capacity);
  const keyOf = (input: RetrieveInput) =>
    JSON.stringify([input.query.trim().replace(/\s+/g, ' '), input.subtopic ?? null, input.limit ?? null]);
  return {
    retrieve: (input) => {
      const key = keyOf(input);
      const hit = cache.get(key);
      if (hit && now() - hit.at < options.ttlMs) {
        return hit.response;
      }
      // The promise is cached, so simultaneous identical questions share one search.
      const response = retriever.retrieve(input);
      cache.set(key, { at: now(), response });
      response.catch(() => cache.delete(key));
      return response;
    },
    subjectIndex: retriever.subjectIndex,
    invalidate: () => {
      cache.clear();
      retriever.invalidate();
    },
  };
};
