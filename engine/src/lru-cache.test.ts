import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entry when full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the newest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing, and forgets on delete and clear', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 3);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('reads the missing keys through one load, each once, and remembers them', async () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1);
    const loads: string[][] = [];
    const load = async (missing: string[]) => {
      loads.push(missing);
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, key.length * 10]));
    };
    const first = await cache.getMany(['a', 'bb', 'bb', 'gone'], load);
    expect([...first]).toEqual([
      ['a', 1],
      ['bb', 20],
    ]);
    expect(loads).toEqual([['bb', 'gone']]);
    expect([...(await cache.getMany(['bb', 'a'], load))]).toEqual([
      ['bb', 20],
      ['a', 1],
    ]);
    expect(loads).toHaveLength(1);
  });
});
