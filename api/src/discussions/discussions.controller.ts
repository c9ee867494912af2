import {
  type AcceptReply,
  AcceptReplySchema,
  type CreateReply,
  CreateReplySchema,
  type CreateThread,
  CreateThreadSchema,
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  POST_KINDS,
  POSTING_LIMITS,
  type PostKind,
  type ReplyView,
  routes,
  type ReadThread,
  ReadThreadSchema,
  isTagName,
  TAG_LIMITS,
  TAG_MESSAGES,
  THREAD_LIST_SORTS,
  THREAD_SORTS,
  type ThreadListSort,
  type ThreadSort,
  type ThreadView,
  type UpdateReply,
  UpdateReplySchema,
  type UpdateThread,
  UpdateThreadSchema,
} from '@cci/contracts';
import { applyDecorators, BadRequestException, Body, Controller, Header, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiCookieAuth,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { JsonText } from '../common/json-text';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { CachedJson } from '../perf/cached-json';
import { SESSION_COOKIE, type SessionRequest } from '../common/session-route';
import { Allowed } from '../rules/rules';
import { ReaderRoute } from '../common/session-guards';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import {
  answer,
  LIKE_DOC,
  pageDoc,
  REPLY_VIEW_DOC,
  REVISIONS_DOC,
  THREAD_PAGE_DOC,
  THREAD_SUMMARY_DOC,
  THREAD_VIEW_DOC,
} from './discussion-docs';
import { DiscussionsService } from './discussions.service';
import type { Reader } from './discussion-views';
import { NEW_MEMBER_LINKS } from './posting-rules';
import { Endpoint } from '../common/endpoint';

/** The reader of a session route: the signed-in member, or null for a visitor. */
const readerOf = (req: SessionRequest): Reader | null => (req.user ? { id: req.user.id, emailVerified: req.user.emailVerified } : null);

/** A query parameter given once, or absent ('' counts as absent); given twice or more: 400 `message`. */
function oneValue(value: unknown, message: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestException(message);
  return value;
}

function sortOf(value: unknown): ThreadListSort {
  const sort = oneValue(value, DISCUSSION_MESSAGES.sort) ?? 'latest';
  if (!(THREAD_LIST_SORTS as readonly string[]).includes(sort)) throw new BadRequestException(DISCUSSION_MESSAGES.sort);
  return sort as ThreadListSort;
}

/** `?tag=`: absent, or a tag's name (400 otherwise; an unknown name is an empty list). */
function tagOf(value: unknown): string | undefined {
  const tag = oneValue(value, TAG_MESSAGES.filter);
  if (tag !== undefined && !isTagName(tag)) throw new BadRequestException(TAG_MESSAGES.filter);
  return tag;
}

const KIND_MESSAGE = 'kind must be thread or reply';
function postKindOf(value: string): PostKind {
  if (!(POST_KINDS as readonly string[]).includes(value)) throw new BadRequestException(KIND_MESSAGE);
  return value as PostKind;
}

const ID = (name: string) => ApiParam({ name, type: Number, example: 1, description: 'Positive integer' });
const CURSOR = ApiQuery({
  name: 'cursor',
  required: false,
  description: `Opaque: the nextCursor of the previous page (${DISCUSSION_PAGE_SIZE} per page). Malformed: 400 "${DISCUSSION_MESSAGES.cursor}"`,
});

const POSTING_FORBIDDEN = [
  DISCUSSION_MESSAGES.notMember,
  DISCUSSION_MESSAGES.pending,
  DISCUSSION_MESSAGES.unverified,
  `${DISCUSSION_MESSAGES.suspended} until <date>`,
  NEW_MEMBER_LINKS,
].join(' / ');
const POSTING_LIMITED =
  'A posting limit, named with when it lifts (Retry-After header): new members start 3 discussions and post 10 replies in their ' +
  'first day and wait 30 seconds between posts; everyone waits 5 seconds';
/** The mention cap, in the 400 of every route that takes a post's body. */
const MENTIONS_REFUSED = `Invalid field, or errors.body = "${DISCUSSION_MESSAGES.tooManyMentions}" (more than ${DISCUSSION_LIMITS.mentions} distinct members mentioned)`;
const EDIT_LIMITED = `Edited less than ${POSTING_LIMITS.editIntervalMs / 1000} seconds ago: "Please wait … between edits of a post. You can edit it again in …" (Retry-After header)`;
/** What mentions do, in the description of every route that takes a post's body. */
const MENTIONS_NOTIFY =
  `Mentions ([@Ada L.](/members/12)) of members of the community notify them, each once per post: an edit notifies only members ` +
  `the post never mentioned before. At most ${DISCUSSION_LIMITS.mentions} distinct members per post (more: 400).`;

/** How a post's `tags` are taken, in the description of the routes that take them. */
const TAGS_TAKEN =
  `tags: at most ${TAG_LIMITS.perThread} names from the community's tags (GET /api/communities/:slug/tags). A new name is ` +
  'refused (400 errors.tags) unless the community lets members suggest tags (it is then a suggestion, shown once staff ' +
  'approve it) or the poster is staff (a curated tag at once).';

/** PATCH of a post by its author. */
const EditOperation = (summary: string, body: v.GenericSchema, answered: ReturnType<typeof answer>, notFound: string) =>
  applyDecorators(
    Allowed('edit'),
    ApiOperation({
      summary,
      description: `Marks it edited. One edit per post every ${POSTING_LIMITS.editIntervalMs / 1000} seconds. ${MENTIONS_NOTIFY}`,
    }),
    ID('id'),
    JsonBody(body, MENTIONS_REFUSED),
    ApiOkResponse(answered),
    ApiForbiddenResponse(
      errorBody(`${DISCUSSION_MESSAGES.notAuthor} / ${DISCUSSION_MESSAGES.suspended} until <date> / ${NEW_MEMBER_LINKS}`),
    ),
    ApiNotFoundResponse(errorBody(`${notFound} (also a hidden thread's, to anyone but the thread's author)`)),
    ApiTooManyRequestsResponse(errorBody(EDIT_LIMITED)),
  );

/** DELETE of a post by its author (a soft delete). */
const DeleteOperation = (summary: string, notFound: string) =>
  applyDecorators(
    Allowed('edit'),
    HttpCode(204),
    ApiOperation({ summary }),
    ID('id'),
    ApiNoContentResponse({ description: 'Deleted (also when it already was)' }),
    ApiForbiddenResponse(errorBody(DISCUSSION_MESSAGES.notAuthor)),
    ApiNotFoundResponse(errorBody(notFound)),
  );

/** PUT or DELETE of a like. */
const LikeOperation = (summary: string, liked: boolean) =>
  applyDecorators(
    Allowed('like'),
    ApiOperation({ summary, description: `Answers { likeCount, liked: ${liked} }. Not your own post (nor an alias's of your mailbox).` }),
    ApiParam({ name: 'kind', enum: POST_KINDS }),
    ID('id'),
    ApiOkResponse(answer('{ likeCount, liked }', LIKE_DOC)),
    ApiBadRequestResponse(errorBody(`${KIND_MESSAGE} / id must be a positive integer`)),
    ApiForbiddenResponse(errorBody(DISCUSSION_MESSAGES.ownPost)),
    ApiNotFoundResponse(errorBody(`${DISCUSSION_MESSAGES.threadNotFound} / ${DISCUSSION_MESSAGES.replyNotFound}`)),
  );

/**
 * Threads and replies. Reading is public; writing names its rule-book action (@Allowed: rules/rules.ts), and the
 * service decides who may post.
 */
@ApiTags('discussions')
@Controller()
export class DiscussionsController {
  constructor(private readonly discussions: DiscussionsService) {}

  // A first page, once built, is answered from memory before Nest's pipeline (perf/cached-json.ts); the same JSON.
  @Endpoint(routes.communities.threads)
  @CachedJson(
    DiscussionsService,
    (discussions, { slug }, { sort = 'latest', cursor, tag }) =>
      slug !== undefined &&
      cursor === undefined &&
      typeof sort === 'string' &&
      (THREAD_SORTS as readonly string[]).includes(sort) &&
      (tag === undefined || (typeof tag === 'string' && isTagName(tag)))
        ? discussions.cachedThreadsJson(slug, sort as ThreadSort, tag)
        : undefined,
    { session: true },
  )
  @ApiCookieAuth(SESSION_COOKIE)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "A community's threads, 20 per page",
    description:
      'latest: pinned first, then by last activity; top: by likes + replies; unanswered: no accepted answer and no reply yet ' +
      '(or a question); new (signed in): threads with replies since you read them, and threads started by others since ' +
      'your previous visit that you have not opened, by last activity. Hidden and deleted threads are not listed. Answers ' +
      '{ items: ThreadSummary[], nextCursor }; for a signed-in reader each thread also has unreadCount (replies since ' +
      "they last read it), new and unreadCursor (the thread page's cursor whose page starts at the first unread reply; " +
      'null: from the start). tag: only the threads carrying that curated tag, in any sort (a name the community has no ' +
      'curated tag of: an empty list).',
  })
  @ApiQuery({ name: 'sort', required: false, enum: THREAD_LIST_SORTS })
  @ApiQuery({
    name: 'tag',
    required: false,
    description: `A tag's name: 1 to ${TAG_LIMITS.name} lowercase letters, digits and single dashes (malformed: 400 "${TAG_MESSAGES.filter}")`,
  })
  @CURSOR
  @ApiOkResponse(answer('CursorPage<ThreadSummary> (contracts/src/discussions.ts)', pageDoc(THREAD_SUMMARY_DOC)))
  @ApiBadRequestResponse(errorBody(`${DISCUSSION_MESSAGES.sort} / ${DISCUSSION_MESSAGES.cursor} / ${TAG_MESSAGES.filter}`))
  @ApiUnauthorizedResponse(errorBody(`${DISCUSSION_MESSAGES.signIn} (sort=new, signed out)`))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound))
  threads(
    @Param('slug') slug: string,
    @Query('sort') sort: unknown,
    @Query('cursor') cursor: unknown,
    @Query('tag') tag: unknown,
    @Req() req: SessionRequest,
  ): Promise<string> {
    return this.discussions.threadsJson(slug, sortOf(sort), oneValue(cursor, DISCUSSION_MESSAGES.cursor), readerOf(req), tagOf(tag));
  }

  @Endpoint(routes.communities.createThread)
  @Allowed('post')
  @ApiOperation({
    summary: 'Start a thread (approved, verified members of the community)',
    description: `The author watches it. ${MENTIONS_NOTIFY} ${TAGS_TAKEN}`,
  })
  @JsonBody(CreateThreadSchema, MENTIONS_REFUSED)
  @ApiCreatedResponse(answer('ThreadView', THREAD_VIEW_DOC))
  @ApiForbiddenResponse(errorBody(POSTING_FORBIDDEN))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound))
  @ApiConflictResponse(errorBody(DISCUSSION_MESSAGES.duplicate))
  @ApiTooManyRequestsResponse(errorBody(POSTING_LIMITED))
  createThread(
    @Param('slug') slug: string,
    @Body(new ValibotPipe(CreateThreadSchema)) body: CreateThread,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ThreadView> {
    return this.discussions.createThread(slug, readerOf(req), body, reply);
  }

  @Endpoint(routes.discussions.thread)
  @ReaderRoute()
  @JsonText()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'A thread and one page of its replies, oldest first',
    description:
      'Deleted posts show deleted: true and no text; hidden ones show their text only to their author. mine, likedByMe, watch ' +
      'and canReply are for the signed-in reader. A deleted or hidden thread is found only by its author (staff: the admin area).',
  })
  @ID('id')
  @CURSOR
  @ApiOkResponse(answer('ThreadPage: the thread and a page of its replies', THREAD_PAGE_DOC))
  @ApiBadRequestResponse(errorBody(`id must be a positive integer / ${DISCUSSION_MESSAGES.cursor}`))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.threadNotFound))
  thread(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Query('cursor') cursor: unknown,
    @Req() req: SessionRequest,
  ): Promise<string> {
    return this.discussions.threadPageJson(id, readerOf(req), oneValue(cursor, DISCUSSION_MESSAGES.cursor));
  }

  @Endpoint(routes.discussions.updateThread)
  @EditOperation(
    'Edit a thread (its author): title, body, kind or tags (staff: the tags of any thread; tags alone are no edit of the post)',
    UpdateThreadSchema,
    answer('ThreadView', THREAD_VIEW_DOC),
    DISCUSSION_MESSAGES.threadNotFound,
  )
  updateThread(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(UpdateThreadSchema)) body: UpdateThread,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ThreadView> {
    return this.discussions.updateThread(id, readerOf(req), body, reply);
  }

  @Endpoint(routes.discussions.deleteThread)
  @DeleteOperation(
    'Delete a thread (its author): it leaves the lists, and only its author can still open it',
    DISCUSSION_MESSAGES.threadNotFound,
  )
  async deleteThread(@Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest): Promise<void> {
    await this.discussions.deleteThread(id, readerOf(req));
  }

  @Endpoint(routes.discussions.createReply)
  @Allowed('reply')
  @ApiOperation({
    summary: 'Reply to a thread (approved, verified members of its community; not in a locked or hidden thread)',
    description: `quotedReplyId: a reply of the same thread. The author watches the thread. ${MENTIONS_NOTIFY}`,
  })
  @ID('id')
  @JsonBody(CreateReplySchema, `${MENTIONS_REFUSED}, or errors.quotedReplyId = "${DISCUSSION_MESSAGES.quotedReply}"`)
  @ApiCreatedResponse(answer('ReplyView', REPLY_VIEW_DOC))
  @ApiForbiddenResponse(
    errorBody(`${POSTING_FORBIDDEN} / ${DISCUSSION_MESSAGES.locked} / ${DISCUSSION_MESSAGES.hiddenThread} (its author)`),
  )
  @ApiNotFoundResponse(errorBody(`${DISCUSSION_MESSAGES.threadNotFound} (also a hidden thread, to anyone but its author)`))
  @ApiConflictResponse(errorBody(DISCUSSION_MESSAGES.duplicate))
  @ApiTooManyRequestsResponse(errorBody(POSTING_LIMITED))
  createReply(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(CreateReplySchema)) body: CreateReply,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReplyView> {
    return this.discussions.createReply(id, readerOf(req), body, reply);
  }

  @Endpoint(routes.discussions.updateReply)
  @EditOperation('Edit a reply (its author)', UpdateReplySchema, answer('ReplyView', REPLY_VIEW_DOC), DISCUSSION_MESSAGES.replyNotFound)
  updateReply(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(UpdateReplySchema)) body: UpdateReply,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReplyView> {
    return this.discussions.updateReply(id, readerOf(req), body, reply);
  }

  @Endpoint(routes.discussions.deleteReply)
  @DeleteOperation(
    `Delete a reply (its author): it keeps its place, showing "${DISCUSSION_MESSAGES.deleted}"`,
    DISCUSSION_MESSAGES.replyNotFound,
  )
  async deleteReply(@Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest): Promise<void> {
    await this.discussions.deleteReply(id, readerOf(req));
  }

  @Endpoint(routes.discussions.like)
  @LikeOperation('Like a post (idempotent)', true)
  like(@Param('kind') kind: string, @Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest) {
    return this.discussions.setLike(postKindOf(kind), id, readerOf(req), true);
  }

  @Endpoint(routes.discussions.unlike)
  @LikeOperation('Withdraw a like (idempotent)', false)
  unlike(@Param('kind') kind: string, @Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest) {
    return this.discussions.setLike(postKindOf(kind), id, readerOf(req), false);
  }

  @Endpoint(routes.discussions.revisions)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "A post's edit history, newest first",
    description:
      `Each edit that changed the title (threads) or the body: its number (1 = the first edit), editor, time, the title ` +
      `before and after, and the body as a word diff of its Markdown (parts: same, added, removed). At most ` +
      `${DISCUSSION_LIMITS.revisionsShown}; total counts them all. Public for a shown post, as in Discourse; a hidden or ` +
      `deleted post's history is its author's only.`,
  })
  @ApiParam({ name: 'kind', enum: POST_KINDS })
  @ID('id')
  @ApiOkResponse(answer('PostRevisions', REVISIONS_DOC))
  @ApiBadRequestResponse(errorBody(`${KIND_MESSAGE} / id must be a positive integer`))
  @ApiNotFoundResponse(errorBody(`${DISCUSSION_MESSAGES.threadNotFound} / ${DISCUSSION_MESSAGES.replyNotFound}`))
  revisions(@Param('kind') kind: string, @Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest) {
    return this.discussions.revisions(postKindOf(kind), id, readerOf(req));
  }

  @Endpoint(routes.discussions.readThread)
  @Allowed('readThread')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Keep your place in a thread: the last reply you have read (null: its opening post)',
    description:
      "Sets the thread's unread count in the lists to the replies after it. Only ever moves forward: an older reply changes " +
      'nothing. The thread page sends it as replies come into view.',
  })
  @ID('id')
  @JsonBody(ReadThreadSchema, `errors.lastReadReplyId = "${DISCUSSION_MESSAGES.replyId}"`)
  @ApiNoContentResponse({ description: 'Kept' })
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.threadNotFound))
  async readThread(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(ReadThreadSchema)) body: ReadThread,
    @Req() req: SessionRequest,
  ): Promise<void> {
    await this.discussions.readThread(id, readerOf(req), body.lastReadReplyId);
  }

  @Endpoint(routes.discussions.acceptReply)
  @Allowed('edit')
  @HttpCode(200)
  @ApiOperation({
    summary: "The question's author accepts a reply as its answer (replyId: null withdraws it)",
    description: "The reply's author is notified.",
  })
  @ID('id')
  @JsonBody(AcceptReplySchema, `errors.replyId = "${DISCUSSION_MESSAGES.replyId}" (also for a deleted or hidden reply)`)
  @ApiOkResponse(answer('ThreadView', THREAD_VIEW_DOC))
  @ApiForbiddenResponse(errorBody(DISCUSSION_MESSAGES.notQuestionAuthor))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.threadNotFound))
  @ApiConflictResponse(errorBody(DISCUSSION_MESSAGES.notQuestion))
  accept(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(AcceptReplySchema)) body: AcceptReply,
    @Req() req: SessionRequest,
  ): Promise<ThreadView> {
    return this.discussions.accept(id, readerOf(req), body);
  }
}
