/** The four engagement tabs, in the spec's order (§2; §9: 4 tabs). Member Spotlights is selected first (§4). */
export const ENGAGEMENT_TABS = [
  { value: 'spotlights', label: 'Member Spotlights' },
  { value: 'discussions', label: 'Discussion Forums' },
  { value: 'challenges', label: 'AI Challenges' },
  { value: 'mentors', label: 'Mentor Matching' },
] as const;
export type EngagementTab = (typeof ENGAGEMENT_TABS)[number]['value'];
export const DEFAULT_ENGAGEMENT_TAB: EngagementTab = 'spotlights';

/** Spec §2 Community engagement: title, badge, intro line and the preview note. */
export const ENGAGEMENT_PAGE = {
  title: 'Community Engagement',
  badge: 'Preview Mode',
  intro:
    'Celebrate what members are building, swap ideas in the forums, take on hands-on AI challenges and find a mentor who has been there before.',
  note: 'All content on this page is example material. Real spotlights, challenges, mentors and discussions arrive once the community launches.',
} as const;

/** Every tab is still example content while the community is in preview (spec §2). */
export const EXAMPLE_CONTENT_LABEL = 'Example Content';

/** What each tab says about itself: heading, subtitle and the texts of its empty and error states. */
export interface EngagementSectionCopy {
  heading: string;
  subtitle: string;
  empty: string;
  errorTitle: string;
}

export const SECTION_COPY: Record<EngagementTab, EngagementSectionCopy> = {
  spotlights: {
    heading: 'Member Spotlights',
    subtitle: 'Real-world stories of members putting AI to work',
    empty: 'No member spotlights yet.',
    errorTitle: 'Member spotlights could not be loaded',
  },
  discussions: {
    heading: 'Discussion Forums',
    subtitle: 'Connect and collaborate with community members',
    empty: 'No discussion categories yet.',
    errorTitle: 'Discussion forums could not be loaded',
  },
  challenges: {
    heading: 'AI Challenges',
    subtitle: 'Hands-on challenges to sharpen your AI skills',
    empty: 'No challenges yet.',
    errorTitle: 'Challenges could not be loaded',
  },
  mentors: {
    heading: 'Expert Mentors',
    subtitle: 'Connect with experienced AI practitioners',
    empty: 'No mentors yet.',
    errorTitle: 'Mentors could not be loaded',
  },
};
