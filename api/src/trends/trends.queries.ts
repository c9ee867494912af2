import type { Trend } from '@cci/contracts';

// The SQL of trends: the public list and the admins' create.

/** A trend's public columns (contracts' Trend but its two echoes of columns, which the mapper writes). */
const TREND_COLUMNS = `t.id, t.title, t.discussion_count AS "discussionCount", t.icon, t.color, t.url, t.engagement, t.source,
  t.trend_type AS "trendType"`;
export interface TrendRow extends Omit<Trend, 'discussions' | 'trend_type'> {
  trendType: string;
}

/** The published trends (not archived): featured first, then most discussed (ties by id). */
export const PUBLISHED_TRENDS_SQL = `
  SELECT ${TREND_COLUMNS} FROM trends t
   WHERE t.published AND t.deleted_at IS NULL
   ORDER BY t.featured DESC, t.discussion_count DESC, t.id`;

/**
 * A trend from the admin form ($1 title, $2 icon, $3 colour, $4 discussion count, $5 link or null, $6 engagement,
 * $7 source, $8 trend type), answered as stored.
 */
export const INSERT_TREND_SQL = `
  INSERT INTO trends AS t (title, icon, color, discussion_count, url, engagement, source, trend_type)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  RETURNING ${TREND_COLUMNS}`;
