import {
  communityName,
  describeAction,
  initialOf,
  initialsOf,
  memberCount,
  plural,
  progressPercent,
  resolveDashboardView,
} from './dashboard-view';

describe('resolveDashboardView (spec §2 Member dashboard, §4 Authentication)', () => {
  const answered = { requested: true, data: { name: 'Entrepreneurs' }, error: undefined };
  const inFlight = { requested: true, data: undefined, error: undefined };

  it('shows the auth spinner while the session loads, whatever the community read is doing', () => {
    expect(resolveDashboardView('loading', inFlight)).toBe('auth-loading');
    expect(resolveDashboardView('loading', answered)).toBe('auth-loading');
  });
  it('redirects only once loading has finished and nobody is signed in', () => {
    expect(resolveDashboardView('unauthenticated', inFlight)).toBe('redirect');
    expect(resolveDashboardView('unauthenticated', answered)).toBe('redirect');
    expect(resolveDashboardView('error', inFlight)).toBe('session-error');
    expect(resolveDashboardView('error', answered)).toBe('session-error');
  });
  it('shows "Loading community..." only while the community read has not answered', () => {
    expect(resolveDashboardView('authenticated', inFlight)).toBe('community-loading');
    expect(resolveDashboardView('authenticated', answered)).toBe('ready');
  });
  it('a slug the API does not know (404) is "not found" for a member; a visitor still goes to /login', () => {
    const missing = { requested: true, data: undefined, error: new Error('404: Not Found'), notFound: true };
    expect(resolveDashboardView('authenticated', missing)).toBe('not-found');
    expect(resolveDashboardView('unauthenticated', missing)).toBe('redirect');
    expect(resolveDashboardView('loading', missing)).toBe('auth-loading');
  });
  it('does not spin forever on a failed read, an empty body or a missing slug: the fallbacks show', () => {
    expect(
      resolveDashboardView('authenticated', { requested: true, data: undefined, error: new Error('500: Internal Server Error') }),
    ).toBe('ready');
    expect(resolveDashboardView('authenticated', { requested: true, data: null, error: undefined })).toBe('ready');
    expect(resolveDashboardView('authenticated', { requested: false, data: undefined, error: undefined })).toBe('ready');
  });
});

describe('header fallbacks (spec §2, §9)', () => {
  it('community name falls back to "Community"', () => {
    expect(communityName({ name: 'Health & Fitness' })).toBe('Health & Fitness');
    expect(communityName(undefined)).toBe('Community');
    expect(communityName(null)).toBe('Community');
    expect(communityName({ name: '   ' })).toBe('Community');
  });
  it('member count falls back to 156 when missing, and keeps a real 0', () => {
    expect(memberCount({ memberCount: 2847 })).toBe(2847);
    expect(memberCount(undefined)).toBe(156);
    expect(memberCount(null)).toBe(156);
    expect(memberCount({ memberCount: Number.NaN })).toBe(156);
    expect(memberCount({} as { memberCount: number })).toBe(156);
    expect(memberCount({ memberCount: 0 })).toBe(0);
  });
  it('the avatar shows the first letter of the name, upper-cased', () => {
    expect(initialOf('Entrepreneurs')).toBe('E');
    expect(initialOf('  health & fitness')).toBe('H');
    expect(initialOf('Community')).toBe('C');
    expect(initialOf('Élodie')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
  it('initials of a full name use the first and last words', () => {
    expect(initialsOf('Aisha Rahman')).toBe('AR');
    expect(initialsOf('Mary Ann de Souza')).toBe('MS');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf(' ')).toBe('?');
  });
});

describe('feed helpers', () => {
  it('the progress bar is 75% for 750 of 1000 XP, clamped to 0..100', () => {
    expect(progressPercent(750, 1000)).toBe(75);
    expect(progressPercent(1200, 1000)).toBe(100);
    expect(progressPercent(-5, 1000)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
  });
  it('the action line names what was shared, completed or started', () => {
    expect(describeAction({ action: 'shared', type: 'article' })).toBe('shared an article');
    expect(describeAction({ action: 'completed', type: 'challenge' })).toBe('completed a challenge');
    expect(describeAction({ action: 'started', type: 'discussion' })).toBe('started a discussion');
  });
  it('counts read naturally', () => {
    expect(plural(1, 'like')).toBe('1 like');
    expect(plural(24, 'like')).toBe('24 likes');
    expect(plural(0, 'comment')).toBe('0 comments');
  });
});
