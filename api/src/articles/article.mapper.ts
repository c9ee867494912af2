import type { Article } from '@cci/contracts';
import type { ArticleRow } from './articles.queries';

/** Exactly the public fields, in a stable order. */
export function toArticle(e: ArticleRow): Article {
  return {
    id: e.id,
    title: e.title,
    excerpt: e.excerpt,
    content: e.content,
    image: e.image,
    featured: e.featured,
    createdAt: e.createdAt.toISOString(),
    slug: e.slug,
  };
}
