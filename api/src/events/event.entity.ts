import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CommunityEntity } from '../communities/community.entity';

/** Table `events`; `date` is display text (spec §3), `community_id` is cleared when its community goes. */
@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'events_pkey' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  date: string;

  @Column({ type: 'text' })
  location: string;

  @Index('events_community_id_idx')
  @Column({ name: 'community_id', type: 'integer', nullable: true })
  communityId: number | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'community_id', foreignKeyConstraintName: 'events_community_id_fkey' })
  community?: CommunityEntity | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'text', nullable: true })
  image: string | null;
}
