import {
  type DiffPart,
  markdownExcerpt,
  type PostRevision,
  type ReplyView,
  type ThreadSummary,
  type ThreadView,
  type WatchLevel,
} from '@cci/contracts';
import { diffWordsWithSpace } from 'diff';
import { postAuthor } from '../members/post-author';
import { iso } from '../common/iso';

// Rows of discussions.queries.ts → the contract's shapes (contracts/src/discussions.ts). One function per shape.

interface AuthorColumns {
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatar: string | null;
}

/** A thread's columns as the lists read them: the summary's own fields, the author's, and the start of the body. */
export type SummaryRow = AuthorColumns &
  Pick<
    ThreadSummary,
    'id' | 'title' | 'kind' | 'pinned' | 'locked' | 'hidden' | 'deleted' | 'acceptedReplyId' | 'replyCount' | 'likeCount'
  > & {
    bodyStart: string;
    tags: string[];
    createdAt: Date;
    editedAt: Date | null;
    lastActivityAt: Date;
  };

export type ThreadRow = SummaryRow & {
  body: string;
  bodyHtml: string;
  hiddenReason: string | null;
  communitySlug: string;
  communityName: string;
  likedByMe: boolean;
  watch: WatchLevel | null;
  readerMembership: string | null;
  readerSuspendedUntil: Date | null;
};

/** A reply's columns as REPLY_PAGE_SQL reads them, with the reply it quotes. */
export type ReplyRow = AuthorColumns &
  Pick<ReplyView, 'id' | 'threadId' | 'body' | 'bodyHtml' | 'hidden' | 'hiddenReason' | 'deleted' | 'likeCount' | 'likedByMe'> & {
    createdAt: Date;
    editedAt: Date | null;
    quotedId: number | null;
    quotedBodyStart: string | null;
    quotedGone: boolean | null;
    quotedAuthorId: number | null;
    quotedAuthorFirstName: string | null;
    quotedAuthorLastName: string | null;
    quotedAuthorAvatar: string | null;
  };

/** Who reads: a signed-in member's id, or null for a visitor. */
export interface Reader {
  id: number;
  emailVerified: boolean;
}

const isAuthor = (row: AuthorColumns, reader: Reader | null) => reader !== null && row.authorId === reader.id;

/** Excerpts kept at most: the lists' threads, by the text they are made from. */
const EXCERPTS_KEPT = 20_000;
const excerpts = new Map<string, string>();
/**
 * markdownExcerpt of the start of a post, remembered by that text: parsing the Markdown was a sixth of a list page's
 * time, and a list shows the same threads again and again. Keyed by the text itself, so an edit is a new key and an
 * entry is never stale; the oldest goes past EXCERPTS_KEPT.
 */
export function excerptOf(bodyStart: string): string {
  let excerpt = excerpts.get(bodyStart);
  if (excerpt === undefined) {
    excerpt = markdownExcerpt(bodyStart);
    if (excerpts.size >= EXCERPTS_KEPT) excerpts.delete(excerpts.keys().next().value as string);
    excerpts.set(bodyStart, excerpt);
  }
  return excerpt;
}

/**
 * What a reader may see of a post's text: nothing of a deleted post; of a hidden one, nothing unless it is theirs (the
 * author sees it and why it was hidden).
 */
function visibleText(
  post: { deleted: boolean; hidden: boolean; body: string; bodyHtml: string; hiddenReason: string | null },
  mine: boolean,
) {
  if (post.deleted) return { body: '', bodyHtml: '', hiddenReason: null };
  if (post.hidden && !mine) return { body: '', bodyHtml: '', hiddenReason: null };
  return { body: post.body, bodyHtml: post.bodyHtml, hiddenReason: post.hidden ? post.hiddenReason : null };
}

export function threadSummary(row: SummaryRow, community: { slug: string; name: string }): ThreadSummary {
  const shown = !row.deleted && !row.hidden;
  return {
    id: row.id,
    community: { slug: community.slug, name: community.name },
    title: row.title,
    kind: row.kind,
    excerpt: shown ? excerptOf(row.bodyStart) : '',
    author: postAuthor(row.authorId, row.authorFirstName, row.authorLastName, row.authorAvatar),
    pinned: row.pinned,
    locked: row.locked,
    hidden: row.hidden,
    deleted: row.deleted,
    acceptedReplyId: row.acceptedReplyId,
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    createdAt: iso(row.createdAt)!,
    editedAt: iso(row.editedAt),
    lastActivityAt: iso(row.lastActivityAt)!,
    tags: row.tags,
  };
}

export function threadView(row: ThreadRow, reader: Reader | null, replyBlockedReason: string | null): ThreadView {
  const own = isAuthor(row, reader);
  return {
    ...threadSummary(row, { slug: row.communitySlug, name: row.communityName }),
    ...visibleText(row, own),
    likedByMe: reader !== null && row.likedByMe,
    mine: own && !row.deleted,
    watch: row.watch ?? 'normal',
    canReply: replyBlockedReason === null,
    replyBlockedReason,
  };
}

export function replyView(row: ReplyRow, reader: Reader | null, acceptedReplyId: number | null): ReplyView {
  const own = isAuthor(row, reader);
  return {
    id: row.id,
    threadId: row.threadId,
    author: postAuthor(row.authorId, row.authorFirstName, row.authorLastName, row.authorAvatar),
    ...visibleText(row, own),
    hidden: row.hidden,
    deleted: row.deleted,
    likeCount: row.likeCount,
    likedByMe: reader !== null && row.likedByMe,
    mine: own && !row.deleted,
    createdAt: iso(row.createdAt)!,
    editedAt: iso(row.editedAt),
    quoted:
      row.quotedId === null
        ? null
        : {
            id: row.quotedId,
            author: postAuthor(row.quotedAuthorId, row.quotedAuthorFirstName, row.quotedAuthorLastName, row.quotedAuthorAvatar),
            excerpt: row.quotedGone ? '' : markdownExcerpt(row.quotedBodyStart ?? ''),
          },
    accepted: acceptedReplyId === row.id,
  };
}

/** A row of THREAD_REVISIONS_SQL / REPLY_REVISIONS_SQL. */
export interface RevisionRow {
  number: number;
  total: number;
  createdAt: Date;
  titleBefore: string | null;
  titleAfter: string | null;
  bodyBefore: string | null;
  bodyAfter: string | null;
  editorId: number | null;
  editorFirstName: string | null;
  editorLastName: string | null;
  editorAvatar: string | null;
}

/** A revision as the history shows it: the title before and after, the body's Markdown as a word diff. */
export function revisionView(row: RevisionRow): PostRevision {
  const body =
    row.bodyBefore === null || row.bodyAfter === null
      ? null
      : diffWordsWithSpace(row.bodyBefore, row.bodyAfter).map((part): DiffPart => ({
          change: part.added ? 'added' : part.removed ? 'removed' : 'same',
          text: part.value,
        }));
  return {
    number: row.number,
    editor: postAuthor(row.editorId, row.editorFirstName, row.editorLastName, row.editorAvatar),
    createdAt: iso(row.createdAt)!,
    title: row.titleBefore === null || row.titleAfter === null ? null : { before: row.titleBefore, after: row.titleAfter },
    body,
  };
}
