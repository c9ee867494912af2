import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';

/*
 * Example content of the community engagement page (spec §2, §3). The community is in preview, so these
 * rows are labelled "Example Content" wherever they are shown. communityId is a community NAME (spec §3
 * Mentor profile), not a foreign key. Dates are ISO calendar days (YYYY-MM-DD); the page formats them.
 */

/** Spec §3 Example spotlight: 4 stories, two of them featured. */
export const SEED_SPOTLIGHTS: readonly Omit<MemberSpotlight, 'id'>[] = [
  {
    title: 'From WhatsApp Chaos to a Self-Running Order Book',
    communityId: 'Entrepreneurs',
    author: 'Priya Shah',
    story:
      'Priya runs a two-site bakery in Leeds and was taking custom cake orders through WhatsApp, e-mail and scraps of paper. She built a small automation that reads each incoming message, pulls out the date, flavour, size and allergens, and drops a tidy row into a shared order sheet for the kitchen to review every morning.',
    aiToolsUsed: ['ChatGPT', 'Zapier', 'Google Sheets'],
    results: 'Order admin fell from 9 hours to 2 hours a week, and missed or mixed-up orders halved within three months.',
    featured: true,
  },
  {
    title: "Illustrating a Children's Book with AI as a Sketching Partner",
    communityId: 'Creatives',
    author: 'Tom Okafor',
    story:
      'Tom used image models only for rough mood boards and composition studies, then painted every final spread by hand. He kept a public log of which ideas came from the model and which from him, and used an assistant to tighten the read-aloud rhythm of the text.',
    aiToolsUsed: ['Midjourney', 'Procreate', 'Claude'],
    results: 'Finished the book in 14 weeks instead of the planned nine months, and crowdfunded 212% of the first print run.',
    featured: true,
  },
  {
    title: 'Marking Feedback That Pupils Actually Read',
    communityId: 'Educators',
    author: 'Hannah Griffiths',
    story:
      'Hannah teaches Year 9 science in Cardiff. She writes a clear rubric, lets an AI assistant draft two specific next steps for each piece of homework, then checks and edits every comment before it goes back. No pupil names or personal data ever leave the school account.',
    aiToolsUsed: ['Gemini for Education', 'Google Classroom'],
    results: 'Saves around four hours a week, and 78% of her pupils now act on their feedback, up from about a third.',
    featured: false,
  },
  {
    title: 'Keeping in Touch with the Grandchildren, One Voice Note at a Time',
    communityId: 'Seniors',
    author: 'Margaret Ellis',
    story:
      "At 78, Margaret found small screens and long menus tiring. A volunteer showed her how to ask a voice assistant to read out her messages, describe the photos her grandchildren send, and help her reply. She now runs a fortnightly drop-in at her local library to show others how it's done.",
    aiToolsUsed: ['ChatGPT Voice', 'Be My AI', 'Google Lens'],
    results: 'Twenty-six neighbours have joined her drop-in sessions, and most now video call their families without help.',
    featured: false,
  },
];

/** Spec §3 Example challenge: active and upcoming, every difficulty represented. */
export const SEED_CHALLENGES: readonly Omit<Challenge, 'id'>[] = [
  {
    title: 'Prompt Your First One-Page Business Plan',
    communityId: 'Entrepreneurs',
    description:
      'Use an AI assistant to turn a rough business idea into a one-page plan: customer, problem, offer, pricing and first three actions. Share your final plan and the prompts that got you there.',
    difficulty: 'beginner',
    startDate: '2026-11-02',
    endDate: '2026-11-30',
    prize: 'A one-to-one session with a mentor',
    status: 'active',
    submissions: 47,
  },
  {
    title: 'Build a Custom Assistant for Your Classroom',
    communityId: 'Educators',
    description:
      'Configure a custom AI assistant that helps pupils revise one topic without giving away the answers. Include your instructions, three sample conversations and how you kept it age-appropriate.',
    difficulty: 'intermediate',
    startDate: '2026-11-09',
    endDate: '2026-12-07',
    prize: '£250 of classroom resources',
    status: 'active',
    submissions: 23,
  },
  {
    title: 'Train a Style Model on Work You Own',
    communityId: 'Creatives',
    description:
      'Fine-tune a small image model using only artwork you created or have written permission to use. Document the dataset, the training settings and a short statement on credit and consent.',
    difficulty: 'advanced',
    startDate: '2026-12-01',
    endDate: '2027-01-12',
    prize: '£500 and a featured Member Spotlight',
    status: 'upcoming',
    submissions: 0,
  },
  {
    title: 'Spot the Deepfake: A Family Quiz',
    communityId: 'Parents',
    description:
      'Create a ten-question quiz that helps children tell real photos, voices and videos from AI-generated ones. Test it at home, then share what surprised your family most.',
    difficulty: 'beginner',
    startDate: '2026-12-08',
    endDate: '2027-01-05',
    prize: 'A family pass to a science museum',
    status: 'upcoming',
    submissions: 0,
  },
];

/**
 * Spec §3 Mentor profile and §9 example figures: maximum mentees 3, 2, 4 with current mentees 1, 2, 1;
 * ratings 4.9, 4.8, 5. The second mentor is fully booked (2 of 2); the third has no LinkedIn profile.
 */
export const SEED_MENTORS: readonly Omit<MentorProfile, 'id'>[] = [
  {
    userId: null,
    communityId: 'Entrepreneurs',
    name: 'Amara Osei',
    expertise: ['AI product strategy', 'Go-to-market', 'Fundraising', 'Automation for small teams'],
    experience: '15 years in product; founded two AI start-ups',
    availability: 'high',
    maxMentees: 3,
    currentMentees: 1,
    bio: 'Former head of product at a Manchester fintech, now advising early-stage founders on where AI genuinely saves time and money, and where it is just a shiny demo.',
    linkedinUrl: 'https://www.linkedin.com/in/amara-osei-example',
    rating: 4.9,
  },
  {
    userId: null,
    communityId: 'Creatives',
    name: 'James Whitfield',
    expertise: ['Generative image tools', 'Creative direction', 'Copyright and credit', 'Portfolio reviews'],
    experience: '12 years as a creative director in London agencies',
    availability: 'medium',
    maxMentees: 2,
    currentMentees: 2,
    bio: 'Helps illustrators, designers and writers fold AI into their process without losing their own voice, and talks frankly about licensing, credit and client expectations.',
    linkedinUrl: 'https://www.linkedin.com/in/james-whitfield-example',
    rating: 4.8,
  },
  {
    userId: null,
    communityId: 'Educators',
    name: 'Sarah Mitchell',
    expertise: ['AI literacy', 'Assessment design', 'Safeguarding', 'School AI policy'],
    experience: '20 years in secondary and higher education',
    availability: 'low',
    maxMentees: 4,
    currentMentees: 1,
    bio: 'A former deputy head who now trains teachers across the North West on using AI safely in the classroom, from writing a school policy to redesigning coursework.',
    linkedinUrl: null,
    rating: 5,
  },
];

/** Spec §3 Discussion category: colours are dark enough to carry a white icon (WCAG AA). */
export const SEED_DISCUSSION_CATEGORIES: readonly Omit<DiscussionCategory, 'id'>[] = [
  {
    name: 'AI Tools & Workflows',
    description: 'Which tools are worth paying for, how you have wired them together, and what you have quietly stopped using.',
    communityId: 'Entrepreneurs',
    color: '#4F46E5',
    topics: 128,
    lastActivity: '2 hours ago',
  },
  {
    name: 'Prompt Craft',
    description: 'Share prompts that work, take apart the ones that do not, and swap techniques for better first drafts.',
    communityId: 'Creatives',
    color: '#A21CAF',
    topics: 94,
    lastActivity: '35 minutes ago',
  },
  {
    name: 'AI in the Classroom',
    description: 'Lesson ideas, marking workflows and school policies that keep learners safe and curious.',
    communityId: 'Educators',
    color: '#0369A1',
    topics: 76,
    lastActivity: '1 hour ago',
  },
  {
    name: 'Safety, Privacy & Ethics',
    description: 'Scams, deepfakes, data sharing and the questions to ask before you paste anything into a chatbot.',
    communityId: 'Parents',
    color: '#BE123C',
    topics: 52,
    lastActivity: '5 hours ago',
  },
  {
    name: 'Show & Tell',
    description: 'Projects, side quests and experiments: post what you built with AI this week and get friendly feedback.',
    communityId: 'Students',
    color: '#0F766E',
    topics: 141,
    lastActivity: '20 minutes ago',
  },
  {
    name: 'Tech Help Desk',
    description: 'No question too small: set-up help for voice assistants, photo tools and staying safe online.',
    communityId: 'Seniors',
    color: '#C2410C',
    topics: 38,
    lastActivity: 'Yesterday',
  },
];
