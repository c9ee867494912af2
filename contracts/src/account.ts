import * as v from 'valibot';
import { AUTH_MESSAGES, EmailSchema, MembershipSummarySchema, NewPasswordSchema, PASSWORD_MAX_LENGTH } from './auth';
import { currentZoneName, isTimeZone } from './time-text';

// Member accounts: memberships, public profiles, settings, one-time links, the member's data.

/** The limits of a profile, shown next to the fields and enforced here. */
export const PROFILE_LIMITS = { bio: 500, expertise: 10, expertiseTag: 40, name: 100 } as const;

/** One-time links: the random token (base64url of 32 bytes) and how long each kind stays usable. */
export const TOKEN_BYTES = 32;
export const TOKEN_TTL_MS = {
  'reset-password': 60 * 60 * 1000,
  'verify-email': 7 * 24 * 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
} as const;

/** The messages of the account flows, written once for the forms and the API. */
export const ACCOUNT_MESSAGES = {
  community: 'Please select a community',
  alreadyMember: 'You are already a member of this community',
  notMember: 'You are not a member of this community',
  leavePrimary: 'Choose another primary community before leaving this one',
  primaryNotApproved: 'Only an approved membership can be your primary community',
  primaryTrue: 'primary must be true',
  bio: `Bio must be at most ${PROFILE_LIMITS.bio} characters`,
  expertise: `Add at most ${PROFILE_LIMITS.expertise} expertise tags`,
  expertiseTag: `Each expertise tag must be 1 to ${PROFILE_LIMITS.expertiseTag} characters`,
  timeZone: 'Please choose a time zone from the list',
  currentPassword: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'An account with this email already exists',
  tokenInvalid: 'This link is invalid or has expired. Ask for a new one.',
  passwordForDelete: 'Password is incorrect',
  forgotAccepted: 'If an account exists for that address, we have sent a link to reset its password. It works for one hour.',
  verificationSent: 'We have sent you a new verification link.',
  emailChangeSent: 'We have sent a confirmation link to your new address. Your e-mail changes once you follow it.',
} as const;

const required = <S extends v.GenericSchema<string>>(schema: S) => v.optional(schema, '');
const SLUG = /^[a-z0-9-]{1,64}$/;

/** A community slug in a body (404 when it names no community: the API decides). */
const CommunitySlugSchema = required(v.pipe(v.string(ACCOUNT_MESSAGES.community), v.regex(SLUG, ACCOUNT_MESSAGES.community)));

/** POST /api/me/memberships. */
export const JoinCommunitySchema = v.object({ community: CommunitySlugSchema });
export type JoinCommunity = v.InferOutput<typeof JoinCommunitySchema>;

/** PATCH /api/me/memberships/:slug: only `{ "primary": true }` (a member always has one primary community). */
export const UpdateMembershipSchema = v.object({ primary: v.literal(true, ACCOUNT_MESSAGES.primaryTrue) });

const NameSchema = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(PROFILE_LIMITS.name, `${label} must be at most ${PROFILE_LIMITS.name} characters`),
  );

const ExpertiseSchema = v.pipe(
  v.array(
    v.pipe(
      v.string(ACCOUNT_MESSAGES.expertiseTag),
      v.trim(),
      v.minLength(1, ACCOUNT_MESSAGES.expertiseTag),
      v.maxLength(PROFILE_LIMITS.expertiseTag, ACCOUNT_MESSAGES.expertiseTag),
    ),
    ACCOUNT_MESSAGES.expertise,
  ),
  v.maxLength(PROFILE_LIMITS.expertise, ACCOUNT_MESSAGES.expertise),
  // The same tag twice (ignoring case) is kept once, in the order first given.
  v.transform((tags) => tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i)),
);

/** The notification consents: all off until the member opts in (UK GDPR). */
export const NotificationPreferencesSchema = v.object({
  replies: v.boolean('replies must be true or false'),
  mentions: v.boolean('mentions must be true or false'),
  digest: v.boolean('digest must be true or false'),
  /** Event reminders, 24 h before an event the member is going to. */
  events: v.boolean('events must be true or false'),
  /** New discussions started by members the member follows. */
  follows: v.boolean('follows must be true or false'),
  /** Direct messages still unread some minutes after they arrived (once per conversation until read). */
  messages: v.boolean('messages must be true or false'),
  /** Announcements from staff to the member's communities or to everyone. */
  announcements: v.boolean('announcements must be true or false'),
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

/** The member's colour theme: the system's (prefers-color-scheme), or always light or dark. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const ThemePreferenceSchema = v.picklist(THEME_PREFERENCES, 'theme must be system, light or dark');

/** PATCH /api/me: any of the fields; a field left out is left as it is. */
export const UpdateAccountSchema = v.object({
  firstName: v.optional(NameSchema('First name')),
  lastName: v.optional(NameSchema('Last name')),
  bio: v.optional(v.pipe(v.string(ACCOUNT_MESSAGES.bio), v.trim(), v.maxLength(PROFILE_LIMITS.bio, ACCOUNT_MESSAGES.bio))),
  expertise: v.optional(ExpertiseSchema),
  /** What the member wants to learn (mentor matching); the same rules as expertise. */
  goals: v.optional(ExpertiseSchema),
  /** Stored under today's IANA name: "Europe/Kiev" is kept as "Europe/Kyiv". */
  timeZone: v.optional(
    v.nullable(v.pipe(v.string(ACCOUNT_MESSAGES.timeZone), v.check(isTimeZone, ACCOUNT_MESSAGES.timeZone), v.transform(currentZoneName))),
  ),
  notifications: v.optional(v.partial(NotificationPreferencesSchema)),
  theme: v.optional(ThemePreferenceSchema),
});
export type UpdateAccountInput = v.InferInput<typeof UpdateAccountSchema>;
export type UpdateAccount = v.InferOutput<typeof UpdateAccountSchema>;

/** The first-day welcome's steps, in order (issue 30 §2); `step` counts them from 1 (0: never opened). */
export const WELCOME_STEPS = ['goals', 'profile', 'people', 'introduce'] as const;
export type WelcomeStepName = (typeof WELCOME_STEPS)[number];

export const WELCOME_MESSAGES = {
  step: `step must be a whole number from 1 to ${WELCOME_STEPS.length}`,
  done: 'done may only be true (the welcome is finished or dismissed)',
  nothing: 'Give step or done',
} as const;

/**
 * The member's welcome: the furthest step reached (0 until it is first opened: the dashboard sends a new member there
 * once), whether it is finished or dismissed, whether they introduced themselves (a reply in a welcome thread), and the
 * welcome thread of their primary community (null when they belong to none yet).
 */
export const WelcomeStateSchema = v.object({
  step: v.number(),
  done: v.boolean(),
  introduced: v.boolean(),
  thread: v.nullable(v.object({ id: v.number(), community: v.string(), communityName: v.string() })),
});
export type WelcomeState = v.InferOutput<typeof WelcomeStateSchema>;

/** PATCH /api/me/welcome: a step reached (the stored step only moves forward) and/or done. */
export const WelcomeUpdateSchema = v.pipe(
  v.object({
    step: v.optional(
      v.pipe(
        v.number(WELCOME_MESSAGES.step),
        v.integer(WELCOME_MESSAGES.step),
        v.minValue(1, WELCOME_MESSAGES.step),
        v.maxValue(WELCOME_STEPS.length, WELCOME_MESSAGES.step),
      ),
    ),
    done: v.optional(v.literal(true, WELCOME_MESSAGES.done)),
  }),
  v.check((b) => b.step !== undefined || b.done !== undefined, WELCOME_MESSAGES.nothing),
);
export type WelcomeUpdate = v.InferOutput<typeof WelcomeUpdateSchema>;

/** GET /api/me (and PATCH's answer): the member's own account, as settings shows it. */
export const AccountSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  bio: v.string(),
  expertise: v.array(v.string()),
  goals: v.array(v.string()),
  timeZone: v.nullable(v.string()),
  notifications: NotificationPreferencesSchema,
  theme: ThemePreferenceSchema,
  emailVerified: v.boolean(),
  /** The address a change is waiting to be confirmed for (its link went there), or null. */
  pendingEmail: v.nullable(v.string()),
  /** The photo's path (avatarSrcSet makes its srcset: PUT /api/me/avatar), or null. */
  avatar: v.nullable(v.string()),
  /** The first-day welcome (PATCH /api/me/welcome). */
  welcome: WelcomeStateSchema,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** A community on a public profile. */
export const ProfileCommunitySchema = v.object({ slug: v.string(), name: v.string() });

/**
 * GET /api/members/:id: what anyone may see of a member. Never the e-mail, never the last name in full; only the
 * memberships that are approved. The avatar's colour is derived from the id by the front end (avatarHue).
 */
export const MemberProfileSchema = v.object({
  id: v.number(),
  /** First name and last initial: "Ada L." */
  displayName: v.string(),
  /** "AL" */
  initials: v.string(),
  /** The photo's path (avatarSrcSet), or null. */
  avatar: v.nullable(v.string()),
  bio: v.string(),
  expertise: v.array(v.string()),
  timeZone: v.nullable(v.string()),
  communities: v.array(ProfileCommunitySchema),
  joinedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

const CurrentPasswordSchema = required(
  v.pipe(
    v.string(AUTH_MESSAGES.passwordRequired),
    v.minLength(1, AUTH_MESSAGES.passwordRequired),
    v.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequired),
  ),
);

/** POST /api/me/password: the current password, and the new one. Every other session of the member ends. */
export const ChangePasswordSchema = v.object({ currentPassword: CurrentPasswordSchema, password: NewPasswordSchema });
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** POST /api/me/email: the new address and the current password; a link to the new address confirms it. */
export const ChangeEmailSchema = v.object({ email: EmailSchema, password: CurrentPasswordSchema });
export type ChangeEmail = v.InferOutput<typeof ChangeEmailSchema>;

/** DELETE /api/me: the password, as the confirmation. */
export const DeleteAccountSchema = v.object({ password: CurrentPasswordSchema });
export type DeleteAccount = v.InferOutput<typeof DeleteAccountSchema>;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordSchema = v.object({ email: EmailSchema });
export type ForgotPassword = v.InferOutput<typeof ForgotPasswordSchema>;

/** A one-time link's token: base64url of TOKEN_BYTES random bytes (43 characters). */
export const TokenSchema = required(
  v.pipe(v.string(ACCOUNT_MESSAGES.tokenInvalid), v.regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.tokenInvalid)),
);

/** POST /api/auth/reset-password. */
export const ResetPasswordSchema = v.object({ token: TokenSchema, password: NewPasswordSchema });
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

/** POST /api/auth/verify-email and POST /api/auth/confirm-email. */
export const TokenBodySchema = v.object({ token: TokenSchema });
export type TokenBody = v.InferOutput<typeof TokenBodySchema>;

/** The 202 of the calls that send an e-mail: the same body whatever happened (nothing to learn from it). */
export const AcceptedSchema = v.object({ message: v.string() });
export type Accepted = v.InferOutput<typeof AcceptedSchema>;

/** One session of the member, as the export lists it: never its id or contents. */
export const SessionRecordSchema = v.object({
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  lastSeenAt: v.pipe(v.string(), v.isoTimestamp()),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  current: v.boolean(),
});

/** One signed-in device of the member (GET /api/me/sessions): never the session's secret id. */
export interface SignedInDevice {
  /** A public id of the session, for "Sign out this one" (DELETE /api/me/sessions/:id). */
  id: number;
  /** "Firefox on Windows", from the User-Agent at sign-in ("Unknown browser" when none matched). */
  browser: string;
  os: string;
  /** Coarse place: the city of the browser's time zone at sign-in ("London"), else the network ("203.0.113.x"), else null. */
  place: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of this request. */
  current: boolean;
}

/** The version of the export's layout: a later feature that adds a section raises it (2: discussions; 3: engagement; 4: discussions.drafts; 5: discussions.uploads; 6: messages). */
export const EXPORT_SCHEMA_VERSION = 6;

const Timestamp = v.pipe(v.string(), v.isoTimestamp());
/** A thread or reply the member wrote, as stored (deleted and hidden ones too: they are still the member's data). */
export const PostRecordSchema = v.object({
  kind: v.picklist(['thread', 'reply']),
  id: v.number(),
  threadId: v.number(),
  community: v.string(),
  /** The thread's title (for a reply, the title of its thread). */
  title: v.string(),
  body: v.string(),
  createdAt: Timestamp,
  editedAt: v.nullable(Timestamp),
  deletedAt: v.nullable(Timestamp),
  hidden: v.boolean(),
});
/**
 * What else the forum keeps about the member: likes, reports made, watch levels, muted members, bookmarks, drafts, the
 * images they uploaded for posts, notifications.
 */
export const DiscussionRecordsSchema = v.object({
  likes: v.array(v.object({ kind: v.picklist(['thread', 'reply']), id: v.number(), createdAt: Timestamp })),
  reports: v.array(
    v.object({ kind: v.picklist(['thread', 'reply']), id: v.number(), reason: v.string(), note: v.string(), createdAt: Timestamp }),
  ),
  watches: v.array(v.object({ threadId: v.number(), level: v.string() })),
  mutedMembers: v.array(v.object({ memberId: v.number(), createdAt: Timestamp })),
  bookmarks: v.array(v.object({ threadId: v.number(), createdAt: Timestamp })),
  drafts: v.array(v.object({ key: v.string(), title: v.nullable(v.string()), body: v.string(), updatedAt: Timestamp })),
  uploads: v.array(v.object({ src: v.string(), width: v.number(), height: v.number(), createdAt: Timestamp })),
  notifications: v.array(v.object({ kind: v.string(), text: v.string(), createdAt: Timestamp, readAt: v.nullable(Timestamp) })),
});

/** A point the member earned (the ledger's row). */
export const PointRecordSchema = v.object({
  amount: v.number(),
  reason: v.string(),
  community: v.string(),
  source: v.string(),
  createdAt: Timestamp,
});
/** An RSVP of the member. */
export const RsvpRecordSchema = v.object({
  eventId: v.number(),
  title: v.string(),
  status: v.string(),
  respondedAt: Timestamp,
  remindedAt: v.nullable(Timestamp),
});
const Row = v.record(v.string(), v.unknown());
/** The engagement features' other records: badges, challenges, mentoring (as mentee and mentor), spotlights and follows. */
export const EngagementRecordsSchema = v.object({
  badges: v.array(v.object({ badge: v.string(), awardedAt: Timestamp })),
  challengeParticipations: v.array(Row),
  challengeEntries: v.array(Row),
  mentorProfile: v.nullable(Row),
  mentorships: v.array(Row),
  mentorshipMessages: v.array(Row),
  mentoringReviews: v.array(Row),
  spotlights: v.array(Row),
  following: v.array(v.object({ memberId: v.number(), createdAt: Timestamp })),
  followers: v.array(v.object({ memberId: v.number(), createdAt: Timestamp })),
});

/** Direct messages: the member's conversations (with the other member's id, null once deleted), every message in them, and the blocks. */
export const MessageRecordsSchema = v.object({
  conversations: v.array(
    v.object({
      id: v.number(),
      otherMemberId: v.nullable(v.number()),
      createdAt: Timestamp,
      messages: v.array(v.object({ id: v.number(), mine: v.boolean(), body: v.string(), hidden: v.boolean(), createdAt: Timestamp })),
    }),
  ),
  blocked: v.array(v.object({ memberId: v.number(), createdAt: Timestamp })),
  reports: v.array(v.object({ messageId: v.number(), reason: v.string(), note: v.string(), createdAt: Timestamp })),
});

/**
 * GET /api/me/export: everything stored about the member (UK GDPR right of access and portability). `posts` and
 * `discussions`; later features fill `points` and `rsvps` (empty lists until then) and may add sections,
 * raising schemaVersion.
 */
export const AccountExportSchema = v.object({
  schemaVersion: v.number(),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  account: AccountSchema,
  memberships: v.array(v.object({ ...MembershipSummarySchema.entries, joinedAt: v.pipe(v.string(), v.isoTimestamp()) })),
  sessions: v.array(SessionRecordSchema),
  requests: v.object({
    eventRequests: v.array(v.record(v.string(), v.unknown())),
    demoRequests: v.array(v.record(v.string(), v.unknown())),
    waitlist: v.array(v.record(v.string(), v.unknown())),
  }),
  posts: v.array(PostRecordSchema),
  discussions: DiscussionRecordsSchema,
  points: v.array(PointRecordSchema),
  rsvps: v.array(RsvpRecordSchema),
  engagement: EngagementRecordsSchema,
  messages: MessageRecordsSchema,
});
export type AccountExport = v.InferOutput<typeof AccountExportSchema>;
