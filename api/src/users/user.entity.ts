import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

export type UserRole = 'member' | 'admin';

/**
 * Table `users` (migration UsersAndSessions): properties camelCase, columns snake_case; constraint
 * names match the migration, so `migration:generate` finds no drift. The password hash is never
 * selected unless asked for explicitly (UsersService.verify).
 */
@Entity({ name: 'users' })
@Unique('users_email_key', ['email'])
@Unique('users_external_id_key', ['externalId'])
@Check('users_role_check', `"role" IN ('member', 'admin')`)
@Check('users_theme_check', `"theme" IN ('system', 'light', 'dark')`)
// The @ autocomplete's name prefixes (migration FeedAndMentions): expression indexes TypeORM cannot describe.
@Index('users_first_name_prefix_idx', { synchronize: false })
@Index('users_last_name_prefix_idx', { synchronize: false })
// The staff's member directory, newest first, and its search by name or e-mail (migration StaffIndexes).
@Index('users_created_at_idx', { synchronize: false })
@Index('users_email_trgm_idx', { synchronize: false })
@Index('users_full_name_trgm_idx', { synchronize: false })
// One mailbox's accounts (likes, reports and mail limits count a mailbox once; migration RuleBook).
@Index('users_mailbox_idx', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'users_pkey' })
  id: number;

  /** Trimmed and lower-cased before it is stored. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** argon2id (PHC string); null for an account of an external identity. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'external_id', type: 'text', nullable: true })
  externalId: string | null;

  @Column({ type: 'text', default: 'member' })
  role: UserRole;

  @Column({ name: 'agree_to_newsletter', type: 'boolean', default: false })
  agreeToNewsletter: boolean;

  /** At most 500 characters (contracts' ProfileUpdateSchema). */
  @Column({ type: 'text', default: '' })
  bio: string;

  /** At most 10 tags. */
  @Column({ type: 'text', array: true, default: '{}' })
  expertise: string[];

  /** What the member wants to learn (mentor matching), at most 10 tags. */
  @Column({ type: 'text', array: true, default: '{}' })
  goals: string[];

  /** An IANA time zone, or null when the member did not say. */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** The photo's largest square WebP (`/uploads/<hash>.48-96-256/256.webp`, PUT /api/me/avatar); null: initials. */
  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  /** The first-day welcome: the step reached (0-3), and when it was finished or skipped (null: not yet). */
  @Column({ name: 'welcome_step', type: 'smallint', default: 0 })
  welcomeStep: number;

  @Column({ name: 'welcome_done_at', type: 'timestamptz', nullable: true })
  welcomeDoneAt: Date | null;

  /** The colour theme the member chose (issue 30 §6); 'system' follows prefers-color-scheme. */
  @Column({ type: 'text', default: 'system' })
  theme: string;

  /** E-mail consents (UK GDPR: off until the member opts in). */
  @Column({ name: 'notify_replies', type: 'boolean', default: false })
  notifyReplies: boolean;

  @Column({ name: 'notify_mentions', type: 'boolean', default: false })
  notifyMentions: boolean;

  @Column({ name: 'notify_digest', type: 'boolean', default: false })
  notifyDigest: boolean;

  /** Event reminders, 24 h before an event the member is going to. */
  @Column({ name: 'notify_events', type: 'boolean', default: false })
  notifyEvents: boolean;

  /** E-mail when someone the member follows starts a discussion. */
  @Column({ name: 'notify_follows', type: 'boolean', default: false })
  notifyFollows: boolean;

  /** E-mail about direct messages still unread some minutes after they arrived. */
  @Column({ name: 'notify_messages', type: 'boolean', default: false })
  notifyMessages: boolean;

  /** E-mail of staff announcements to the member's communities or to everyone. */
  @Column({ name: 'notify_announcements', type: 'boolean', default: false })
  notifyAnnouncements: boolean;

  /** When the member followed the verification link; null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** Until when a moderator suspended the member: no posting before then. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null;

  @Column({ name: 'suspension_reason', type: 'text', nullable: true })
  suspensionReason: string | null;

  /** The mailbox the address delivers to (a "+tag" alias is the same person); set by a trigger from email. */
  @Column({ type: 'text', insert: false, update: false, select: false })
  mailbox: string;

  /** When the weekly digest last went out (never twice in a week). */
  @Column({ name: 'digest_sent_at', type: 'timestamptz', nullable: true })
  digestSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
