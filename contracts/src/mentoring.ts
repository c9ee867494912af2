import * as v from 'valibot';
import type { MentorProfile } from './content-schemas';
import type { CursorPage, PostAuthor } from './discussions';
import type { AvatarSrc } from './member-names';

// Mentoring with matching. Members opt in as mentors; a mentee asks with a goal; the mentor accepts or
// declines; an accepted pair has a private thread and either side completes it; the mentee then rates it.

export const MENTOR_AVAILABILITY = ['high', 'medium', 'low'] as const;
export type MentorAvailability = (typeof MENTOR_AVAILABILITY)[number];
export const MENTORSHIP_STATUSES = ['pending', 'accepted', 'declined', 'completed', 'expired', 'withdrawn'] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];
export const MENTORSHIP_STATUS_LABELS: Record<MentorshipStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Active',
  declined: 'Declined',
  completed: 'Completed',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const MENTORING_LIMITS = {
  goal: { min: 20, max: 1000 },
  bio: 1000,
  experience: 200,
  maxMentees: { min: 1, max: 10 },
  note: 1000,
  message: 10_000,
  /** New requests a mentee (one mailbox: its "+tag" aliases are one person) may send in a rolling day, withdrawn ones too. */
  requestsPerDay: 5,
  /** After a declined or withdrawn request, the same mentee may ask the same mentor again this many hours later. */
  askAgainHours: 24,
} as const;

export const MENTORING_MESSAGES = {
  goal: `Your goal must be ${MENTORING_LIMITS.goal.min} to ${MENTORING_LIMITS.goal.max} characters`,
  self: 'You cannot ask yourself for mentoring',
  full: 'This mentor is fully booked',
  openRequest: 'You already have an open request with this mentor',
  mentorNotFound: 'Mentor not found',
  notFound: 'Mentorship not found',
  notPending: 'This request is no longer waiting for an answer',
  notAccepted: 'This mentorship is not active',
  notCompleted: 'You can rate a mentorship once it is completed',
  onlyMentee: 'Only the mentee can rate this mentorship',
  onlyMentor: 'Only the mentor can answer this request',
  rated: 'You have already rated this mentorship',
  rating: 'Rating must be a whole number from 1 to 5',
  note: `The note must be at most ${MENTORING_LIMITS.note} characters`,
  message: `A message must be 1 to ${MENTORING_LIMITS.message} characters`,
  bio: `Bio must be at most ${MENTORING_LIMITS.bio} characters`,
  experience: `Experience must be at most ${MENTORING_LIMITS.experience} characters`,
  maxMentees: `Maximum mentees must be a whole number from ${MENTORING_LIMITS.maxMentees.min} to ${MENTORING_LIMITS.maxMentees.max}`,
  belowCurrent: 'Maximum mentees cannot be below your current mentees',
  availability: 'Availability must be high, medium or low',
  linkedin: 'LinkedIn must be a https://www.linkedin.com/ address',
  community: 'Choose one of your communities',
  expertise: 'Add 1 to 10 expertise tags of at most 40 characters',
  /** The 429s (the API adds "Please try again in …" and a Retry-After header). */
  tooManyRequests: `You can send ${MENTORING_LIMITS.requestsPerDay} mentoring requests a day, withdrawn ones included.`,
  askAgain: `You can ask this mentor again ${MENTORING_LIMITS.askAgainHours} hours after a declined or withdrawn request.`,
  /** Any write to a mentorship whose other member deleted their account (409): it stays readable, nothing more. */
  otherGone: 'The other member deleted their account: this mentorship can be read but no longer continued',
} as const;

const tag = v.pipe(
  v.string(MENTORING_MESSAGES.expertise),
  v.trim(),
  v.minLength(1, MENTORING_MESSAGES.expertise),
  v.maxLength(40, MENTORING_MESSAGES.expertise),
);

/** PUT /api/me/mentor-profile */
export const MentorProfileInputSchema = v.object({
  community: v.pipe(v.string(MENTORING_MESSAGES.community), v.regex(/^[a-z0-9-]{1,64}$/, MENTORING_MESSAGES.community)),
  expertise: v.pipe(
    v.array(tag, MENTORING_MESSAGES.expertise),
    v.minLength(1, MENTORING_MESSAGES.expertise),
    v.maxLength(10, MENTORING_MESSAGES.expertise),
    v.transform((tags) => tags.filter((x, i) => tags.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i)),
  ),
  bio: v.optional(v.pipe(v.string(MENTORING_MESSAGES.bio), v.trim(), v.maxLength(MENTORING_LIMITS.bio, MENTORING_MESSAGES.bio)), ''),
  experience: v.optional(
    v.pipe(v.string(MENTORING_MESSAGES.experience), v.trim(), v.maxLength(MENTORING_LIMITS.experience, MENTORING_MESSAGES.experience)),
    '',
  ),
  availability: v.picklist(MENTOR_AVAILABILITY, MENTORING_MESSAGES.availability),
  maxMentees: v.pipe(
    v.number(MENTORING_MESSAGES.maxMentees),
    v.integer(MENTORING_MESSAGES.maxMentees),
    v.minValue(MENTORING_LIMITS.maxMentees.min, MENTORING_MESSAGES.maxMentees),
    v.maxValue(MENTORING_LIMITS.maxMentees.max, MENTORING_MESSAGES.maxMentees),
  ),
  linkedinUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(MENTORING_MESSAGES.linkedin),
        v.trim(),
        v.maxLength(300, MENTORING_MESSAGES.linkedin),
        v.check((s) => s === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/[^\s]*$/i.test(s), MENTORING_MESSAGES.linkedin),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  ),
});
export type MentorProfileInput = v.InferOutput<typeof MentorProfileInputSchema>;

/** POST /api/mentors/:id/requests */
export const MentoringRequestSchema = v.object({
  goal: v.pipe(
    v.string(MENTORING_MESSAGES.goal),
    v.trim(),
    v.minLength(MENTORING_LIMITS.goal.min, MENTORING_MESSAGES.goal),
    v.maxLength(MENTORING_LIMITS.goal.max, MENTORING_MESSAGES.goal),
  ),
});
export type MentoringRequestInput = v.InferOutput<typeof MentoringRequestSchema>;

/** POST /api/mentorships/:id/review */
export const MentorshipReviewSchema = v.object({
  rating: v.pipe(
    v.number(MENTORING_MESSAGES.rating),
    v.integer(MENTORING_MESSAGES.rating),
    v.minValue(1, MENTORING_MESSAGES.rating),
    v.maxValue(5, MENTORING_MESSAGES.rating),
  ),
  note: v.optional(v.pipe(v.string(MENTORING_MESSAGES.note), v.trim(), v.maxLength(MENTORING_LIMITS.note, MENTORING_MESSAGES.note)), ''),
});
export type MentorshipReviewInput = v.InferOutput<typeof MentorshipReviewSchema>;

/** POST /api/mentorships/:id/messages */
export const MentorshipMessageSchema = v.object({
  body: v.pipe(
    v.string(MENTORING_MESSAGES.message),
    v.trim(),
    v.minLength(1, MENTORING_MESSAGES.message),
    v.maxLength(MENTORING_LIMITS.message, MENTORING_MESSAGES.message),
  ),
});
export type MentorshipMessageInput = v.InferOutput<typeof MentorshipMessageSchema>;

/**
 * The spec's mentor card (§2 Mentor Matching), from a real member's profile: the spec's mentor profile (its fields and
 * their meaning, the community a name), with the member instead of a nullable user id, the availability read as a level,
 * and what a real mentor adds: initials, the community's slug, the reviews the rating counts and the member's time zone.
 */
export interface MentorCard extends Omit<MentorProfile, 'userId' | 'availability'> {
  memberId: number;
  initials: string;
  avatar: AvatarSrc;
  communitySlug: string;
  availability: MentorAvailability;
  totalReviews: number;
  timeZone: string | null;
}

/** A mentor suggested to a member, with the reasons it ranks where it does. */
export interface SuggestedMentor extends MentorCard {
  score: number;
  /** The tags shared with the member's goals and expertise (the mentor's spelling). */
  shared: string[];
  /** Hours between the two zones now; null when either is unknown. */
  hoursApart: number | null;
  /** "Shares: prompt engineering, LLM evaluation · 1 h apart" */
  reason: string;
}

/** My own mentor profile (GET /api/me/mentor-profile), or null. */
export interface MyMentorProfile extends MentorCard {
  active: boolean;
}

export interface MentorshipSummary {
  id: number;
  status: MentorshipStatus;
  /** Am I the mentee or the mentor of it. */
  role: 'mentee' | 'mentor';
  /** Null once the mentee deleted their account ("Deleted member"): the mentor keeps the mentorship, read-only. */
  mentee: PostAuthor | null;
  /** Null once the mentor deleted their account ("Deleted member"): the mentee keeps the mentorship, read-only. */
  mentor: (PostAuthor & { profileId: number }) | null;
  community: { slug: string; name: string } | null;
  goal: string;
  createdAt: string;
  respondedAt: string | null;
  completedAt: string | null;
  expiresAt: string;
  /** The mentee's rating once given. */
  rating: number | null;
}

export interface MentorshipMessage {
  id: number;
  author: PostAuthor | null;
  html: string;
  createdAt: string;
}

export type MentorshipMessages = CursorPage<MentorshipMessage>;

/** The other member of a mentorship, as the viewer sees it: null when they deleted their account ("Deleted member"). */
export const otherPartyOf = (m: Pick<MentorshipSummary, 'role' | 'mentee' | 'mentor'>): PostAuthor | null =>
  m.role === 'mentee' ? m.mentor : m.mentee;

/**
 * A mentorship's status as its page shows it: an open one (waiting or active) whose other member deleted their account
 * has ended; it stays readable to the one who remains, and nothing more can be done in it (the API answers 409).
 */
export function mentorshipStatusLabel(m: Pick<MentorshipSummary, 'role' | 'mentee' | 'mentor' | 'status'>): string {
  if (otherPartyOf(m) === null && (m.status === 'pending' || m.status === 'accepted')) return 'Ended';
  return MENTORSHIP_STATUS_LABELS[m.status];
}

// ---- Matching: what no anchor platform has. Every term is explained on the card.

/** Weights of the suggestion score. */
export const MATCH_WEIGHTS = { sharedTag: 10, sameCommunity: 5, perHourApart: -0.5, freePlace: 1 } as const;

export interface MatchInput {
  /** The member's goals and expertise tags. */
  wants: string[];
  memberCommunities: string[];
  memberOffsetMinutes: number | null;
  mentor: { expertise: string[]; communitySlug: string; offsetMinutes: number | null; currentMentees: number; maxMentees: number };
}

/** The score of a mentor for a member, the tags they share and the hours between them. */
export function matchMentor(input: MatchInput): { score: number; shared: string[]; hoursApart: number | null } {
  const wants = new Set(input.wants.map((w) => w.trim().toLowerCase()));
  const shared = input.mentor.expertise.filter((e) => wants.has(e.trim().toLowerCase()));
  const hoursApart =
    input.memberOffsetMinutes === null || input.mentor.offsetMinutes === null
      ? null
      : Math.round(Math.abs(input.memberOffsetMinutes - input.mentor.offsetMinutes) / 30) / 2;
  const free = Math.max(0, input.mentor.maxMentees - input.mentor.currentMentees);
  const score =
    shared.length * MATCH_WEIGHTS.sharedTag +
    (input.memberCommunities.includes(input.mentor.communitySlug) ? MATCH_WEIGHTS.sameCommunity : 0) +
    (hoursApart ?? 0) * MATCH_WEIGHTS.perHourApart +
    free * MATCH_WEIGHTS.freePlace;
  return { score: Math.round(score * 10) / 10, shared, hoursApart };
}

/** "Shares: prompt engineering, LLM evaluation · 1 h apart" (or "Same time zone", or "No shared tags yet"). */
export function matchReason(shared: string[], hoursApart: number | null): string {
  const tags = shared.length ? `Shares: ${shared.join(', ')}` : 'No shared tags yet';
  if (hoursApart === null) return tags;
  return `${tags} · ${hoursApart === 0 ? 'same time zone' : `${hoursApart} h apart`}`;
}

/** The UTC offset of an IANA zone at `at`, in minutes; null for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string | null, at: Date = new Date()): number | null {
  if (!timeZone) return null;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!m) return name === 'GMT' ? 0 : null;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  } catch {
    return null;
  }
}
