import * as v from 'valibot';
import type { PostAuthor } from './discussions';
import { POINTS } from './points';
import { singleLine } from './validation';

// Challenges: an admin sets one in a community with a Markdown brief, points and a window; members join
// (participant status active, spec §4) and send one entry before the end; the admin marks entries completed or winner,
// which pays the challenge's points (a winner also its bonus and the Challenger badge).

export const ENTRY_KINDS = ['text', 'link', 'thread'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = { text: 'Written entry', link: 'A link', thread: 'A discussion thread' };
export const REVIEW_STATUSES = ['completed', 'winner', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type EntryStatus = 'pending' | ReviewStatus;
export type ParticipantStatus = 'active' | 'completed' | 'winner';
export type ChallengePhase = 'upcoming' | 'active' | 'ended';

/** The spec's default (§4). */
export const DEFAULT_CHALLENGE_POINTS = 10;

export const CHALLENGE_LIMITS = {
  title: { min: 3, max: 150 },
  brief: { min: 10, max: 20_000 },
  entryText: { min: 10, max: 10_000 },
  feedback: 1000,
} as const;

export const CHALLENGE_MESSAGES = {
  notFound: 'Challenge not found',
  entryNotFound: 'Entry not found',
  ended: 'This challenge has ended',
  notStarted: 'This challenge has not started yet',
  duplicateEntry: 'You have already sent an entry to this challenge',
  title: `Title must be ${CHALLENGE_LIMITS.title.min} to ${CHALLENGE_LIMITS.title.max} characters`,
  brief: `The brief must be ${CHALLENGE_LIMITS.brief.min} to ${CHALLENGE_LIMITS.brief.max} characters`,
  points: 'Points must be a whole number from 0 to 1000',
  startsAt: 'Start must be a date and time',
  endsAt: 'End must be a date and time after the start',
  entryKind: 'Entry kind must be text, link or thread',
  community: 'Community must be a community slug',
  entryText: `An entry must be ${CHALLENGE_LIMITS.entryText.min} to ${CHALLENGE_LIMITS.entryText.max} characters`,
  entryUrl: 'The link must be an http(s):// address',
  entryThread: 'Choose one of your own discussions in this community',
  wrongKind: 'This challenge takes another kind of entry',
  reviewStatus: 'status must be completed, winner or rejected',
  feedback: `Feedback must be at most ${CHALLENGE_LIMITS.feedback} characters`,
} as const;

const isoDateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => s !== '' && !Number.isNaN(Date.parse(s)), message),
    v.transform((s) => new Date(s).toISOString()),
  );
const points = v.pipe(
  v.number(CHALLENGE_MESSAGES.points),
  v.integer(CHALLENGE_MESSAGES.points),
  v.minValue(0, CHALLENGE_MESSAGES.points),
  v.maxValue(1000, CHALLENGE_MESSAGES.points),
);

/** POST /api/challenges (admins). */
export const CHALLENGE_FIELDS = {
  community: v.pipe(v.string(CHALLENGE_MESSAGES.community), v.regex(/^[a-z0-9-]{1,64}$/, CHALLENGE_MESSAGES.community)),
  title: v.pipe(
    v.string(CHALLENGE_MESSAGES.title),
    v.trim(),
    v.minLength(CHALLENGE_LIMITS.title.min, CHALLENGE_MESSAGES.title),
    v.maxLength(CHALLENGE_LIMITS.title.max, CHALLENGE_MESSAGES.title),
    singleLine('Title'),
  ),
  brief: v.pipe(
    v.string(CHALLENGE_MESSAGES.brief),
    v.trim(),
    v.minLength(CHALLENGE_LIMITS.brief.min, CHALLENGE_MESSAGES.brief),
    v.maxLength(CHALLENGE_LIMITS.brief.max, CHALLENGE_MESSAGES.brief),
  ),
  points: v.optional(points, DEFAULT_CHALLENGE_POINTS),
  winnerBonus: v.optional(points, POINTS.challengeWinnerBonus),
  startsAt: isoDateTime(CHALLENGE_MESSAGES.startsAt),
  endsAt: isoDateTime(CHALLENGE_MESSAGES.endsAt),
  entryKind: v.optional(v.picklist(ENTRY_KINDS, CHALLENGE_MESSAGES.entryKind), 'text'),
  entriesPublic: v.optional(v.boolean('entriesPublic must be true or false'), false),
};
export const CreateChallengeSchema = v.pipe(
  v.object(CHALLENGE_FIELDS),
  v.forward(
    v.check((c) => c.endsAt > c.startsAt, CHALLENGE_MESSAGES.endsAt),
    ['endsAt'],
  ),
);
export type CreateChallengeInput = v.InferInput<typeof CreateChallengeSchema>;
export type CreateChallenge = v.InferOutput<typeof CreateChallengeSchema>;

/** POST /api/challenges/:id/entries: the field of the challenge's entry kind. */
export const CreateEntrySchema = v.object({
  text: v.optional(
    v.pipe(
      v.string(CHALLENGE_MESSAGES.entryText),
      v.trim(),
      v.minLength(CHALLENGE_LIMITS.entryText.min, CHALLENGE_MESSAGES.entryText),
      v.maxLength(CHALLENGE_LIMITS.entryText.max, CHALLENGE_MESSAGES.entryText),
    ),
  ),
  url: v.optional(
    v.pipe(
      v.string(CHALLENGE_MESSAGES.entryUrl),
      v.trim(),
      v.maxLength(500, CHALLENGE_MESSAGES.entryUrl),
      v.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, CHALLENGE_MESSAGES.entryUrl),
    ),
  ),
  threadId: v.optional(
    v.pipe(
      v.number(CHALLENGE_MESSAGES.entryThread),
      v.integer(CHALLENGE_MESSAGES.entryThread),
      v.minValue(1, CHALLENGE_MESSAGES.entryThread),
      v.maxValue(2_147_483_647, CHALLENGE_MESSAGES.entryThread),
    ),
  ),
});
export type CreateEntry = v.InferOutput<typeof CreateEntrySchema>;

/** POST /api/challenges/:id/entries/:entryId/review (admins). */
export const ReviewEntrySchema = v.object({
  status: v.picklist(REVIEW_STATUSES, CHALLENGE_MESSAGES.reviewStatus),
  feedback: v.optional(
    v.pipe(v.string(CHALLENGE_MESSAGES.feedback), v.trim(), v.maxLength(CHALLENGE_LIMITS.feedback, CHALLENGE_MESSAGES.feedback)),
    '',
  ),
});
export type ReviewEntry = v.InferOutput<typeof ReviewEntrySchema>;

export interface ChallengeEntryView {
  id: number;
  author: PostAuthor | null;
  /** Rendered Markdown of a text entry ('' otherwise). */
  html: string;
  url: string | null;
  thread: { id: number; title: string; community: string } | null;
  status: EntryStatus;
  feedback: string;
  submittedAt: string;
}

export interface ChallengeSummary {
  id: number;
  community: { slug: string; name: string };
  title: string;
  points: number;
  winnerBonus: number;
  startsAt: string;
  endsAt: string;
  phase: ChallengePhase;
  entryKind: EntryKind;
  participantCount: number;
  submissionCount: number;
  /** The signed-in member's participation, null otherwise. */
  me: { status: ParticipantStatus; entryStatus: EntryStatus | null } | null;
}

/** GET /api/challenges/:id */
export interface ChallengeView extends ChallengeSummary {
  briefHtml: string;
  /** The Markdown (for the admin's edit form). */
  brief: string;
  entriesPublic: boolean;
  /** The first participants (avatars); participantCount says how many. */
  participants: PostAuthor[];
  /** Shown after the end, when entriesPublic, or to admins; null when hidden. */
  entries: ChallengeEntryView[] | null;
  /** The member's own entry. */
  myEntry: ChallengeEntryView | null;
}

/** The phase of a window at `now`. */
export function challengePhase(startsAt: string, endsAt: string, now: number = Date.now()): ChallengePhase {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'active' : 'ended';
}
