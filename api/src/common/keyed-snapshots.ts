import { CachedSnapshot } from './cached-snapshot';

/**
 * CachedSnapshots by key (one per community list, one per thread...), all dropped together by clear() — on any
 * write the caller hears of (the bus, its own commits). At most `maxKeys` are kept: past that the oldest key goes,
 * so a crawl of every thread cannot grow the process without bound.
 */
export class KeyedSnapshots<T> {
  private readonly snapshots = new Map<string, CachedSnapshot<T>>();

  constructor(private readonly maxKeys: number) {}

  /** The value for `key`, built once by `build` until the next clear() (a key's build must always compute the same thing). */
  get(key: string, build: () => Promise<T>): Promise<T> {
    let snapshot = this.snapshots.get(key);
    if (!snapshot) {
      if (this.snapshots.size >= this.maxKeys) this.snapshots.delete(this.snapshots.keys().next().value as string);
      snapshot = new CachedSnapshot(build);
      this.snapshots.set(key, snapshot);
    }
    return snapshot.get();
  }

  /** The built value for `key`, or undefined (never built, building, failed, or cleared since). */
  peek(key: string): T | undefined {
    return this.snapshots.get(key)?.peek();
  }

  clear(): void {
    for (const snapshot of this.snapshots.values()) snapshot.invalidate();
    this.snapshots.clear();
  }

  get size(): number {
    return this.snapshots.size;
  }
}
