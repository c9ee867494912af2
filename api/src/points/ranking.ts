/**
 * One leaderboard's whole order, in memory: every member with points, sorted as the boards sort (points descending,
 * then member id). A member's rank is a binary search by id, whatever the board's size, instead of a count over
 * the aggregate's index that grows with the rank (50,000 index entries for a member in the middle of 100,000).
 * Memory: three 32-bit arrays, 1.2 MB per 100,000 members.
 */
export class Ranking {
  private readonly ids: Int32Array;
  private readonly totals: Int32Array;
  /** Positions in the order, sorted by member id. */
  private readonly byId: Int32Array;

  constructor(ids: readonly number[], totals: readonly number[]) {
    if (ids.length !== totals.length) throw new Error('a ranking needs one total per member');
    this.ids = Int32Array.from(ids);
    this.totals = Int32Array.from(totals);
    this.byId = Int32Array.from(ids.keys()).sort((a, b) => this.ids[a] - this.ids[b]);
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The rank a member with `total` points has against this order: 1 + the members ahead of them (more points, or as
   * many and a lower id), their own entry not counted. With their live total, a member's rank follows their own
   * points at once even when the order (the others' points) is a few seconds old.
   */
  rankOf(userId: number, total: number): number {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const ahead = this.totals[mid] > total || (this.totals[mid] === total && this.ids[mid] < userId);
      if (ahead) lo = mid + 1;
      else hi = mid;
    }
    const own = this.standing(userId);
    return (own !== null && own.rank - 1 < lo ? lo - 1 : lo) + 1;
  }

  /** The member's 1-based rank and points in this order, or null when they have none on this board. */
  standing(userId: number): { rank: number; total: number } | null {
    let lo = 0;
    let hi = this.byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const position = this.byId[mid];
      const id = this.ids[position];
      if (id === userId) return { rank: position + 1, total: this.totals[position] };
      if (id < userId) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }
}

/** Monday 00:00 UTC of the ISO week holding `at`, as YYYY-MM-DD (the week boards' key). */
export function isoWeekStart(at: Date = new Date()): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Rankings by key, rebuilt after writes but at most once per `minAgeMs` each, serving the previous one while the next
 * builds (stale-while-revalidate): under a steady stream of points, a board of 100,000 members is re-read from the
 * database every few seconds rather than on every like. A member's own points are read live and placed in it
 * (Ranking.rankOf): only the others' points behind a rank outside a board's top (which is live) may lag, by at most
 * `minAgeMs` plus a build.
 */
export class Rankings {
  private readonly entries = new Map<string, { current?: Ranking; next?: Promise<Ranking>; builtAt: number; dirty: boolean }>();

  constructor(
    private readonly maxKeys: number,
    private readonly minAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, build: () => Promise<Ranking>): Promise<Ranking> {
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value as string);
      entry = { builtAt: 0, dirty: true };
      this.entries.set(key, entry);
    }
    const e = entry;
    if (e.dirty && !e.next && (!e.current || this.now() - e.builtAt >= this.minAgeMs)) {
      e.dirty = false;
      const started = this.now();
      e.next = build().then(
        (ranking) => {
          Object.assign(e, { current: ranking, builtAt: started, next: undefined });
          return ranking;
        },
        (error: unknown) => {
          Object.assign(e, { next: undefined, dirty: true });
          throw error;
        },
      );
      e.next.catch(() => undefined); // a background rebuild's failure is retried by the next read, not unhandled
    }
    return e.current ? Promise.resolve(e.current) : e.next!;
  }

  /** Some points changed: each ranking is rebuilt on its next read once it is `minAgeMs` old. */
  changed(): void {
    for (const entry of this.entries.values()) entry.dirty = true;
  }
}
