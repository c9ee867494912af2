import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { HandledRequest } from '../common/managed-content.entity';

/** Table `event_requests` (migration PublicContent): the public "Request an Event" form (spec §3). */
@Entity({ name: 'event_requests' })
@Check(
  'event_requests_event_type_check',
  `"event_type" IN ('workshop', 'networking', 'conference', 'webinar', 'hackathon', 'panel', 'other')`,
)
export class EventRequestEntity extends HandledRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'event_requests_pkey' })
  id: number;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'preferred_location', type: 'text' })
  preferredLocation: string;

  @Column({ name: 'contact_email', type: 'text' })
  contactEmail: string;

  @Column({ name: 'additional_info', type: 'text', default: '' })
  additionalInfo: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Table `demo_requests`: the demo booking form (spec §3); confirmation_id is unique. */
@Entity({ name: 'demo_requests' })
@Unique('demo_requests_confirmation_id_key', ['confirmationId'])
export class DemoRequestEntity extends HandledRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'demo_requests_pkey' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: '' })
  company: string;

  @Column({ type: 'text', default: '' })
  role: string;

  @Column({ name: 'community_interest', type: 'text' })
  communityInterest: string;

  @Column({ name: 'preferred_time', type: 'text' })
  preferredTime: string;

  @Column({ name: 'specific_interests', type: 'text', array: true, default: () => "'{}'" })
  specificInterests: string[];

  @Column({ name: 'additional_notes', type: 'text', default: '' })
  additionalNotes: string;

  @Column({ name: 'confirmation_id', type: 'text' })
  confirmationId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Table `waitlist_entries`: one row per (lower-cased) e-mail; a second sign-up leaves it as it is. */
@Entity({ name: 'waitlist_entries' })
@Unique('waitlist_entries_email_key', ['email'])
@Check('waitlist_entries_email_lower_check', `"email" = lower("email")`)
export class WaitlistEntryEntity extends HandledRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'waitlist_entries_pkey' })
  id: number;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  community: string;

  @Column({ name: 'use_case', type: 'text' })
  useCase: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
