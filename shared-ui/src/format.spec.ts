import { formatCount } from './format';
import { swrConfig } from './api/swr-config';

it('formats member counts with thousands separators', () => {
  expect(formatCount(2847)).toBe('2,847');
  expect(formatCount(612)).toBe('612');
  expect(formatCount(1234567)).toBe('1,234,567');
});

it('SWR never refetches on its own and never retries (spec §9)', () => {
  expect(swrConfig).toMatchObject({
    refreshInterval: 0,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
});
