import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CommunityEntity } from '../communities/community.entity';
import { UserEntity } from './user.entity';

export type MembershipStatus = 'pending' | 'approved' | 'rejected';

/** Table `user_communities`: a member's communities (one primary); removed with the user or the community. */
@Entity({ name: 'user_communities' })
@Unique('user_communities_user_id_community_id_key', ['userId', 'communityId'])
@Check('user_communities_status_check', `"status" IN ('pending', 'approved', 'rejected')`)
@Index('user_communities_one_primary_idx', ['userId'], { unique: true, where: '"is_primary"' })
// The Feed's new members, newest first (migration FeedAndMentions): a DESC partial index, kept by the migration.
@Index('user_communities_joined_idx', { synchronize: false })
@Index('user_communities_pending_idx', { synchronize: false })
export class UserCommunityEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'user_communities_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_communities_user_id_fkey' })
  user?: UserEntity;

  @Index('user_communities_community_id_idx')
  @Column({ name: 'community_id', type: 'integer' })
  communityId: number;

  @ManyToOne(() => CommunityEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'user_communities_community_id_fkey' })
  community?: CommunityEntity;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Index('user_communities_status_idx')
  @Column({ type: 'text', default: 'approved' })
  status: MembershipStatus;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;
}
