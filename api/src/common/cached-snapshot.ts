/**
 * A value computed once from the database and kept in memory until invalidate() (called on writes).
 * Concurrent first readers share one build; a failed build is forgotten so the next read retries.
 */
export class CachedSnapshot<T> {
  private current?: Promise<T>;
  /** The value of `current` once it resolved (so a hot path can read it without awaiting). */
  private settled?: { from: Promise<T>; value: T };

  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.current) {
      const building = this.build();
      this.current = building;
      building.then(
        (value) => {
          if (this.current === building) this.settled = { from: building, value };
        },
        () => {
          if (this.current === building) this.current = undefined;
        },
      );
    }
    return this.current;
  }

  /** The built value, or undefined while none is (never built, building, failed, or invalidated since). */
  peek(): T | undefined {
    const settled = this.settled;
    return settled !== undefined && settled.from === this.current ? settled.value : undefined;
  }

  invalidate(): void {
    this.current = undefined;
    this.settled = undefined;
  }
}
