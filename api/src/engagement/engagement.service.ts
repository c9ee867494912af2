import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { toChallenge, toDiscussionCategory, toMemberSpotlight, toMentorProfile } from './engagement.mappers';
import { ChallengeEntity, DiscussionCategoryEntity, MemberSpotlightEntity, MentorProfileEntity } from './engagement.entities';

interface Serialised {
  spotlights: string;
  challenges: string;
  mentors: string;
  categories: string;
}

/**
 * The community engagement content (example material while the community is in preview): four small
 * public lists, built together and served from memory, each ordered by id. Spotlights must be
 * published, challenges and mentors active. Any committed write to these tables, on any replica, drops it (bus).
 */
@Injectable()
export class EngagementService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const [spotlights, challenges, mentors, categories] = await Promise.all([
      // The engagement page's example content only (issue 15: real members' spotlights and mentors, and challenges with
      // a real window, have their own routes and pages).
      this.spotlights.find({ where: { isPublished: true, userId: IsNull() }, order: { id: 'ASC' } }),
      this.challenges.find({ where: { isActive: true, startsAt: IsNull(), published: true, deletedAt: IsNull() }, order: { id: 'ASC' } }),
      this.mentors.find({ where: { isActive: true, userId: IsNull() }, order: { id: 'ASC' } }),
      this.categories.find({ order: { id: 'ASC' } }),
    ]);
    return {
      spotlights: JSON.stringify(spotlights.map(toMemberSpotlight)),
      challenges: JSON.stringify(challenges.map(toChallenge)),
      mentors: JSON.stringify(mentors.map(toMentorProfile)),
      categories: JSON.stringify(categories.map(toDiscussionCategory)),
    };
  });

  constructor(
    @InjectRepository(MemberSpotlightEntity) private readonly spotlights: Repository<MemberSpotlightEntity>,
    @InjectRepository(ChallengeEntity) private readonly challenges: Repository<ChallengeEntity>,
    @InjectRepository(MentorProfileEntity) private readonly mentors: Repository<MentorProfileEntity>,
    @InjectRepository(DiscussionCategoryEntity) private readonly categories: Repository<DiscussionCategoryEntity>,
    bus: BusService,
  ) {
    bus.watchTables(['member_spotlights', 'challenges', 'mentor_profiles', 'discussion_categories'], () => this.invalidate());
  }

  async memberSpotlightsJson(): Promise<string> {
    return (await this.snapshot.get()).spotlights;
  }

  async challengesJson(): Promise<string> {
    return (await this.snapshot.get()).challenges;
  }

  async mentorProfilesJson(): Promise<string> {
    return (await this.snapshot.get()).mentors;
  }

  async discussionCategoriesJson(): Promise<string> {
    return (await this.snapshot.get()).categories;
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
