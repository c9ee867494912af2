/** Seed row for the articles table (spec §3 Article, without id and createdAt). */
export interface SeedArticle {
  title: string;
  excerpt: string;
  /** Plain text; paragraphs are separated by a blank line. */
  content: string;
  image: string | null;
  featured: boolean;
}

/** Seed row for the trends table (spec §3 Trend: the admin fields plus the public list's extras). */
export interface SeedTrend {
  title: string;
  discussionCount: number;
  icon: string;
  color: string;
  url: string | null;
  engagement: string;
  source: string;
  trendType: string;
}

/**
 * The articles, newest first: the seed dates them a minute apart in this order, so the first one
 * is also the first of GET /api/articles. The featured one opens the AI Evolution page.
 */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    title: 'Five Ways AI Can Help Your Community Thrive, Without Losing the Human Touch',
    excerpt:
      'The best communities run on trust, generosity and a little organised chaos. Used well, AI takes on the chaos and leaves people more time for each other.',
    content: [
      'Every thriving community has the same quiet problem: the people who hold it together are busy. Organisers juggle welcome messages, event logistics, questions that have been answered a dozen times before and the endless task of helping the right people find each other. AI will not replace any of that care, but it can take a surprising amount of the weight off the people who provide it.',
      'The first and simplest win is a warmer welcome. A newcomer who posts an introduction can be pointed, within minutes, to the three threads, events or members most relevant to what they wrote. An assistant can draft that reply; a volunteer reads it, adds a personal line and sends it. The newcomer feels seen, and the volunteer spends two minutes instead of twenty.',
      "Second, AI is good at turning a long conversation into something people can use. A lively discussion about pricing a first product, or about a school's AI policy, often holds real wisdom spread across a hundred replies. A short, clearly labelled summary with links back to the original posts helps latecomers catch up and credits the people who did the thinking.",
      'Third, it helps people find each other. Members rarely list their skills in a profile, but they reveal them in what they share. With their permission, an assistant can suggest introductions: the illustrator who has wrestled with licensing and the founder about to commission artwork, or the retired engineer and the student stuck on the same maths. Introductions are where communities turn into networks.',
      'Fourth, AI lowers the barrier to taking part. Voice input, plain-English rewrites, translation and image descriptions make it easier for older members, people with disabilities and those writing in a second language to join in on equal terms. Accessibility features that once needed a specialist are now a setting away.',
      'Finally, it can help keep spaces safe, as long as people stay in charge. Tools can flag likely spam, scams and heated threads for a moderator to look at, but the decision to warn, restrict or remove someone should always rest with a person who knows the community and can explain the call.',
      "A few habits keep all of this honest. Say openly where AI is used, and label what it wrote. Never paste members' personal details into tools that have not been approved for them. Keep a human in the loop for anything that affects a person. And ask members regularly what is helping and what is not. The goal is not an automated community; it is a community whose people have more time for one another.",
    ].join('\n\n'),
    image: '/images/articles/ai-community-featured.svg',
    featured: true,
  },
  {
    title: 'A Plain-English Checklist Before You Paste Anything into a Chatbot',
    excerpt:
      'Most AI mishaps start with one hurried copy and paste. Five questions, asked every time, keep personal data, client work and your community safe.',
    content: [
      'Chat assistants are so easy to use that it is tempting to paste in whatever is on the screen: an e-mail thread, a spreadsheet of sign-ups, a draft contract. Before you do, run through five quick questions.',
      'Is there personal information in it? Names, e-mail addresses, phone numbers, health details and anything about children deserve the most care. Remove them, or replace them with placeholders such as "Member A", before the text leaves your hands.',
      "Whose information is it? Work from clients, employers or other members is not yours to share. Check your organisation's policy and the tool's settings on data retention and training, and when in doubt, ask first.",
      'Which tool, on which account? A workplace or education account often comes with stronger privacy terms than a personal one. Use the account that matches the job.',
      'Would I be comfortable if this appeared in public? If the answer is no, treat that as a sign to summarise the problem in your own words instead of pasting the original.',
      'Will a person check the answer? AI can be confidently wrong. Anything that will be published, sent to a member or used to make a decision about someone deserves a careful read by a human first.',
      'Print the questions, pin them next to your screen, and share them with your fellow organisers. Good habits spread faster than any policy document.',
    ].join('\n\n'),
    image: null,
    featured: false,
  },
];

/**
 * "Trending This Week" (spec §2 AI Evolution): timeless topics, no news claims. The public page shows
 * the 6 most discussed; those with a url open a well-known, stable page in a new tab.
 */
export const SEED_TRENDS: readonly SeedTrend[] = [
  {
    title: 'Small Language Models That Run on Everyday Laptops',
    discussionCount: 184,
    icon: 'cpu',
    color: '#4F46E5',
    url: null,
    engagement: 'High',
    source: 'Community',
    trendType: 'Tools',
  },
  {
    title: "The UK's Pro-Innovation Approach to AI Regulation, Explained",
    discussionCount: 156,
    icon: 'landmark',
    color: '#0369A1',
    url: 'https://www.gov.uk/government/publications/ai-regulation-a-pro-innovation-approach',
    engagement: 'High',
    source: 'Government publication',
    trendType: 'Policy',
  },
  {
    title: 'Using AI Tools While Staying on the Right Side of UK GDPR',
    discussionCount: 142,
    icon: 'shield-check',
    color: '#0F766E',
    url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/artificial-intelligence/',
    engagement: 'Rising',
    source: 'Regulator guidance',
    trendType: 'Policy',
  },
  {
    title: 'Spotting AI-Generated Images and Voice Clones',
    discussionCount: 131,
    icon: 'scan-eye',
    color: '#BE123C',
    url: null,
    engagement: 'Very high',
    source: 'Community',
    trendType: 'Safety',
  },
  {
    title: 'Retrieval-Augmented Generation for Small Teams',
    discussionCount: 118,
    icon: 'book-open',
    color: '#7C3AED',
    url: null,
    engagement: 'Rising',
    source: 'Industry report',
    trendType: 'Research',
  },
  {
    title: 'Putting the OECD AI Principles into Everyday Practice',
    discussionCount: 97,
    icon: 'scale',
    color: '#1D4ED8',
    url: 'https://oecd.ai/en/ai-principles',
    engagement: 'Steady',
    source: 'International guidance',
    trendType: 'Policy',
  },
  {
    title: 'AI Agents That Book, Buy and Reply on Your Behalf',
    discussionCount: 89,
    icon: 'bot',
    color: '#C2410C',
    url: null,
    engagement: 'Steady',
    source: 'Industry report',
    trendType: 'Tools',
  },
  {
    title: 'Open-Weight Models and What "Open" Really Means',
    discussionCount: 76,
    icon: 'unlock',
    color: '#A21CAF',
    url: null,
    engagement: 'Steady',
    source: 'Community',
    trendType: 'Research',
  },
];
