/** The four tabs after Feed (spec §2): each a centred placeholder with a title, one sentence and one button. */
export type PlaceholderTab = 'discussions' | 'challenges' | 'mentoring' | 'spotlights';

export interface TabPlaceholder {
  /** Tab value (Radix) and the tab's label. */
  value: PlaceholderTab;
  label: string;
  title: string;
  /** The sentence; `community` is the community name, already lower-cased by the caller (spec §2). */
  sentence: (community: string) => string;
  /** The one button, exactly as the spec names it. */
  action: string;
}

export const TAB_PLACEHOLDERS: readonly TabPlaceholder[] = [
  {
    value: 'discussions',
    label: 'Discussions',
    title: 'Community Discussions',
    sentence: (c) => `Swap questions, prompts and hard-won lessons with fellow ${c} members as they figure out what AI can do for them.`,
    action: 'Start a Discussion',
  },
  {
    value: 'challenges',
    label: 'Challenges',
    title: 'AI Challenges',
    sentence: (c) => `Put your skills to the test with hands-on AI challenges set by and for the ${c} community.`,
    action: 'View Challenges',
  },
  {
    value: 'mentoring',
    label: 'Mentoring',
    title: 'Mentor Matching',
    sentence: (c) =>
      `Find an experienced ${c} member to guide you through your next AI project, or offer your own know-how to someone starting out.`,
    action: 'Find Mentors',
  },
  {
    value: 'spotlights',
    label: 'Spotlights',
    title: 'Member Spotlights',
    sentence: (c) => `Be inspired by real stories of how ${c} members are putting AI to work in their everyday lives.`,
    action: 'View Spotlights',
  },
];
