import { KeyedSnapshots } from './keyed-snapshots';

describe('KeyedSnapshots', () => {
  it('builds a key once until clear(), and keeps at most maxKeys', async () => {
    const cache = new KeyedSnapshots<string>(2);
    let builds = 0;
    const build = (v: string) => () => Promise.resolve(`${v}${++builds}`);
    expect(await Promise.all([cache.get('a', build('a')), cache.get('a', build('a'))])).toEqual(['a1', 'a1']);
    expect(cache.peek('a')).toBe('a1');
    expect(await cache.get('b', build('b'))).toBe('b2');
    expect(await cache.get('c', build('c'))).toBe('c3'); // a goes: the oldest
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    cache.clear();
    expect(cache.peek('b')).toBeUndefined();
    expect(await cache.get('b', build('b'))).toBe('b4');
  });

  it('forgets a failed build and a build that a clear() overtook', async () => {
    const cache = new KeyedSnapshots<string>(10);
    let up = false;
    const flaky = () => (up ? Promise.resolve('up') : Promise.reject(new Error('down')));
    await expect(cache.get('x', flaky)).rejects.toThrow('down');
    up = true;
    expect(await cache.get('x', flaky)).toBe('up');
    let release!: (v: string) => void;
    const slow = cache.get('y', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await slow).toBe('stale'); // its own caller still gets an answer
    expect(cache.peek('y')).toBeUndefined(); // but nobody after the clear does
  });
});
