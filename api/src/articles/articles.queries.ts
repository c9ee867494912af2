import type { Article } from '@cci/contracts';

// The SQL of articles: the public lists and pages, and the admins' create.

/** An article's public columns (contracts' Article; the mapper writes the date). */
const ARTICLE_COLUMNS = `a.id, a.title, a.excerpt, a.content, a.image, a.featured, a.created_at AS "createdAt", a.slug`;
export interface ArticleRow extends Omit<Article, 'createdAt'> {
  createdAt: Date;
}

/**
 * The published articles (not archived), newest first (ties by id, newest first), with what their pages add: the time
 * of the last change and the author's names (null without an author).
 */
export const PUBLISHED_ARTICLES_SQL = `
  SELECT ${ARTICLE_COLUMNS}, a.updated_at AS "updatedAt", u.first_name AS "authorFirstName", u.last_name AS "authorLastName"
    FROM articles a LEFT JOIN users u ON u.id = a.author_id
   WHERE a.published AND a.deleted_at IS NULL
   ORDER BY a.created_at DESC, a.id DESC`;
export interface ArticlePageRow extends ArticleRow {
  updatedAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/**
 * An article from the admin form ($1 title, $2 excerpt, $3 content, $4 image or null, $5 featured, $6 author or null),
 * answered as stored (its slug from the title and id, by the table's trigger).
 */
export const INSERT_ARTICLE_SQL = `
  INSERT INTO articles AS a (title, excerpt, content, image, featured, author_id) VALUES ($1, $2, $3, $4, $5, $6)
  RETURNING ${ARTICLE_COLUMNS}`;
