import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ManagedContent } from '../common/managed-content.entity';
import { CommunityEntity } from '../communities/community.entity';

/** Table `events`; `date` is display text (spec §3), `community_id` is cleared when its community goes. */
@Entity({ name: 'events' })
@Check('events_capacity_check', `"capacity" IS NULL OR "capacity" > 0`)
@Check('events_counts_check', `"going_count" >= 0 AND "interested_count" >= 0 AND "waitlist_count" >= 0`)
@Check('events_going_capacity_check', `"capacity" IS NULL OR "going_count" <= "capacity"`)
@Check('events_ends_check', `"ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" >= "starts_at"`)
@Index('events_starts_at_idx', ['startsAt', 'id'])
@Index('events_community_starts_at_idx', ['communityId', 'startsAt', 'id'])
@Index('events_deleted_at_idx', { synchronize: false })
export class EventEntity extends ManagedContent {
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

  /** When it starts; null for an event whose time is still to be announced. */
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** Places for members going; null when there is no limit. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  /** The online link, shown to members who are going. */
  @Column({ name: 'online_url', type: 'text', nullable: true })
  onlineUrl: string | null;

  /** The venue's IANA zone for an event in a place (its page shows the venue's local time too); null online. */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** Kept with event_rsvps in the same transaction. */
  @Column({ name: 'going_count', type: 'integer', default: 0 })
  goingCount: number;

  @Column({ name: 'interested_count', type: 'integer', default: 0 })
  interestedCount: number;

  @Column({ name: 'waitlist_count', type: 'integer', default: 0 })
  waitlistCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
