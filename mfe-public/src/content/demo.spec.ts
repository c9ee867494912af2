import { DEMO_CONFIRMATION, WHAT_TO_EXPECT } from './demo';

describe('Demo copy (spec §2, §9: 30 minutes, free, by video call, contact within 24 hours)', () => {
  const all = WHAT_TO_EXPECT.points.map((p) => `${p.title} ${p.text}`).join(' ');
  it.each(['30 minutes', 'free', 'video call', 'within 24 hours'])('"what to expect" says %s', (fact) => {
    expect(all).toContain(fact);
  });
  it('the confirmation promises contact within 24 hours', () => {
    expect(DEMO_CONFIRMATION.text).toContain("We'll contact you within 24 hours");
  });
});
