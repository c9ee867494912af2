import { AccountTokenEntity } from '../accounts/account-token.entity';
import { ArticleEntity } from '../articles/article.entity';
import { CommunityEntity } from '../communities/community.entity';
import { ChallengeEntity, DiscussionCategoryEntity, MemberSpotlightEntity, MentorProfileEntity } from '../engagement/engagement.entities';
import { EventEntity } from '../events/event.entity';
import { DemoRequestEntity, EventRequestEntity, WaitlistEntryEntity } from '../requests/request.entities';
import { TrendEntity } from '../trends/trend.entity';
import { UserCommunityEntity } from '../users/user-community.entity';
import { UserEntity } from '../users/user.entity';

/**
 * Every entity of the schema, for the app's and the CLI's data source. The `sessions` table has no
 * entity: only the session store (connect-pg-simple) reads and writes it.
 */
export const ENTITIES = [
  CommunityEntity,
  EventEntity,
  UserEntity,
  UserCommunityEntity,
  ArticleEntity,
  TrendEntity,
  EventRequestEntity,
  DemoRequestEntity,
  WaitlistEntryEntity,
  MemberSpotlightEntity,
  ChallengeEntity,
  MentorProfileEntity,
  DiscussionCategoryEntity,
  AccountTokenEntity,
];
