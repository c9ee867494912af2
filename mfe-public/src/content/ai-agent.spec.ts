import { COACH_FEATURES, COACH_USE_CASES } from './ai-agent';

describe('AI Coach content (spec §1: pitch practice, interview preparation, research help, life coaching)', () => {
  it('has the four use cases, each with details and 3-4 example prompts', () => {
    expect(COACH_USE_CASES.map((u) => u.title)).toEqual(['Pitch Practice', 'Interview Preparation', 'Research Help', 'Life Coaching']);
    expect(new Set(COACH_USE_CASES.map((u) => u.id)).size).toBe(4);
    for (const u of COACH_USE_CASES) {
      expect(u.details.length).toBeGreaterThan(80);
      expect(u.examples.length).toBeGreaterThanOrEqual(3);
      expect(u.examples.length).toBeLessThanOrEqual(4);
    }
  });

  it('lists 6 to 8 distinct features', () => {
    expect(COACH_FEATURES.length).toBeGreaterThanOrEqual(6);
    expect(COACH_FEATURES.length).toBeLessThanOrEqual(8);
    expect(new Set(COACH_FEATURES.map((f) => f.title)).size).toBe(COACH_FEATURES.length);
  });
});
