// The forum's fixed lists, limits and messages, in a module of their own with no schema (no valibot): a
// thread page reads DISCUSSION_MESSAGES and WATCH_LEVELS, and the package is side-effect free, so its first visit does
// not download the validation library. The schemas that use them are in discussions.ts.

export const THREAD_KINDS = ['discussion', 'question'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const THREAD_SORTS = ['latest', 'top', 'unanswered'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
/**
 * The lists a community's discussions page offers: the sorts everyone reads, and `new` (a signed-in member's: threads
 * started since their previous visit that they have not opened, and threads they read that have replies since).
 */
export const THREAD_LIST_SORTS = [...THREAD_SORTS, 'new'] as const;
export type ThreadListSort = (typeof THREAD_LIST_SORTS)[number];
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
/** The forum's kinds, then the engagement features' (in-app only, each with its `link`). */
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
  'followed',
  'announcement',
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
  /** A post's edit history shows its newest edits, this many. */
  revisionsShown: 50,
} as const;

/**
 * Posting limits, Discourse's defaults for new users. A new member is one whose account is younger than
 * `newMemberMs`. Everyone waits `intervalMs` between posts and may not post the same text twice in `duplicateMs`.
 */
export const POSTING_LIMITS = {
  newMemberMs: 24 * 60 * 60 * 1000,
  newMember: { threadsPerDay: 3, repliesPerDay: 10, intervalMs: 30_000, links: 2 },
  intervalMs: 5_000,
  duplicateMs: 24 * 60 * 60 * 1000,
  /** An author edits one post at most once in this window (edits re-sent mentions without a limit). */
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
  sort: 'sort must be latest, top, unanswered or new',
  cursor: 'Invalid cursor',
  reason: 'Please choose a reason',
  note: `The note must be at most ${DISCUSSION_LIMITS.reportNote} characters`,
  replyId: 'replyId must be the id of a reply in this thread',
  quotedReply: 'The quoted reply is not in this thread',
  watch: 'level must be watching, normal or muted',
  query: `Search for 1 to ${DISCUSSION_LIMITS.searchQuery} characters`,
  searchType: 'type must be posts, events, articles or members',
  similarTitle: `title must be at most ${DISCUSSION_LIMITS.title.max} characters`,
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

/**
 * The thread page's cursor for the replies after reply `afterId`. Cursors are opaque (base64url of the JSON of the last
 * shown row's key) and a thread's replies are keyed by their id, so the page that starts at a linked reply is the one
 * after the id before it. The API checks it like any cursor.
 */
export const repliesAfter = (afterId: number): string =>
  btoa(JSON.stringify([afterId]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** `?reply=` of a thread's address: a reply id, or undefined. */
export const linkedReplyOf = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
