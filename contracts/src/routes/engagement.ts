import type {
  ChallengeEntryView,
  ChallengeView,
  ContentItem,
  CreateChallengeInput,
  CreateEntry,
  EngageHub,
  MentoringRequestInput,
  MentorshipMessage,
  MentorshipMessageInput,
  MentorshipMessages,
  MentorshipReviewInput,
  MentorshipSummary,
  ReviewEntry,
  SpotlightFormValues,
  SpotlightImage,
  SpotlightReview,
  SpotlightStatus,
  SpotlightView,
  UpdateChallenge,
} from '../index';
import { shape } from './route';

/** The Engage hub: the member's communities' discussions, events, challenges and mentors (a visitor's: the public parts). */
export const hub = { method: 'GET', path: '/api/engage', response: shape<EngageHub> } as const;

// Challenges, mentoring and spotlights.
export const createChallenge = {
  method: 'POST',
  path: '/api/challenges',
  body: shape<CreateChallengeInput>,
  response: shape<ChallengeView>,
} as const;
export const challenge = { method: 'GET', path: '/api/challenges/:id', response: shape<ChallengeView> } as const;
export const updateChallenge = {
  method: 'PATCH',
  path: '/api/challenges/:id',
  body: shape<UpdateChallenge>,
  response: shape<ContentItem>,
} as const;
export const archiveChallenge = { method: 'DELETE', path: '/api/challenges/:id' } as const;
export const joinChallenge = { method: 'POST', path: '/api/challenges/:id/join', response: shape<ChallengeView> } as const;
export const challengeEntries = { method: 'GET', path: '/api/challenges/:id/entries', response: shape<ChallengeEntryView[]> } as const;
export const enterChallenge = {
  method: 'POST',
  path: '/api/challenges/:id/entries',
  body: shape<CreateEntry>,
  response: shape<ChallengeView>,
} as const;
export const reviewEntry = {
  method: 'POST',
  path: '/api/challenges/:id/entries/:entryId/review',
  body: shape<ReviewEntry>,
  response: shape<ChallengeEntryView>,
} as const;

export const requestMentorship = {
  method: 'POST',
  path: '/api/mentors/:id/requests',
  body: shape<MentoringRequestInput>,
  response: shape<MentorshipSummary>,
} as const;
export const mentorship = { method: 'GET', path: '/api/mentorships/:id', response: shape<MentorshipSummary> } as const;
export const acceptMentorship = { method: 'POST', path: '/api/mentorships/:id/accept', response: shape<MentorshipSummary> } as const;
export const declineMentorship = { method: 'POST', path: '/api/mentorships/:id/decline', response: shape<MentorshipSummary> } as const;
export const withdrawMentorship = { method: 'POST', path: '/api/mentorships/:id/withdraw', response: shape<MentorshipSummary> } as const;
export const completeMentorship = { method: 'POST', path: '/api/mentorships/:id/complete', response: shape<MentorshipSummary> } as const;
export const reviewMentorship = {
  method: 'POST',
  path: '/api/mentorships/:id/review',
  body: shape<MentorshipReviewInput>,
  response: shape<MentorshipSummary>,
} as const;
export const mentorshipMessages = {
  method: 'GET',
  path: '/api/mentorships/:id/messages',
  query: shape<{ cursor?: string | null }>,
  response: shape<MentorshipMessages>,
} as const;
export const sendMentorshipMessage = {
  method: 'POST',
  path: '/api/mentorships/:id/messages',
  body: shape<MentorshipMessageInput>,
  response: shape<MentorshipMessage>,
} as const;

export const submitSpotlight = {
  method: 'POST',
  path: '/api/spotlights',
  body: shape<SpotlightFormValues>,
  response: shape<SpotlightView>,
} as const;
export const spotlightsForReview = {
  method: 'GET',
  path: '/api/admin/spotlights',
  query: shape<{ status: SpotlightStatus }>,
  response: shape<SpotlightView[]>,
} as const;
export const setSpotlightImage = {
  method: 'PUT',
  path: '/api/admin/spotlights/:id/image',
  body: shape<SpotlightImage>,
  response: shape<SpotlightView>,
} as const;
export const reviewSpotlight = {
  method: 'POST',
  path: '/api/admin/spotlights/:id/review',
  body: shape<SpotlightReview>,
  response: shape<SpotlightView>,
} as const;
