import * as v from 'valibot';
import { DISCUSSION_LIMITS } from './discussion-constants';

// Drafts, as Discourse keeps them: what a member is writing in a composer, kept on the server under a key naming the
// composer, so it survives a closed tab and follows the member to another device. One draft per member and key.

/** A new thread's composer in a community: `thread:<community slug>`. */
export const threadDraftKey = (slug: string) => `thread:${slug}`;
/** A reply's composer in a thread: `reply:<thread id>`. */
export const replyDraftKey = (threadId: number) => `reply:${threadId}`;

const MAX_INT4 = 2_147_483_647;
const KEY = /^(?:thread:([a-z0-9-]{1,64})|reply:([1-9][0-9]{0,9}))$/;

/** What a key names, or null when it is not a draft key (`reply:` takes a thread id that fits PostgreSQL's integer). */
export function parseDraftKey(key: string): { kind: 'thread'; slug: string } | { kind: 'reply'; threadId: number } | null {
  const m = KEY.exec(key);
  if (!m) return null;
  if (m[1] !== undefined) return { kind: 'thread', slug: m[1] };
  const threadId = Number(m[2]);
  return threadId <= MAX_INT4 ? { kind: 'reply', threadId } : null;
}

export const DRAFT_LIMITS = {
  /** The forum's own limits: a draft holds no more than its post may. */
  title: DISCUSSION_LIMITS.title.max,
  body: Math.max(DISCUSSION_LIMITS.threadBody.max, DISCUSSION_LIMITS.replyBody.max),
  /** Drafts a member keeps at once; a new key past it is refused (409), never an old draft dropped unseen. */
  perMember: 50,
} as const;

export const DRAFT_MESSAGES = {
  key: 'A draft key is thread:<community slug> or reply:<thread id>',
  title: `A draft's title holds at most ${DRAFT_LIMITS.title} characters`,
  body: `A draft holds at most ${DRAFT_LIMITS.body.toLocaleString('en-GB')} characters`,
  replyTitle: "A reply's draft has no title",
  notFound: 'No draft for this key',
  target: 'There is no community or discussion to write this draft for',
  tooMany: `You have ${DRAFT_LIMITS.perMember} drafts: post or discard one before starting another`,
  saved: 'Draft saved',
  saving: 'Saving draft…',
  notSaved: 'Draft not saved',
  restored: 'Draft restored',
  discardTitle: 'Discard this draft?',
  discardDetail: 'What you wrote here will be deleted, on every device.',
  discard: 'Discard',
  discardDraft: 'Discard draft',
  keepEditing: 'Keep editing',
} as const;

/** PUT /api/me/drafts/:key. Text is kept as typed (no trimming: the composer gets back exactly what it had). */
export const SaveDraftSchema = v.object({
  title: v.optional(v.pipe(v.string(DRAFT_MESSAGES.title), v.maxLength(DRAFT_LIMITS.title, DRAFT_MESSAGES.title))),
  body: v.pipe(v.string(DRAFT_MESSAGES.body), v.maxLength(DRAFT_LIMITS.body, DRAFT_MESSAGES.body)),
});
export type SaveDraft = v.InferOutput<typeof SaveDraftSchema>;

/** A draft as the API answers it (GET and PUT /api/me/drafts/:key). `title` is null for a reply's draft. */
export interface DraftView {
  key: string;
  title: string | null;
  body: string;
  updatedAt: string;
}
