/**
 * Copy of the AI Coach landing page (spec §1, §2 AI Coach landing and waitlist): a personalised agent for pitch
 * practice, interview preparation, research help and life coaching, presented as Coming Soon and premium.
 */

export const EARLY_ACCESS_ID = 'early-access';

export const COACH_HERO = {
  eyebrow: 'AI Coach',
  title: 'A personal coach for the moments that matter',
  lead: "Rehearse your pitch, prepare for interviews, untangle research and plan your next step with an AI coach that learns your goals and speaks your community's language.",
  join: 'Join the Waitlist',
  demo: 'Watch Demo',
} as const;

export type UseCaseIcon = 'pitch' | 'interview' | 'research' | 'life';

export interface CoachUseCase {
  id: string;
  icon: UseCaseIcon;
  title: string;
  /** One line on the closed card. */
  summary: string;
  /** What the coach does, shown when the card is opened. */
  details: string;
  /** 3-4 things to ask it. */
  examples: readonly string[];
  note?: string;
}

export const USE_CASES_COPY = {
  title: 'How the AI Coach will help',
  lead: "Four kinds of coaching, one coach that remembers what you're working towards. Open a card to see what you could ask.",
  examplesTitle: 'Try asking',
} as const;

export const COACH_USE_CASES: readonly CoachUseCase[] = [
  {
    id: 'pitch-practice',
    icon: 'pitch',
    title: 'Pitch Practice',
    summary: 'Rehearse until your pitch lands, with honest feedback every time.',
    details:
      'Deliver your pitch by voice or text and your coach plays the audience: an investor, a customer or a competition judge. It picks up on pacing, filler words and claims that need evidence, then suggests a sharper version you can try straight away.',
    examples: [
      'Listen to my two-minute investor pitch and tell me where you lost interest.',
      'Play a sceptical angel investor and ask me the five hardest questions.',
      'Help me cut this pitch from five minutes to ninety seconds.',
      'Give me three stronger opening lines for a room of potential customers.',
    ],
  },
  {
    id: 'interview-preparation',
    icon: 'interview',
    title: 'Interview Preparation',
    summary: 'Walk into interviews prepared, calm and ready for the curveballs.',
    details:
      'Share the job description and your CV, and your coach runs realistic mock interviews for that role. It helps you shape answers with the STAR method, spots the gaps an interviewer might probe and helps you prepare good questions of your own.',
    examples: [
      'Run a mock interview for a junior data analyst role.',
      'Help me turn my volunteering project into a STAR answer.',
      'What might they ask about the gap in my CV, and how should I answer?',
      'Suggest three thoughtful questions to ask at the end.',
    ],
  },
  {
    id: 'research-help',
    icon: 'research',
    title: 'Research Help',
    summary: 'Get from a vague question to a clear, well-sourced answer.',
    details:
      "Whether it's a dissertation, a market analysis or a big decision at home, your coach helps you frame the question, plan where to look and make sense of what you find. It points you to sources to check for yourself and is upfront about what it doesn't know.",
    examples: [
      'Help me narrow my dissertation topic into a question I can actually research.',
      'Summarise the main arguments for and against a four-day working week.',
      'Make me a reading plan for understanding AI regulation in the UK.',
      'Check my literature review for gaps and weak links.',
    ],
  },
  {
    id: 'life-coaching',
    icon: 'life',
    title: 'Life Coaching',
    summary: 'Set goals that matter to you, and keep moving towards them.',
    details:
      "Your coach helps you work out what you want next, whether that's a career change, a healthier routine or more time with family, and breaks it into steps you can actually take. Regular check-ins keep you on track and celebrate the small wins along the way.",
    examples: [
      'Help me plan a career change over the next six months.',
      'I keep putting things off. Help me build a routine that sticks.',
      'Break my goal of running a 10K into weekly steps.',
      'Help me prepare for a difficult conversation with my manager.',
    ],
    note: 'For medical, legal or financial decisions, your coach will always point you towards a qualified professional.',
  },
];

export type CoachFeatureIcon = 'personal' | 'feedback' | 'voice' | 'anytime' | 'progress' | 'privacy' | 'community' | 'connected';

export interface CoachFeature {
  icon: CoachFeatureIcon;
  title: string;
  text: string;
}

export const FEATURES_COPY = {
  title: 'Everything your coach brings',
  lead: 'Built with members, for members: the things people told us a good coach should do.',
} as const;

export const COACH_FEATURES: readonly CoachFeature[] = [
  {
    icon: 'personal',
    title: 'Personalised to you',
    text: 'Learns your goals, your community and your style, so every session starts where the last one ended.',
  },
  { icon: 'feedback', title: 'Honest, specific feedback', text: 'Clear notes on what worked and what to try next, never vague praise.' },
  { icon: 'voice', title: 'Voice and text practice', text: 'Rehearse out loud or type it out, whichever suits the moment.' },
  {
    icon: 'anytime',
    title: 'There when you need it',
    text: 'Practise at 7 am before a big meeting or late in the evening once the house is quiet.',
  },
  { icon: 'progress', title: 'Progress you can see', text: "Session summaries and milestones show how far you've come." },
  { icon: 'privacy', title: 'Private by design', text: 'Your sessions are private to you and handled in line with UK GDPR.' },
  {
    icon: 'community',
    title: "Speaks your community's language",
    text: 'Examples and advice shaped for entrepreneurs, creatives, educators, parents and more.',
  },
  {
    icon: 'connected',
    title: 'Connected to real people',
    text: 'Suggests mentors, discussions and events on The AI Network when a human touch will help more.',
  },
];

export const COMMUNITIES_COPY = {
  title: 'Coaching for every community',
  lead: 'Your coach adapts its examples and advice to the community you belong to.',
} as const;

export const PREMIUM_TEASER = {
  badge: 'Premium',
  title: 'AI Coach Premium',
  text: "The AI Coach will be part of a premium membership. We're finalising the details now, and everyone on the waitlist will hear about pricing first.",
  priceLabel: 'Pricing',
  price: 'Coming Soon',
  includedTitle: "What's included",
  included: [
    'Unlimited coaching sessions',
    'All four coaching modes',
    'Voice practice with detailed feedback',
    'Progress tracking and session history',
  ],
  cta: 'Be the First to Know',
} as const;

export const EARLY_ACCESS_COPY = {
  title: 'Get early access',
  lead: "Join the waitlist and we'll let you know as soon as the AI Coach is ready for your community. Tell us how you'd use it: your answers shape what we build first.",
  perks: [
    'First access when the AI Coach opens for your community',
    'Pricing news before anyone else',
    'A say in which coaching modes we build first',
  ],
  privacy: "We'll only use your e-mail address to tell you about the AI Coach.",
  submit: 'Join the Waitlist',
  successTitle: "You're on the list!",
  successText: "Thank you for joining. We'll e-mail you as soon as early access opens for your community.",
} as const;
