import { formatRating, menteeCount } from './components/mentor-card';
import { formatCount, initials } from './format';
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

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Amara Osei')).toBe('AO');
    expect(initials('  sarah   jane  Mitchell ')).toBe('SM');
  });
  it('copes with one word, accents and an empty name', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('   ')).toBe('?');
  });
});

describe('mentor figures', () => {
  it('shows ratings with one decimal', () => {
    expect(formatRating(4.9)).toBe('4.9');
    expect(formatRating(5)).toBe('5.0');
  });
  it('writes the mentee count as current/max', () => {
    expect(menteeCount(1, 3)).toBe('1/3 mentees');
    expect(menteeCount(2, 2)).toBe('2/2 mentees');
  });
});
