import type { Article, Trend } from '@cci/contracts';
import { AI_TIPS, tipTarget } from '../../content/ai-tips';
import {
  accentColour,
  commentsLabel,
  featuredArticle,
  publishedOn,
  readingMinutes,
  trendHref,
  trendTypeLabel,
  trendingThisWeek,
} from './ai-evolution';

const trend = (id: number): Trend => ({
  id,
  title: `Trend ${id}`,
  discussionCount: 0,
  icon: 'trending-up',
  color: '#4F46E5',
  url: null,
  discussions: id,
  engagement: 'High',
  source: 'Source',
  trend_type: 'research',
});
const article = (id: number): Article => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  excerpt: '',
  content: '',
  image: null,
  featured: true,
  createdAt: '2025-01-21T10:00:00Z',
});

describe('The AI Evolution data rules (spec §2, §7, §9)', () => {
  it('features the first article of the list', () => {
    expect(featuredArticle([article(3), article(1)])?.title).toBe('Article 3');
    expect(featuredArticle([])).toBeUndefined();
    expect(featuredArticle(undefined)).toBeUndefined();
  });

  it('shows at most the first 6 trends, in the server order', () => {
    const nine = Array.from({ length: 9 }, (_, i) => trend(i + 1));
    expect(trendingThisWeek(nine).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(trendingThisWeek(nine.slice(0, 2))).toHaveLength(2);
    expect(trendingThisWeek(undefined)).toEqual([]);
  });

  it('links a trend only to an http(s) address', () => {
    expect(trendHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(trendHref('http://example.com')).toBe('http://example.com/');
    expect(trendHref(null)).toBeUndefined();
    expect(trendHref('')).toBeUndefined();
    expect(trendHref('javascript:alert(1)')).toBeUndefined();
    expect(trendHref('not a url')).toBeUndefined();
  });

  it('formats labels for people', () => {
    expect(trendTypeLabel('research_paper')).toBe('Research paper');
    expect(trendTypeLabel('')).toBe('Trend');
    expect(commentsLabel(1)).toBe('1 comment');
    expect(commentsLabel(1204)).toBe('1,204 comments');
    expect(readingMinutes('word '.repeat(900))).toBe(5);
    expect(readingMinutes('')).toBe(1);
    expect(publishedOn('2025-01-21T10:00:00Z')).toBe('21 January 2025');
    expect(publishedOn('nonsense')).toBeUndefined();
    expect(accentColour('#DB2777')).toBe('#DB2777');
    expect(accentColour('red; background: url(x)')).toBeUndefined();
  });
});

describe('AI Tips & Tricks cards (spec §2)', () => {
  it('are Prompt Engineering, AI Safety and Tool Integration with their guide pages', () => {
    expect(AI_TIPS.map((t) => [t.title, tipTarget(t)])).toEqual([
      ['Prompt Engineering', '/prompt-engineering'],
      ['AI Safety', '/ai-safety'],
      ['Tool Integration', '/tool-integration'],
    ]);
  });
  it('fall back to /ai-evolution when a card has no target', () => {
    expect(tipTarget({})).toBe('/ai-evolution');
  });
});
