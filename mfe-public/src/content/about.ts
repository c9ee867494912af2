/** Copy of the About Us page (spec §2 About): story and mission text, three claims, two badges. */

export const ABOUT_INTRO = {
  title: 'About The AI Network',
  lead: 'A friendly, practical home for everyone finding their way with AI, whatever their job, age or starting point.',
  /** Spec §2/§9: the About page states 8 communities and that the platform is new. */
  badges: ['8 Communities', 'New Platform'],
} as const;

export interface AboutSection {
  title: string;
  paragraphs: readonly string[];
}

export const ABOUT_STORY: AboutSection = {
  title: 'Our Story',
  paragraphs: [
    'The AI Network began with a simple observation: the most useful things we learnt about AI didn’t come from headlines or hype, but from ordinary conversations. A shop owner showing a friend how she drafts her weekly newsletter. A teacher sharing the prompt that turns a lesson plan into a quiz. A grandparent asking, quite rightly, whether that convincing phone call could be a deepfake.',
    'So we built a place for those conversations. Instead of one noisy forum, the network is made of themed communities, each with people who share your context and your questions, so the advice you get actually fits your life.',
  ],
};

export const ABOUT_MISSION: AboutSection = {
  title: 'Our Mission',
  paragraphs: [
    'Our mission is to help people connect, create and innovate with AI: confidently, responsibly and together. We want everyone to be able to use these tools well, understand their limits and have a say in how they shape our work and communities.',
  ],
};

export const ABOUT_CLAIMS_TITLE = 'What makes us different';

/** Spec §2: three bullet claims. */
export const ABOUT_CLAIMS: readonly string[] = [
  'Communities built around real lives and livelihoods, from founders and creatives to parents, seniors and students.',
  'Practical, jargon-free help from people who use AI every day, with guides, events and mentoring alongside the conversation.',
  'A safe and respectful space, with clear community guidelines and a firm focus on privacy and responsible AI.',
];

export const ABOUT_ILLUSTRATION = { src: '/images/home/about-network.svg', width: 640, height: 480 } as const;
