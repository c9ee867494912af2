import {
  POINTS,
  SPOTLIGHT_MESSAGES,
  type SpotlightInput,
  type SpotlightReview,
  type SpotlightStatus,
  type SpotlightView,
} from '@cci/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { communityBySlug } from '../communities/community-by-slug';
import { db } from '../database/sql';
import { lockPoster } from '../discussions/posting-rules';
import { postAuthor } from '../members/post-author';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';
import {
  COMMUNITY_SPOTLIGHTS_SQL,
  type IdRow,
  INSERT_SPOTLIGHT_SQL,
  LOCK_SPOTLIGHT_IMAGE_SQL,
  LOCK_SPOTLIGHT_REVIEW_SQL,
  MEMBER_EXISTS_SQL,
  MEMBER_SPOTLIGHTS_SQL,
  MY_SPOTLIGHTS_SQL,
  REVIEW_SPOTLIGHT_SQL,
  SET_SPOTLIGHT_IMAGE_SQL,
  SPOTLIGHT_SQL,
  type SpotlightImageRow,
  type SpotlightReviewRow,
  type SpotlightRow,
  SPOTLIGHTS_FOR_REVIEW_SQL,
  WAITING_SPOTLIGHT_SQL,
} from './spotlights.queries';

const toView = (r: SpotlightRow): SpotlightView => ({
  id: r.id,
  title: r.title,
  image: r.image,
  story: r.story,
  aiToolsUsed: r.aiToolsUsed,
  results: r.results,
  community: r.communitySlug && r.communityName ? { slug: r.communitySlug, name: r.communityName } : null,
  author: postAuthor(r.authorId, r.firstName, r.lastName, r.avatar),
  status: r.status,
  featured: r.featured,
  createdAt: new Date(r.createdAt).toISOString(),
  publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
});

/**
 * Member spotlights. Submitting locks the member (lockPoster: an approved, verified, unsuspended member of the
 * community); one waits for review per member and community. Featuring pays +10 once per spotlight (the ledger's key),
 * whatever unfeaturing and featuring again follow. Only real members' spotlights show here: the spec's example rows
 * (`example`, owned by the example members) stay the engagement page's.
 */
@Injectable()
export class SpotlightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly points: PointsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  private async list(sql: string, param: unknown): Promise<SpotlightView[]> {
    return (await db.many<SpotlightRow>(this.dataSource, sql, [param])).map(toView);
  }

  /** The spotlight `id` as pages show it (it exists: the caller just wrote it). */
  private async one(q: DataSource | EntityManager, id: number): Promise<SpotlightView> {
    return toView((await db.one<SpotlightRow>(q, SPOTLIGHT_SQL, [id]))!);
  }

  async ofCommunity(slug: string): Promise<SpotlightView[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    return this.list(COMMUNITY_SPOTLIGHTS_SQL, community.id);
  }

  async ofMember(memberId: number): Promise<SpotlightView[]> {
    if (!(await db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId]))) throw new NotFoundException('Member not found');
    return this.list(MEMBER_SPOTLIGHTS_SQL, memberId);
  }

  mine(userId: number): Promise<SpotlightView[]> {
    return this.list(MY_SPOTLIGHTS_SQL, userId);
  }

  forReview(status: SpotlightStatus): Promise<SpotlightView[]> {
    return this.list(SPOTLIGHTS_FOR_REVIEW_SQL, status);
  }

  async submit(userId: number, input: SpotlightInput): Promise<SpotlightView> {
    const id = await this.dataSource.transaction(async (m) => {
      const community = await communityBySlug(m, input.community);
      await lockPoster(m, userId, community.id, 'submitSpotlight');
      if (await db.one(m, WAITING_SPOTLIGHT_SQL, [userId, community.id])) throw new ConflictException(SPOTLIGHT_MESSAGES.pending);
      const row = await db.one<IdRow>(m, INSERT_SPOTLIGHT_SQL, [
        userId,
        input.title,
        input.story,
        input.aiToolsUsed,
        input.results,
        community.id,
      ]);
      return row!.id;
    });
    return this.one(this.dataSource, id);
  }

  /** Staff set (or take away) the spotlight's image: any spotlight, whatever its status; recorded in the audit log. */
  async setImage(id: number, image: string | null, actor: StaffActor): Promise<SpotlightView> {
    return this.dataSource.transaction(async (m) => {
      const s = await db.one<SpotlightImageRow>(m, LOCK_SPOTLIGHT_IMAGE_SQL, [id]);
      if (!s) throw new NotFoundException(SPOTLIGHT_MESSAGES.notFound);
      await db.exec(m, SET_SPOTLIGHT_IMAGE_SQL, [id, image]);
      await this.audit.record(m, actor, {
        action: 'spotlight.image',
        entity: 'spotlight',
        entityId: id,
        summary: `${image ? 'Set the image of' : 'Took the image off'} ‘${s.title}’`,
        before: { image: s.image },
        after: { image },
      });
      return this.one(m, id);
    });
  }

  async review(id: number, input: SpotlightReview, actor: StaffActor): Promise<SpotlightView> {
    return this.dataSource.transaction(async (m) => {
      const s = await db.one<SpotlightReviewRow>(m, LOCK_SPOTLIGHT_REVIEW_SQL, [id]);
      if (!s) throw new NotFoundException(SPOTLIGHT_MESSAGES.notFound);
      if ((input.action === 'feature' || input.action === 'unfeature') && !s.published)
        throw new ConflictException(SPOTLIGHT_MESSAGES.notApproved);
      await db.exec(m, REVIEW_SPOTLIGHT_SQL[input.action], [id]);
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
      return this.one(m, id);
    });
  }
}
