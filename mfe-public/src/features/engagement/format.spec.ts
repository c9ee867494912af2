import { formatDateRange, formatDay, plural, safeColour } from './format';

describe('challenge dates', () => {
  it('formats ISO calendar days in British style, whatever the time zone', () => {
    expect(formatDay('2026-11-02')).toBe('2 Nov 2026');
    expect(formatDateRange('2026-12-01', '2027-01-12')).toBe('1 Dec 2026 – 12 Jan 2027');
  });
  it('uses only the day of a full timestamp', () => {
    expect(formatDay('2026-11-30T00:00:00.000Z')).toBe('30 Nov 2026');
  });
  it('shows any other text unchanged', () => {
    expect(formatDay('Early 2027')).toBe('Early 2027');
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
    expect(formatDay('2026-02-31')).toBe('2026-02-31');
  });
});

it('plural picks the singular only for one', () => {
  expect(plural(1, 'submission')).toBe('1 submission');
  expect(plural(0, 'submission')).toBe('0 submissions');
  expect(plural(1204, 'topic')).toBe('1,204 topics');
});

it('safeColour lets only hex colours into CSS', () => {
  expect(safeColour('#0F766E', '#000')).toBe('#0F766E');
  expect(safeColour(' #abc ', '#000')).toBe('#abc');
  expect(safeColour('red; background: url(x)', '#000')).toBe('#000');
  expect(safeColour('#12345', '#000')).toBe('#000');
});
