/** Example content of the feed's right-hand column (spec §2, §3): all static, nothing is wired. */

/** "Trending in AI": four example topics with a count line. */
export interface TrendingTopic {
  title: string;
  count: string;
}

export const TRENDING_TOPICS: readonly TrendingTopic[] = [
  { title: 'Prompt engineering for beginners', count: '128 posts this week' },
  { title: 'Staying GDPR-compliant with AI tools', count: '86 posts this week' },
  { title: 'AI agents for small teams', count: '64 posts this week' },
  { title: 'Spotting deepfakes and AI scams', count: '52 posts this week' },
];

/** Spec §3 Suggested connection: name, role, mutual text. */
export interface SuggestedConnection {
  name: string;
  role: string;
  mutual: string;
}

export const SUGGESTED_CONNECTIONS: readonly SuggestedConnection[] = [
  { name: 'Aisha Rahman', role: 'AI Product Manager', mutual: '12 mutual connections' },
  { name: 'Tom Gallagher', role: 'Data Scientist', mutual: '8 mutual connections' },
  { name: 'Lucy Bennett', role: 'Startup Founder', mutual: '5 mutual connections' },
];

/** Spec §3 Dashboard event: title, date text, attendees text. */
export interface DashboardEvent {
  title: string;
  date: string;
  attendees: string;
}

export const DASHBOARD_EVENTS: readonly DashboardEvent[] = [
  { title: 'AI Tools Workshop: Automate Your Admin', date: 'Tomorrow, 2:00 pm', attendees: '48 attending' },
  { title: 'Prompt Clinic: Bring Your Trickiest Prompt', date: 'Thursday, 6:30 pm', attendees: '32 attending' },
  { title: 'Responsible AI Round Table', date: 'Saturday, 10:00 am', attendees: '25 attending' },
];
