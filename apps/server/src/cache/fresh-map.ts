/**
 * A bounded in-memory map of database reads that are dropped when the database announces a change
 * (see db/invalidation.ts) and, as a safety net, read again once older than a maximum age.
 *
 * - While the invalidation channel is not live, nothing is answered from memory (every get loads).
 * - Concurrent gets of a missing key share one load; an invalidation detaches that load, so a get
 *   after the invalidation never receives a value read before it.
 * - A load that was under way when any invalidation of this map happened is returned to its caller
 *   but not kept (it may predate the change).
 */

export interface FreshMapOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** Monotonic milliseconds (entries age in real time, whatever the application clock says). */
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  /** When the load that produced it started. */
  at: number;
}

export class FreshMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V | undefined>>();
  private epoch = 0;
  private readonly clock: () => number;
  /** Loads started (each one database read; concurrent gets of a key share one). */
  loads = 0;

  constructor(
    private readonly options: FreshMapOptions,
    private readonly isLive: () => boolean,
  ) {
    this.clock = options.clock ?? (() => performance.now());
  }

  /** The value of `key`: from memory when fresh, otherwise from `load` (undefined is not kept). */
  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.isLive()) return load();
    const started = this.clock();
    const entry = this.entries.get(key);
    if (entry && started - entry.at < this.options.maxAgeMs) return Promise.resolve(entry.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    this.loads += 1;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (value !== undefined && epoch === this.epoch && this.isLive()) this.store(key, { value, at: started });
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Replaces a kept value (this instance's own write), keeping its age; absent keys stay absent. */
  replace(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry) this.entries.set(key, { value, at: entry.at });
  }

  delete(key: K): void {
    this.epoch += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  deleteWhere(predicate: (value: V) => boolean): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (predicate(entry.value)) this.entries.delete(key);
    this.loading.clear();
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
