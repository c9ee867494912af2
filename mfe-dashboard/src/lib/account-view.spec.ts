import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PROFILE_LIMITS } from '@cci/contracts';
import {
  addTag,
  bioCounter,
  byTopField,
  confirmationMismatch,
  joinableCommunities,
  leaveBlockedBy,
  primaryBlockedBy,
  timeZoneLabel,
  timeZoneOptions,
} from './account-view';

describe('memberships', () => {
  it('joinableCommunities: every community without a membership, in the list order', () => {
    const all = [
      { slug: 'entrepreneurs', name: 'Entrepreneurs' },
      { slug: 'creatives', name: 'Creatives' },
      { slug: 'students', name: 'Students' },
    ];
    expect(joinableCommunities(all, [{ slug: 'creatives' }]).map((c) => c.slug)).toEqual(['entrepreneurs', 'students']);
    expect(joinableCommunities(all, all)).toEqual([]);
  });
  it('the primary one cannot be left; only an approved one can become primary', () => {
    expect(leaveBlockedBy({ isPrimary: true })).toBe(ACCOUNT_MESSAGES.leavePrimary);
    expect(leaveBlockedBy({ isPrimary: false })).toBeUndefined();
    expect(primaryBlockedBy({ isPrimary: false, status: 'approved' })).toBeUndefined();
    expect(primaryBlockedBy({ isPrimary: false, status: 'pending' })).toBe(ACCOUNT_MESSAGES.primaryNotApproved);
    expect(primaryBlockedBy({ isPrimary: true, status: 'approved' })).toBeUndefined();
  });
});

describe('time zones', () => {
  it('adds the stored and the browser zone when the list lacks them, once, sorted; ignores empty ones', () => {
    expect(timeZoneOptions(['Europe/London', 'Africa/Accra'], 'UTC', null, undefined, 'Europe/London')).toEqual([
      'Africa/Accra',
      'Europe/London',
      'UTC',
    ]);
  });
  it('offers today’s IANA names, never the retired ones the runtime lists (Asia/Calcutta, Europe/Kiev)', () => {
    expect(timeZoneOptions(['Asia/Calcutta', 'Europe/Kiev', 'Europe/London'], 'Asia/Kolkata')).toEqual([
      'Asia/Kolkata',
      'Europe/Kyiv',
      'Europe/London',
    ]);
  });
  it('labels read with spaces', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});

describe('expertise tags', () => {
  it('adds a trimmed tag with its spaces collapsed', () => {
    expect(addTag(['AI'], '  prompt   design ')).toEqual({ tags: ['AI', 'prompt design'] });
  });
  it('refuses an empty or too long tag, a duplicate whatever its case, and an eleventh tag', () => {
    expect(addTag([], '   ')).toEqual({ error: ACCOUNT_MESSAGES.expertiseTag });
    expect(addTag([], 'x'.repeat(PROFILE_LIMITS.expertiseTag + 1))).toEqual({ error: ACCOUNT_MESSAGES.expertiseTag });
    expect(addTag(['Prompt design'], 'prompt DESIGN')).toEqual({ error: '"prompt DESIGN" is already in your list' });
    const ten = Array.from({ length: PROFILE_LIMITS.expertise }, (_, i) => `tag ${i}`);
    expect(addTag(ten, 'one more')).toEqual({ error: ACCOUNT_MESSAGES.expertise });
    expect(addTag(ten.slice(1), 'one more')).toEqual({ tags: [...ten.slice(1), 'one more'] });
  });
});

describe('form helpers', () => {
  it('bioCounter counts what is stored (trimmed) and says when it is over 500', () => {
    expect(bioCounter(undefined)).toEqual({ text: '0 / 500 characters', over: false });
    expect(bioCounter(`  ${'a'.repeat(500)}  `)).toEqual({ text: '500 / 500 characters', over: false });
    expect(bioCounter('a'.repeat(501))).toEqual({ text: '501 / 500 characters', over: true });
  });
  it('byTopField puts a nested message on the field that holds it, first message first', () => {
    expect(byTopField({ 'expertise.2': 'bad tag', 'expertise.4': 'other', firstName: 'First name is required' })).toEqual({
      expertise: 'bad tag',
      firstName: 'First name is required',
    });
    expect(byTopField(undefined)).toBeUndefined();
  });
  it('confirmationMismatch: the confirmation must repeat the new password', () => {
    expect(confirmationMismatch({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBeUndefined();
    expect(confirmationMismatch({})).toBeUndefined();
    expect(confirmationMismatch({ password: 'abcdefgh' })).toEqual({ confirmPassword: AUTH_MESSAGES.confirmPassword });
    expect(confirmationMismatch({ password: 'abcdefgh', confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: AUTH_MESSAGES.confirmPassword,
    });
  });
});
