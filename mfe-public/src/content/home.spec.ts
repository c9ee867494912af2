import { ABOUT_CLAIMS, ABOUT_INTRO, ABOUT_MISSION, ABOUT_STORY } from './about';
import { CLOSING_CTA, COMMUNITIES_SECTION, FEATURED_VIDEO, PROMO_VIDEO, VALUE_POINTS } from './home';

describe('Home copy (spec §2 Home)', () => {
  it('has the three value points, in order', () => {
    expect(VALUE_POINTS.map((p) => p.title)).toEqual(['Find Your Tribe', 'Share Knowledge', 'Shape the Future']);
    for (const p of VALUE_POINTS) expect(p.text.length).toBeGreaterThan(20);
  });
  it('keeps the spec labels verbatim', () => {
    expect(FEATURED_VIDEO.fallbackTitle).toBe('Promotional Video');
    expect(COMMUNITIES_SECTION.title).toBe('Find Your Community');
    expect(COMMUNITIES_SECTION.cta).toBe('Explore All Communities');
    expect(CLOSING_CTA.join).toBe('Join The Network Today');
    expect(CLOSING_CTA.demo).toBe('Schedule a Demo');
  });
  it('plays the promo video from the site itself (spec §7)', () => {
    expect(PROMO_VIDEO.src).toBe('/videos/promo.mp4');
    expect(PROMO_VIDEO.poster.startsWith('/')).toBe(true);
  });
});

describe('About copy (spec §2 About)', () => {
  it('has story and mission text, three claims and the two badges', () => {
    expect(ABOUT_STORY.paragraphs.length).toBeGreaterThan(0);
    expect(ABOUT_MISSION.paragraphs.length).toBeGreaterThan(0);
    expect(ABOUT_CLAIMS).toHaveLength(3);
    expect(ABOUT_INTRO.badges).toEqual(['8 Communities', 'New Platform']);
  });
});
