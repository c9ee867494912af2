/** Example content of the feed's right-hand column (spec §2, §3): Trending's four topics, shown while nothing trends. Suggested
 * Connections and Upcoming Events are real. */

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
