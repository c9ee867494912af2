import { isoWeekStart, Ranking, Rankings } from './ranking';

describe('Ranking', () => {
  it('ranks by position in the board order, found by member id', () => {
    // Order: points descending, then id (as the SQL sends it).
    const r = new Ranking([7, 3, 9, 1, 4], [50, 20, 20, 5, 5]);
    expect(r.size).toBe(5);
    expect(r.standing(7)).toEqual({ rank: 1, total: 50 });
    expect(r.standing(3)).toEqual({ rank: 2, total: 20 });
    expect(r.standing(9)).toEqual({ rank: 3, total: 20 });
    expect(r.standing(4)).toEqual({ rank: 5, total: 5 });
    expect(r.standing(2)).toBeNull();
    expect(new Ranking([], []).standing(1)).toBeNull();
  });

  it("places a member's live total in the order, their own older entry not counted", () => {
    const r = new Ranking([7, 3, 9, 1, 4], [50, 20, 20, 5, 5]);
    expect(r.rankOf(7, 50)).toBe(1);
    expect(r.rankOf(9, 20)).toBe(3);
    expect(r.rankOf(4, 60)).toBe(1); // 4 earned points since: ahead of all, its entry (rank 5) not counted
    expect(r.rankOf(7, 10)).toBe(3); // 7 lost points (its entry was ahead of it): 3 and 9 only
    expect(r.rankOf(2, 5)).toBe(5); // not in the order: after 1 (5, lower id), before 4 (5, higher id)
    expect(r.rankOf(8, 1)).toBe(6);
    expect(new Ranking([], []).rankOf(1, 3)).toBe(1);
  });

  it('refuses mismatched arrays', () => {
    expect(() => new Ranking([1, 2], [3])).toThrow('one total per member');
  });
});

describe('isoWeekStart', () => {
  it('is the Monday of the UTC ISO week', () => {
    expect(isoWeekStart(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-23'); // Tuesday
    expect(isoWeekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday 00:00
    expect(isoWeekStart(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16'); // Sunday
    expect(isoWeekStart(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28'); // across a year
  });
});

describe('Rankings', () => {
  const one = (id: number) => new Ranking([id], [1]);

  it('builds once, serves the same ranking until a change, then rebuilds no sooner than the minimum age', async () => {
    let now = 1_000;
    const rankings = new Rankings(8, 5_000, () => now);
    let calls = 0;
    const build = jest.fn(async () => one(++calls));
    const first = await rankings.get('a', build);
    expect(await rankings.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    rankings.changed();
    now += 1_000; // too young: the old one is served, no rebuild
    expect(await rankings.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    now += 5_000; // old enough: a rebuild starts; the old ranking is served while it runs
    expect(await rankings.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    const second = await rankings.get('a', build);
    expect(second).not.toBe(first);
    expect(second.standing(2)).toEqual({ rank: 1, total: 1 });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('shares one build between concurrent first readers, and retries after a failed build', async () => {
    const rankings = new Rankings(8, 0);
    let fail = true;
    const build = jest.fn(async () => {
      if (fail) throw new Error('down');
      return one(1);
    });
    const [a, b] = await Promise.allSettled([rankings.get('k', build), rankings.get('k', build)]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(build).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await rankings.get('k', build)).size).toBe(1);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxKeys rankings', async () => {
    const rankings = new Rankings(2, 0);
    const build = jest.fn(async () => one(1));
    await rankings.get('a', build);
    await rankings.get('b', build);
    await rankings.get('c', build); // 'a' goes
    await rankings.get('a', build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
