/** Spec §3 Feed post (example content): author roles are display labels only (spec §6). */
export type FeedAuthorRole = 'Mentor' | 'Member' | 'Community Leader';
export type FeedAction = 'shared' | 'completed' | 'started';
export type FeedPostType = 'article' | 'challenge' | 'discussion';

export interface FeedPost {
  id: number;
  user: { name: string; /** initials shown in the avatar */ avatar: string; role: FeedAuthorRole };
  action: FeedAction;
  /** The title of what was shared, completed or started. */
  content: string;
  type: FeedPostType;
  /** Relative time text, shown as written. */
  time: string;
  likes: number;
  comments: number;
  description: string;
}

/** The three example posts in the dashboard feed (spec §2: static, no button wired). */
export const FEED_POSTS: readonly FeedPost[] = [
  {
    id: 1,
    user: { name: 'Priya Sharma', avatar: 'PS', role: 'Mentor' },
    action: 'shared',
    content: 'Five prompt patterns that saved me three hours this week',
    type: 'article',
    time: '2 hours ago',
    likes: 24,
    comments: 8,
    description:
      'After months of trial and error I have written up the prompts I now reach for every day: the "act as my editor" brief, the step-by-step planner and three more, each with a before-and-after example you can borrow.',
  },
  {
    id: 2,
    user: { name: 'James Okafor', avatar: 'JO', role: 'Member' },
    action: 'completed',
    content: '30-Day AI Automation Challenge',
    type: 'challenge',
    time: '5 hours ago',
    likes: 31,
    comments: 12,
    description:
      'Finally done! I automated my invoice reminders and the replies to our most common customer questions. That is roughly five hours a week back, and I am happy to walk anyone through the workflow.',
  },
  {
    id: 3,
    user: { name: 'Emma Whitfield', avatar: 'EW', role: 'Community Leader' },
    action: 'started',
    content: 'How do you keep the human touch when AI drafts your emails?',
    type: 'discussion',
    time: 'Yesterday',
    likes: 18,
    comments: 27,
    description:
      'AI gets my first drafts written in minutes, but I worry they are starting to sound like everyone else. What do you change by hand before you press send? Tips, rules of thumb and cautionary tales all welcome.',
  },
];
