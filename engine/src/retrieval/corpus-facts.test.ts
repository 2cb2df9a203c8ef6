import { describe, expect, it } from 'vitest';
import type { Domain } from '../domain';
import type { CorpusStore, Embedder } from '../ports';
import { createCorpusFacts } from './corpus-facts';

/** A store whose word statistics are the number of the read, so each build is told apart. */
const counting = () => {
  const reads = { count: 0, fail: false, gate: Promise.resolve() };
  const store = {
    lexemeStats: async () => {
      const read = ++reads.count;
      await reads.gate;
      if (reads.fail) {
        throw new Error('database unavailable');
      }
      return { documentFrequency: new Map([[`read${read}`, 1]]), chunkCount: read };
    },
    sectionTexts: async () => [],
  } as unknown as CorpusStore;
  return { store, reads };
};

const embedder: Embedder = { model: 'test', dimension: 1, embed: async (texts) => texts.map(() => [1]) };
const domain = { annotations: [], thesaurus: [] } as unknown as Domain;

const facts = (store: CorpusStore) => {
  const warnings: string[] = [];
  let swaps = 0;
  const holder = createCorpusFacts({
    domain,
    store,
    embedder,
    logger: { info: () => undefined, warn: (_, message) => warnings.push(message) },
    onSwap: () => {
      swaps++;
    },
  });
  return { holder, warnings, swaps: () => swaps };
};

describe('createCorpusFacts', () => {
  it('builds once for simultaneous first searches and never again without a change', async () => {
    const { store, reads } = counting();
    const { holder } = facts(store);
    const [a, b] = await Promise.all([holder.current(), holder.current()]);
    expect(a).toBe(b);
    await holder.current();
    expect(reads.count).toBe(1);
    expect(holder.status()).toEqual({ builds: 1, generation: 0 });
  });

  it('keeps answering from the old facts while a rebuild runs, then swaps the new ones in', async () => {
    const { store, reads } = counting();
    const { holder, swaps } = facts(store);
    await holder.current();
    let open: () => void = () => undefined;
    reads.gate = new Promise((resolve) => {
      open = resolve;
    });
    const rebuilt = holder.refresh();
    expect((await holder.current()).stats.chunkCount).toBe(1);
    open();
    await rebuilt;
    expect((await holder.current()).stats.chunkCount).toBe(2);
    expect(holder.status()).toEqual({ builds: 2, generation: 1 });
    expect(swaps()).toBe(1);
  });

  it('makes one more build for a burst of changes during a rebuild', async () => {
    const { store, reads } = counting();
    const { holder } = facts(store);
    await holder.current();
    let open: () => void = () => undefined;
    reads.gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = holder.refresh();
    // The rebuild has read the store: the changes below come after what it reads.
    await expect.poll(() => reads.count).toBe(2);
    const burst = [holder.refresh(), holder.refresh(), holder.refresh()];
    open();
    await Promise.all([first, ...burst]);
    expect(reads.count).toBe(3);
    expect((await holder.current()).known).toEqual(new Set(['read3']));
  });

  it('logs a failed rebuild and keeps the facts in use', async () => {
    const { store, reads } = counting();
    const { holder, warnings, swaps } = facts(store);
    const before = await holder.current();
    reads.fail = true;
    await holder.refresh();
    expect(await holder.current()).toBe(before);
    expect(warnings).toEqual(['corpus facts not rebuilt; the previous ones stay in use']);
    expect(swaps()).toBe(0);
    expect(holder.status().generation).toBe(0);
  });

  it('builds nothing on a change before the first search, and retries a failed first build', async () => {
    const { store, reads } = counting();
    const { holder } = facts(store);
    await holder.refresh();
    expect(reads.count).toBe(0);
    expect(holder.status().generation).toBe(1);
    reads.fail = true;
    await expect(holder.current()).rejects.toThrow('database unavailable');
    reads.fail = false;
    expect((await holder.current()).stats.chunkCount).toBe(2);
  });
});
