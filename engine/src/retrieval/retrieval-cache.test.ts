import { describe, expect, it } from 'vitest';
import { withRetrievalCache } from './retrieval-cache';
import type { RetrieveInput, Retriever } from './retriever';

/** A retriever that answers with the question it was asked and counts its searches. */
const recording = (fail = false) => {
  const searches: RetrieveInput[] = [];
  let generation = 0;
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
    refresh: async () => {
      generation++;
    },
    factsStatus: () => ({ builds: generation + 1, generation }),
  };
  return { retriever, searches };
};

describe('withRetrievalCache', () => {
  it('searches once for the same question, topic and limit, also when asked at the same time', async () => {
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 10 });
    const [a, b] = await Promise.all([
      cached.retrieve({ query: 'Vad gäller för trapphiss?', subtopic: 'Övrigt' }),
      cached.retrieve({ query: ' Vad gäller  för trapphiss? ', subtopic: 'Övrigt' }),
    ]);
    expect(a).toBe(b);
    await cached.retrieve({ query: 'Vad gäller för trapphiss?', subtopic: 'Övrigt', limit: 8 });
    await cached.retrieve({ query: 'Vad gäller för trapphiss?' });
    expect(inner.searches).toHaveLength(3);
  });

  it('searches again once new corpus facts are in, and after a failure', async () => {
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 10 });
    await cached.retrieve({ query: 'ramp' });
    await cached.retrieve({ query: 'ramp' });
    await cached.refresh();
    await cached.retrieve({ query: 'ramp' });
    await cached.retrieve({ query: 'ramp' });
    expect(inner.searches).toHaveLength(2);

    const failing = recording(true);
    const unreliable = withRetrievalCache(failing.retriever, { capacity: 10 });
    await expect(unreliable.retrieve({ query: 'ramp' })).rejects.toThrow('database unavailable');
    await expect(unreliable.retrieve({ query: 'ramp' })).rejects.toThrow('database unavailable');
    expect(failing.searches).toHaveLength(2);
  });

  it('forgets the least recently used question when full', async () => {
    const inner = recording();
    const cached = withRetrievalCache(inner.retriever, { capacity: 2 });
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'b' });
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'c' }); // b goes
    await cached.retrieve({ query: 'a' });
    await cached.retrieve({ query: 'b' });
    expect(inner.searches.map((input) => input.query)).toEqual(['a', 'b', 'c', 'b']);
  });
});
