import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import { toChallenge, toDiscussionCategory, toMemberSpotlight, toMentorProfile } from './engagement.mappers';
import {
  CATEGORIES_SQL,
  type CategoryRow,
  EXAMPLE_CHALLENGES_SQL,
  EXAMPLE_MENTORS_SQL,
  EXAMPLE_SPOTLIGHTS_SQL,
  type ExampleChallengeRow,
  type ExampleMentorRow,
  type ExampleSpotlightRow,
} from './engagement.queries';

interface Serialised {
  spotlights: string;
  challenges: string;
  mentors: string;
  categories: string;
}

/**
 * The community engagement content (example material while the community is in preview): four small public lists,
 * built together and served from memory, each ordered by id. Spotlights must be published, challenges and mentors
 * active; the spotlights and mentors are the example members' (each shows its member's name), and real members'
 * spotlights and mentors, and challenges with a real window, have their own routes and pages.
 * Any committed write to these tables or to the communities (whose names the lists show), on any replica, drops it (bus).
 * The example members' own rows are not watched: only a member renames themself, and they cannot sign in.
 */
@Injectable()
export class EngagementService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const [spotlights, challenges, mentors, categories] = await Promise.all([
      db.many<ExampleSpotlightRow>(this.dataSource, EXAMPLE_SPOTLIGHTS_SQL),
      db.many<ExampleChallengeRow>(this.dataSource, EXAMPLE_CHALLENGES_SQL),
      db.many<ExampleMentorRow>(this.dataSource, EXAMPLE_MENTORS_SQL),
      db.many<CategoryRow>(this.dataSource, CATEGORIES_SQL),
    ]);
    return {
      spotlights: JSON.stringify(spotlights.map(toMemberSpotlight)),
      challenges: JSON.stringify(challenges.map(toChallenge)),
      mentors: JSON.stringify(mentors.map(toMentorProfile)),
      categories: JSON.stringify(categories.map(toDiscussionCategory)),
    };
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    bus: BusService,
  ) {
    bus.watchTables(['member_spotlights', 'challenges', 'mentor_profiles', 'discussion_categories', 'communities'], () =>
      this.invalidate(),
    );
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
