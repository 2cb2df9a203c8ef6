import type { Embedder } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { withEmbeddingCache } from './cached-embedder';
import { createLocalEmbedder } from './local-embedder';

/** The local embedder, counting the texts it is asked to embed. */
const counting = () => {
  const local = createLocalEmbedder();
  const asked: string[] = [];
  const embedder: Embedder = {
    model: local.model,
    dimension: local.dimension,
    embed: (texts) => {
      asked.push(...texts);
      return local.embed(texts);
    },
  };
  return { local, embedder, asked };
};

describe('withEmbeddingCache', () => {
  it('returns the same vectors as the embedder, embedding each text once', async () => {
    const { local, embedder, asked } = counting();
    const cached = withEmbeddingCache(embedder, 10);
    const texts = ['trapphiss', 'tröskel', 'trapphiss'];
    expect(await cached.embed(texts)).toEqual(await local.embed(texts));
    expect(await cached.embed(['tröskel', 'ramp'])).toEqual(await local.embed(['tröskel', 'ramp']));
    expect(asked).toEqual(['trapphiss', 'tröskel', 'ramp']);
    expect(cached.model).toBe(local.model);
  });

  it('forgets the least recently used text when full', async () => {
    const { embedder, asked } = counting();
    const cached = withEmbeddingCache(embedder, 2);
    await cached.embed(['a-text', 'b-text']);
    await cached.embed(['a-text']); // a is now the most recent
    await cached.embed(['c-text']); // b goes
    await cached.embed(['a-text', 'b-text']);
    expect(asked).toEqual(['a-text', 'b-text', 'c-text', 'b-text']);
  });

  it('works when one call holds more texts than the cache', async () => {
    const { local, embedder } = counting();
    const cached = withEmbeddingCache(embedder, 1);
    const texts = ['ett', 'två', 'tre'];
    expect(await cached.embed(texts)).toEqual(await local.embed(texts));
  });
});
