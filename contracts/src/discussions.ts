import * as v from 'valibot';
import { singleLine } from './validation';

// Discussions (issue 14): threads and replies in every community, likes, accepted answers, mentions, notifications,
// search, reports and moderation. The shapes here are the API's contract: the API validates bodies and answers with
// them, the slices read them.

export const THREAD_KINDS = ['discussion', 'question'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const THREAD_SORTS = ['latest', 'top', 'unanswered'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
/** `/api/posts/:kind/:id/...`: a post is a thread's opening post or a reply. */
export const POST_KINDS = ['thread', 'reply'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  'off-topic': 'Off-topic',
  other: 'Something else',
};
export const WATCH_LEVELS = ['watching', 'normal', 'muted'] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'delete', 'lock', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The forum's kinds, then issue 15's (in-app only, each with its `link`). */
export const NOTIFICATION_KINDS = [
  'reply',
  'mention',
  'accepted',
  'moderation',
  'report-outcome',
  'event',
  'challenge',
  'mentoring',
  'spotlight',
  'badge',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Items per page of every discussion list (threads, replies, search, activity, notifications). */
export const DISCUSSION_PAGE_SIZE = 20;

export const DISCUSSION_LIMITS = {
  title: { min: 3, max: 150 },
  threadBody: { min: 10, max: 20_000 },
  replyBody: { min: 1, max: 20_000 },
  reportNote: 500,
  searchQuery: 200,
  /** Distinct members one post may mention (Discourse's max_mentions_per_post): a post or edit with more is refused. */
  mentions: 10,
} as const;

/**
 * Posting limits (issue 14 §6), Discourse's defaults for new users. A new member is one whose account is younger than
 * `newMemberMs`. Everyone waits `intervalMs` between posts and may not post the same text twice in `duplicateMs`.
 */
export const POSTING_LIMITS = {
  newMemberMs: 24 * 60 * 60 * 1000,
  newMember: { threadsPerDay: 3, repliesPerDay: 10, intervalMs: 30_000, links: 2 },
  intervalMs: 5_000,
  duplicateMs: 24 * 60 * 60 * 1000,
  /** An author edits one post at most once in this window (issue 24: edits re-sent mentions without a limit). */
  editIntervalMs: 5_000,
} as const;

/** A post reported by this many distinct members is hidden until a moderator reviews it (Discourse's default). */
export const AUTO_HIDE_REPORTS = 3;
/** A suspension lasts 7 to 30 days (the community guidelines). */
export const SUSPENSION_DAYS = { min: 7, max: 30 } as const;
/** Mentions and replies are e-mailed at most once per thread per member in this window. */
export const NOTIFICATION_EMAIL_WINDOW_MS = 60 * 60 * 1000;
/** "Members online now": members seen in the last 5 minutes. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

export const DISCUSSION_MESSAGES = {
  title: `Title must be ${DISCUSSION_LIMITS.title.min} to ${DISCUSSION_LIMITS.title.max} characters`,
  threadBody: `Write ${DISCUSSION_LIMITS.threadBody.min} to ${DISCUSSION_LIMITS.threadBody.max.toLocaleString('en-GB')} characters`,
  replyBody: `Write 1 to ${DISCUSSION_LIMITS.replyBody.max.toLocaleString('en-GB')} characters`,
  kind: 'Kind must be discussion or question',
  sort: 'sort must be latest, top or unanswered',
  cursor: 'Invalid cursor',
  reason: 'Please choose a reason',
  note: `The note must be at most ${DISCUSSION_LIMITS.reportNote} characters`,
  replyId: 'replyId must be the id of a reply in this thread',
  quotedReply: 'The quoted reply is not in this thread',
  watch: 'level must be watching, normal or muted',
  query: `Search for 1 to ${DISCUSSION_LIMITS.searchQuery} characters`,
  threadNotFound: 'Thread not found',
  replyNotFound: 'Reply not found',
  communityNotFound: 'Community not found',
  signIn: 'Sign in to take part in discussions',
  notMember: 'Join this community to post in it',
  pending: 'Your membership of this community is awaiting approval',
  unverified: 'Confirm your e-mail address to post: we sent you a link',
  suspended: 'Your account is suspended',
  locked: 'This thread is locked: it takes no new replies',
  notAuthor: 'Only the author may change this post',
  notQuestionAuthor: 'Only the author of the question may accept an answer',
  notQuestion: 'Only a question has an accepted answer',
  deleted: 'This post was deleted',
  hiddenByModerator: 'Hidden by a moderator',
  hiddenByReports: 'Hidden after reports from members: a moderator will review it',
  duplicate: 'You have already posted this. Add something new, or edit your post.',
  ownPost: 'You cannot report or like your own post',
  alreadyReported: 'You have already reported this post',
  nothingToChange: 'Nothing to change',
  tooManyMentions: `Sorry, you can only mention ${DISCUSSION_LIMITS.mentions} members in a post.`,
  hiddenThread: 'This thread is hidden: it takes no new replies',
} as const;

const trimmed = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** POST /api/communities/:slug/threads. */
export const CreateThreadSchema = v.object({
  title: v.pipe(trimmed(DISCUSSION_LIMITS.title.min, DISCUSSION_LIMITS.title.max, DISCUSSION_MESSAGES.title), singleLine('Title')),
  body: trimmed(DISCUSSION_LIMITS.threadBody.min, DISCUSSION_LIMITS.threadBody.max, DISCUSSION_MESSAGES.threadBody),
  kind: v.optional(v.picklist(THREAD_KINDS, DISCUSSION_MESSAGES.kind), 'discussion'),
});
export type CreateThread = v.InferOutput<typeof CreateThreadSchema>;

/** PATCH /api/threads/:id: the author edits title, body or kind; at least one. */
export const UpdateThreadSchema = v.pipe(
  v.partial(CreateThreadSchema),
  v.check((t) => t.title !== undefined || t.body !== undefined || t.kind !== undefined, DISCUSSION_MESSAGES.nothingToChange),
);
export type UpdateThread = v.InferOutput<typeof UpdateThreadSchema>;

/** POST /api/threads/:id/replies. */
export const CreateReplySchema = v.object({
  body: trimmed(DISCUSSION_LIMITS.replyBody.min, DISCUSSION_LIMITS.replyBody.max, DISCUSSION_MESSAGES.replyBody),
  quotedReplyId: v.optional(v.nullable(v.pipe(v.number(DISCUSSION_MESSAGES.quotedReply), v.integer(), v.minValue(1)))),
});
export type CreateReply = v.InferOutput<typeof CreateReplySchema>;

/** PATCH /api/replies/:id. */
export const UpdateReplySchema = v.object({ body: CreateReplySchema.entries.body });
export type UpdateReply = v.InferOutput<typeof UpdateReplySchema>;

/** POST /api/threads/:id/accept. `replyId: null` withdraws the accepted answer. */
export const AcceptReplySchema = v.object({
  replyId: v.nullable(v.pipe(v.number(DISCUSSION_MESSAGES.replyId), v.integer(DISCUSSION_MESSAGES.replyId), v.minValue(1))),
});
export type AcceptReply = v.InferOutput<typeof AcceptReplySchema>;

/** POST /api/posts/:kind/:id/report. */
export const ReportPostSchema = v.object({
  reason: v.picklist(REPORT_REASONS, DISCUSSION_MESSAGES.reason),
  note: v.optional(
    v.pipe(v.string(DISCUSSION_MESSAGES.note), v.trim(), v.maxLength(DISCUSSION_LIMITS.reportNote, DISCUSSION_MESSAGES.note)),
    '',
  ),
});
export type ReportPost = v.InferOutput<typeof ReportPostSchema>;

/** PUT /api/threads/:id/watch. */
export const WatchThreadSchema = v.object({ level: v.picklist(WATCH_LEVELS, DISCUSSION_MESSAGES.watch) });
export type WatchThread = v.InferOutput<typeof WatchThreadSchema>;

/** POST /api/notifications/read: some (`ids`) or all (`all: true`), one of the two. One object (not a union), so the
 * OpenAPI document and its hostile-input cases describe its fields. */
export const MarkNotificationsReadSchema = v.pipe(
  v.object({
    ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 53 - 1))),
        v.minLength(1, 'ids must list 1 to 100 notifications'),
        v.maxLength(100, 'ids must list 1 to 100 notifications'),
      ),
    ),
    all: v.optional(v.literal(true, 'all must be true')),
  }),
  v.check((body) => (body.ids === undefined) !== (body.all === undefined), 'Give either ids or all: true'),
);
export type MarkNotificationsRead = v.InferOutput<typeof MarkNotificationsReadSchema>;

/** POST /api/admin/moderation/posts/:kind/:id: a moderator's decision on a reported post. */
export const ModeratePostSchema = v.object({
  action: v.picklist(MODERATION_ACTIONS, 'action must be dismiss, hide, delete, lock or suspend'),
  /** Shown to the author (and, in short, to the reporters). */
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'The reason must be at most 500 characters')), ''),
  /** For suspend: 7 to 30. */
  days: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(SUSPENSION_DAYS.min, `A suspension lasts ${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days`),
      v.maxValue(SUSPENSION_DAYS.max, `A suspension lasts ${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days`),
    ),
  ),
});
export type ModeratePost = v.InferOutput<typeof ModeratePostSchema>;

// ---- What the API answers --------------------------------------------------------------------------------------

/** A post's author as every reader sees them: null once the account is deleted ("Deleted member"). */
export interface PostAuthor {
  id: number;
  /** "Ada L." */
  displayName: string;
  /** "AL" (the avatar's colour comes from avatarHue(id)) */
  initials: string;
}

/** One page of a list: `nextCursor` is opaque; null on the last page. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A thread in a list. */
export interface ThreadSummary {
  id: number;
  community: { slug: string; name: string };
  title: string;
  kind: ThreadKind;
  /** Plain text, at most 200 characters ('' when deleted or hidden). */
  excerpt: string;
  author: PostAuthor | null;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  deleted: boolean;
  acceptedReplyId: number | null;
  replyCount: number;
  likeCount: number;
  createdAt: string;
  editedAt: string | null;
  lastActivityAt: string;
}

/** The fields both kinds of post share on a thread page. */
export interface PostView {
  author: PostAuthor | null;
  /** Markdown source: '' when deleted, or hidden from this reader. */
  body: string;
  /** renderMarkdown(body), as stored. */
  bodyHtml: string;
  hidden: boolean;
  /** Why it is hidden: shown to its author (and staff); null for others. */
  hiddenReason: string | null;
  deleted: boolean;
  likeCount: number;
  /** Whether the signed-in reader likes it (false for visitors). */
  likedByMe: boolean;
  /** Whether the signed-in reader may edit and delete it. */
  mine: boolean;
  createdAt: string;
  editedAt: string | null;
}

export interface ThreadView extends ThreadSummary, PostView {
  /** The reader's notification level for this thread (normal for visitors). */
  watch: WatchLevel;
  /** Whether the reader may reply here (signed in, approved and verified member, not suspended, thread open). */
  canReply: boolean;
  /** Why not, when canReply is false (one of DISCUSSION_MESSAGES). */
  replyBlockedReason: string | null;
}

export interface ReplyView extends PostView {
  id: number;
  threadId: number;
  quoted: { id: number; author: PostAuthor | null; excerpt: string } | null;
  accepted: boolean;
}

/** GET /api/threads/:id?cursor=: the thread, and one page of its replies, oldest first. */
export interface ThreadPage {
  thread: ThreadView;
  replies: CursorPage<ReplyView>;
}

/** GET /api/search?q=&community=&cursor=. */
export interface SearchHit {
  kind: PostKind;
  threadId: number;
  /** Set for replies. */
  replyId: number | null;
  community: { slug: string; name: string };
  threadTitle: string;
  /** ts_headline of the matching text: HTML where only <mark> is markup (everything else escaped). */
  snippetHtml: string;
  author: PostAuthor | null;
  createdAt: string;
}

export interface SearchResults extends CursorPage<SearchHit> {
  /** A title close to the query when nothing matched as typed ("did you mean"), from pg_trgm. */
  suggestion: string | null;
}

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  actor: PostAuthor | null;
  threadId: number | null;
  replyId: number | null;
  threadTitle: string | null;
  community: string | null;
  /** One sentence: "Ada L. replied to ‘Prompt tips’". */
  text: string;
  /** The site path it leads to, for the kinds without a thread (issue 15: an event, a challenge, a mentorship...). */
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** GET /api/notifications?cursor=. */
export interface NotificationList extends CursorPage<AppNotification> {
  unread: number;
}

/** A line of a community's Feed (GET /api/communities/:slug/activity?cursor=), newest first. */
export interface ActivityItem {
  /** Unique across kinds: "thread:12", "reply:40", "accepted:12", "member:7". */
  id: string;
  kind: 'thread' | 'reply' | 'accepted' | 'member';
  actor: PostAuthor | null;
  threadId: number | null;
  threadTitle: string | null;
  excerpt: string;
  likeCount: number;
  replyCount: number;
  at: string;
}

/** GET /api/communities/:slug/stats: figures that agree with the header's member count. */
export interface CommunityStats {
  members: number;
  onlineNow: number;
  discussionsToday: number;
  /** Challenges whose window holds now (issue 15). */
  activeChallenges: number;
}

/** GET /api/admin/moderation/reports: open reports grouped by post, oldest report first. */
export interface ModerationItem {
  post: { kind: PostKind; id: number; threadId: number; threadTitle: string; community: string };
  author: PostAuthor | null;
  /** The post's Markdown and HTML (moderators see hidden posts). */
  body: string;
  bodyHtml: string;
  hidden: boolean;
  deleted: boolean;
  locked: boolean;
  /** The post before it in the thread, for context (null for an opening post). */
  context: { author: PostAuthor | null; excerpt: string } | null;
  reports: { reason: ReportReason; note: string; reporter: PostAuthor | null; createdAt: string }[];
  firstReportedAt: string;
}

/** Events of GET /api/stream (Server-Sent Events): `event:` is the type, `data:` the JSON. */
export type StreamEvent =
  | { type: 'notification'; unread: number }
  | {
      type: 'thread';
      threadId: number;
      change: 'reply' | 'edit' | 'delete' | 'like' | 'accept' | 'hide' | 'lock';
      replyId: number | null;
    }
  | { type: 'community'; community: string; threadId: number };

/** A member's post on their profile (GET /api/members/:id/posts?cursor=), newest first; visible posts only. */
export interface MemberPost {
  kind: PostKind;
  threadId: number;
  /** Set for replies. */
  replyId: number | null;
  threadTitle: string;
  community: { slug: string; name: string };
  /** Plain text, at most 200 characters. */
  excerpt: string;
  likeCount: number;
  createdAt: string;
}

/** A member offered by the composer's @ autocomplete (GET /api/communities/:slug/members?q=). */
export type MentionCandidate = PostAuthor;
