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
});
