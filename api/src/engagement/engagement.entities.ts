import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ManagedContent } from '../common/managed-content.entity';
import { CommunityEntity } from '../communities/community.entity';
import { UserEntity } from '../users/user.entity';

/*
 * The engagement tables (migration PublicContent): the spec's shared data schema (§3) plus the columns
 * the example content shows. `communityId` is the schema's foreign key; the community's name (what the contracts call
 * communityId) is read by join, or from `communityName` once the community is deleted.
 */

const textList = (name?: string) => ({ ...(name ? { name } : {}), type: 'text' as const, array: true, default: () => "'{}'" });

/** Table `member_spotlights`: the public list shows published rows. */
@Entity({ name: 'member_spotlights' })
@Check('member_spotlights_image_check', `"image" IS NULL OR ("image" ~ '^/uploads/[A-Za-z0-9._/-]+$' AND length("image") <= 500)`)
export class MemberSpotlightEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'member_spotlights_pkey' })
  id: number;

  @Index('member_spotlights_user_id_idx')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'member_spotlights_user_id_fkey' })
  user?: UserEntity | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  story: string;

  @Column(textList())
  achievements: string[];

  @Column(textList())
  skills: string[];

  @Index('member_spotlights_community_id_idx')
  @Column({ name: 'community_id', type: 'integer', nullable: true })
  communityId: number | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'member_spotlights_community_id_fkey' })
  community?: CommunityEntity | null;

  /**
   * What the row shows once its community is deleted: '' until a trigger on communities writes the community's name
   * when it is deleted. Otherwise read by join.
   */
  @Column({ name: 'community_name', type: 'text', default: '' })
  communityName: string;

  @Column(textList('ai_tools_used'))
  aiToolsUsed: string[];

  @Column({ type: 'text', default: '' })
  results: string;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished: boolean;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount: number;

  @Column({ name: 'like_count', type: 'integer', default: 0 })
  likeCount: number;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** An admin's review (approve publishes, reject keeps the row), and when it was featured. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  @Column({ name: 'featured_at', type: 'timestamptz', nullable: true })
  featuredAt: Date | null;

  /** An image staff uploaded for it: a path under /uploads, or null. */
  @Column({ type: 'text', nullable: true })
  image: string | null;

  /** A row of the engagement page's example content, owned by an example member (members' features leave it out). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export type ChallengeDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type ChallengeStatus = 'active' | 'upcoming';

/** Table `challenges`: the public list shows active rows (is_active); dates are calendar days. */
@Entity({ name: 'challenges' })
@Check('challenges_difficulty_check', `"difficulty" IN ('beginner', 'intermediate', 'advanced')`)
@Check('challenges_status_check', `"status" IN ('active', 'upcoming')`)
@Check('challenges_dates_check', `"end_date" >= "start_date"`)
@Check('challenges_entry_kind_check', `"entry_kind" IN ('text', 'link', 'thread')`)
@Check('challenges_points_check', `"points" >= 0 AND "winner_bonus" >= 0`)
@Check('challenges_window_check', `"ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at"`)
@Check('challenges_counts_check', `"participant_count" >= 0 AND "completion_count" >= 0 AND "submission_count" >= 0`)
@Index('challenges_community_ends_at_idx', ['communityId', 'endsAt', 'id'])
@Index('challenges_deleted_at_idx', { synchronize: false })
export class ChallengeEntity extends ManagedContent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'challenges_pkey' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', default: '' })
  instructions: string;

  @Column({ type: 'text' })
  difficulty: ChallengeDifficulty;

  @Column({ type: 'text', default: '' })
  category: string;

  @Column({ type: 'integer', default: 10 })
  points: number;

  /** Minutes, when the challenge is timed. */
  @Column({ name: 'time_limit', type: 'integer', nullable: true })
  timeLimit: number | null;

  @Index('challenges_community_id_idx')
  @Column({ name: 'community_id', type: 'integer', nullable: true })
  communityId: number | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'challenges_community_id_fkey' })
  community?: CommunityEntity | null;

  /**
   * What the row shows once its community is deleted: '' until a trigger on communities writes the community's name
   * when it is deleted. Otherwise read by join.
   */
  @Column({ name: 'community_name', type: 'text', default: '' })
  communityName: string;

  @Index('challenges_created_by_id_idx')
  @Column({ name: 'created_by_id', type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'challenges_created_by_id_fkey' })
  createdBy?: UserEntity | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'text', default: 'upcoming' })
  status: ChallengeStatus;

  @Column({ type: 'text', default: '' })
  prize: string;

  /** YYYY-MM-DD (TypeORM reads `date` columns as strings). */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'participant_count', type: 'integer', default: 0 })
  participantCount: number;

  @Column({ name: 'completion_count', type: 'integer', default: 0 })
  completionCount: number;

  @Column({ name: 'submission_count', type: 'integer', default: 0 })
  submissionCount: number;

  /** The brief (description, Markdown) rendered when saved. */
  @Column({ name: 'brief_html', type: 'text', default: '' })
  briefHtml: string;

  /** The real window of a challenge members can join; the example rows have only the dates. */
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'entry_kind', type: 'text', default: 'text' })
  entryKind: 'text' | 'link' | 'thread';

  /** Extra points for a winner, on top of the challenge's points. */
  @Column({ name: 'winner_bonus', type: 'integer', default: 25 })
  winnerBonus: number;

  /** Entries shown before the end (otherwise after it). */
  @Column({ name: 'entries_public', type: 'boolean', default: false })
  entriesPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'boolean', default: false })
  featured: boolean;
}

/** Table `mentor_profiles`: the public list shows active rows; numeric columns arrive as strings. */
@Entity({ name: 'mentor_profiles' })
@Check('mentor_profiles_rating_check', `"rating" >= 0 AND "rating" <= 5`)
@Check('mentor_profiles_mentees_check', `"max_mentees" >= 0 AND "current_mentees" >= 0`)
@Check('mentor_profiles_capacity_check', `"current_mentees" <= "max_mentees" OR "user_id" IS NULL`)
@Index('mentor_profiles_user_id_key', ['userId'], { unique: true, where: '"user_id" IS NOT NULL' })
export class MentorProfileEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'mentor_profiles_pkey' })
  id: number;

  @Index('mentor_profiles_user_id_idx')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mentor_profiles_user_id_fkey' })
  user?: UserEntity | null;

  @Column({ type: 'text', default: '' })
  title: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  @Column(textList())
  expertise: string[];

  @Column({ type: 'text', default: '' })
  experience: string;

  /** high | medium | low; anything else counts as low (spec §3). */
  @Column({ type: 'text', default: 'low' })
  availability: string;

  @Column(textList('session_types'))
  sessionTypes: string[];

  @Column({ name: 'hourly_rate', type: 'numeric', precision: 10, scale: 2, nullable: true })
  hourlyRate: string | null;

  @Column(textList())
  languages: string[];

  @Index('mentor_profiles_community_id_idx')
  @Column({ name: 'community_id', type: 'integer', nullable: true })
  communityId: number | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'mentor_profiles_community_id_fkey' })
  community?: CommunityEntity | null;

  /**
   * What the row shows once its community is deleted: '' until a trigger on communities writes the community's name
   * when it is deleted. Otherwise read by join.
   */
  @Column({ name: 'community_name', type: 'text', default: '' })
  communityName: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** 0 to 5, two decimals. */
  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0 })
  rating: string;

  @Column({ name: 'total_sessions', type: 'integer', default: 0 })
  totalSessions: number;

  @Column({ name: 'total_reviews', type: 'integer', default: 0 })
  totalReviews: number;

  @Column({ name: 'max_mentees', type: 'integer', default: 1 })
  maxMentees: number;

  @Column({ name: 'current_mentees', type: 'integer', default: 0 })
  currentMentees: number;

  @Column({ name: 'linkedin_url', type: 'text', nullable: true })
  linkedinUrl: string | null;

  /** A row of the engagement page's example content, owned by an example member (members' features leave it out). */
  @Column({ type: 'boolean', default: false })
  example: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Table `discussion_categories`. */
@Entity({ name: 'discussion_categories' })
export class DiscussionCategoryEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'discussion_categories_pkey' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'text', default: 'message-square' })
  icon: string;

  @Index('discussion_categories_community_id_idx')
  @Column({ name: 'community_id', type: 'integer', nullable: true })
  communityId: number | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'discussion_categories_community_id_fkey' })
  community?: CommunityEntity | null;

  /**
   * What the row shows once its community is deleted: '' until a trigger on communities writes the community's name
   * when it is deleted. Otherwise read by join.
   */
  @Column({ name: 'community_name', type: 'text', default: '' })
  communityName: string;

  @Column({ name: 'post_count', type: 'integer', default: 0 })
  postCount: number;

  @Column({ name: 'topic_count', type: 'integer', default: 0 })
  topicCount: number;

  /** Relative-time text ("2 hours ago"), as the example content shows it. */
  @Column({ name: 'last_activity', type: 'text', default: '' })
  lastActivity: string;
}
