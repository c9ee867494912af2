/** Copy of the Home page (spec §2 Home). Button labels and section titles the spec gives are kept verbatim. */

/** The site's own promo video (spec §7: served from /videos/promo.mp4 on the site's origin) and its still frame. */
export const PROMO_VIDEO = {
  src: '/videos/promo.mp4',
  poster: '/videos/promo-poster.jpg',
  width: 960,
  height: 540,
} as const;

export const HOME_HERO = {
  eyebrow: 'The AI Network',
  title: 'Connect, Create, Innovate',
  lead: 'Join themed communities of entrepreneurs, creatives, educators, parents, students and more, and share what AI is really doing for you: what works, what doesn’t, and what’s worth trying next.',
  highlights: ['Themed communities', 'Weekly AI trends', 'Events and mentoring'],
} as const;

export const FEATURED_VIDEO = {
  title: 'See the network in action',
  text: 'The AI Network in a nutshell: friendly communities, honest conversations and practical guides from people who use AI in their everyday lives and work.',
  points: ['Ask questions without feeling silly', 'Swap prompts, tools and lessons learnt', 'Meet people at your stage, in your field'],
  /** Spec §2/§8: shown instead of the player when the video cannot load. */
  fallbackTitle: 'Promotional Video',
  fallbackText: 'Our short introduction can’t be played right now. Have a look around in the meantime, or try again later.',
} as const;

export type ValuePointIcon = 'tribe' | 'knowledge' | 'future';

export interface ValuePoint {
  title: string;
  text: string;
  icon: ValuePointIcon;
}

export const VALUE_SECTION = {
  title: 'Why join The AI Network?',
  lead: 'AI is moving quickly. It’s easier to keep up, and to keep your wits about you, with good people beside you.',
} as const;

/** Spec §2: exactly three points, in this order. */
export const VALUE_POINTS: readonly ValuePoint[] = [
  {
    title: 'Find Your Tribe',
    text: 'Meet people in your line of work or stage of life who use AI the way you do, or would like to.',
    icon: 'tribe',
  },
  {
    title: 'Share Knowledge',
    text: 'Swap the prompts, tools and honest lessons that save you time, and learn from what has worked for others.',
    icon: 'knowledge',
  },
  {
    title: 'Shape the Future',
    text: 'Have a say in how AI shows up in your work and your community, with responsible, people-first use at heart.',
    icon: 'future',
  },
];

export const COACH_TEASER = {
  badge: 'Coming Soon',
  title: 'Meet your AI Coach',
  text: 'A personalised agent for pitch practice, interview preparation, research help and life coaching, shaped around your goals and your community.',
  features: ['Pitch practice', 'Interview preparation', 'Research help', 'Life coaching'],
  primary: { label: 'Explore the AI Coach', to: '/ai-agent' },
  secondary: { label: 'Book a Demo', to: '/demo' },
} as const;

export const COMMUNITIES_SECTION = {
  title: 'Find Your Community',
  lead: 'Each community is a friendly corner of the network with its own conversations, events and guides. Pick the one that feels like home; you can always join more later.',
  cta: 'Explore All Communities',
} as const;

export const CLOSING_CTA = {
  title: 'Ready to make AI work for you?',
  text: 'Sign up in a couple of minutes and join people learning together, or book a free 30-minute demo by video call and we’ll show you around.',
  join: 'Join The Network Today',
  demo: 'Schedule a Demo',
} as const;

/** Spec §2 Navigation/§6: a member's dashboard button always points at the entrepreneurs dashboard. */
export const MEMBER_DASHBOARD_LABEL = 'Go to My Dashboard';
