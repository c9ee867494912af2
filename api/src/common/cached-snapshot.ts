/**
 * A value computed once from the database and kept in memory until invalidate() (called on writes).
 * Concurrent first readers share one build; a failed build is forgotten so the next read retries.
 */
export class CachedSnapshot<T> {
  private current?: Promise<T>;

  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.current) {
      const building = this.build();
      this.current = building;
      building.catch(() => {
        if (this.current === building) this.current = undefined;
      });
    }
    return this.current;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
