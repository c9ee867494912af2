import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity';

export type AccountTokenPurpose = 'reset-password' | 'verify-email' | 'change-email';

/** Table `account_tokens` (migration Accounts): one-time links, stored as the SHA-256 of the token only. */
@Entity({ name: 'account_tokens' })
@Unique('account_tokens_token_hash_key', ['tokenHash'])
@Check('account_tokens_purpose_check', `"purpose" IN ('reset-password', 'verify-email', 'change-email')`)
export class AccountTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'account_tokens_pkey' })
  id: number;

  @Index('account_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_tokens_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text' })
  purpose: AccountTokenPurpose;

  @Column({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  /** The address a change-email token moves the account to. */
  @Column({ name: 'new_email', type: 'text', nullable: true })
  newEmail: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
