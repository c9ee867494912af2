import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ManagedContent } from '../common/managed-content.entity';
import { UserEntity } from '../users/user.entity';

/**
 * Table `articles` (migration PublicContent). The (featured, created_at DESC) index is declared in the
 * migration; TypeORM cannot express the DESC, so it is excluded from schema comparison here.
 */
@Entity({ name: 'articles' })
@Index('articles_featured_created_at_idx', { synchronize: false })
@Index('articles_deleted_at_idx', { synchronize: false })
@Unique('articles_slug_key', ['slug'])
@Check('articles_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 100`)
export class ArticleEntity extends ManagedContent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'articles_pkey' })
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  /** The article page's address: /ai-evolution/:slug. */
  @Column({ type: 'text' })
  slug: string;

  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'articles_author_id_fkey' })
  author?: UserEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
