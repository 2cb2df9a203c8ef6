import { LruCache } from '../../../lib/lru-cache';
import type { Embedder } from './embedder';

/**
 * Remembers the vectors of the most recently used texts. Citation checks embed the same source
 * sentences answer after answer, and popular questions repeat; a remote embedding API is also
 * paid per call. Least recently used texts are forgotten first.
 */
export const withEmbeddingCache = (embedder: Embedder, capacity: number): Embedder => {
  const cache = new LruCache<string, number[]>(capacity);
  return {
    model: embedder.model,
    dimension: embedder.dimension,
    embed: async (texts) => {
      const found = new Map<string, number[]>();
      for (const text of texts) {
        const vector = cache.get(text);
        if (vector) {
          found.set(text, vector);
        }
      }
      const missing = [...new Set(texts.filter((text) => !found.has(text)))];
      if (missing.length > 0) {
        const vectors = await embedder.embed(missing);
        missing.forEach((text, index) => {
          const vector = vectors[index];
          if (vector) {
            found.set(text, vector);
          }
        });
      }
      return texts.map((text) => {
        const vector = found.get(text);
        if (!vector) {
          throw new Error('the embedder returned fewer vectors than texts');
        }
        cache.set(text, vector);
        return vector;
      });
    },
  };
};
