import * as v from 'valibot';
import { singleLine } from './validation';
import { ThreadTagsSchema } from './tags';
import type { AvatarSrc } from './member-names';
import { STILL_UPLOADING, UPLOAD_MESSAGES } from './uploads';
import {
  THREAD_KINDS,
  REPORT_REASONS,
  WATCH_LEVELS,
  MODERATION_ACTIONS,
  DISCUSSION_LIMITS,
  SUSPENSION_DAYS,
  DISCUSSION_MESSAGES,
  type ThreadKind,
  type PostKind,
  type ReportReason,
  type WatchLevel,
  type NotificationKind,
} from './discussion-constants';

// Discussions: threads and replies in every community, likes, accepted answers, mentions, notifications,
// search, reports and moderation. The shapes here are the API's contract: the API validates bodies and answers with
// them, the slices read them.

const trimmed = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** A post's Markdown: trimmed, within its limits, and not holding an image that is still uploading. */
const postBody = (min: number, max: number, message: string) =>
  v.pipe(
    trimmed(min, max, message),
    v.check((body) => !STILL_UPLOADING.test(body), UPLOAD_MESSAGES.stillUploading),
  );

/** POST /api/communities/:slug/threads. */
export const CreateThreadSchema = v.object({
  title: v.pipe(trimmed(DISCUSSION_LIMITS.title.min, DISCUSSION_LIMITS.title.max, DISCUSSION_MESSAGES.title), singleLine('Title')),
  body: postBody(DISCUSSION_LIMITS.threadBody.min, DISCUSSION_LIMITS.threadBody.max, DISCUSSION_MESSAGES.threadBody),
  kind: v.optional(v.picklist(THREAD_KINDS, DISCUSSION_MESSAGES.kind), 'discussion'),
  /** Names from the community's tags (tags.ts); a new name is a suggestion where the community allows them. */
  tags: v.optional(ThreadTagsSchema),
});
export type CreateThread = v.InferOutput<typeof CreateThreadSchema>;

/** PATCH /api/threads/:id: the author edits title, body, kind or tags (staff: tags too); at least one. */
export const UpdateThreadSchema = v.pipe(
  v.partial(CreateThreadSchema),
  v.check(
    (t) => t.title !== undefined || t.body !== undefined || t.kind !== undefined || t.tags !== undefined,
    DISCUSSION_MESSAGES.nothingToChange,
  ),
);
export type UpdateThread = v.InferOutput<typeof UpdateThreadSchema>;

/** POST /api/threads/:id/replies. */
export const CreateReplySchema = v.object({
  body: postBody(DISCUSSION_LIMITS.replyBody.min, DISCUSSION_LIMITS.replyBody.max, DISCUSSION_MESSAGES.replyBody),
  quotedReplyId: v.optional(v.nullable(v.pipe(v.number(DISCUSSION_MESSAGES.quotedReply), v.integer(), v.minValue(1)))),
});
export type CreateReply = v.InferOutput<typeof CreateReplySchema>;

/** PATCH /api/replies/:id. */
export const UpdateReplySchema = v.object({ body: CreateReplySchema.entries.body });
export type UpdateReply = v.InferOutput<typeof UpdateReplySchema>;

/** PUT /api/threads/:id/read: the last reply the member has read (null: only the opening post). */
export const ReadThreadSchema = v.object({
  lastReadReplyId: v.nullable(v.pipe(v.number(DISCUSSION_MESSAGES.replyId), v.integer(DISCUSSION_MESSAGES.replyId), v.minValue(1))),
});
export type ReadThread = v.InferOutput<typeof ReadThreadSchema>;

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
  /** Their photo (avatarSrcSet makes its srcset); null: the initials. */
  avatar: AvatarSrc;
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
  /** Its tags, curated ones only (a suggestion shows once staff approve it), in the order the author gave them. */
  tags: string[];
  /** Signed-in readers only: replies posted since they last read the thread (0 for a thread they never opened). */
  unreadCount?: number;
  /** Signed-in readers only: started since their previous visit, by someone else, and not opened yet. */
  new?: boolean;
  /** Signed-in readers only: the thread page's cursor whose page starts at their first unread reply (null: none). */
  unreadCursor?: string | null;
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

/** A piece of a revision's diff: text both sides share, or text the edit added or removed. */
export interface DiffPart {
  change: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * One edit of a post (GET /api/posts/:kind/:id/revisions), numbered from 1 (the first edit) in the order they were
 * made. `title` (threads only) and `body` are set when the edit changed them: the title before and after, the body as
 * a word diff of its Markdown.
 */
export interface PostRevision {
  number: number;
  editor: PostAuthor | null;
  createdAt: string;
  title: { before: string; after: string } | null;
  body: DiffPart[] | null;
}

/** The post's edits, newest first (at most DISCUSSION_LIMITS.revisionsShown; `total` counts them all). */
export interface PostRevisions {
  items: PostRevision[];
  total: number;
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

/** What GET /api/search?type= searches; without type, all of them (SiteSearchResults). */
export const SEARCH_TYPES = ['posts', 'events', 'articles', 'members'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Hits per type in the grouped answer (no type). */
export const SEARCH_GROUP_SIZE = 5;

/** A published event (page /events/:id). snippetHtml: plain text where only <mark> is markup. */
export interface EventSearchHit {
  id: number;
  title: string;
  snippetHtml: string;
  /** The spec's display text of the date, and the start when the event has one. */
  date: string;
  startsAt: string | null;
  location: string;
  community: { slug: string; name: string } | null;
}

/** A published AI Evolution article (page /ai-evolution/:slug). */
export interface ArticleSearchHit {
  id: number;
  slug: string;
  title: string;
  snippetHtml: string;
  createdAt: string;
}

/** A member, by what their public profile shows (page /members/:id): never the e-mail nor the full last name. */
export interface MemberSearchHit {
  id: number;
  displayName: string;
  initials: string;
  avatar: AvatarSrc;
  expertise: string[];
}

/** One type's first hits in the grouped answer; `more` says whether ?type= has further ones. */
export interface SearchGroup<T> {
  items: T[];
  more: boolean;
}

/** GET /api/search?q= without type: each type's first SEARCH_GROUP_SIZE hits (community= narrows the posts). */
export interface SiteSearchResults {
  groups: {
    posts: SearchGroup<SearchHit>;
    events: SearchGroup<EventSearchHit>;
    articles: SearchGroup<ArticleSearchHit>;
    members: SearchGroup<MemberSearchHit>;
  };
  /** As SearchResults' suggestion, when nothing of any type matched. */
  suggestion: string | null;
}

/** GET /api/search?q=&type= answers one type's page; the posts' page is SearchResults. */
export interface SearchTypePages {
  posts: SearchResults;
  events: CursorPage<EventSearchHit>;
  articles: CursorPage<ArticleSearchHit>;
  members: CursorPage<MemberSearchHit>;
}

/** GET /api/communities/:slug/threads/similar?title=: a visible thread whose title is close to the one being written. */
export interface SimilarThread {
  id: number;
  title: string;
  replyCount: number;
  createdAt: string;
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
  /** The site path it leads to, for the kinds without a thread (an event, a challenge, a mentorship...). */
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
  /** Challenges whose window holds now. */
  activeChallenges: number;
}

/** What a report is about: a forum post, or a direct message (its conversation in `threadId`, no title nor community). */
export type ModerationKind = PostKind | 'message';

/** GET /api/admin/moderation/reports: open reports grouped by post or message, oldest report first. */
export interface ModerationItem {
  post: { kind: ModerationKind; id: number; threadId: number; threadTitle: string; community: string };
  author: PostAuthor | null;
  /** The post's Markdown and HTML (moderators see hidden posts). */
  body: string;
  bodyHtml: string;
  hidden: boolean;
  deleted: boolean;
  locked: boolean;
  /** The post before it in the thread (or the message before it), for context (null for an opening post). */
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
  | { type: 'community'; community: string; threadId: number }
  /** For the pair's two members: a message was written in mentorship `mentorshipId`, or its state changed. */
  | { type: 'mentorship'; mentorshipId: number }
  /** For streams naming the event: its RSVP state changed (places left, the waitlist, who is going). */
  | { type: 'event'; eventId: number }
  /** For a conversation's two members: a message arrived or was read; `unread` is the member's unread messages in all. */
  | { type: 'message'; conversationId: number; unread: number };

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
