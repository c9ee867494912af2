import { challengeWindowText } from './engagement-text';
import { currentZoneName, currentZoneNames, isoTextInstant, relativeTime, timeSpanText, wallTimeToIso } from './time-text';

describe('relativeTime: the one relative time, either way from now', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T12:00:05Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 min ago'],
    ['2026-11-23T12:05:00Z', 'in 5 min'],
    ['2026-11-23T09:00:00Z', '3 h ago'],
    ['2026-11-23T15:30:00Z', 'in 3 h'],
    ['2026-11-21T12:00:00Z', '2 d ago'],
    ['2026-11-26T13:00:00Z', 'in 3 d'],
    ['2026-10-01T12:00:00Z', '1 Oct 2026'],
    ['2026-12-17T00:00:00Z', '17 Dec 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, now, 'UTC')).toBe(expected);
  });

  it('a date beyond a week is the date in the reader’s zone', () => {
    expect(relativeTime('2026-10-01T23:30:00Z', now, 'UTC')).toBe('1 Oct 2026');
    expect(relativeTime('2026-10-01T23:30:00Z', now, 'Asia/Kolkata')).toBe('2 Oct 2026');
  });

  it('a challenge with 23 days and 12 hours left ends in 23 days, never "just now" (issue 30)', () => {
    const endsAt = new Date(now + 23 * 86_400_000 + 12 * 3_600_000).toISOString();
    expect(relativeTime(endsAt, now, 'UTC')).not.toBe('just now');
    expect(timeSpanText(endsAt, now)).toBe('23 days');
    expect(challengeWindowText({ phase: 'active', startsAt: '2026-11-01T00:00:00Z', endsAt }, now)).toBe('Ends in 23 days');
    expect(challengeWindowText({ phase: 'upcoming', startsAt: new Date(now + 3_600_000).toISOString(), endsAt }, now)).toBe(
      'Starts in 1 hour',
    );
    expect(challengeWindowText({ phase: 'ended', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-21T12:00:00Z' }, now)).toBe(
      'Ended 2 days ago',
    );
  });
});

describe('wallTimeToIso: a datetime-local value in a zone', () => {
  it('reads the wall clock in the zone given, summer and winter', () => {
    expect(wallTimeToIso('2027-03-18T18:30', 'Europe/London')).toBe('2027-03-18T18:30:00.000Z');
    expect(wallTimeToIso('2027-07-01T09:00', 'Europe/Berlin')).toBe('2027-07-01T07:00:00.000Z');
    expect(wallTimeToIso('2027-01-15T09:00', 'America/New_York')).toBe('2027-01-15T14:00:00.000Z');
    expect(wallTimeToIso('2027-01-15T09:00', 'Asia/Kolkata')).toBe('2027-01-15T03:30:00.000Z');
  });
  it('refuses what is not a wall-clock time', () => {
    expect(wallTimeToIso('', 'Europe/London')).toBeNull();
    expect(wallTimeToIso('18 March', 'Europe/London')).toBeNull();
  });
});

describe('isoTextInstant: an ISO date typed as text', () => {
  it.each([
    ['2027-02-03', '2027-02-03T00:00:00.000Z'],
    ['2027-02-03T18:30', '2027-02-03T18:30:00.000Z'],
    ['2027-02-03T18:30:00+01:00', '2027-02-03T17:30:00.000Z'],
    ['2027-02-31', null],
    ['March 18, 2027 · 6:30 PM GMT', null],
  ])('%s → %s', (text, expected) => {
    expect(isoTextInstant(text)).toBe(expected);
  });
});

describe('time-zone names as IANA spells them today', () => {
  it('renames the retired names the runtime still gives', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(currentZoneName('Europe/London')).toBe('Europe/London');
  });

  it('the picker’s list has no retired name, and every name in it is one this runtime can format', () => {
    const zones = currentZoneNames(Intl.supportedValuesOf('timeZone'));
    for (const retired of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Asia/Katmandu', 'Asia/Rangoon', 'America/Godthab'])
      expect(zones).not.toContain(retired);
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk']));
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: zone })).not.toThrow();
  });
});
