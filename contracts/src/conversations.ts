import * as v from 'valibot';
import type { PostAuthor } from './discussions';

// Direct messages between two members (issue 30 §3): one conversation per pair, Markdown rendered as posts are, live
// over the stream, and blocking that stops both sides.

export const CONVERSATION_MESSAGES = {
  self: "You can't message yourself",
  memberId: 'memberId must be a positive integer',
  memberNotFound: 'Member not found',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  blocked: "You can't message this member",
  unverified: "This member hasn't confirmed their e-mail address yet: you can message them once they have",
  noSharedCommunity: 'You can message members of the communities you belong to: you and this member share none',
  otherGone: 'This member deleted their account: the conversation can no longer take messages',
  body: `A message is 1 to 5000 characters`,
  blockSelf: "You can't block yourself",
  ownMessage: "You can't report your own message",
  alreadyReported: 'You have already reported this message',
  conversationCap: (n: number) => `New accounts can start ${n} conversations a day.`,
  messageCap: (n: number) => `New accounts can send ${n} messages a day.`,
} as const;

export const CONVERSATION_LIMITS = {
  body: 5000,
  /** The newest messages' page (and each earlier page) holds this many. */
  page: 30,
  /** The list's excerpt of the last message, in characters. */
  excerpt: 120,
} as const;

/**
 * The daily cap of new accounts (younger than `accountDays`): at most `conversations` new conversations and `messages`
 * messages in any 24 hours, counted in the database (so every replica agrees).
 */
export const NEW_ACCOUNT_MESSAGE_CAP = { accountDays: 7, conversations: 5, messages: 50 } as const;

/** How long a message waits unread before the member is e-mailed about it (once per conversation). */
export const UNREAD_MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;

const positiveId = v.pipe(
  v.number(CONVERSATION_MESSAGES.memberId),
  v.integer(CONVERSATION_MESSAGES.memberId),
  v.minValue(1, CONVERSATION_MESSAGES.memberId),
);

/** POST /api/conversations */
export const StartConversationSchema = v.object({ memberId: positiveId });
export type StartConversation = v.InferOutput<typeof StartConversationSchema>;

/** POST /api/conversations/:id/messages */
export const SendMessageSchema = v.object({
  body: v.pipe(
    v.string(CONVERSATION_MESSAGES.body),
    v.trim(),
    v.minLength(1, CONVERSATION_MESSAGES.body),
    v.maxLength(CONVERSATION_LIMITS.body, CONVERSATION_MESSAGES.body),
  ),
});
export type SendMessage = v.InferOutput<typeof SendMessageSchema>;

/** A conversation as its member sees it (POST /api/conversations, GET /api/conversations). */
export interface ConversationSummary {
  id: number;
  /** The other member; null once their account is deleted ("Deleted member"). */
  other: PostAuthor | null;
  /** The last message: who wrote it (null: deleted member) and a plain-text excerpt; null before the first message. */
  last: { authorId: number | null; excerpt: string; createdAt: string } | null;
  /** Messages from the other member the reader has not read. */
  unread: number;
  /** Whether the reader blocked the other member (the composer then offers Unblock instead). */
  blocked: boolean;
  createdAt: string;
}

/** One message. */
export interface DirectMessage {
  id: number;
  conversationId: number;
  /** null: a deleted member. */
  author: PostAuthor | null;
  /** The rendered Markdown (sanitised, contracts/src/markdown.ts); empty when a moderator hid it. */
  html: string;
  /** A moderator hid it: the page says so instead of its text. */
  hidden: boolean;
  createdAt: string;
}

/**
 * GET /api/conversations/:id/messages?cursor=: the newest page first asked (items oldest first), then earlier pages
 * through `nextCursor` (null: no earlier message). Reading the newest page marks the conversation read.
 */
export interface MessagePage {
  conversation: ConversationSummary;
  items: DirectMessage[];
  nextCursor: string | null;
}

/** GET /api/conversations/unread: the member's unread messages, for the nav. */
export interface UnreadMessages {
  unread: number;
}

/** A member the member blocked (GET /api/me/blocks), the latest first. */
export interface BlockedMember {
  member: PostAuthor;
  createdAt: string;
}
