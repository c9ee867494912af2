import type {
  ChallengeEntryView,
  ChallengeSummary,
  ChallengeView,
  CreateChallengeInput,
  EventAttendeeRecord,
  EventList,
  EventPeriod,
  EventSchedule,
  EventView,
  FollowingList,
  Leaderboard,
  LeaderboardPeriod,
  MemberPointsSummary,
  MentorCard,
  MentorProfileInput,
  MentorshipMessage,
  MentorshipMessages,
  MentorshipSummary,
  MyMentorProfile,
  MyPoints,
  ReviewStatus,
  RsvpChoice,
  SpotlightAction,
  SpotlightFormValues,
  SpotlightStatus,
  SpotlightView,
  SuggestedConnection,
  SuggestedMentor,
} from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { apiRequest } from './shared';

/** A call whose answer is JSON of type T. */
const call = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await apiRequest(method, url, body)).json() as Promise<T>;
import { revalidate, revalidatePrefix, useRead } from './read';

// Issue 15's client: events with RSVPs, points and leaderboards, challenges, mentoring, spotlights and follows. Keys are
// the URLs (the pre-renderer fills the public ones).

const q = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const seg = (value: string | number) => encodeURIComponent(String(value));

export const engagementKeys = {
  eventList: (community?: string | null, period: EventPeriod = 'upcoming', cursor?: string | null) =>
    `/api/events/browse${q({ community, period: period === 'upcoming' ? undefined : period, cursor })}`,
  event: (id: number | string) => `/api/events/${seg(id)}`,
  eventIcs: (id: number | string) => `/api/events/${seg(id)}/ics`,
  communityCalendar: (slug: string) => `/api/communities/${seg(slug)}/events.ics`,
  attendees: (id: number, format?: 'csv') => `/api/events/${id}/attendees${q({ format })}`,
  myPoints: () => '/api/me/points',
  memberPoints: (id: number | string) => `/api/members/${seg(id)}/points`,
  leaderboard: (slug: string, period: LeaderboardPeriod = 'all') => `/api/communities/${seg(slug)}/leaderboard${q({ period })}`,
  challenges: (slug: string) => `/api/communities/${seg(slug)}/challenges`,
  challenge: (id: number | string) => `/api/challenges/${seg(id)}`,
  challengeEntries: (id: number) => `/api/challenges/${id}/entries`,
  mentors: (slug: string) => `/api/communities/${seg(slug)}/mentors`,
  suggestedMentors: (slug: string) => `/api/communities/${seg(slug)}/mentors/suggested`,
  myMentorProfile: () => '/api/me/mentor-profile',
  myMentorships: () => '/api/me/mentorships',
  mentorship: (id: number | string) => `/api/mentorships/${seg(id)}`,
  mentorshipMessages: (id: number | string) => `/api/mentorships/${seg(id)}/messages`,
  spotlights: (slug: string) => `/api/communities/${seg(slug)}/spotlights`,
  memberSpotlights: (id: number | string) => `/api/members/${seg(id)}/spotlights`,
  mySpotlights: () => '/api/me/spotlights',
  reviewSpotlights: (status: SpotlightStatus) => `/api/admin/spotlights${q({ status })}`,
  following: () => '/api/me/following',
  suggestedConnections: (slug: string) => `/api/communities/${seg(slug)}/suggested-connections`,
  followedActivity: (slug: string) => `/api/communities/${seg(slug)}/activity/following`,
};
const k = engagementKeys;
/**
 * Pages the server pre-renders hold a visitor's answer (no RSVP, no entry, no "me" row): a member's browser reads these
 * again once mounted, so their own state shows.
 */
const PERSONAL = { revalidateOnMount: true } as const;

// ---- Events
export const useEventList = (community: string | null, period: EventPeriod, config?: SWRConfiguration) =>
  useRead<EventList>(k.eventList(community, period), { ...PERSONAL, ...config });
export const useEvent = (id: number | string | null) => useRead<EventView>(id === null ? null : k.event(id), PERSONAL);
export async function setRsvp(id: number, status: RsvpChoice | null): Promise<EventView> {
  const view =
    status === null
      ? await call<EventView>('DELETE', `${k.event(id)}/rsvp`)
      : await call<EventView>('PUT', `${k.event(id)}/rsvp`, { status });
  await revalidate(k.event(id));
  return view;
}
export async function updateEventSchedule(id: number, body: EventSchedule): Promise<EventView> {
  const view = await call<EventView>('PATCH', k.event(id), body);
  await revalidate(k.event(id), k.attendees(id));
  return view;
}
export const useAttendees = (id: number | null) => useRead<EventAttendeeRecord[]>(id === null ? null : k.attendees(id));

// ---- Points
export const useMyPoints = (enabled = true) => useRead<MyPoints>(enabled ? k.myPoints() : null);
export const useMemberPoints = (id: number | string) => useRead<MemberPointsSummary>(k.memberPoints(id));
export const useLeaderboard = (slug: string, period: LeaderboardPeriod) => useRead<Leaderboard>(k.leaderboard(slug, period), PERSONAL);

// ---- Challenges
export const useCommunityChallenges = (slug: string) => useRead<ChallengeSummary[]>(k.challenges(slug), PERSONAL);
export const useChallenge = (id: number | string) => useRead<ChallengeView>(k.challenge(id), PERSONAL);
export const useChallengeEntries = (id: number | null) => useRead<ChallengeEntryView[]>(id === null ? null : k.challengeEntries(id));
export async function createChallenge(body: CreateChallengeInput): Promise<ChallengeView> {
  const view = await call<ChallengeView>('POST', '/api/challenges', body);
  await Promise.all([revalidate(k.challenges(body.community)), revalidatePrefix('/api/admin/content/challenges')]);
  return view;
}
export async function joinChallenge(id: number, slug: string): Promise<ChallengeView> {
  const view = await call<ChallengeView>('POST', `${k.challenge(id)}/join`);
  await revalidate(k.challenge(id), k.challenges(slug));
  return view;
}
export async function enterChallenge(
  id: number,
  slug: string,
  body: { text?: string; url?: string; threadId?: number },
): Promise<ChallengeView> {
  const view = await call<ChallengeView>('POST', `${k.challenge(id)}/entries`, body);
  await revalidate(k.challenge(id), k.challenges(slug));
  return view;
}
export async function reviewEntry(id: number, entryId: number, status: ReviewStatus, feedback = ''): Promise<ChallengeEntryView> {
  const entry = await call<ChallengeEntryView>('POST', `${k.challengeEntries(id)}/${entryId}/review`, { status, feedback });
  await Promise.all([revalidate(k.challengeEntries(id), k.challenge(id)), revalidatePrefix('/api/admin/content/challenges')]);
  return entry;
}

// ---- Mentoring
export const useMentors = (slug: string) => useRead<MentorCard[]>(k.mentors(slug));
export const useSuggestedMentors = (slug: string, enabled: boolean) =>
  useRead<SuggestedMentor[]>(enabled ? k.suggestedMentors(slug) : null);
export const useMyMentorProfile = () => useRead<{ profile: MyMentorProfile | null }>(k.myMentorProfile());
export const useMyMentorships = (enabled = true) => useRead<MentorshipSummary[]>(enabled ? k.myMentorships() : null);
export const useMentorship = (id: number | string) => useRead<MentorshipSummary>(k.mentorship(id));
export const useMentorshipMessages = (id: number | string, enabled: boolean) =>
  useRead<MentorshipMessages>(enabled ? k.mentorshipMessages(id) : null, { refreshInterval: 15_000 });
export async function saveMentorProfile(body: MentorProfileInput): Promise<void> {
  await apiRequest('PUT', k.myMentorProfile(), body);
  await revalidate(k.myMentorProfile(), k.mentors(body.community));
}
export async function leaveMentoring(): Promise<void> {
  await apiRequest('DELETE', k.myMentorProfile());
  await revalidate(k.myMentorProfile());
}
export async function requestMentorship(profileId: number, goal: string, slug: string): Promise<MentorshipSummary> {
  const summary = await call<MentorshipSummary>('POST', `/api/mentors/${profileId}/requests`, { goal });
  await revalidate(k.myMentorships(), k.mentors(slug), k.suggestedMentors(slug));
  return summary;
}
export async function mentorshipAction(id: number, action: 'accept' | 'decline' | 'withdraw' | 'complete'): Promise<MentorshipSummary> {
  const summary = await call<MentorshipSummary>('POST', `${k.mentorship(id)}/${action}`);
  await revalidate(k.mentorship(id), k.myMentorships(), k.myMentorProfile());
  return summary;
}
export async function rateMentorship(id: number, rating: number, note: string): Promise<MentorshipSummary> {
  const summary = await call<MentorshipSummary>('POST', `${k.mentorship(id)}/review`, { rating, note });
  await revalidate(k.mentorship(id), k.myMentorships());
  return summary;
}
export async function sendMentorshipMessage(id: number, body: string): Promise<MentorshipMessage> {
  const message = await call<MentorshipMessage>('POST', k.mentorshipMessages(id), { body });
  await revalidate(k.mentorshipMessages(id));
  return message;
}

// ---- Spotlights
export const useSpotlights = (slug: string) => useRead<SpotlightView[]>(k.spotlights(slug));
export const useSpotlightsOfMember = (id: number | string) => useRead<SpotlightView[]>(k.memberSpotlights(id));
export const useMySpotlights = () => useRead<SpotlightView[]>(k.mySpotlights());
export const useSpotlightsForReview = (status: SpotlightStatus) => useRead<SpotlightView[]>(k.reviewSpotlights(status));
export async function submitSpotlight(body: SpotlightFormValues): Promise<SpotlightView> {
  const view = await call<SpotlightView>('POST', '/api/spotlights', body);
  await revalidate(k.mySpotlights());
  return view;
}
/** PUT /api/admin/spotlights/:id/image: an uploaded image for the spotlight, or null to take it off. */
export async function setSpotlightImage(id: number, image: string | null): Promise<SpotlightView> {
  const view = await call<SpotlightView>('PUT', `/api/admin/spotlights/${id}/image`, { image });
  await Promise.all([
    revalidate(k.reviewSpotlights('pending'), k.reviewSpotlights('approved'), k.reviewSpotlights('rejected')),
    view.community ? revalidate(k.spotlights(view.community.slug)) : undefined,
  ]);
  return view;
}
export async function reviewSpotlight(id: number, action: SpotlightAction): Promise<SpotlightView> {
  const view = await call<SpotlightView>('POST', `/api/admin/spotlights/${id}/review`, { action });
  await revalidate(k.reviewSpotlights('pending'), k.reviewSpotlights('approved'), k.reviewSpotlights('rejected'));
  return view;
}

// ---- Follows
export const useFollowing = (enabled = true) => useRead<FollowingList>(enabled ? k.following() : null);
export const useSuggestedConnections = (slug: string) => useRead<SuggestedConnection[]>(k.suggestedConnections(slug));
export async function setFollow(memberId: number, on: boolean, slug?: string): Promise<void> {
  await apiRequest(on ? 'PUT' : 'DELETE', `/api/members/${memberId}/follow`);
  await revalidate(k.following(), slug ? k.suggestedConnections(slug) : null, slug ? k.followedActivity(slug) : null);
}
