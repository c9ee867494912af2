import {
  type AcceptReply,
  type CreateReply,
  type CreateThread,
  type CursorPage,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  mentionedMemberIds,
  type PostKind,
  type PostRevisions,
  POSTING_LIMITS,
  type ReplyView,
  renderMarkdown,
  TAG_MESSAGES,
  type ThreadListSort,
  type ThreadPage,
  type ThreadSort,
  type ThreadSummary,
  type ThreadView,
  type UpdateReply,
  type UpdateThread,
} from '@cci/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { validationFailed } from '../common/valibot';
import { KeyedSnapshots } from '../common/keyed-snapshots';
import { BusService } from '../bus/bus.service';
import { type LiveChange, LiveService } from '../live/live.service';
import { PointsService } from '../points/points.service';
import { NotificationsService } from '../notifications/notifications.service';
import { communityBySlug } from '../communities/community-by-slug';
import { CommunitiesService } from '../communities/communities.service';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor, type KeyPart } from '../common/cursor';
import {
  ACCEPT_REPLY_SQL,
  ACTIVE_THREADS_SQL,
  DELETE_REPLY_SQL,
  DELETE_THREAD_SQL,
  FIRST_KEYS,
  INSERT_REPLY_SQL,
  INSERT_THREAD_SQL,
  LIKE_COUNT_SQL,
  LIKE_SQL,
  RECORD_MENTIONS_SQL,
  REPLY_AUTHOR_SQL,
  REPLY_FACTS_LOCKED_SQL,
  REPLY_FACTS_SQL,
  REPLY_BUMP_SQL,
  REPLY_POSTER_SQL,
  REPLY_PAGE_SQL,
  REPLY_WITH_ACCEPTED_SQL,
  THREAD_FACTS_LOCKED_SQL,
  THREAD_FACTS_SQL,
  THREAD_PAGE_SQL,
  THREAD_LIST_SQL,
  THREAD_SQL,
  UNACCEPT_REPLY_SQL,
  UPDATE_REPLY_SQL,
  UPDATE_THREAD_SQL,
  THREAD_REVISIONS_SQL,
  REPLY_REVISIONS_SQL,
  LIST_READS_SQL,
  READ_THREAD_SQL,
  THREAD_LIST_NEW_SQL,
  VISIBLE_REPLY_IN_THREAD_SQL,
  TAGGED_THREAD_LIST_SQL,
  TAGGED_THREAD_LIST_NEW_SQL,
  FILTER_TAG_SQL,
  THREAD_TAG_CHECK_SQL,
  SUGGEST_TAGS_SQL,
  CLEAR_THREAD_TAGS_SQL,
  ADD_THREAD_TAGS_SQL,
} from './discussions.queries';
import {
  type Reader,
  type ReplyRow,
  replyView,
  type RevisionRow,
  revisionView,
  type SummaryRow,
  threadSummary,
  type ThreadRow,
  threadView,
} from './discussion-views';
import {
  checkEditInterval,
  checkEditor,
  checkLinks,
  checkMentionCount,
  checkPostingHistory,
  checkPostingLimits,
  historyParams,
  type HistoryRow,
  lockPoster,
  posterOf,
  type PosterRow,
  postingBlock,
  requireSignedIn,
} from './posting-rules';
import { enforce, sameMailbox } from '../rules/rules';

/** The key each list's cursor holds (discussions.queries.ts: the columns k1, k2...). */
const LIST_KEYS: Record<ThreadSort, readonly KeyPart[]> = {
  latest: ['boolean', 'timestamp', 'id'],
  top: ['count', 'id'],
  unanswered: ['timestamp', 'id'],
};
const REPLY_KEY: readonly KeyPart[] = ['id'];
/** The New list's key (last activity, id), the Unanswered list's shape: its first page starts as that one's. */
const NEW_KEY: readonly KeyPart[] = ['timestamp', 'id'];

/**
 * Whether a deleted or hidden post is gone for `reader`: its author still finds it (to see why, or what they wrote);
 * anyone else gets a 404, as if it had never been (staff read it in the admin area).
 */
const goneFor = (post: { deleted: boolean; hidden: boolean; authorId: number | null }, reader: { id: number } | null) =>
  (post.deleted || post.hidden) && (reader === null || post.authorId !== reader.id);

/** A row of LIST_READS_SQL. */
interface ReadRow {
  id: number;
  seen: number | null;
  lastReadReplyId: number | null;
  previousVisitAt: Date | null;
}

/** What a reader has read of a thread in a list: its unread count, whether it is new to them, where to start reading. */
function readState(thread: ThreadSummary, read: ReadRow, reader: Reader): Pick<ThreadSummary, 'unreadCount' | 'new' | 'unreadCursor'> {
  const unreadCount = read.seen === null ? 0 : Math.max(thread.replyCount - read.seen, 0);
  return {
    unreadCount,
    new:
      read.seen === null &&
      read.previousVisitAt !== null &&
      thread.author?.id !== reader.id &&
      Date.parse(thread.createdAt) > read.previousVisitAt.getTime(),
    unreadCursor: unreadCount > 0 && read.lastReadReplyId !== null ? encodeCursor([read.lastReadReplyId]) : null,
  };
}

/** The key of a list's cached first page: a community's list in one sort, of one tag or of all. */
const listKey = (slug: string, sort: ThreadSort, tag: string | undefined) => `list:${slug}:${sort}${tag === undefined ? '' : `:${tag}`}`;

/** THREAD_TAG_CHECK_SQL's row. */
interface TagCheckRow {
  allowSuggestions: boolean;
  unknown: string[];
  staff: boolean;
}

/** An id no integer column holds (above int4) is no row: checked before PostgreSQL would refuse it with an error. */
const MAX_INT4 = 2_147_483_647;

const threadNotFound = () => new NotFoundException(DISCUSSION_MESSAGES.threadNotFound);
const replyNotFound = () => new NotFoundException(DISCUSSION_MESSAGES.replyNotFound);

/** A page of `rows` read with PAGE_READ: the shown rows and the cursor after the last of them (null on the last page). */
function page<R, T>(rows: R[], view: (row: R) => T, key: (row: R) => unknown[]): CursorPage<T> {
  const shown = rows.slice(0, DISCUSSION_PAGE_SIZE);
  const more = rows.length > DISCUSSION_PAGE_SIZE;
  return { items: shown.map(view), nextCursor: more ? encodeCursor(key(shown[shown.length - 1])) : null };
}

/** A thread's row as the writes read it (locked for the rest of the transaction). */
interface ThreadFacts {
  id: number;
  authorId: number | null;
  communityId: number;
  community: string;
  kind: string;
  body: string;
  locked: boolean;
  hidden: boolean;
  deleted: boolean;
  acceptedReplyId: number | null;
  /** Milliseconds since its last edit (null: never edited): the wait between edits (checkEditInterval). */
  sinceEditMs: number | null;
}

interface ReplyFacts {
  id: number;
  threadId: number;
  authorId: number | null;
  communityId: number;
  community: string;
  body: string;
  /** Hidden from everyone but its author: the reply, or its thread (a hidden thread is not found). */
  hidden: boolean;
  deleted: boolean;
  /** The thread is hidden: only the thread's author may still open it. */
  threadHidden: boolean;
  threadDeleted: boolean;
  threadAuthorId: number | null;
  sinceEditMs: number | null;
}

/** Threads, replies, likes and accepted answers. */
/** Tables whose writes change what a list or a visitor's thread page shows (names and accounts included). */
export const FORUM_READ_TABLES = ['threads', 'replies', 'users', 'communities', 'tags', 'thread_tags'] as const;
/** Cached first pages at most (a list per community and sort, a visitor's page per thread). */
const FIRST_PAGES_KEPT = 5_000;

@Injectable()
export class DiscussionsService {
  /**
   * The JSON of the reads everyone gets alike: a list's first page (a list has no per-reader field) and a thread's
   * first page as a visitor sees it (pre-rendering, search engines, signed-out readers). Dropped on any write to the
   * forum's tables, by anyone on any replica (statement triggers → the bus), and at once by this replica's own writes.
   */
  private readonly firstPages = new KeyedSnapshots<string>(FIRST_PAGES_KEPT);
  /** A thread as a visitor sees it, shared by the visitor's pages of it. Dropped with the first pages, on the same writes. */
  private readonly visitorThreads = new KeyedSnapshots<{ json: string; acceptedReplyId: number | null }>(FIRST_PAGES_KEPT);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveService,
    private readonly notifications: NotificationsService,
    private readonly points: PointsService,
    private readonly communities: CommunitiesService,
    bus: BusService,
  ) {
    bus.watchTables(FORUM_READ_TABLES, () => this.forget());
  }

  /** A write of this module: the first pages go as soon as it commits (the bus's notice follows a moment later). */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } finally {
      this.forget();
    }
  }

  /** Drops what the reads keep in memory (a write to the forum's tables, here or on another replica). */
  private forget(): void {
    this.firstPages.clear();
    this.visitorThreads.clear();
  }

  /**
   * A list page as JSON; a first page is cached (@CachedJson serves it to visitors before Nest once built). A signed-in
   * reader's page is the same page with what they have read of each thread (withReads); the New list is theirs only.
   */
  async threadsJson(
    slug: string,
    sort: ThreadListSort,
    cursor: string | undefined,
    reader: Reader | null = null,
    tag?: string,
  ): Promise<string> {
    if (sort === 'new') {
      if (!reader) throw new UnauthorizedException(DISCUSSION_MESSAGES.signIn);
      return JSON.stringify(await this.withReads(await this.newThreads(slug, reader, cursor, tag), reader));
    }
    if (cursor !== undefined) {
      const listed = await this.threads(slug, sort, cursor, tag);
      return JSON.stringify(reader ? await this.withReads(listed, reader) : listed);
    }
    const json = await this.firstPages.get(listKey(slug, sort, tag), async () =>
      JSON.stringify(await this.threads(slug, sort, undefined, tag)),
    );
    return reader ? JSON.stringify(await this.withReads(JSON.parse(json) as CursorPage<ThreadSummary>, reader)) : json;
  }

  /**
   * A list page with what `reader` has read of each thread, in one statement: the replies since they last read it
   * (reply_count − seen: no count over replies), whether it is new since their previous visit, and where to start
   * reading.
   */
  private async withReads(listed: CursorPage<ThreadSummary>, reader: Reader): Promise<CursorPage<ThreadSummary>> {
    if (!listed.items.length) return listed;
    const reads = await db.many<ReadRow>(this.dataSource, LIST_READS_SQL, [reader.id, listed.items.map((t) => t.id)]);
    return { ...listed, items: listed.items.map((thread, i) => ({ ...thread, ...readState(thread, reads[i], reader) })) };
  }

  /** A page of the reader's New list (THREAD_LIST_NEW_SQL). */
  private newThreads(slug: string, reader: Reader, cursor: string | undefined, tag?: string): Promise<CursorPage<ThreadSummary>> {
    const sql = { plain: THREAD_LIST_NEW_SQL, tagged: TAGGED_THREAD_LIST_NEW_SQL };
    return this.listPage(slug, sql, NEW_KEY, FIRST_KEYS.unanswered, cursor, [reader.id], tag);
  }

  /** PUT /api/threads/:id/read: the reader has read thread `id` up to reply `replyId` (null: its opening post). */
  async readThread(id: number, reader: Reader | null, replyId: number | null): Promise<void> {
    const me = requireSignedIn(reader);
    const facts = await this.threadFacts(this.dataSource.manager, id);
    if (goneFor(facts, me)) throw threadNotFound();
    if (replyId !== null && replyId > MAX_INT4) throw validationFailed({ lastReadReplyId: DISCUSSION_MESSAGES.replyId });
    if (!(await db.one(this.dataSource, READ_THREAD_SQL, [me.id, id, replyId])))
      throw validationFailed({ lastReadReplyId: DISCUSSION_MESSAGES.replyId });
  }

  cachedThreadsJson(slug: string, sort: ThreadSort, tag?: string): string | undefined {
    return this.firstPages.peek(listKey(slug, sort, tag));
  }

  /** A list's tag filter: undefined for none, the curated tag's id, or null when the community has no such tag. */
  private async filterTag(communityId: number, tag: string | undefined): Promise<number | null | undefined> {
    if (tag === undefined) return undefined;
    return (await db.one<{ id: number }>(this.dataSource, FILTER_TAG_SQL, [communityId, tag]))?.id ?? null;
  }

  /**
   * A thread page as JSON. A visitor's pages share the thread as a visitor sees it (kept in memory), so each reads only
   * its replies; a visitor's first page is cached whole.
   */
  async threadPageJson(id: number, reader: Reader | null, cursor: string | undefined): Promise<string> {
    if (reader !== null) return JSON.stringify(await this.threadPage(id, reader, cursor));
    const visitorPage = async () => {
      const [after] = cursor === undefined ? [0] : decodeCursor(cursor, REPLY_KEY);
      const thread = await this.visitorThreads.get(`thread:${id}`, async () => {
        const view = await this.thread(id, null);
        return { json: JSON.stringify(view), acceptedReplyId: view.acceptedReplyId };
      });
      const replies = await this.replies(id, null, after, thread.acceptedReplyId);
      return `{"thread":${thread.json},"replies":${JSON.stringify(replies)}}`;
    };
    return cursor === undefined ? this.firstPages.get(`thread:${id}`, visitorPage) : visitorPage();
  }

  // ---- Reads ------------------------------------------------------------------------------------------------------

  private community(slug: string, manager: EntityManager = this.dataSource.manager) {
    return communityBySlug(manager, slug);
  }

  threads(slug: string, sort: ThreadSort, cursor: string | undefined, tag?: string): Promise<CursorPage<ThreadSummary>> {
    const sql = { plain: THREAD_LIST_SQL[sort], tagged: TAGGED_THREAD_LIST_SQL[sort] };
    return this.listPage(slug, sql, LIST_KEYS[sort], FIRST_KEYS[sort], cursor, [], tag);
  }

  /**
   * A page of a community's threads read by `sql.plain`, or by `sql.tagged` for the threads with tag `tag`: the
   * community's id, then `params`, then the key after which the page starts (`first` for a first page, else the
   * cursor's, of `shape`), then the tag's id; the rows answer the key as k1, k2... A tag the community does not have
   * lists nothing.
   */
  private async listPage(
    slug: string,
    sql: { plain: string; tagged: string },
    shape: readonly KeyPart[],
    first: readonly unknown[],
    cursor: string | undefined,
    params: unknown[],
    tag: string | undefined,
  ): Promise<CursorPage<ThreadSummary>> {
    const after = cursor === undefined ? first : decodeCursor(cursor, shape);
    const community = await this.communities.ref(slug);
    const tagId = await this.filterTag(community.id, tag);
    if (tagId === null) return { items: [], nextCursor: null };
    const rows = await db.many<SummaryRow & Record<string, unknown>>(this.dataSource, tagId === undefined ? sql.plain : sql.tagged, [
      community.id,
      ...params,
      ...after,
      ...(tagId === undefined ? [] : [tagId]),
    ]);
    return page(
      rows,
      (row) => threadSummary(row, community),
      (row) => shape.map((_, i) => row[`k${i + 1}`]),
    );
  }

  /** The `limit` threads last active in the communities `communityIds` (null: every community), newest first. */
  async active(communityIds: readonly number[] | null, limit: number): Promise<ThreadSummary[]> {
    const rows = await db.many<SummaryRow & { communitySlug: string; communityName: string }>(this.dataSource, ACTIVE_THREADS_SQL, [
      communityIds,
      limit,
    ]);
    return rows.map((row) => threadSummary(row, { slug: row.communitySlug, name: row.communityName }));
  }

  /**
   * The thread as `reader` sees it; a deleted or hidden thread is only found by its author (a hidden thread's
   * title and replies are no one else's to read; staff read it in the admin area).
   */
  async thread(id: number, reader: Reader | null): Promise<ThreadView> {
    return this.threadOf(await db.one<ThreadRow>(this.dataSource, THREAD_SQL, [id, reader?.id ?? null]), reader);
  }

  /** A THREAD_SQL row (or none) as `reader` sees it: 404 when it is not theirs to read. */
  private threadOf(row: ThreadRow | undefined, reader: Reader | null): ThreadView {
    if (!row || goneFor(row, reader)) throw threadNotFound();
    const block =
      postingBlock({
        signedIn: reader !== null,
        membership: row.readerMembership,
        verified: reader?.emailVerified ?? false,
        suspendedUntil: row.readerSuspendedUntil,
      })?.message ??
      (row.locked
        ? DISCUSSION_MESSAGES.locked
        : row.deleted
          ? DISCUSSION_MESSAGES.deleted
          : row.hidden
            ? DISCUSSION_MESSAGES.hiddenThread
            : null);
    return threadView(row, reader, block);
  }

  /** A signed-in reader's page of thread `id`: the thread and a page of its replies, read in one statement. */
  async threadPage(id: number, reader: Reader, cursor: string | undefined): Promise<ThreadPage> {
    const [after] = cursor === undefined ? [0] : decodeCursor(cursor, REPLY_KEY);
    const row = await db.one<{ thread: ThreadRow; replies: ReplyRow[] }>(this.dataSource, THREAD_PAGE_SQL, [id, reader.id, after]);
    const thread = this.threadOf(row?.thread, reader);
    return { thread, replies: this.replyPage(row!.replies, reader, thread.acceptedReplyId) };
  }

  /** A page of thread `id`'s replies after reply `after`, as `reader` sees them. */
  private async replies(id: number, reader: Reader | null, after: unknown, acceptedReplyId: number | null) {
    return this.replyPage(
      await db.many<ReplyRow>(this.dataSource, REPLY_PAGE_SQL, [id, reader?.id ?? null, after]),
      reader,
      acceptedReplyId,
    );
  }

  /** REPLY_PAGE_SQL's rows as a page of replies. */
  private replyPage(rows: ReplyRow[], reader: Reader | null, acceptedReplyId: number | null) {
    return page(
      rows,
      (row) => replyView(row, reader, acceptedReplyId),
      (row) => [row.id],
    );
  }

  private async reply(id: number, reader: Reader | null): Promise<ReplyView> {
    const row = await db.one<ReplyRow & { threadAcceptedReplyId: number | null }>(this.dataSource, REPLY_WITH_ACCEPTED_SQL, [
      id,
      reader?.id ?? null,
    ]);
    if (!row) throw replyNotFound();
    return replyView(row, reader, row.threadAcceptedReplyId);
  }

  // ---- Writes -----------------------------------------------------------------------------------------------------

  private async threadFacts(manager: EntityManager, id: number, lock = false): Promise<ThreadFacts> {
    const row = await db.one<ThreadFacts>(manager, lock ? THREAD_FACTS_LOCKED_SQL : THREAD_FACTS_SQL, [id]);
    if (!row) throw threadNotFound();
    return row;
  }

  private async replyFacts(manager: EntityManager, id: number, lock = false): Promise<ReplyFacts> {
    const row = await db.one<ReplyFacts>(manager, lock ? REPLY_FACTS_LOCKED_SQL : REPLY_FACTS_SQL, [id]);
    if (!row) throw replyNotFound();
    return row;
  }

  /**
   * A new post, or an edit (`edit`), to the notifications: the members of the community it mentions that this post
   * never mentioned before (an edit: nothing when there are none). Settled by post_mentions' unique keys (migration
   * PostMentions): a member is told of a mention in a given post once, ever, whatever the edits and however parallel.
   */
  private async announce(
    manager: EntityManager,
    post: { kind: 'thread' | 'reply'; threadId: number; replyId: number | null; actorId: number; communityId: number },
    body: string,
    edit = false,
  ): Promise<void> {
    // A mention's id may be any 10 digits: past int4 it is no member (and PostgreSQL would refuse the array).
    const ids = mentionedMemberIds(body).filter((id) => id <= MAX_INT4);
    const mentions: number[] = ids.length
      ? (
          await db.many<{ id: number }>(manager, RECORD_MENTIONS_SQL, [post.threadId, post.replyId, post.communityId, ids, post.actorId])
        ).map((r) => r.id)
      : [];
    if (edit && !mentions.length) return;
    await this.notifications.notifyPost(manager, {
      // An edit is news only to the members it newly mentions: the thread's watchers heard of the reply, and the
      // author's followers of the thread, when it was posted.
      kind: edit ? 'edit' : post.kind,
      threadId: post.threadId,
      replyId: post.replyId,
      actorId: post.actorId,
      mentions,
    });
  }

  private publish(manager: EntityManager, change: LiveChange) {
    return this.live.publish(manager, change);
  }

  async createThread(slug: string, reader: Reader | null, input: CreateThread, reply: FastifyReply): Promise<ThreadView> {
    const me = requireSignedIn(reader);
    checkMentionCount(input.body);
    const id = await this.write(async (manager) => {
      const community = await this.community(slug, manager);
      const poster = await lockPoster(manager, me.id, community.id);
      await checkPostingLimits(manager, poster, { kind: 'thread', body: input.body }, reply);
      const { id } = (await db.one<{ id: number }>(manager, INSERT_THREAD_SQL, [
        community.id,
        me.id,
        input.title,
        input.body,
        renderMarkdown(input.body),
        input.kind,
        community.slug,
      ]))!;
      if (input.tags?.length)
        await this.setTags(
          manager,
          { id, communityId: community.id, fresh: true },
          input.tags,
          await this.tagCheck(manager, community.id, input.tags, me.id),
        );
      await this.points.onPost(manager, me.id, community.id);
      await this.announce(manager, { kind: 'thread', threadId: id, replyId: null, actorId: me.id, communityId: community.id }, input.body);
      await this.publish(manager, { threadId: id, community: community.slug, change: 'new-thread', replyId: null });
      return id;
    });
    return this.thread(id, me);
  }

  async createReply(threadId: number, reader: Reader | null, input: CreateReply, reply: FastifyReply): Promise<ReplyView> {
    const me = requireSignedIn(reader);
    checkMentionCount(input.body);
    // A deleted thread, or a hidden one to anyone but its author, is not found.
    const unseen = (t: ThreadFacts) => t.deleted || (t.hidden && t.authorId !== me.id);
    const id = await this.write(async (manager) => {
      const facts = await db.one<ThreadFacts & PosterRow>(manager, REPLY_POSTER_SQL, [threadId, me.id, POSTING_LIMITS.newMemberMs]);
      if (!facts || unseen(facts)) throw threadNotFound();
      const poster = posterOf(me.id, facts);
      const quoted = input.quotedReplyId ?? null;
      // Locks the thread for the rest of the transaction, with the poster's history and the quote's thread.
      const h = (await db.one<HistoryRow & { bumped: boolean; quoteFound: boolean }>(manager, REPLY_BUMP_SQL, [
        ...historyParams(poster, input.body),
        threadId,
        quoted !== null && quoted <= MAX_INT4 ? quoted : null,
      ]))!;
      if (!h.bumped) {
        // It was locked, hidden or deleted meanwhile.
        const now = await this.threadFacts(manager, threadId);
        if (unseen(now)) throw threadNotFound();
        throw new ForbiddenException(now.locked ? DISCUSSION_MESSAGES.locked : DISCUSSION_MESSAGES.hiddenThread);
      }
      if (quoted !== null && (quoted > MAX_INT4 || !h.quoteFound))
        throw validationFailed({ quotedReplyId: DISCUSSION_MESSAGES.quotedReply });
      checkPostingHistory(poster, { kind: 'reply', body: input.body }, h, reply);
      const { id } = (await db.one<{ id: number }>(manager, INSERT_REPLY_SQL, [
        threadId,
        me.id,
        input.body,
        renderMarkdown(input.body),
        quoted,
      ]))!;
      await this.points.onPost(manager, me.id, facts.communityId);
      await this.announce(manager, { kind: 'reply', threadId, replyId: id, actorId: me.id, communityId: facts.communityId }, input.body);
      await this.publish(manager, { threadId, community: facts.community, change: 'reply', replyId: id });
      return id;
    });
    return this.reply(id, me);
  }

  /** The author of a post that is not deleted (403/404 otherwise), who may still post (posting-rules' checkEditor). */
  private async editor(
    manager: EntityManager,
    me: Reader,
    post: { authorId: number | null; deleted: boolean; communityId: number },
    notFound: () => Error,
  ) {
    if (post.deleted) throw notFound();
    if (post.authorId !== me.id) throw new ForbiddenException(DISCUSSION_MESSAGES.notAuthor);
    return checkEditor(manager, me.id, post.communityId);
  }

  async updateThread(id: number, reader: Reader | null, input: UpdateThread, reply: FastifyReply): Promise<ThreadView> {
    const me = requireSignedIn(reader);
    if (input.body !== undefined) checkMentionCount(input.body);
    const tagsOnly = input.title === undefined && input.body === undefined && input.kind === undefined;
    await this.write(async (manager) => {
      const facts = await this.threadFacts(manager, id, true);
      if (facts.hidden && facts.authorId !== me.id) throw threadNotFound();
      const tags = input.tags && (await this.tagCheck(manager, facts.communityId, input.tags, me.id));
      if (tagsOnly && tags) {
        // A change of tags alone: by the author, or by staff (Discourse's staff retag any topic); it is no edit of the
        // post (no revision, no "edited" mark, no wait between edits).
        if (facts.deleted) throw threadNotFound();
        if (facts.authorId === me.id) await this.editor(manager, me, facts, threadNotFound);
        else if (!tags.staff) throw new ForbiddenException(TAG_MESSAGES.notAuthorOrStaff);
        await this.setTags(manager, { id, communityId: facts.communityId, fresh: false }, input.tags!, tags);
        await this.publish(manager, { threadId: id, community: facts.community, change: 'edit', replyId: null });
        return;
      }
      const editor = await this.editor(manager, me, facts, threadNotFound);
      if (tags) await this.setTags(manager, { id, communityId: facts.communityId, fresh: false }, input.tags!, tags);
      checkEditInterval(facts.sinceEditMs, reply);
      if (input.body !== undefined) checkLinks(editor, input.body);
      const kind = input.kind ?? facts.kind;
      await db.exec(manager, UPDATE_THREAD_SQL, [
        id,
        input.title ?? null,
        input.body ?? null,
        input.body === undefined ? null : renderMarkdown(input.body),
        kind,
        me.id,
      ]);
      // A hidden post tells no one (they could not open it); its mentions count once it is shown and edited again.
      if (input.body !== undefined && !facts.hidden)
        await this.announce(
          manager,
          { kind: 'thread', threadId: id, replyId: null, actorId: me.id, communityId: facts.communityId },
          input.body,
          true,
        );
      await this.publish(manager, { threadId: id, community: facts.community, change: 'edit', replyId: null });
    });
    return this.thread(id, me);
  }

  /** What posting tags `names` in community `communityId` by member `actorId` needs to know (THREAD_TAG_CHECK_SQL). */
  private async tagCheck(
    manager: EntityManager,
    communityId: number,
    names: string[],
    actorId: number,
  ): Promise<TagCheckRow & { actorId: number }> {
    return { ...(await db.one<TagCheckRow>(manager, THREAD_TAG_CHECK_SQL, [communityId, names, actorId]))!, actorId };
  }

  /**
   * Thread `thread.id` takes tags `names` (in that order), replacing its own (`fresh`: a new thread has none). A name
   * the community does not have yet is refused (400), unless staff give it (a curated tag at once) or the community
   * lets members suggest tags (a suggestion, shown on threads once staff approve it).
   */
  private async setTags(
    manager: EntityManager,
    thread: { id: number; communityId: number; fresh: boolean },
    names: string[],
    check: TagCheckRow & { actorId: number },
  ): Promise<void> {
    if (check.unknown.length) {
      if (!check.staff && !check.allowSuggestions) throw validationFailed({ tags: TAG_MESSAGES.unknown(check.unknown) });
      await db.exec(manager, SUGGEST_TAGS_SQL, [thread.communityId, check.unknown, check.actorId, check.staff]);
    }
    if (!thread.fresh) await db.exec(manager, CLEAR_THREAD_TAGS_SQL, [thread.id]);
    if (names.length) await db.exec(manager, ADD_THREAD_TAGS_SQL, [thread.id, thread.communityId, names]);
  }

  async deleteThread(id: number, reader: Reader | null): Promise<void> {
    const me = requireSignedIn(reader);
    await this.write(async (manager) => {
      const facts = await this.threadFacts(manager, id, true);
      if (facts.hidden && facts.authorId !== me.id) throw threadNotFound();
      if (facts.authorId !== me.id && !facts.deleted) throw new ForbiddenException(DISCUSSION_MESSAGES.notAuthor);
      if (facts.deleted) {
        if (facts.authorId !== me.id) throw threadNotFound();
        return; // deleting again changes nothing
      }
      await db.exec(manager, DELETE_THREAD_SQL, [id]);
      await this.publish(manager, { threadId: id, community: facts.community, change: 'delete', replyId: null });
    });
  }

  async updateReply(id: number, reader: Reader | null, input: UpdateReply, reply: FastifyReply): Promise<ReplyView> {
    const me = requireSignedIn(reader);
    checkMentionCount(input.body);
    await this.write(async (manager) => {
      const facts = await this.replyFacts(manager, id, true);
      // A reply of a hidden thread is not found but by the thread's author (its own author may still delete it).
      if (facts.threadHidden && facts.threadAuthorId !== me.id) throw replyNotFound();
      const editor = await this.editor(manager, me, facts, replyNotFound);
      checkEditInterval(facts.sinceEditMs, reply);
      checkLinks(editor, input.body);
      await db.exec(manager, UPDATE_REPLY_SQL, [id, input.body, renderMarkdown(input.body), me.id]);
      if (!facts.hidden)
        await this.announce(
          manager,
          { kind: 'reply', threadId: facts.threadId, replyId: id, actorId: me.id, communityId: facts.communityId },
          input.body,
          true,
        );
      await this.publish(manager, { threadId: facts.threadId, community: facts.community, change: 'edit', replyId: id });
    });
    return this.reply(id, me);
  }

  /**
   * GET /api/posts/:kind/:id/revisions: a post's edits, newest first, to whoever may read the post (everyone for a
   * shown post; its author only for a hidden or deleted one, or one in a hidden or deleted thread: 404 to others).
   */
  async revisions(kind: PostKind, id: number, reader: Reader | null): Promise<PostRevisions> {
    if (kind === 'thread') {
      if (goneFor(await this.threadFacts(this.dataSource.manager, id), reader)) throw threadNotFound();
    } else {
      const facts = await this.replyFacts(this.dataSource.manager, id);
      if (goneFor({ ...facts, deleted: facts.deleted || facts.threadDeleted }, reader)) throw replyNotFound();
    }
    const rows = await db.many<RevisionRow>(this.dataSource, kind === 'thread' ? THREAD_REVISIONS_SQL : REPLY_REVISIONS_SQL, [id]);
    return { items: rows.map(revisionView), total: rows[0]?.total ?? 0 };
  }

  /** The reply keeps its place ("This post was deleted") and the thread's reply count; it is no longer an accepted answer. */
  async deleteReply(id: number, reader: Reader | null): Promise<void> {
    const me = requireSignedIn(reader);
    await this.write(async (manager) => {
      const facts = await this.replyFacts(manager, id, true);
      if (facts.authorId !== me.id) throw facts.deleted ? replyNotFound() : new ForbiddenException(DISCUSSION_MESSAGES.notAuthor);
      if (facts.deleted) return;
      await db.exec(manager, DELETE_REPLY_SQL, [id]);
      await db.exec(manager, UNACCEPT_REPLY_SQL, [facts.threadId, id]);
      await this.publish(manager, { threadId: facts.threadId, community: facts.community, change: 'delete', replyId: id });
    });
  }

  /** PUT (liked) or DELETE /api/posts/:kind/:id/like. Not one's own post; only a post others can see. */
  async setLike(kind: PostKind, id: number, reader: Reader | null, liked: boolean): Promise<{ likeCount: number; liked: boolean }> {
    const me = requireSignedIn(reader);
    return this.write(async (manager) => {
      const post = kind === 'thread' ? { ...(await this.threadFacts(manager, id)), threadId: id } : await this.replyFacts(manager, id);
      if (post.deleted || post.hidden) throw kind === 'thread' ? threadNotFound() : replyNotFound();
      if (post.authorId === me.id) throw new ForbiddenException(DISCUSSION_MESSAGES.ownPost);
      // The rule book: an approved, verified, unsuspended member of the post's community (likes pay points).
      await enforce(manager, 'like', me.id, post.communityId);
      if (post.authorId !== null && (await sameMailbox(manager, me.id, post.authorId)))
        throw new ForbiddenException(DISCUSSION_MESSAGES.ownPost);
      const row = (await db.one<{ likeCount: number; changed: boolean }>(manager, LIKE_SQL[kind][liked ? 'like' : 'unlike'], [id, me.id]))!;
      if (!row.changed) {
        const now = (await db.one<{ likeCount: number }>(manager, LIKE_COUNT_SQL[kind], [id]))!;
        return { likeCount: now.likeCount, liked };
      }
      if (liked && post.authorId !== null)
        await this.points.onLike(manager, { kind, postId: id, authorId: post.authorId, likerId: me.id, communityId: post.communityId });
      await this.publish(manager, {
        threadId: post.threadId,
        community: post.community,
        change: 'like',
        replyId: kind === 'reply' ? id : null,
      });
      return { likeCount: row.likeCount, liked };
    });
  }

  /** POST /api/threads/:id/accept: the question's author accepts one visible reply of it, or withdraws (null). */
  async accept(threadId: number, reader: Reader | null, input: AcceptReply): Promise<ThreadView> {
    const me = requireSignedIn(reader);
    await this.write(async (manager) => {
      const facts = await this.threadFacts(manager, threadId, true);
      if (facts.deleted || (facts.hidden && facts.authorId !== me.id)) throw threadNotFound();
      if (facts.authorId !== me.id) throw new ForbiddenException(DISCUSSION_MESSAGES.notQuestionAuthor);
      if (facts.kind !== 'question') throw new ConflictException(DISCUSSION_MESSAGES.notQuestion);
      const replyId = input.replyId;
      if (replyId !== null) {
        if (replyId > MAX_INT4) throw validationFailed({ replyId: DISCUSSION_MESSAGES.replyId });
        const found = await db.many(manager, VISIBLE_REPLY_IN_THREAD_SQL, [replyId, threadId]);
        if (!found.length) throw validationFailed({ replyId: DISCUSSION_MESSAGES.replyId });
      }
      if (replyId === facts.acceptedReplyId) return;
      await db.exec(manager, ACCEPT_REPLY_SQL, [threadId, replyId]);
      if (replyId !== null) {
        await this.notifications.notifyAccepted(manager, { threadId, replyId, actorId: me.id });
        const { authorId } = (await db.one<{ authorId: number | null }>(manager, REPLY_AUTHOR_SQL, [replyId]))!;
        if (authorId !== null)
          await this.points.onAccepted(manager, { replyId, authorId, accepterId: me.id, communityId: facts.communityId });
      }
      await this.publish(manager, { threadId, community: facts.community, change: 'accept', replyId });
    });
    return this.thread(threadId, me);
  }
}
