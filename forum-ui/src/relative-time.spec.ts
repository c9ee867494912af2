import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 min ago'],
    ['2026-11-23T09:00:00Z', '3 h ago'],
    ['2026-11-21T12:00:00Z', '2 d ago'],
    ['2026-10-01T12:00:00Z', '1 Oct 2026'],
    ['2026-11-23T12:00:05Z', 'just now'],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, now, 'UTC')).toBe(expected);
  });
});
