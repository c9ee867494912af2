import { CachedSnapshot } from './cached-snapshot';

describe('CachedSnapshot', () => {
  it('builds once for concurrent and later readers', async () => {
    const build = jest.fn(async () => ({ n: 1 }));
    const snap = new CachedSnapshot(build);
    const [a, b] = await Promise.all([snap.get(), snap.get()]);
    expect(a).toBe(b);
    await snap.get();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('rebuilds after invalidate()', async () => {
    let n = 0;
    const snap = new CachedSnapshot(async () => ++n);
    expect(await snap.get()).toBe(1);
    snap.invalidate();
    expect(await snap.get()).toBe(2);
  });

  it('forgets a failed build so the next read retries', async () => {
    const build = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok');
    const snap = new CachedSnapshot<string>(build);
    await expect(snap.get()).rejects.toThrow('db down');
    expect(await snap.get()).toBe('ok');
  });

  it('peek(): the built value, never one being built, failed or invalidated', async () => {
    let resolve!: (n: number) => void;
    let n = 0;
    const snap = new CachedSnapshot(() => (++n === 1 ? new Promise<number>((r) => (resolve = r)) : Promise.resolve(n)));
    expect(snap.peek()).toBeUndefined();
    const first = snap.get();
    expect(snap.peek()).toBeUndefined(); // building
    resolve(1);
    await first;
    expect(snap.peek()).toBe(1);
    snap.invalidate();
    expect(snap.peek()).toBeUndefined();
    expect(await snap.get()).toBe(2);
    expect(snap.peek()).toBe(2);
  });

  it('peek() never returns a build that was invalidated while it ran', async () => {
    let resolve!: (v: string) => void;
    let calls = 0;
    const snap = new CachedSnapshot(() => (++calls === 1 ? new Promise<string>((r) => (resolve = r)) : Promise.resolve('fresh')));
    const stale = snap.get();
    snap.invalidate(); // a write while the first build read the old rows
    resolve('stale');
    await stale;
    expect(snap.peek()).toBeUndefined();
    expect(await snap.get()).toBe('fresh');
    expect(snap.peek()).toBe('fresh');
  });

  it('peek() after a failed build is undefined', async () => {
    const snap = new CachedSnapshot<string>(() => Promise.reject(new Error('db down')));
    await expect(snap.get()).rejects.toThrow('db down');
    expect(snap.peek()).toBeUndefined();
  });
});
