/** A small least-recently-used cache (recent search results, 100 entries). */
export const SEARCH_CACHE_SIZE = 100;

export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity = SEARCH_CACHE_SIZE) {
    this.capacity = Math.max(1, Math.floor(capacity) || 1);
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, which also becomes the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores the value; past capacity, the least recently used entry goes. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
