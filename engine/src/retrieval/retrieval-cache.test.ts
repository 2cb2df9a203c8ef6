import { describe, expect, it } from 'vitest';
import { withRetrievalCache } from './retrieval-cache';
import type { RetrieveInput, Retriever } from './retriever';

/** A retriever that answers with the question it was asked and counts its searches. */
const recording = (fail = false) => {
  const searches: RetrieveInput[] = [];
  let invalidated = 0;
  const retriever: Retriever = {
    retrieve: async (input) => {
      searches.push(input);
      if (fail) {
        throw new Error('database unavailable');
      }
      return {
        passages: [],
        paragraphSection: `${input.query} #${searches.length}`,
        expandedQuery: input.query,
      };
    },
    subjectIndex: () => Promise.reject(new Error('not used')),
    invalidate: () => {
      invalidated++;
    },
  };
  return { retriever, searches, invalidated: () => invalidated };
};

describe('withRetrievalCache', () => {
  it('searches once for the same question, topic and limit, also when asked at the same time', async () => {
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 10, ttlMs: 60_000 });
    const [a, b] = await Promise.all([
      cached.retrieve({ query: 'Vad gäller för trapphiss?', subtopic: 'Övrigt' }),
      cached.retrieve({ query: ' Vad gäller  för trapphiss? ', subtopic: 'Övrigt' }),
    ]);
    expect(a).toBe(b);
    await cached.retrieve({ query: 'Vad gäller för trapphiss?', subtopic: 'Övrigt', limit: 8 });
    await cached.retrieve({ query: 'Vad gäller för trapphiss?' });
    expect(inner.searches).toHaveLength(3);
  });

  it('searches again after the time to live, after invalidation, and after a failure', async () => {
    let clock = 0;
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 10, ttlMs: 1000, now: () => clock });
    await cached.retrieve({ query: 'ramp' });
    clock = 999;
    await cached.retrieve({ query: 'ramp' });
    clock = 1000;
    await cached.retrieve({ query: 'ramp' });
    cached.invalidate();
    await cached.retrieve({ query: 'ramp' });
    expect(inner.searches).toHaveLength(3);
    expect(inner.invalidated()).toBe(1);

    const failing = recording(true);
    const unreliable = withRetrievalCache(failing.retriever, { capacity: 10, ttlMs: 60_000 });
    await expect(unreliable.retrieve({ query: 'ramp' })).rejects.toThrow('database unavailable');
    await expect(unreliable.retrieve({ query: 'ramp' })).rejects.toThrow('database unavailable');
    expect(failing.searches).toHaveLength(2);
  });

  it('forgets the least recently used question when full', async () => {
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 2, ttlMs: 60_000 });
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'b' });
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'c' }); // b goes
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'b' });
    expect(inner.searches.map((input) => input.query)).toEqual(['a', 'b', 'c', 'b']);
  });
});
