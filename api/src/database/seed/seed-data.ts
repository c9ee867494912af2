import type { CommunityIconName } from '@cci/contracts';

/** Seed row for the communities table (spec §3 Community, without the generated id). */
export interface SeedCommunity {
  slug: string;
  name: string;
  description: string;
  image: string;
  icon: CommunityIconName;
  color: string;
  memberCount: number;
}

/** Seed row for the events table (spec §3 Event); communitySlug is resolved to communityId when seeding. */
export interface SeedEvent {
  title: string;
  description: string;
  date: string;
  location: string;
  communitySlug: string | null;
  featured: boolean;
  image: string | null;
  /** The real time the display text says (ISO), and optionally places and an online link. */
  startsAt?: string;
  endsAt?: string;
  /** The venue's zone, for an event in a place. */
  timeZone?: string;
  capacity?: number;
  onlineUrl?: string;
}

/** The eight communities, in display order. Colours are mid-tone accents that pass WCAG AA against white text. */
export const SEED_COMMUNITIES: readonly SeedCommunity[] = [
  {
    slug: 'entrepreneurs',
    name: 'Entrepreneurs',
    description:
      'Founders and small-business owners sharing practical ways to use AI to validate ideas, win customers and grow faster without losing the personal touch.',
    image: '/images/communities/entrepreneurs.svg',
    icon: 'rocket',
    color: '#4F46E5',
    memberCount: 2847,
  },
  {
    slug: 'creatives',
    name: 'Creatives',
    description:
      'Artists, writers, designers and musicians exploring AI as a creative partner, and talking honestly about originality, credit and craft.',
    image: '/images/communities/creatives.svg',
    icon: 'palette',
    color: '#C026D3',
    memberCount: 1532,
  },
  {
    slug: 'educators',
    name: 'Educators',
    description:
      'Teachers, lecturers and tutors swapping lesson ideas, policies and classroom-tested approaches to using AI safely and well with learners.',
    image: '/images/communities/educators.svg',
    icon: 'book-open',
    color: '#0369A1',
    memberCount: 1204,
  },
  {
    slug: 'seniors',
    name: 'Seniors',
    description:
      'A patient, friendly space for older adults to explore everyday AI at their own pace, stay safe online and keep in touch with loved ones.',
    image: '/images/communities/seniors.svg',
    icon: 'heart-handshake',
    color: '#C2410C',
    memberCount: 986,
  },
  {
    slug: 'parents',
    name: 'Parents',
    description:
      'Mums, dads and carers sharing tips on family organisation, homework support and helping children grow up confident and safe with AI.',
    image: '/images/communities/parents.svg',
    icon: 'baby',
    color: '#E11D48',
    memberCount: 743,
  },
  {
    slug: 'students',
    name: 'Students',
    description:
      'Students and apprentices learning to study, research and prepare for interviews with AI, while keeping their work genuinely their own.',
    image: '/images/communities/students.svg',
    icon: 'graduation-cap',
    color: '#0F766E',
    memberCount: 1876,
  },
  {
    slug: 'health-fitness',
    name: 'Health & Fitness',
    description:
      'Runners, lifters, trainers and beginners using AI to plan workouts, eat well and build healthy habits, with encouragement at every step.',
    image: '/images/communities/health-fitness.svg',
    icon: 'dumbbell',
    color: '#15803D',
    memberCount: 1129,
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    description:
      'Professionals in banking, insurance, accounting and fintech discussing responsible AI, regulation, risk and better outcomes for customers.',
    image: '/images/communities/financial-services.svg',
    icon: 'landmark',
    color: '#475569',
    memberCount: 612,
  },
];

/**
 * Upcoming events. Seniors, Health & Fitness and Financial Services have none yet,
 * so their Events tab shows the empty state.
 */
export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'AI Pitch Night: Founders Meet Investors',
    description:
      'Eight early-stage founders pitch their AI-powered ventures to a panel of angels and seed investors, followed by live feedback and networking over drinks.',
    date: 'March 18, 2027 · 6:30 PM GMT',
    location: 'London, UK — Level39, Canary Wharf',
    timeZone: 'Europe/London',
    communitySlug: 'entrepreneurs',
    featured: true,
    image: '/images/events/pitch-night.svg',
    startsAt: '2027-03-18T18:30:00Z',
    endsAt: '2027-03-18T21:30:00Z',
    capacity: 60,
  },
  {
    title: 'No-Code AI Workflows for Small Businesses',
    description:
      'A hands-on lunchtime workshop: build an automated enquiry-to-invoice workflow with no-code tools and leave with a template you can adapt on Monday.',
    date: 'April 7, 2027 · 12:30 PM BST',
    location: 'Online (Zoom)',
    communitySlug: 'entrepreneurs',
    featured: false,
    image: null,
    startsAt: '2027-04-07T11:30:00Z',
    endsAt: '2027-04-07T13:00:00Z',
    capacity: 40,
    onlineUrl: 'https://zoom.us/j/81234567890',
  },
  {
    title: 'Generative Art Jam: Human + Machine',
    description:
      'A day of making with illustrators, writers and musicians. Pair up, pick a brief and create something new using AI as a sketchbook, then share it in the evening showcase.',
    date: 'March 27, 2027 · 10:00 AM GMT',
    location: 'Manchester, UK',
    timeZone: 'Europe/London',
    communitySlug: 'creatives',
    featured: true,
    image: '/images/events/creative-jam.svg',
    startsAt: '2027-03-27T10:00:00Z',
    endsAt: '2027-03-27T20:00:00Z',
    capacity: 30,
  },
  {
    title: 'AI in the Classroom: Planning Lessons in Half the Time',
    description:
      'An after-school session for teachers on planning, differentiation and quick feedback with AI, with safeguarding and data protection built in from the start.',
    date: 'March 10, 2027 · 4:30 PM GMT',
    location: 'Online (Zoom)',
    communitySlug: 'educators',
    featured: false,
    image: '/images/events/classroom-ai.svg',
    startsAt: '2027-03-10T16:30:00Z',
    endsAt: '2027-03-10T17:45:00Z',
    onlineUrl: 'https://zoom.us/j/82345678901',
  },
  {
    title: 'Safer Screens: AI and Online Safety for Families',
    description:
      'A relaxed evening talk for parents and carers on age-appropriate AI tools, privacy settings and how to talk to children about chatbots.',
    date: 'March 24, 2027 · 7:30 PM GMT',
    location: 'Online (Zoom)',
    communitySlug: 'parents',
    featured: false,
    image: '/images/events/family-safety.svg',
    startsAt: '2027-03-24T19:30:00Z',
    endsAt: '2027-03-24T20:30:00Z',
    onlineUrl: 'https://zoom.us/j/83456789012',
  },
  {
    title: 'Exam Season Bootcamp: Revise and Research with AI',
    description:
      'Practical techniques for revision timetables, flashcards and source-checking, plus a clear run-through of what academic integrity rules allow.',
    date: 'April 21, 2027 · 5:00 PM BST',
    location: 'Online (Microsoft Teams)',
    communitySlug: 'students',
    featured: false,
    image: null,
    startsAt: '2027-04-21T16:00:00Z',
    endsAt: '2027-04-21T17:30:00Z',
    onlineUrl: 'https://teams.microsoft.com/l/meetup-join/exam-bootcamp',
  },
  {
    title: 'Connect, Create, Innovate: Community Summit 2027',
    description:
      'Our first all-community gathering: talks, member showcases and workshops from every community, ending with an evening reception. Everyone is welcome.',
    date: 'May 20, 2027 · 9:00 AM BST',
    location: 'London, UK — Kings Place, King\u2019s Cross',
    timeZone: 'Europe/London',
    communitySlug: null,
    featured: true,
    image: '/images/events/community-summit.svg',
    startsAt: '2027-05-20T08:00:00Z',
    endsAt: '2027-05-20T19:00:00Z',
    capacity: 250,
  },
  {
    title: 'Monthly AI Office Hours',
    description:
      'Bring your questions about prompts, tools or getting started. Our team and community mentors answer live, whichever community you belong to.',
    date: 'February 25, 2027 · 12:00 PM GMT',
    location: 'Online (Zoom)',
    communitySlug: null,
    featured: false,
    image: null,
    startsAt: '2027-02-25T12:00:00Z',
    endsAt: '2027-02-25T13:00:00Z',
    onlineUrl: 'https://zoom.us/j/84567890123',
  },
];
