import { DEFAULT_ENGAGEMENT_TAB, ENGAGEMENT_TABS, SECTION_COPY } from './engagement-copy';

describe('engagement tabs (spec §2, §4, §9)', () => {
  it('has the four tabs in order, Member Spotlights first', () => {
    expect(ENGAGEMENT_TABS.map((t) => t.label)).toEqual(['Member Spotlights', 'Discussion Forums', 'AI Challenges', 'Mentor Matching']);
    expect(DEFAULT_ENGAGEMENT_TAB).toBe(ENGAGEMENT_TABS[0].value);
  });

  it('uses the spec headings and subtitles', () => {
    expect(SECTION_COPY.mentors).toMatchObject({ heading: 'Expert Mentors', subtitle: 'Connect with experienced AI practitioners' });
    expect(SECTION_COPY.discussions).toMatchObject({
      heading: 'Discussion Forums',
      subtitle: 'Connect and collaborate with community members',
    });
  });
});
