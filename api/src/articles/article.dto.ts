import type { Article } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ArticleEntity } from './article.entity';

/** Response body of an article (spec §3, contracts' Article). */
export class ArticleDto implements Article {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Five Ways AI Can Strengthen Your Community' })
  title: string;

  @ApiProperty({ description: 'One or two sentences for cards' })
  excerpt: string;

  @ApiProperty({ description: 'Plain text; paragraphs separated by blank lines' })
  content: string;

  @ApiProperty({ type: String, nullable: true, description: 'Image URL', example: '/images/articles/ai-community-featured.svg' })
  image: string | null;

  @ApiProperty({ example: true })
  featured: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' })
  createdAt: string;
}

/** OpenAPI description of contracts' CreateArticleSchema (the schema itself validates). */
export class CreateArticleDto {
  @ApiProperty({ example: 'Five Ways AI Can Strengthen Your Community', maxLength: 200, description: 'Required ("Title is required")' })
  title: string;

  @ApiPropertyOptional({ maxLength: 1000, default: '' })
  excerpt?: string;

  @ApiPropertyOptional({ maxLength: 20000, default: '' })
  content?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    default: null,
    description: 'A path on this site (/images/...; not //host, no scheme or backslash); empty means none',
    example: '/images/articles/ai-community-featured.svg',
  })
  image?: string | null;

  @ApiPropertyOptional({ default: false })
  featured?: boolean;
}

/** Exactly the public fields, in a stable order. */
export function toArticle(e: ArticleEntity): Article {
  return {
    id: e.id,
    title: e.title,
    excerpt: e.excerpt,
    content: e.content,
    image: e.image,
    featured: e.featured,
    createdAt: e.createdAt.toISOString(),
  };
}
