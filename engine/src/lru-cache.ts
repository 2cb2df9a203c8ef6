/** A map that keeps its `capacity` most recently used entries and forgets the oldest first. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the entry as the newest.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) {
        this.entries.delete(oldest.value);
      }
    }
  }

  /**
   * The values of `keys`, reading the ones not cached through `load` in one call (each missing
   * key once) and remembering them. Keys `load` leaves out are left out of the result.
   */
  async getMany(keys: K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    const missing = new Set<K>();
    for (const key of keys) {
      const value = this.get(key);
      if (value === undefined) {
        missing.add(key);
      } else {
        found.set(key, value);
      }
    }
    if (missing.size > 0) {
      for (const [key, value] of await load([...missing])) {
        this.set(key, value);
        found.set(key, value);
      }
    }
    return found;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
