import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Table `articles` (migration PublicContent). The (featured, created_at DESC) index is declared in the
 * migration; TypeORM cannot express the DESC, so it is excluded from schema comparison here.
 */
@Entity({ name: 'articles' })
@Index('articles_featured_created_at_idx', { synchronize: false })
export class ArticleEntity {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
