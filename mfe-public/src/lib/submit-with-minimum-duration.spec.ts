import { submitWithMinimumDuration } from './submit-with-minimum-duration';

describe('submitWithMinimumDuration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled by now (flushes pending microtasks first). */
  async function settled(p: Promise<unknown>) {
    let done = false;
    p.then(
      () => (done = true),
      () => (done = true),
    );
    await jest.advanceTimersByTimeAsync(0);
    return done;
  }

  it('waits for the minimum even when the call answers at once, then gives its value', async () => {
    const p = submitWithMinimumDuration(Promise.resolve({ id: 7 }), 1000);
    await jest.advanceTimersByTimeAsync(999);
    expect(await settled(p)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ id: 7 });
  });

  it('does not add time to a call slower than the minimum', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 3000));
    const p = submitWithMinimumDuration(slow, 1500);
    await jest.advanceTimersByTimeAsync(2999);
    expect(await settled(p)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe('late');
  });

  it('a failure also waits for the minimum, then rejects with the original error', async () => {
    const error = new Error('500: boom');
    const p = submitWithMinimumDuration(Promise.reject(error), 1500);
    p.catch(() => undefined); // observed below; keeps Node from reporting it as unhandled meanwhile
    await jest.advanceTimersByTimeAsync(1499);
    expect(await settled(p)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toBe(error);
  });
});
