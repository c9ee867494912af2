import type {
  ActivityItem,
  ChallengeSummary,
  Community,
  CommunityExtras,
  CommunityStats,
  CommunityTags,
  CreateThread,
  CursorPage,
  Leaderboard,
  LeaderboardPeriod,
  MentionCandidate,
  MentorCard,
  SpotlightView,
  SuggestedConnection,
  SuggestedMentor,
  SimilarThread,
  ThreadListSort,
  ThreadSummary,
  ThreadView,
} from '../index';
import { shape } from './route';

// A community and the lists under it.
export const list = { method: 'GET', path: '/api/communities', response: shape<Community[]> } as const;
export const detail = { method: 'GET', path: '/api/communities/:slug', response: shape<Community> } as const;
/** Its static extra content, `null` for a community without. */
export const extras = { method: 'GET', path: '/api/communities/:slug/extras', response: shape<CommunityExtras | null> } as const;
export const threads = {
  method: 'GET',
  path: '/api/communities/:slug/threads',
  query: shape<{ sort?: ThreadListSort; cursor?: string | null; tag?: string | null }>,
  response: shape<CursorPage<ThreadSummary>>,
} as const;
/** The community's curated tags with their thread counts, and whether members may suggest new ones. */
export const tags = { method: 'GET', path: '/api/communities/:slug/tags', response: shape<CommunityTags> } as const;
export const createThread = {
  method: 'POST',
  path: '/api/communities/:slug/threads',
  body: shape<CreateThread>,
  response: shape<ThreadView>,
} as const;
export const activity = {
  method: 'GET',
  path: '/api/communities/:slug/activity',
  query: shape<{ cursor?: string | null }>,
  response: shape<CursorPage<ActivityItem>>,
} as const;
export const followedActivity = {
  method: 'GET',
  path: '/api/communities/:slug/activity/following',
  response: shape<ActivityItem[]>,
} as const;
export const trending = { method: 'GET', path: '/api/communities/:slug/trending', response: shape<ThreadSummary[]> } as const;
export const stats = { method: 'GET', path: '/api/communities/:slug/stats', response: shape<CommunityStats> } as const;
/** The new-thread composer's "similar threads" (at most 5; a title under 8 characters finds none). */
export const similarThreads = {
  method: 'GET',
  path: '/api/communities/:slug/threads/similar',
  query: shape<{ title: string }>,
  response: shape<SimilarThread[]>,
} as const;
/** The composer's @ autocomplete. */
export const mentionable = {
  method: 'GET',
  path: '/api/communities/:slug/members',
  query: shape<{ q?: string }>,
  response: shape<MentionCandidate[]>,
} as const;
export const leaderboard = {
  method: 'GET',
  path: '/api/communities/:slug/leaderboard',
  query: shape<{ period?: LeaderboardPeriod }>,
  response: shape<Leaderboard>,
} as const;
export const challenges = { method: 'GET', path: '/api/communities/:slug/challenges', response: shape<ChallengeSummary[]> } as const;
export const mentors = { method: 'GET', path: '/api/communities/:slug/mentors', response: shape<MentorCard[]> } as const;
export const suggestedMentors = {
  method: 'GET',
  path: '/api/communities/:slug/mentors/suggested',
  response: shape<SuggestedMentor[]>,
} as const;
export const spotlights = { method: 'GET', path: '/api/communities/:slug/spotlights', response: shape<SpotlightView[]> } as const;
export const suggestedConnections = {
  method: 'GET',
  path: '/api/communities/:slug/suggested-connections',
  response: shape<SuggestedConnection[]>,
} as const;
/** Its events as an iCalendar feed (text/calendar). */
export const calendar = { method: 'GET', path: '/api/communities/:slug/events.ics' } as const;
