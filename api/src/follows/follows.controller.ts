import { connectionLine, FOLLOW_MESSAGES, type FollowingList, SUGGESTED_CONNECTIONS, type SuggestedConnection } from '@cci/contracts';
import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Injectable,
  Module,
  NotFoundException,
  Param,
  Put,
  Req,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { postAuthor } from '../members/post-author';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';

/**
 * Members of the community (approved), not me, not followed yet, ranked by expertise tags shared with mine (case
 * insensitive), then by their latest post in the community.
 */
const SUGGESTED_SQL = `
  WITH mine AS (SELECT lower(unnest(expertise)) AS tag FROM users WHERE id = $2)
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName",
         ARRAY(SELECT e FROM unnest(u.expertise) e WHERE lower(e) IN (SELECT tag FROM mine)) AS shared
    FROM user_communities uc JOIN users u ON u.id = uc.user_id
   WHERE uc.community_id = $1 AND uc.status = 'approved' AND u.id <> $2
     AND NOT EXISTS (SELECT 1 FROM member_follows f WHERE f.follower_id = $2 AND f.followee_id = u.id)
   ORDER BY cardinality(ARRAY(SELECT e FROM unnest(u.expertise) e WHERE lower(e) IN (SELECT tag FROM mine))) DESC,
            (SELECT max(t.created_at) FROM threads t WHERE t.author_id = u.id AND t.community_id = $1) DESC NULLS LAST,
            u.id DESC
   LIMIT ${SUGGESTED_CONNECTIONS}`;

@Injectable()
export class FollowsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async follow(userId: number, memberId: number, on: boolean): Promise<void> {
    if (userId === memberId) throw new BadRequestException(FOLLOW_MESSAGES.self);
    const [exists] = (await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [memberId])) as unknown[];
    if (!exists) throw new NotFoundException(FOLLOW_MESSAGES.notFound);
    if (on)
      await this.dataSource.query('INSERT INTO member_follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        userId,
        memberId,
      ]);
    else await this.dataSource.query('DELETE FROM member_follows WHERE follower_id = $1 AND followee_id = $2', [userId, memberId]);
  }

  async following(userId: number): Promise<FollowingList> {
    const rows = (await this.dataSource.query(
      'SELECT followee_id AS id FROM member_follows WHERE follower_id = $1 ORDER BY created_at DESC',
      [userId],
    )) as {
      id: number;
    }[];
    return { ids: rows.map((r) => r.id) };
  }

  async suggested(slug: string, userId: number): Promise<SuggestedConnection[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = (await this.dataSource.query(SUGGESTED_SQL, [community.id, userId])) as {
      id: number;
      firstName: string;
      lastName: string;
      shared: string[];
    }[];
    return rows.map((r) => ({
      member: postAuthor(r.id, r.firstName, r.lastName)!,
      shared: r.shared,
      line: connectionLine(r.shared, community.name),
    }));
  }
}

/** Follows (issue 15 §6): "Connect" on Suggested Connections and on profiles. */
@ApiTags('follows')
@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Put('members/:id/follow')
  @HttpCode(204)
  @Allowed('follow')
  @ApiOperation({ summary: 'Follow a member (idempotent): their posts rank first in your Feed' })
  @ApiBadRequestResponse(errorBody(FOLLOW_MESSAGES.self))
  @ApiNotFoundResponse(errorBody(FOLLOW_MESSAGES.notFound))
  async follow(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<void> {
    await this.follows.follow(req.user!.id, id, true);
  }

  @Delete('members/:id/follow')
  @HttpCode(204)
  @Allowed('follow')
  @ApiOperation({ summary: 'Stop following a member (idempotent)' })
  async unfollow(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<void> {
    await this.follows.follow(req.user!.id, id, false);
  }

  @Get('me/following')
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The ids of the members the member follows' })
  following(@Req() req: SessionRequest): Promise<FollowingList> {
    return this.follows.following(req.user!.id);
  }

  @Get('communities/:slug/suggested-connections')
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Up to 3 members of the community to follow, by expertise shared with the member' })
  suggested(@Req() req: SessionRequest, @Param('slug') slug: string): Promise<SuggestedConnection[]> {
    return this.follows.suggested(slug, req.user!.id);
  }
}

@Module({ controllers: [FollowsController], providers: [FollowsService] })
export class FollowsModule {}
