import { DEFAULT_ADMIN_FAILURE_LIMIT, FailureLimiter } from './failure-limiter';

describe('FailureLimiter', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('defaults to 5 failures per minute', () => {
    expect(DEFAULT_ADMIN_FAILURE_LIMIT).toEqual({ limit: 5, ttl: 60_000 });
  });

  it('lets a client fail `limit` times, then refuses it until the oldest failure is a window old', () => {
    const limiter = new FailureLimiter({ limit: 3, ttl: 60_000 }, clock);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('1.2.3.4')).toBe(0);
      limiter.recordFailure('1.2.3.4');
      now += 1_000;
    }
    // failures at t0, t0+1s, t0+2s; now t0+3s: the first one expires at t0+60s
    expect(limiter.retryAfter('1.2.3.4')).toBe(57);
    expect(limiter.retryAfter('5.6.7.8')).toBe(0); // per client
    now = 1_000_000 + 60_001;
    expect(limiter.retryAfter('1.2.3.4')).toBe(0);
    limiter.recordFailure('1.2.3.4');
    expect(limiter.retryAfter('1.2.3.4')).toBe(1); // t0+1s, t0+2s and now: t0+1s leaves the window in 0.999 s
  });

  it('says at least 1 second', () => {
    const limiter = new FailureLimiter({ limit: 1, ttl: 500 }, clock);
    limiter.recordFailure('a');
    expect(limiter.retryAfter('a')).toBe(1);
  });

  it('keeps memory bounded: at most `limit` timestamps per client, expired clients dropped', () => {
    const limiter = new FailureLimiter({ limit: 2, ttl: 1_000 }, clock);
    for (let i = 0; i < 50; i++) limiter.recordFailure('a');
    const failures = (limiter as unknown as { failures: Map<string, number[]> }).failures;
    expect(failures.get('a')).toHaveLength(2);
    now += 2_000;
    expect(limiter.retryAfter('a')).toBe(0);
    expect(failures.has('a')).toBe(false);
  });
});
