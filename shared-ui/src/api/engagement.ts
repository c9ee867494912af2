import type {
  ActivityItem,
  ChallengeEntryView,
  ChallengeSummary,
  ChallengeView,
  CreateChallengeInput,
  EngageHub,
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
import { routes } from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { call, href, send } from './endpoint';
import { revalidate, revalidatePrefix, useRead } from './read';

// The engagement client: events with RSVPs, points and leaderboards, challenges, mentoring, spotlights and follows. Keys are
// the URLs (the pre-renderer fills the public ones).

export const engagementKeys = {
  eventList: (community?: string | null, period: EventPeriod = 'upcoming', cursor?: string | null) =>
    href(routes.events.browse, {}, { community, period: period === 'upcoming' ? undefined : period, cursor }),
  event: (id: number | string) => href(routes.events.view, { id }),
  eventIcs: (id: number | string) => href(routes.events.ics, { id }),
  communityCalendar: (slug: string) => href(routes.communities.calendar, { slug }),
  attendees: (id: number, format?: 'csv') => href(routes.events.attendees, { id }, { format }),
  myPoints: () => href(routes.me.points, {}),
  memberPoints: (id: number | string) => href(routes.members.points, { id }),
  leaderboard: (slug: string, period: LeaderboardPeriod = 'all') => href(routes.communities.leaderboard, { slug }, { period }),
  challenges: (slug: string) => href(routes.communities.challenges, { slug }),
  challenge: (id: number | string) => href(routes.engagement.challenge, { id }),
  challengeEntries: (id: number) => href(routes.engagement.challengeEntries, { id }),
  mentors: (slug: string) => href(routes.communities.mentors, { slug }),
  suggestedMentors: (slug: string) => href(routes.communities.suggestedMentors, { slug }),
  myMentorProfile: () => href(routes.me.mentorProfile, {}),
  myMentorships: () => href(routes.me.mentorships, {}),
  mentorship: (id: number | string) => href(routes.engagement.mentorship, { id }),
  mentorshipMessages: (id: number | string, cursor?: string | null) => href(routes.engagement.mentorshipMessages, { id }, { cursor }),
  spotlights: (slug: string) => href(routes.communities.spotlights, { slug }),
  memberSpotlights: (id: number | string) => href(routes.members.spotlights, { id }),
  mySpotlights: () => href(routes.me.spotlights, {}),
  hub: () => href(routes.engagement.hub, {}),
  reviewSpotlights: (status: SpotlightStatus) => href(routes.engagement.spotlightsForReview, {}, { status }),
  following: () => href(routes.me.following, {}),
  suggestedConnections: (slug: string) => href(routes.communities.suggestedConnections, { slug }),
  followedActivity: (slug: string) => href(routes.communities.followedActivity, { slug }),
};
const k = engagementKeys;
/**
 * Pages the server pre-renders hold a visitor's answer (no RSVP, no entry, no "me" row): a member's browser reads these
 * again once mounted, so their own state shows.
 */
const PERSONAL = { revalidateOnMount: true } as const;

// ---- The Engage hub (a member's own once mounted: the pre-rendered one may be a visitor's)
export const useEngageHub = () => useRead<EngageHub>(k.hub(), PERSONAL);

// ---- Events
export const useEventList = (community: string | null, period: EventPeriod, config?: SWRConfiguration) =>
  useRead<EventList>(k.eventList(community, period), { ...PERSONAL, ...config });
export const useEvent = (id: number | string | null) => useRead<EventView>(id === null ? null : k.event(id), PERSONAL);
export async function setRsvp(id: number, status: RsvpChoice | null): Promise<EventView> {
  const view = status === null ? await call(routes.events.withdrawRsvp, { id }) : await call(routes.events.rsvp, { id }, { status });
  await revalidate(k.event(id));
  return view;
}
export async function updateEventSchedule(id: number, body: EventSchedule): Promise<EventView> {
  const view = await call(routes.events.update, { id }, body);
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
  const view = await call(routes.engagement.createChallenge, {}, body);
  await Promise.all([revalidate(k.challenges(body.community)), revalidatePrefix(href(routes.admin.content, { kind: 'challenges' }))]);
  return view;
}
export async function joinChallenge(id: number, slug: string): Promise<ChallengeView> {
  const view = await call(routes.engagement.joinChallenge, { id });
  await revalidate(k.challenge(id), k.challenges(slug));
  return view;
}
export async function enterChallenge(
  id: number,
  slug: string,
  body: { text?: string; url?: string; threadId?: number },
): Promise<ChallengeView> {
  const view = await call(routes.engagement.enterChallenge, { id }, body);
  await revalidate(k.challenge(id), k.challenges(slug));
  return view;
}
export async function reviewEntry(id: number, entryId: number, status: ReviewStatus, feedback = ''): Promise<ChallengeEntryView> {
  const entry = await call(routes.engagement.reviewEntry, { id, entryId }, { status, feedback });
  await Promise.all([
    revalidate(k.challengeEntries(id), k.challenge(id)),
    revalidatePrefix(href(routes.admin.content, { kind: 'challenges' })),
  ]);
  return entry;
}

// ---- Mentoring
const MENTORSHIP_ACTIONS = {
  accept: routes.engagement.acceptMentorship,
  decline: routes.engagement.declineMentorship,
  withdraw: routes.engagement.withdrawMentorship,
  complete: routes.engagement.completeMentorship,
} as const;
export const useMentors = (slug: string) => useRead<MentorCard[]>(k.mentors(slug));
export const useSuggestedMentors = (slug: string, enabled: boolean) =>
  useRead<SuggestedMentor[]>(enabled ? k.suggestedMentors(slug) : null);
export const useMyMentorProfile = () => useRead<{ profile: MyMentorProfile | null }>(k.myMentorProfile());
export const useMyMentorships = (enabled = true) => useRead<MentorshipSummary[]>(enabled ? k.myMentorships() : null);
export const useMentorship = (id: number | string) => useRead<MentorshipSummary>(k.mentorship(id));
/** A page of the pair's thread, oldest first, from `cursor`. */
export const useMentorshipMessages = (id: number | string, cursor: string | null) =>
  useRead<MentorshipMessages>(k.mentorshipMessages(id, cursor));
/**
 * A mentorship changed (a live `mentorship` event, or the member's own message): it and every page of its thread are
 * read again. The last page then holds a new message, or names the page after it.
 */
export const refreshMentorship = (id: number | string) =>
  Promise.all([revalidate(k.mentorship(id)), revalidatePrefix(k.mentorshipMessages(id))]);
export async function saveMentorProfile(body: MentorProfileInput): Promise<void> {
  await send(routes.me.saveMentorProfile, {}, body);
  await revalidate(k.myMentorProfile(), k.mentors(body.community));
}
export async function leaveMentoring(): Promise<void> {
  await send(routes.me.leaveMentoring, {});
  await revalidate(k.myMentorProfile());
}
export async function requestMentorship(profileId: number, goal: string, slug: string): Promise<MentorshipSummary> {
  const summary = await call(routes.engagement.requestMentorship, { id: profileId }, { goal });
  await revalidate(k.myMentorships(), k.mentors(slug), k.suggestedMentors(slug));
  return summary;
}
export async function mentorshipAction(id: number, action: 'accept' | 'decline' | 'withdraw' | 'complete'): Promise<MentorshipSummary> {
  const summary = await call(MENTORSHIP_ACTIONS[action], { id });
  await revalidate(k.mentorship(id), k.myMentorships(), k.myMentorProfile());
  return summary;
}
export async function rateMentorship(id: number, rating: number, note: string): Promise<MentorshipSummary> {
  const summary = await call(routes.engagement.reviewMentorship, { id }, { rating, note });
  await revalidate(k.mentorship(id), k.myMentorships());
  return summary;
}
export async function sendMentorshipMessage(id: number, body: string): Promise<MentorshipMessage> {
  const message = await call(routes.engagement.sendMentorshipMessage, { id }, { body });
  await revalidatePrefix(k.mentorshipMessages(id));
  return message;
}

// ---- Spotlights
export const useSpotlights = (slug: string) => useRead<SpotlightView[]>(k.spotlights(slug));
export const useSpotlightsOfMember = (id: number | string) => useRead<SpotlightView[]>(k.memberSpotlights(id));
export const useMySpotlights = () => useRead<SpotlightView[]>(k.mySpotlights());
export const useSpotlightsForReview = (status: SpotlightStatus) => useRead<SpotlightView[]>(k.reviewSpotlights(status));
export async function submitSpotlight(body: SpotlightFormValues): Promise<SpotlightView> {
  const view = await call(routes.engagement.submitSpotlight, {}, body);
  await revalidate(k.mySpotlights());
  return view;
}
/** PUT /api/admin/spotlights/:id/image: an uploaded image for the spotlight, or null to take it off. */
export async function setSpotlightImage(id: number, image: string | null): Promise<SpotlightView> {
  const view = await call(routes.engagement.setSpotlightImage, { id }, { image });
  await Promise.all([
    revalidate(k.reviewSpotlights('pending'), k.reviewSpotlights('approved'), k.reviewSpotlights('rejected')),
    view.community ? revalidate(k.spotlights(view.community.slug)) : undefined,
  ]);
  return view;
}
export async function reviewSpotlight(id: number, action: SpotlightAction): Promise<SpotlightView> {
  const view = await call(routes.engagement.reviewSpotlight, { id }, { action });
  await revalidate(k.reviewSpotlights('pending'), k.reviewSpotlights('approved'), k.reviewSpotlights('rejected'));
  return view;
}

// ---- Follows
export const useFollowing = (enabled = true) => useRead<FollowingList>(enabled ? k.following() : null);
export const useSuggestedConnections = (slug: string) => useRead<SuggestedConnection[]>(k.suggestedConnections(slug));
/** The Feed's "From people you follow": what they posted in the community lately (at most 3 lines). */
export const useFollowedActivity = (slug: string) => useRead<ActivityItem[]>(k.followedActivity(slug));
export async function setFollow(memberId: number, on: boolean, slug?: string): Promise<void> {
  await send(on ? routes.members.follow : routes.members.unfollow, { id: memberId });
  await revalidate(k.following(), slug ? k.suggestedConnections(slug) : null, slug ? k.followedActivity(slug) : null);
}
