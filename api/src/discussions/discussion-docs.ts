import { DISCUSSION_LIMITS, DISCUSSION_PAGE_SIZE, TAG_LIMITS, THREAD_KINDS, WATCH_LEVELS } from '@cci/contracts';
import type { SchemaObject } from '@nestjs/swagger';

// The answers of the discussions API in the OpenAPI document. Their source is contracts/src/discussions.ts (TypeScript
// interfaces: ThreadSummary, ThreadView, ReplyView, ThreadPage); these schemas describe them for clients of /api/docs.

const string = (description?: string): SchemaObject => ({ type: 'string', description });
const int: SchemaObject = { type: 'integer' };
const bool = (description?: string): SchemaObject => ({ type: 'boolean', description });
const date: SchemaObject = { type: 'string', format: 'date-time' };
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
const object = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

const author = nullable({
  ...object({
    id: int,
    displayName: string('"Ada L."'),
    initials: string('"AL"'),
    avatar: nullable(string("The photo's largest WebP, whose path names its sizes (/uploads/<hash>.48-96-256/256.webp); null: initials")),
  }),
  description: 'null once the account is deleted',
});

const SUMMARY = {
  id: int,
  community: object({ slug: string(), name: string() }),
  title: string(),
  kind: { type: 'string', enum: [...THREAD_KINDS] } as SchemaObject,
  excerpt: string("Plain text, at most 200 characters ('' when deleted or hidden)"),
  author,
  pinned: bool(),
  locked: bool(),
  hidden: bool(),
  deleted: bool(),
  acceptedReplyId: nullable(int),
  replyCount: int,
  likeCount: int,
  createdAt: date,
  editedAt: nullable(date),
  lastActivityAt: date,
  tags: { type: 'array', items: string('A curated tag of the community'), maxItems: TAG_LIMITS.perThread },
};

const POST = {
  author,
  body: string("Markdown: '' when deleted, or hidden from this reader"),
  bodyHtml: string('renderMarkdown(body), as stored'),
  hidden: bool(),
  hiddenReason: nullable(string('Shown to the author only')),
  deleted: bool(),
  likeCount: int,
  likedByMe: bool(),
  mine: bool('The reader may edit and delete it'),
  createdAt: date,
  editedAt: nullable(date),
};

export const THREAD_SUMMARY_DOC = object(SUMMARY);

export const THREAD_VIEW_DOC = object({
  ...SUMMARY,
  ...POST,
  watch: { type: 'string', enum: [...WATCH_LEVELS] },
  canReply: bool(),
  replyBlockedReason: nullable(string('Why not, when canReply is false')),
});

export const REPLY_VIEW_DOC = object({
  id: int,
  threadId: int,
  ...POST,
  quoted: nullable(object({ id: int, author, excerpt: string("'' when the quoted reply is deleted or hidden") })),
  accepted: bool(),
});

/** CursorPage<item>: `DISCUSSION_PAGE_SIZE` items and the opaque cursor of the next page (null on the last). */
export const pageDoc = (item: SchemaObject): SchemaObject =>
  object({
    items: { type: 'array', items: item, maxItems: DISCUSSION_PAGE_SIZE },
    nextCursor: nullable(string('Opaque; pass it as ?cursor= for the next page')),
  });

export const THREAD_PAGE_DOC = object({ thread: THREAD_VIEW_DOC, replies: pageDoc(REPLY_VIEW_DOC) });

export const LIKE_DOC = object({ likeCount: int, liked: bool() });

/** PostRevisions: a post's edits, newest first. */
export const REVISIONS_DOC = object({
  items: {
    type: 'array',
    maxItems: DISCUSSION_LIMITS.revisionsShown,
    items: object({
      number: { ...int, description: '1 = the first edit' },
      editor: author,
      createdAt: date,
      title: nullable(object({ before: string(), after: string() })),
      body: nullable({
        type: 'array',
        description: "A word diff of the body's Markdown; null when the edit kept the body",
        items: object({ change: { type: 'string', enum: ['same', 'added', 'removed'] }, text: string() }),
      }),
    }),
  },
  total: int,
});

/** An answer for @ApiOkResponse / @ApiCreatedResponse: the contract's name and its schema. */
export const answer = (description: string, schema: SchemaObject) => ({ description, schema });
