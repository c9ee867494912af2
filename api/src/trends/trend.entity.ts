import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManagedContent } from '../common/managed-content.entity';

/** Table `trends` (migration PublicContent): the admin fields plus what the public list shows. */
@Entity({ name: 'trends' })
@Check('trends_discussion_count_check', `"discussion_count" >= 0`)
@Check('trends_discussion_count_max_check', `"discussion_count" <= 10000000`)
@Index('trends_deleted_at_idx', { synchronize: false })
export class TrendEntity extends ManagedContent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'trends_pkey' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'discussion_count', type: 'integer', default: 0 })
  discussionCount: number;

  @Column({ type: 'text' })
  icon: string;

  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'text', nullable: true })
  url: string | null;

  @Column({ type: 'text', default: '' })
  engagement: string;

  @Column({ type: 'text', default: '' })
  source: string;

  @Column({ name: 'trend_type', type: 'text', default: '' })
  trendType: string;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
