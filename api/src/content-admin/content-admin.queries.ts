import { CONTENT_PAGE_SIZE, type ContentItem, type ContentQuery } from '@cci/contracts';
import type { KindSpec } from './content-kinds';

// Each kind of content is its own table (content-kinds.ts): the statements are built from its spec, over alias `t`.

const MICROS = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const STATUS_SQL: Record<ContentQuery['status'], string> = {
  all: `t.deleted_at IS NULL`,
  published: `t.deleted_at IS NULL AND t.published`,
  draft: `t.deleted_at IS NULL AND NOT t.published`,
  featured: `t.deleted_at IS NULL AND t.featured`,
  archived: `t.deleted_at IS NOT NULL`,
};

/** A content row as the list reads it: the item without its kind, and the whole row for the edit form's fields. */
export interface ContentRow extends Omit<ContentItem, 'kind' | 'fields'> {
  row: Record<string, unknown>;
}

function contentSelect(k: KindSpec, where: string): string {
  return `
      SELECT t.id, t.title, t.published, t.featured, ${MICROS('t.deleted_at')} AS "deletedAt", ${MICROS('t.updated_at')} AS "updatedAt",
             ${MICROS('t.created_at')} AS "createdAt", ${k.detail} AS detail, ${k.href} AS href, to_jsonb(t) AS row
        FROM ${k.table} t
       WHERE ${where}`;
}

/** The staff list's filter: a status, then $1 the ILIKE pattern searched (or NULL). */
const listWhere = (k: KindSpec, status: ContentQuery['status']) => `${STATUS_SQL[status]} AND ($1::text IS NULL OR (${k.search}) ILIKE $1)`;

/** A page of the staff list (ContentRow): $1 the search pattern or NULL, $2 the offset. */
export const contentPageSql = (k: KindSpec, status: ContentQuery['status']) => `${contentSelect(k, listWhere(k, status))}
       ORDER BY t.deleted_at DESC NULLS LAST, t.id DESC
       LIMIT ${CONTENT_PAGE_SIZE} OFFSET $2`;

/** How many rows the staff list has in all: $1 the search pattern or NULL. */
export const contentTotalSql = (k: KindSpec, status: ContentQuery['status']) =>
  `SELECT count(*)::int AS total FROM ${k.table} t WHERE ${listWhere(k, status)}`;
export interface TotalRow {
  total: number;
}

/** One item (ContentRow), archived or draft included: $1 its id. */
export const contentByIdSql = (k: KindSpec) => contentSelect(k, 't.id = $1');

/** One item (ContentRow) locked for a change: $1 its id. */
export const contentLockSql = (k: KindSpec) => `${contentSelect(k, 't.id = $1')} FOR UPDATE OF t`;

/** Sets the given columns ($2...) of the item $1, and its updated_at. */
export const contentUpdateSql = (k: KindSpec, columns: string[]) =>
  `UPDATE ${k.table} SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, updated_at = clock_timestamp() WHERE id = $1`;

/** Archives (soft-deletes) the item $1. */
export const contentArchiveSql = (k: KindSpec) =>
  `UPDATE ${k.table} SET deleted_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1`;

/** Restores the archived item $1. */
export const contentRestoreSql = (k: KindSpec) => `UPDATE ${k.table} SET deleted_at = NULL, updated_at = clock_timestamp() WHERE id = $1`;

/** Deletes for good what was archived more than $1 days ago; answers how many rows. */
export const contentPurgeSql = (k: KindSpec) =>
  `WITH d AS (DELETE FROM ${k.table} WHERE deleted_at < now() - make_interval(days => $1) RETURNING id) SELECT count(*)::int AS n FROM d`;
export interface PurgedRow {
  n: number;
}
