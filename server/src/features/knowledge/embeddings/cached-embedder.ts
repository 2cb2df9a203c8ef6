import type { Embedder } from '@app/engine';
import { LruCache } from '@app/engine';

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
      const found = await cache.getMany(texts, async (missing) => {
        const vectors = await embedder.embed(missing);
        return new Map(missing.flatMap((text, index) => (vectors[index] ? [[text, vectors[index]]] : [])));
      });
      return texts.map((text) => {
        const vector = found.get(text);
        if (!vector) {
          throw new Error('the embedder returned fewer vectors than texts');
        }
        return vector;
      });
    },
  };
};
