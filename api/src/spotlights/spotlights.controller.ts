import {
  POINTS,
  SPOTLIGHT_MESSAGES,
  type SpotlightInput,
  SpotlightInputSchema,
  type SpotlightReview,
  SpotlightReviewSchema,
  SpotlightImageSchema,
  type SpotlightImage,
  type SpotlightStatus,
  type SpotlightView,
} from '@cci/contracts';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  Header,
  HttpCode,
  Injectable,
  Module,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { queryParam } from '../activity/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins, Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { postAuthor } from '../members/post-author';
import { lockPoster } from '../discussions/posting-rules';
import { errorBody } from '../docs/schemas';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';
import { AuditService } from '../audit/audit.service';
import { staffActorOf, type StaffActor } from '../audit/staff-actor';
import { JsonBody } from '../docs/operations';
import { Allowed } from '../rules/rules';

const STATUS = `CASE WHEN s.is_published THEN 'approved' WHEN s.rejected_at IS NOT NULL THEN 'rejected' ELSE 'pending' END`;
const VIEW_SQL = `
  SELECT s.id, s.title, s.image, s.story, s.ai_tools_used AS "aiToolsUsed", s.results, c.slug AS "communitySlug", c.name AS "communityName",
         s.user_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", ${STATUS} AS status,
         s.is_featured AS featured, s.created_at AS "createdAt", s.published_at AS "publishedAt"
    FROM member_spotlights s
    LEFT JOIN communities c ON c.id = s.community_id
    LEFT JOIN users u ON u.id = s.user_id`;

interface Row {
  id: number;
  title: string;
  image: string | null;
  story: string;
  aiToolsUsed: string[];
  results: string;
  communitySlug: string | null;
  communityName: string | null;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  status: SpotlightStatus;
  featured: boolean;
  createdAt: Date;
  publishedAt: Date | null;
}

const toView = (r: Row): SpotlightView => ({
  id: r.id,
  title: r.title,
  image: r.image,
  story: r.story,
  aiToolsUsed: r.aiToolsUsed,
  results: r.results,
  community: r.communitySlug && r.communityName ? { slug: r.communitySlug, name: r.communityName } : null,
  author: postAuthor(r.authorId, r.firstName, r.lastName),
  status: r.status,
  featured: r.featured,
  createdAt: new Date(r.createdAt).toISOString(),
  publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
});

/**
 * Member spotlights (issue 15 §4). Submitting locks the member (lockPoster: an approved, verified, unsuspended member
 * of the community); one waits for review per member and community. Featuring pays +10 once per spotlight (the
 * ledger's key), whatever unfeaturing and featuring again follow. Only real members' spotlights show here: the spec's
 * example rows (no author) stay the engagement page's.
 */
@Injectable()
export class SpotlightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly points: PointsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  private async list(
    where: string,
    params: unknown[],
    order = 's.is_featured DESC, s.published_at DESC NULLS LAST, s.id DESC',
  ): Promise<SpotlightView[]> {
    const rows = (await this.dataSource.query(
      `${VIEW_SQL} WHERE s.user_id IS NOT NULL AND ${where} ORDER BY ${order} LIMIT 100`,
      params,
    )) as Row[];
    return rows.map(toView);
  }

  async ofCommunity(slug: string): Promise<SpotlightView[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    return this.list('s.community_id = $1 AND s.is_published', [community.id]);
  }

  async ofMember(memberId: number): Promise<SpotlightView[]> {
    const [exists] = (await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [memberId])) as unknown[];
    if (!exists) throw new NotFoundException('Member not found');
    return this.list('s.user_id = $1 AND s.is_published', [memberId]);
  }

  mine(userId: number): Promise<SpotlightView[]> {
    return this.list('s.user_id = $1', [userId], 's.created_at DESC, s.id DESC');
  }

  forReview(status: SpotlightStatus): Promise<SpotlightView[]> {
    return this.list(`${STATUS} = $1`, [status], 's.created_at, s.id');
  }

  async submit(userId: number, input: SpotlightInput): Promise<SpotlightView> {
    const id = await this.dataSource.transaction(async (m) => {
      const community = await communityBySlug(m, input.community);
      await lockPoster(m, userId, community.id, 'submitSpotlight');
      const [waiting] = (await m.query(
        `SELECT 1 FROM member_spotlights WHERE user_id = $1 AND community_id = $2 AND NOT is_published AND rejected_at IS NULL`,
        [userId, community.id],
      )) as unknown[];
      if (waiting) throw new ConflictException(SPOTLIGHT_MESSAGES.pending);
      const [{ id }] = (await m.query(
        `INSERT INTO member_spotlights (user_id, title, story, ai_tools_used, results, community_id, community_name, author)
         SELECT $1, $2, $3, $4, $5, $6, $7, u.first_name || ' ' || left(u.last_name, 1) || '.' FROM users u WHERE u.id = $1
         RETURNING id`,
        [userId, input.title, input.story, input.aiToolsUsed, input.results, community.id, community.name],
      )) as { id: number }[];
      return id;
    });
    const [row] = (await this.dataSource.query(`${VIEW_SQL} WHERE s.id = $1`, [id])) as Row[];
    return toView(row);
  }

  /** Staff set (or take away) the spotlight's image: any spotlight, whatever its status; recorded in the audit log. */
  async setImage(id: number, image: string | null, actor: StaffActor): Promise<SpotlightView> {
    return this.dataSource.transaction(async (m) => {
      const [s] = (await m.query(`SELECT title, image FROM member_spotlights WHERE id = $1 AND user_id IS NOT NULL FOR UPDATE`, [id])) as {
        title: string;
        image: string | null;
      }[];
      if (!s) throw new NotFoundException(SPOTLIGHT_MESSAGES.notFound);
      await m.query(`UPDATE member_spotlights SET image = $2 WHERE id = $1`, [id, image]);
      await this.audit.record(m, actor, {
        action: 'spotlight.image',
        entity: 'spotlight',
        entityId: id,
        summary: `${image ? 'Set the image of' : 'Took the image off'} ‘${s.title}’`,
        before: { image: s.image },
        after: { image },
      });
      const [row] = (await m.query(`${VIEW_SQL} WHERE s.id = $1`, [id])) as Row[];
      return toView(row);
    });
  }

  async review(id: number, input: SpotlightReview, actor: StaffActor): Promise<SpotlightView> {
    return this.dataSource.transaction(async (m) => {
      const [s] = (await m.query(
        `SELECT id, user_id AS "userId", community_id AS "communityId", is_published AS published, title FROM member_spotlights
          WHERE id = $1 AND user_id IS NOT NULL FOR UPDATE`,
        [id],
      )) as { id: number; userId: number; communityId: number | null; published: boolean; title: string }[];
      if (!s) throw new NotFoundException(SPOTLIGHT_MESSAGES.notFound);
      const set = {
        approve: `is_published = true, published_at = coalesce(published_at, now()), rejected_at = NULL`,
        reject: `is_published = false, is_featured = false, rejected_at = now()`,
        feature: `is_featured = true, featured_at = coalesce(featured_at, now())`,
        unfeature: `is_featured = false`,
      }[input.action];
      if ((input.action === 'feature' || input.action === 'unfeature') && !s.published)
        throw new ConflictException(SPOTLIGHT_MESSAGES.notApproved);
      await m.query(`UPDATE member_spotlights SET ${set}, reviewed_at = now() WHERE id = $1`, [id]);
      await this.audit.record(m, actor, {
        action: `spotlight.${input.action}`,
        entity: 'spotlight',
        entityId: id,
        summary: `${{ approve: 'Approved', reject: 'Rejected', feature: 'Featured', unfeature: 'Unfeatured' }[input.action]} ‘${s.title}’`,
        before: { published: s.published },
      });
      if (input.action === 'feature' && s.communityId !== null) {
        await this.points.award(m, {
          userId: s.userId,
          communityId: s.communityId,
          amount: POINTS.spotlightFeatured,
          reason: 'spotlight_featured',
          sourceKey: `spotlight:${id}`,
        });
        await this.points.badge(m, s.userId, 'spotlight', s.communityId);
      }
      if (input.action !== 'unfeature') {
        const outcome = { approve: 'was approved', reject: 'was not approved', feature: 'is featured' }[input.action];
        await this.notifications.notifyMember(m, {
          userId: s.userId,
          kind: 'spotlight',
          text: `Your spotlight ‘${s.title}’ ${outcome}`,
          link: `/members/${s.userId}`,
        });
      }
      const [row] = (await m.query(`${VIEW_SQL} WHERE s.id = $1`, [id])) as Row[];
      return toView(row);
    });
  }
}

@ApiTags('spotlights')
@Controller()
export class SpotlightsController {
  constructor(private readonly spotlights: SpotlightsService) {}

  @Post('spotlights')
  @Allowed('submitSpotlight')
  @ApiOperation({ summary: 'Submit a spotlight about your own work (waits for an admin)' })
  @ApiConflictResponse(errorBody(SPOTLIGHT_MESSAGES.pending))
  submit(@Req() req: SessionRequest, @Body(new ValibotPipe(SpotlightInputSchema)) body: SpotlightInput): Promise<SpotlightView> {
    return this.spotlights.submit(req.user!.id, body);
  }

  @Get('communities/:slug/spotlights')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's approved spotlights, featured first" })
  @ApiNotFoundResponse(errorBody('Community not found'))
  ofCommunity(@Param('slug') slug: string): Promise<SpotlightView[]> {
    return this.spotlights.ofCommunity(slug);
  }

  @Get('members/:id/spotlights')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A member's approved spotlights" })
  ofMember(@Param('id', new PositiveIntPipe('id')) id: number): Promise<SpotlightView[]> {
    return this.spotlights.ofMember(id);
  }

  @Get('me/spotlights')
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's own spotlights, whatever their status" })
  mine(@Req() req: SessionRequest): Promise<SpotlightView[]> {
    return this.spotlights.mine(req.user!.id);
  }
}

/** Staff review of spotlights (under /api/admin, with the other admin routes). */
@ApiTags('admin')
@Controller()
export class SpotlightsAdminController {
  constructor(private readonly spotlights: SpotlightsService) {}

  @Get('admin/spotlights')
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Spotlights by status for review (admins)' })
  forReview(@Query('status') status: unknown): Promise<SpotlightView[]> {
    const s = queryParam(status, SPOTLIGHT_MESSAGES.status) ?? 'pending';
    if (!['pending', 'approved', 'rejected'].includes(s)) throw new BadRequestException(SPOTLIGHT_MESSAGES.status);
    return this.spotlights.forReview(s as SpotlightStatus);
  }

  @Post('admin/spotlights/:id/review')
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Approve, reject, feature (+10 once, the Spotlight badge) or unfeature a spotlight (admins)' })
  @ApiConflictResponse(errorBody(SPOTLIGHT_MESSAGES.notApproved))
  review(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(SpotlightReviewSchema)) body: SpotlightReview,
  ): Promise<SpotlightView> {
    return this.spotlights.review(id, body, staffActorOf(req));
  }

  @Put('admin/spotlights/:id/image')
  @Admins()
  @ApiOperation({ summary: "Set a spotlight's image (a path from POST /api/admin/uploads) or take it off with null (admins)" })
  @JsonBody(SpotlightImageSchema)
  @ApiNotFoundResponse(errorBody(SPOTLIGHT_MESSAGES.notFound))
  setImage(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(SpotlightImageSchema)) body: SpotlightImage,
  ): Promise<SpotlightView> {
    return this.spotlights.setImage(id, body.image, staffActorOf(req));
  }
}

@Module({ controllers: [SpotlightsController, SpotlightsAdminController], providers: [SpotlightsService] })
export class SpotlightsModule {}
