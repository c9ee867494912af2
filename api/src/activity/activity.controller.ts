import {
  type ActivityItem,
  type CommunityStats,
  type CursorPage,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  type MentionCandidate,
  routes,
  type ThreadSummary,
} from '@cci/contracts';
import { applyDecorators, Controller, Header, Param, Query, Req } from '@nestjs/common';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { errorBody } from '../docs/schemas';
import { ActivityService, MENTION_QUERY_MESSAGE } from './activity.service';
import { queryParam } from '../common/query-param';
import { SignedInRoute } from './signed-in.guard';
import { Endpoint } from '../common/endpoint';

const NOT_FOUND = ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound));

/** A public read of a community's figures: fresh on every load (they move with every post). */
const CommunityRead = (summary: string, description: string, answer: string) =>
  applyDecorators(
    Header('Cache-Control', 'no-cache'),
    ApiOperation({ summary, description }),
    ApiOkResponse({ description: answer }),
    NOT_FOUND,
  );

/** A community's Feed, trending threads and stats (public), and the composer's @ autocomplete (members). */
@ApiTags('discussions')
@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Endpoint(routes.communities.activity)
  @CommunityRead(
    "A community's Feed, newest first, 20 per page",
    "New threads, replies, accepted answers and new members; visible posts only. A line of a thread carries the thread's likes and replies.",
    'CursorPage<ActivityItem> (contracts/src/discussions.ts)',
  )
  @ApiQuery({
    name: 'cursor',
    required: false,
    description: `Opaque: the nextCursor of the previous page (${DISCUSSION_PAGE_SIZE} per page). Malformed: 400 "${DISCUSSION_MESSAGES.cursor}"`,
  })
  @ApiBadRequestResponse(errorBody(DISCUSSION_MESSAGES.cursor))
  feed(@Param('slug') slug: string, @Query('cursor') cursor: unknown): Promise<CursorPage<ActivityItem>> {
    return this.activity.feed(slug, queryParam(cursor, DISCUSSION_MESSAGES.cursor));
  }

  @Endpoint(routes.communities.followedActivity)
  @Members()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'What the members the reader follows posted in the community in the last 7 days (at most 3): the Feed shows it first',
  })
  @ApiOkResponse({ description: 'ActivityItem[]' })
  @NOT_FOUND
  followed(@Req() req: SessionRequest, @Param('slug') slug: string): Promise<ActivityItem[]> {
    return this.activity.followed(slug, req.user!.id);
  }

  @Endpoint(routes.communities.trending)
  @CommunityRead(
    "The week's most active threads (at most 4)",
    'Visible threads with activity in the last 7 days, by replies + likes.',
    'ThreadSummary[]',
  )
  trending(@Param('slug') slug: string): Promise<ThreadSummary[]> {
    return this.activity.trending(slug);
  }

  @Endpoint(routes.communities.stats)
  @CommunityRead(
    'Community Stats: members, members online now, discussions today, active challenges',
    "members is the community header's member count; onlineNow counts members seen in the last 5 minutes; discussionsToday counts threads started since midnight UTC.",
    'CommunityStats',
  )
  stats(@Param('slug') slug: string): Promise<CommunityStats> {
    return this.activity.stats(slug);
  }

  @Endpoint(routes.communities.mentionable)
  @SignedInRoute()
  @Header('Cache-Control', 'private, no-cache')
  @ApiOperation({
    summary: "Members a post may mention (the composer's @ autocomplete)",
    description: 'Up to 8 approved members of the community whose first or last name starts with q (case-insensitive).',
  })
  @ApiQuery({ name: 'q', required: true, description: MENTION_QUERY_MESSAGE })
  @ApiOkResponse({ description: 'MentionCandidate[] (PostAuthor)' })
  @ApiBadRequestResponse(errorBody(MENTION_QUERY_MESSAGE))
  @NOT_FOUND
  mentionable(@Param('slug') slug: string, @Query('q') q: unknown): Promise<MentionCandidate[]> {
    return this.activity.mentionable(slug, queryParam(q, MENTION_QUERY_MESSAGE));
  }
}
