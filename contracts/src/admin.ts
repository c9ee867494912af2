import * as v from 'valibot';
import { PageQuerySchema, singleLine } from './validation';
import { EmailSchema, MembershipStatusSchema } from './auth';
import { DemoRequestRecordSchema, EventRequestRecordSchema, WaitlistRecordSchema } from './requests';
import { EXTRA_CONTENT_SLUGS } from './community-constants';
import { EVENT_SCHEDULE_FIELDS } from './events';

/** Spec §5: the admin password field is required. */
export const AdminPasswordSchema = v.object({
  password: v.optional(
    v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(200, 'Password is too long')),
    '',
  ),
});
export type AdminPassword = v.InferOutput<typeof AdminPasswordSchema>;

const title = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} is required`),
      v.trim(),
      v.minLength(1, `${label} is required`),
      v.maxLength(200, `${label} must be at most 200 characters`),
      singleLine(label),
    ),
    '',
  );
const body = (label: string, max = 20_000) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)), '');
export const IMAGE_PATH_MESSAGE = 'Image must be a path on this site, like /images/photo.jpg';

/**
 * An image of this site: a path starting with one `/` (`//host/x.png` is another site, and browsers read `/\host`
 * the same way), with no backslash, whitespace or control character anywhere; empty means none. No scheme, so no
 * other host and no `javascript:`.
 */
export function isSiteImagePath(value: string): boolean {
  return value === '' || /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f-\u009f]*$/.test(value);
}

const imageUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(IMAGE_PATH_MESSAGE),
      v.trim(),
      v.maxLength(500, 'Image path is too long'),
      v.check(isSiteImagePath, IMAGE_PATH_MESSAGE),
    ),
  ),
  null,
);

/**
 * Spec §5 Admin forms: the event insert shape (id left out). Defaults: featured false, communityId null.
 * A communityId that is not a positive integer is refused rather than guessed.
 */
export const CreateEventSchema = v.object({
  title: title('Title'),
  description: body('Description', 5000),
  date: title('Date'),
  location: title('Location'),
  image: imageUrl,
  featured: v.optional(v.boolean('Featured must be true or false'), false),
  communityId: v.optional(
    v.nullable(
      v.pipe(
        v.number('Community must be a community id or none'),
        v.integer('Community must be a community id or none'),
        v.minValue(1, 'Community must be a community id or none'),
        v.maxValue(2_147_483_647, 'Unknown community'),
      ),
    ),
    null,
  ),
  /** The start, end and venue zone (added to the spec's form): an event is created scheduled, in one step. */
  startsAt: EVENT_SCHEDULE_FIELDS.startsAt,
  endsAt: EVENT_SCHEDULE_FIELDS.endsAt,
  timeZone: EVENT_SCHEDULE_FIELDS.timeZone,
});
export type CreateEvent = v.InferOutput<typeof CreateEventSchema>;

/** The article insert shape (id, createdAt generated). */
export const CreateArticleSchema = v.object({
  title: title('Title'),
  excerpt: body('Excerpt', 1000),
  content: body('Content'),
  image: imageUrl,
  featured: v.optional(v.boolean('Featured must be true or false'), false),
});
export type CreateArticle = v.InferOutput<typeof CreateArticleSchema>;

/** Trends' counts stay within 0..10,000,000 (the column's CHECK). */
export const MAX_TREND_COUNT = 10_000_000;

/** Spec §5: discussionCount defaults to 0 and non-numeric input becomes 0; above MAX_TREND_COUNT it is capped. */
export function toDiscussionCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), MAX_TREND_COUNT) : 0;
}

export const TREND_URL_MESSAGE = 'Link must be an http(s):// address or a path on this site';
const shortText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)), '');

/** The trend insert shape. */
export const CreateTrendSchema = v.object({
  title: title('Title'),
  icon: v.optional(v.pipe(v.string('Icon must be text'), v.trim(), v.maxLength(64, 'Icon must be at most 64 characters')), 'trending-up'),
  color: v.optional(
    v.pipe(
      v.string('Colour must be a hex colour like #4F46E5'),
      v.trim(),
      v.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #4F46E5'),
    ),
    '#4F46E5',
  ),
  discussionCount: v.optional(v.pipe(v.unknown(), v.transform(toDiscussionCount)), 0),
  /** What the public page shows; all optional. */
  url: v.optional(
    v.nullable(
      v.pipe(
        v.string(TREND_URL_MESSAGE),
        v.trim(),
        v.maxLength(500, TREND_URL_MESSAGE),
        v.check((s) => s === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(s) || isSiteImagePath(s), TREND_URL_MESSAGE),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  ),
  engagement: shortText('Engagement', 40),
  source: shortText('Source', 100),
  trendType: shortText('Trend type', 40),
});
export type CreateTrend = v.InferOutput<typeof CreateTrendSchema>;

/** Spec §3 Welcome email payload (community: a template key), plus the custom message the spec's original dropped. */
/** Spec §9's seven keys, and Financial Services, whose community had no welcome. */
export const WELCOME_TEMPLATE_KEYS = [...EXTRA_CONTENT_SLUGS, 'financial-services'] as const;
export const SendWelcomeSchema = v.object({
  email: EmailSchema,
  firstName: v.optional(
    v.pipe(v.string('First name must be text'), v.trim(), v.maxLength(100, 'First name must be at most 100 characters')),
    '',
  ),
  community: v.optional(v.picklist(WELCOME_TEMPLATE_KEYS, 'Unknown welcome template'), 'entrepreneurs'),
  adminPassword: v.optional(
    v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(200, 'Password is too long')),
    '',
  ),
  customMessage: v.optional(
    v.pipe(v.string('Message must be text'), v.trim(), v.maxLength(5000, 'Message must be at most 5000 characters')),
    '',
  ),
});
export type SendWelcome = v.InferOutput<typeof SendWelcomeSchema>;

/** Spec §3 Member as listed for admins. */
export const AdminMemberSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type AdminMember = v.InferOutput<typeof AdminMemberSchema>;

/** A pending membership for the approval queue (spec §2 Members columns: Name, Email, Community, Applied Date, Status). */
export const PendingMemberSchema = v.object({
  /** The membership id (user_communities.id): the :id of approve-member / reject-member. */
  id: v.number(),
  userId: v.number(),
  /** First and last name. */
  name: v.string(),
  email: v.string(),
  /** The community's name. */
  community: v.string(),
  appliedAt: v.pipe(v.string(), v.isoTimestamp()),
  status: MembershipStatusSchema,
});
export type PendingMember = v.InferOutput<typeof PendingMemberSchema>;

/** The approval queue by pages: GET /api/admin/memberships/pending?page=N, oldest application first. */
export const PENDING_PAGE_SIZE = 20;
/** At most this many applications decided in one bulk action. */
export const MEMBERSHIP_BULK_LIMIT = 100;
export interface PendingMemberPage {
  items: PendingMember[];
  total: number;
  page: number;
  pageSize: number;
}

export const PendingPageQuerySchema = v.object({
  page: PageQuerySchema,
});

const BULK_IDS = `Choose 1 to ${MEMBERSHIP_BULK_LIMIT} applications`;
/** POST /api/admin/memberships/decide: approve or reject several applications at once. */
export const MembershipDecisionSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(BULK_IDS), v.integer(BULK_IDS), v.minValue(1, BULK_IDS), v.maxValue(2_147_483_647, BULK_IDS)), BULK_IDS),
    v.minLength(1, BULK_IDS),
    v.maxLength(MEMBERSHIP_BULK_LIMIT, BULK_IDS),
  ),
  decision: v.picklist(['approve', 'reject'], 'decision must be approve or reject'),
});
export type MembershipDecision = v.InferOutput<typeof MembershipDecisionSchema>;
export interface MembershipDecisionResult {
  /** The memberships decided, with their new status. */
  decided: PendingMember[];
  /** Ids that named no membership. */
  missing: number[];
}

export const AdminStatsSchema = v.object({
  totalUsers: v.number(),
  /** Memberships waiting for approval. */
  pendingMembers: v.number(),
  totalEvents: v.number(),
  totalArticles: v.number(),
});
export type AdminStats = v.InferOutput<typeof AdminStatsSchema>;

/** GET/POST /api/admin/session: this session is an admin's. */
export const AdminSessionSchema = v.object({ admin: v.literal(true) });
export type AdminSession = v.InferOutput<typeof AdminSessionSchema>;

/** The stored requests, each list newest first. */
export const AdminRequestsSchema = v.object({
  eventRequests: v.array(EventRequestRecordSchema),
  demoRequests: v.array(DemoRequestRecordSchema),
  waitlist: v.array(WaitlistRecordSchema),
});
export type AdminRequests = v.InferOutput<typeof AdminRequestsSchema>;

/** Answer of POST /api/admin/send-welcome (messageId: the e-mail's Message-ID). */
export const WelcomeSentSchema = v.object({ message: v.string(), messageId: v.string() });
export type WelcomeSent = v.InferOutput<typeof WelcomeSentSchema>;

/** Spec §8 admin toasts. */
export const ADMIN_TOASTS = {
  accessDenied: { title: 'Access Denied', description: 'Incorrect password' },
  accessGranted: { title: 'Access Granted', description: 'Welcome to the admin dashboard' },
  commsDenied: { title: 'Access Denied', description: 'Invalid admin password' },
  commsGranted: { title: 'Access Granted', description: 'Welcome to the admin communications panel' },
  memberApproved: { title: 'Member Approved' },
  memberRejected: { title: 'Member Rejected' },
  eventCreated: { title: 'Event Created' },
  articleCreated: { title: 'Article Created' },
  trendCreated: { title: 'Trend Created' },
  welcomeSent: { title: 'Welcome Email Sent!', description: 'Personalised welcome email sent successfully to' },
  welcomeFailed: { title: 'Email Failed', fallback: 'Failed to send welcome email' },
} as const;

/** Spec §4: the key in browser storage that lets the dashboard skip its gate (value "true"); only a hint. */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';
/** Spec §9: recent members on the communications panel. */
export const RECENT_MEMBERS_LIMIT = 10;
