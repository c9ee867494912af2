import { COMMUNITY_STATS, DASHBOARD_FIGURES } from './dashboard-figures';
import { FEED_POSTS } from './feed';
import { DASHBOARD_EVENTS, SUGGESTED_CONNECTIONS, TRENDING_TOPICS } from './sidebar';
import { TAB_PLACEHOLDERS } from './tab-placeholders';

describe('dashboard figures (spec §9)', () => {
  it('match the spec exactly', () => {
    expect(DASHBOARD_FIGURES).toMatchObject({
      fallbackCommunityName: 'Community',
      fallbackMemberCount: 156,
      level: 3,
      xp: 750,
      nextLevelXp: 1000,
    });
  });
  it('Community Stats lists the real figures in the spec order, with unique ids', () => {
    expect(COMMUNITY_STATS.map((s) => [s.label, s.field])).toEqual([
      ['Online now', 'onlineNow'],
      ['Total members', 'members'],
      ['Discussions today', 'discussionsToday'],
    ]);
    expect(new Set(COMMUNITY_STATS.map((s) => s.id)).size).toBe(3);
  });
});

describe('example feed posts (spec §3 Feed post)', () => {
  it('are three, with unique ids and the allowed roles, actions and types', () => {
    expect(FEED_POSTS).toHaveLength(3);
    expect(new Set(FEED_POSTS.map((p) => p.id)).size).toBe(3);
    for (const p of FEED_POSTS) {
      expect(['Mentor', 'Member', 'Community Leader']).toContain(p.user.role);
      expect(['shared', 'completed', 'started']).toContain(p.action);
      expect(['article', 'challenge', 'discussion']).toContain(p.type);
      expect(p.user.avatar).toMatch(/^[A-Z]{1,2}$/);
      expect(p.content.length).toBeGreaterThan(5);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.time).not.toBe('');
      expect(Number.isInteger(p.likes) && p.likes >= 0).toBe(true);
      expect(Number.isInteger(p.comments) && p.comments >= 0).toBe(true);
    }
  });
  it('avatar initials match the author names', () => {
    for (const p of FEED_POSTS) {
      const words = p.user.name.split(' ');
      expect(p.user.avatar).toBe(`${words[0][0]}${words[words.length - 1][0]}`);
    }
  });
  it('show all three author roles', () => {
    expect(new Set(FEED_POSTS.map((p) => p.user.role))).toEqual(new Set(['Mentor', 'Member', 'Community Leader']));
  });
});

describe('right-hand column (spec §2, §3)', () => {
  it('has four trending topics, each with a count line', () => {
    expect(TRENDING_TOPICS).toHaveLength(4);
    for (const t of TRENDING_TOPICS) expect(t.count).toMatch(/^\d[\d,]* /);
  });
  it('has three suggested connections with role and mutual-connection text', () => {
    expect(SUGGESTED_CONNECTIONS).toHaveLength(3);
    for (const c of SUGGESTED_CONNECTIONS) {
      expect(c.role).not.toBe('');
      expect(c.mutual).toMatch(/^\d+ mutual connections?$/);
    }
  });
  it('has three upcoming events with date and attendee text', () => {
    expect(DASHBOARD_EVENTS).toHaveLength(3);
    for (const e of DASHBOARD_EVENTS) {
      expect(e.date).not.toBe('');
      expect(e.attendees).toMatch(/^\d+ attending$/);
    }
  });
  it('keys (titles and names) are unique', () => {
    expect(new Set(TRENDING_TOPICS.map((t) => t.title)).size).toBe(4);
    expect(new Set(SUGGESTED_CONNECTIONS.map((c) => c.name)).size).toBe(3);
    expect(new Set(DASHBOARD_EVENTS.map((e) => e.title)).size).toBe(3);
  });
});

describe('placeholder tabs (spec §2)', () => {
  it('are Discussions, Challenges, Mentoring, Spotlights with the spec buttons', () => {
    expect(TAB_PLACEHOLDERS.map((t) => [t.label, t.action])).toEqual([
      ['Discussions', 'Start a Discussion'],
      ['Challenges', 'View Challenges'],
      ['Mentoring', 'Find Mentors'],
      ['Spotlights', 'View Spotlights'],
    ]);
  });
  it('each sentence mentions the (lower-cased) community name once', () => {
    for (const t of TAB_PLACEHOLDERS) {
      const s = t.sentence('health & fitness');
      expect(s.split('health & fitness')).toHaveLength(2);
      expect(s).toMatch(/\.$/);
    }
  });
});
