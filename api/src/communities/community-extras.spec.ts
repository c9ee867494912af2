import { EXTRA_CONTENT_SLUGS } from '@cci/contracts';
import { COMMUNITY_EXTRAS, getCommunityExtras } from './community-extras';

describe('per-community extra content (spec §3)', () => {
  it.each(EXTRA_CONTENT_SLUGS)('%s has 8 topics, 6 benefits, 6 coach examples and 6 help items', (slug) => {
    const x = COMMUNITY_EXTRAS[slug];
    expect(x.expandedDescription.length).toBeGreaterThan(200);
    expect(x.topics).toHaveLength(8);
    expect(x.benefits).toHaveLength(6);
    expect(x.aiCoachExamples).toHaveLength(6);
    expect(x.helpProvided).toHaveLength(6);
  });
  it('only the seven slugs have extras', () => {
    expect(Object.keys(COMMUNITY_EXTRAS).sort()).toEqual([...EXTRA_CONTENT_SLUGS].sort());
    expect(getCommunityExtras('entrepreneurs')).toBe(COMMUNITY_EXTRAS.entrepreneurs);
    expect(getCommunityExtras('financial-services')).toBeUndefined();
    expect(getCommunityExtras('toString')).toBeUndefined();
  });
  it('is plain data: it survives JSON (the API serves it as JSON) unchanged', () => {
    for (const slug of EXTRA_CONTENT_SLUGS) expect(JSON.parse(JSON.stringify(COMMUNITY_EXTRAS[slug]))).toEqual(COMMUNITY_EXTRAS[slug]);
  });
});
