import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a timestamp as a short UK date', () => {
    expect(formatDate('2025-01-21T10:00:00.000Z')).toBe('21 Jan 2025');
  });
  it('shows a dash for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
