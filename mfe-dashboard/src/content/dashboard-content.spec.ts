import { COMMUNITY_STATS, DASHBOARD_FIGURES } from './dashboard-figures';
import { FEED_POSTS } from './feed';
import { levelFor } from '@cci/contracts';
import { TRENDING_TOPICS } from './sidebar';
import { TAB_PLACEHOLDERS } from './tab-placeholders';

describe('dashboard figures (spec §9)', () => {
  it('match the spec exactly', () => {
    expect(DASHBOARD_FIGURES).toEqual({ fallbackCommunityName: 'Community', fallbackMemberCount: 156 });
  });
  it("the profile card's level is real: a new member is Level 1 with 0 XP", () => {
    expect(levelFor(0)).toEqual({ level: 1, xp: 0, levelStart: 0, nextLevelAt: 50, percent: 0 });
  });
  it('Community Stats lists the real figures in the spec order, with unique ids', () => {
    expect(COMMUNITY_STATS.map((s) => [s.label, s.field])).toEqual([
      ['Online now', 'onlineNow'],
      ['Total members', 'members'],
      ['Discussions today', 'discussionsToday'],
      ['Active challenges', 'activeChallenges'],
    ]);
    expect(new Set(COMMUNITY_STATS.map((s) => s.id)).size).toBe(4);
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
  it('keys (titles and names) are unique', () => {
    expect(new Set(TRENDING_TOPICS.map((t) => t.title)).size).toBe(4);
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
